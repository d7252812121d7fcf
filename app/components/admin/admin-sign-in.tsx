import type { FormConstraints, SubmissionResult } from "~/components/use-form";
import { SignInForm } from "~/components/auth/sign-in-form";
import { BackLink } from "~/components/ui/back-link";
import { Card } from "~/components/ui/card";
import { useWords } from "~/components/use-words";
import { commonWords } from "~/locales/common";
import { signInWords } from "~/locales/sign-in";

/** The signed-out admin page: sign-in, a way home, and the demo login only in a demo database. */
export function AdminSignIn({
  lastResult,
  constraint,
  redirectTo,
  demoLogin,
}: {
  lastResult?: SubmissionResult;
  constraint: FormConstraints;
  redirectTo: string;
  /** The demo database's admin, shown only there. */
  demoLogin: { email: string; password: string } | null;
}) {
  const words = useWords(signInWords);
  const common = useWords(commonWords);
  return (
    <div className="mx-auto max-w-md space-y-6 px-4 py-10">
      <BackLink to="/">{common.backHome}</BackLink>
      <Card className="space-y-6 p-6 sm:p-8">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{words.adminTitle}</h1>
          <p className="text-muted-foreground">{words.adminLead}</p>
        </div>
        <SignInForm lastResult={lastResult} constraint={constraint} redirectTo={redirectTo} action="/admin?index" />
        {demoLogin ? (
          <p className="rounded-lg bg-muted p-3 text-sm">
            {words.demoLogin} <strong>{demoLogin.email}</strong> / <strong>{demoLogin.password}</strong>
          </p>
        ) : null}
      </Card>
    </div>
  );
}
