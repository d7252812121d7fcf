import { getFormProps, useForm, type FormConstraints, type SubmissionResult } from "~/components/use-form";
import { Form } from "@remix-run/react";
import { FormError } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { SIGN_IN_MESSAGES } from "~/domain/sign-in";
import { CHECK_AS_YOU_TYPE, checkConstraints } from "~/components/form-checks";
import { useIsPending } from "~/components/use-is-pending";

/** The sign-in form of the portal and the admin panel: `email`, `password`, `redirectTo`. */
export function SignInForm({
  lastResult,
  constraint,
  redirectTo,
  action,
}: {
  lastResult?: SubmissionResult;
  /** The sign-in schema's checks, from the page's loader. */
  constraint: FormConstraints;
  redirectTo?: string;
  action?: string;
}) {
  const [form, fields] = useForm({
    id: "sign-in",
    lastResult,
    constraint,
    onValidate: checkConstraints,
    ...CHECK_AS_YOU_TYPE,
  });
  const busy = useIsPending({ formAction: action, match: { intent: "signin" } });
  const locked = form.errors?.[0] === SIGN_IN_MESSAGES.tooMany || form.errors?.[0] === SIGN_IN_MESSAGES.tooManyLinks;
  const email = typeof fields.email.initialValue === "string" ? fields.email.initialValue : "";
  return (
    <>
      <Form method="post" action={action} className="space-y-4" {...getFormProps(form)}>
        <FormError errors={form.errors} />
        <input type="hidden" name="intent" value="signin" />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <Field meta={fields.email} type="email" label="Email" autoComplete="email" />
        <Field meta={fields.password} type="password" defaultValue="" label="Password" autoComplete="current-password" />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Signing in..." : "Sign In"}
        </Button>
      </Form>
      {locked && email ? <SignInLinkOffer action={action} email={email} /> : null}
    </>
  );
}

/** After too many failed sign-ins: the account's owner can still get in, by a link e-mailed to them. */
function SignInLinkOffer({ action, email }: { action?: string; email: string }) {
  const busy = useIsPending({ formAction: action, match: { intent: "signin-link" } });
  return (
    <Form method="post" action={action} className="space-y-3 rounded-lg bg-muted p-3">
      <input type="hidden" name="intent" value="signin-link" />
      <input type="hidden" name="email" value={email} />
      <p className="text-sm">{SIGN_IN_MESSAGES.linkOffer}</p>
      <Button type="submit" variant="outline" className="w-full" disabled={busy}>
        {SIGN_IN_MESSAGES.linkButton}
      </Button>
    </Form>
  );
}
