import { getFormProps, useForm, type FormConstraints, type SubmissionResult } from "~/components/use-form";
import { Form } from "@remix-run/react";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { FormError } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { SIGN_IN_REASONS } from "~/domain/accounts/sign-in";
import { CHECK_AS_YOU_TYPE, checkConstraints } from "~/components/form-checks";
import { useIsPending } from "~/components/use-is-pending";
import { useSay, useWords } from "~/components/use-words";
import { signInWords } from "~/locales/sign-in";

/**
 * The sign-in form of the portal and the admin panel: `email`, `password`, `redirectTo`; its
 * second button asks for a one-time link by e-mail instead (decision 0020), offered to everyone.
 */
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
  const sendingLink = useIsPending({ formAction: action, match: { intent: "signin-link" } });
  const words = useWords(signInWords);
  const say = useSay();
  return (
    <Form method="post" action={action} className="space-y-4" {...getFormProps(form)}>
      <FormErrorSummary form={form} labels={{ email: words.email, password: words.password }} />
      <FormError errors={form.errors} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Field meta={fields.email} type="email" label={words.email} autoComplete="email" />
      <Field meta={fields.password} type="password" defaultValue="" label={words.password} autoComplete="current-password" />
      {/* The first submit button is the one Enter presses. */}
      <Button type="submit" name="intent" value="signin" className="w-full" disabled={busy || sendingLink}>
        {busy ? words.signingIn : words.signIn}
      </Button>
      {/* Every account may ask for a link (a team member has no password): the same form's e-mail, no password needed. */}
      <div className="space-y-2 rounded-lg bg-muted p-3">
        <p className="text-sm">{say(SIGN_IN_REASONS.linkOffer)}</p>
        <Button
          type="submit"
          name="intent"
          value="signin-link"
          formNoValidate
          variant="outline"
          className="w-full"
          disabled={busy || sendingLink}
        >
          {sendingLink ? words.sendingLink : say(SIGN_IN_REASONS.linkButton)}
        </Button>
      </div>
    </Form>
  );
}
