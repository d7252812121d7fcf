import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { SignInForm } from "~/components/auth/sign-in-form";
import { Card } from "~/components/ui/card";
import { ArrowLeftIcon } from "~/components/ui/icons";

/** The signed-out admin page: sign-in, a way home, and the demo login only in a demo database. */
export function AdminSignIn({ lastResult, redirectTo, demoHint }: { lastResult?: SubmissionResult<string[]>; redirectTo: string; demoHint: boolean }) {
  return (
    <div className="mx-auto max-w-md space-y-6 px-4 py-10">
      <Link to="/" className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
        <ArrowLeftIcon className="h-4 w-4" />
        Back to Home
      </Link>
      <Card className="space-y-6 p-6 sm:p-8">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Admin Panel</h1>
          <p className="text-muted-foreground">Sign in to review applications and manage Porchlight.</p>
        </div>
        <SignInForm lastResult={lastResult} redirectTo={redirectTo} action="/admin?index" />
        {demoHint ? (
          <p className="rounded-lg bg-muted p-3 text-sm">
            Demo login: <strong>admin@example.com</strong> / <strong>porchlight-admin</strong>
          </p>
        ) : null}
      </Card>
    </div>
  );
}
