import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { FormError } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { signInSchema } from "~/domain/sign-in";

/** The sign-in form of the portal and the admin panel: `email`, `password`, `redirectTo`. */
export function SignInForm({
  lastResult,
  redirectTo,
  action,
}: {
  lastResult?: SubmissionResult<string[]>;
  redirectTo?: string;
  action?: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "sign-in",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema }),
    shouldValidate: "onBlur",
  });
  const { key: emailKey, ...emailProps } = getInputProps(fields.email, { type: "email" });
  const { key: passwordKey, ...passwordProps } = getInputProps(fields.password, { type: "password" });
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "signin";
  return (
    <Form method="post" action={action} className="space-y-4" {...getFormProps(form)}>
      <FormError errors={form.errors} />
      <input type="hidden" name="intent" value="signin" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Field key={emailKey} {...emailProps} label="Email" autoComplete="email" error={fields.email.errors?.[0]} />
      <Field
        key={passwordKey}
        {...passwordProps}
        defaultValue=""
        label="Password"
        autoComplete="current-password"
        error={fields.password.errors?.[0]}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Signing in..." : "Sign In"}
      </Button>
    </Form>
  );
}
