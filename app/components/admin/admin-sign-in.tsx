import type { FormConstraints, SubmissionResult } from "~/components/use-form";
import { SignInForm } from "~/components/auth/sign-in-form";
import { BackLink } from "~/components/ui/back-link";
import { Card } from "~/components/ui/card";

/** The signed-out admin page: sign-in, a way home, and the demo login only in a demo database. */
export function AdminSignIn({
  lastResult,
  constraint,
  redirectTo,
  demoHint,
}: {
  lastResult?: SubmissionResult;
  constraint: FormConstraints;
  redirectTo: string;
  demoHint: boolean;
}) {
  return (
    <div className="mx-auto max-w-md space-y-6 px-4 py-10">
      <BackLink to="/">Back to Home</BackLink>
      <Card className="space-y-6 p-6 sm:p-8">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Admin Panel</h1>
          <p className="text-muted-foreground">Sign in to review applications and manage Porchlight.</p>
        </div>
        <SignInForm lastResult={lastResult} constraint={constraint} redirectTo={redirectTo} action="/admin?index" />
        {demoHint ? (
          <p className="rounded-lg bg-muted p-3 text-sm">
            Demo login: <strong>admin@example.com</strong> / <strong>porchlight-admin</strong>
          </p>
        ) : null}
      </Card>
    </div>
  );
}
