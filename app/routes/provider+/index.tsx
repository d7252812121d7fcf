import { textResponse } from "~/lib/http.server";
import { getFormProps, useForm, type FormConstraints, type SubmissionResult } from "~/components/use-form";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { BackLink } from "~/components/ui/back-link";
import { SignInForm } from "~/components/auth/sign-in-form";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cx } from "~/components/ui/cx";
import { Field } from "~/components/ui/field";
import { PASSWORD_MIN_LENGTH, safeRedirect, SIGN_IN_REASONS } from "~/domain/accounts/sign-in";
import { CHECK_AS_YOU_TYPE, checkConstraints } from "~/components/form-checks";
import { providerSignUpSchema, signInSchema } from "~/domain/accounts/sign-in.schema.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { commitUserSession, getUser } from "~/services/support/auth.server";
import { requireAccess } from "~/services/support/access.server";
import { clientIp, publicOrigin } from "~/lib/http.server";
import { refusalReply } from "~/lib/refusals.server";
import { signInAction, signInLinkAction, signUpProvider } from "~/services/accounts/index.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requestLanguage } from "~/lib/language.server";
import { readFormData } from "~/lib/form.server";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { useIsPending } from "~/components/use-is-pending";
import { checkHoneypot, formStartedValue } from "~/lib/honeypot.server";
import { HoneypotFields } from "~/components/honeypot-fields";
import { useSay, useWords } from "~/components/use-words";
import { signInWords } from "~/locales/sign-in";
import { portalWords } from "~/locales/portal";
import { commonWords } from "~/locales/common";
import { fill } from "~/locales/words";
import { FORM_REASONS } from "~/domain/forms/fields";

/** /provider: sign in or sign up; a signed-in provider goes straight to the portal's tabs. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const user = await getUser(request);
  if (user) {
    // A team member goes to their jobs; a provider on to the portal; anyone else is signed out and told why.
    if (user.role === "member") throw redirect("/team");
    await requireAccess(request, "provider");
    throw redirect(safeRedirect(url.searchParams.get("redirectTo"), "/provider/services"));
  }
  return {
    tab: url.searchParams.get("tab") === "signup" ? ("signup" as const) : ("signin" as const),
    redirectTo: safeRedirect(url.searchParams.get("redirectTo"), "/provider/services"),
    formStarted: formStartedValue(),
    constraints: { signIn: formConstraints(signInSchema), signUp: formConstraints(providerSignUpSchema) },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  if (form.get("intent") === "signin") {
    return signInAction(request, form, context, "provider");
  }
  if (form.get("intent") === "signin-link") return signInLinkAction(form, context, "provider", requestLanguage(request).language);
  if (form.get("intent") !== "signup") throw textResponse(400, FORM_REASONS.unknownAction);

  const submission = parseWithZod(form, { schema: providerSignUpSchema });
  const outcome = await signUpProvider({
    form: submission.status === "success" ? submission.value : null,
    honeypot: checkHoneypot(form),
    ip: clientIp(context),
    origin: publicOrigin(),
    language: requestLanguage(request).language,
  });
  if (!outcome.ok) return refusalReply(submission, outcome, { hideFields: ["password"] });
  const headers = new Headers({ "Set-Cookie": await commitUserSession(request, outcome.user.id) });
  return redirectWithToast("/provider/services", { type: "success", description: SIGN_IN_REASONS.accountCreated }, { headers });
}

function SignUpForm({
  lastResult,
  constraint,
  formStarted,
}: {
  lastResult?: SubmissionResult;
  constraint: FormConstraints;
  formStarted: string;
}) {
  const [form, fields] = useForm({
    id: "sign-up",
    lastResult,
    constraint,
    onValidate: checkConstraints,
    ...CHECK_AS_YOU_TYPE,
  });
  const busy = useIsPending({ match: { intent: "signup" } });
  const words = useWords(signInWords);
  const say = useSay();
  return (
    <Form method="post" className="space-y-4" {...getFormProps(form)}>
      <FormErrorSummary
        form={form}
        labels={{ email: words.email, password: words.password, business_name: words.businessName, owner_name: words.ownerName }}
      />
      {form.errors?.length ? (
        <div role="alert" className="rounded-lg bg-destructive-soft p-3 font-medium text-destructive">
          <p>{say(form.errors[0])}</p>
          {form.errors[0] === SIGN_IN_REASONS.emailTaken ? (
            <p className="mt-1 font-normal">
              <Link className="underline" to="/provider">
                {words.signInInstead}
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
      <input type="hidden" name="intent" value="signup" />
      <HoneypotFields formStarted={formStarted} />
      <Field meta={fields.email} type="email" label={words.email} autoComplete="email" />
      <Field
        meta={fields.password}
        type="password"
        defaultValue=""
        label={words.password}
        autoComplete="new-password"
        hint={fill(words.passwordHint, { count: PASSWORD_MIN_LENGTH })}
      />
      <Field meta={fields.business_name} label={words.businessName} autoComplete="organization" />
      <Field meta={fields.owner_name} label={words.ownerName} autoComplete="name" />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? words.creatingAccount : words.createAccount}
      </Button>
    </Form>
  );
}

export default function ProviderSignIn() {
  const { tab, redirectTo, formStarted, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const lastResult = actionData?.lastResult ?? undefined;
  const words = useWords(signInWords);
  const portal = useWords(portalWords);
  const common = useWords(commonWords);
  const tabs = [
    {
      id: "signin",
      label: words.signIn,
      href: redirectTo === "/provider/services" ? "/provider" : `/provider?${new URLSearchParams({ redirectTo })}`,
    },
    { id: "signup", label: words.signUp, href: "/provider?tab=signup" },
  ] as const;
  return (
    <div className="mx-auto max-w-md space-y-6 px-4 py-10">
      <BackLink to="/">{common.backHome}</BackLink>
      <Card className="space-y-6 p-6 sm:p-8">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{portal.title}</h1>
          <p className="text-muted-foreground">{words.portalLead}</p>
        </div>
        <nav aria-label={words.signInOrUp}>
          <ul className="grid grid-cols-2 rounded-lg bg-muted p-1">
            {tabs.map((item) => (
              <li key={item.id}>
                <Link
                  to={item.href}
                  aria-current={tab === item.id ? "page" : undefined}
                  className={cx(
                    "block rounded-md px-3 py-2 text-center font-medium",
                    tab === item.id ? "bg-card shadow-sm" : "text-muted-foreground hover:text-foreground",
                  )}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {tab === "signup" ? (
          <SignUpForm lastResult={lastResult} constraint={constraints.signUp} formStarted={formStarted} />
        ) : (
          <SignInForm lastResult={lastResult} constraint={constraints.signIn} redirectTo={redirectTo} />
        )}
        {redirectTo.startsWith("/dashboard") ? (
          <p className="text-center text-sm text-muted-foreground">
            {words.anAdmin}{" "}
            <Link className="font-medium text-primary underline" to={`/admin?${new URLSearchParams({ redirectTo })}`}>
              {words.signInAtAdmin}
            </Link>{" "}
            {words.toOpenDashboard}
          </p>
        ) : null}
        <p className="text-center text-sm text-muted-foreground">
          {words.newToPorchlight}{" "}
          <Link className="font-medium text-primary underline" to="/join">
            {words.joinNetwork}
          </Link>
        </p>
      </Card>
    </div>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/provider", label: "backToPortal" });
