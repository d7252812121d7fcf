import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/button";
import { ErrorAlert, FormError } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { CHECK_AS_YOU_TYPE, checkConstraints } from "~/components/form-checks";
import { getFormProps, useForm, type FormConstraints } from "~/components/use-form";
import { ERASURE_REASONS } from "~/domain/accounts/erasure";
import { signInLinkSchema } from "~/domain/accounts/sign-in.schema.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { requestLanguage } from "~/lib/language.server";
import { requestErasureConfirmation } from "~/services/accounts/index.server";
import { Card } from "~/components/ui/card";
import { cx } from "~/components/ui/cx";
import { isLocationSettingName, LOCATION_SETTING_REASONS } from "~/domain/places/location";
import { requireAccess } from "~/services/support/access.server";
import { invalidFormReply, refusalReply, refusalToast } from "~/lib/refusals.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirectWithToast } from "~/lib/toast.server";
import { locationSettingsPage, setLocationSetting } from "~/services/admin/index.server";
import { readFormData } from "~/lib/form.server";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { useIsPending } from "~/components/use-is-pending";
import { useSay, useWords } from "~/components/use-words";
import { adminWords, erasureRequestWords, locationSettingsWords } from "~/locales/admin";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccess(request, "admin");
  const found = await locationSettingsPage();
  const constraints = formConstraints(signInLinkSchema);
  if (!found.ok) return data({ error: found.message, settings: [], constraints }, { status: found.status });
  return { error: null, settings: found.settings, constraints };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAccess(request, "admin");
  const form = await readFormData(request);
  if (form.get("intent") === "erasure-link") {
    const submission = parseWithZod(form, { schema: signInLinkSchema });
    if (submission.status !== "success") return invalidFormReply(submission);
    const sent = await requestErasureConfirmation(submission.value.email, requestLanguage(request).language);
    if (!sent.ok) return refusalReply(submission, sent);
    return redirectWithToast("/admin/settings", { type: "success", description: ERASURE_REASONS.linkSent });
  }
  const name = form.get("setting_name");
  const enabled = form.get("enabled");
  if (!isLocationSettingName(name) || (enabled !== "true" && enabled !== "false")) {
    return redirectWithToast("/admin/settings", { type: "error", description: LOCATION_SETTING_REASONS.updateFailed });
  }
  const outcome = await setLocationSetting(name, enabled === "true", admin.id);
  if (!outcome.ok) return refusalToast("/admin/settings", outcome);
  return redirectWithToast("/admin/settings", { type: "success", description: LOCATION_SETTING_REASONS.updated });
}

/** An erasure a person wrote in for: the admin sends them the link to confirm it (decision 0053). */
function ErasureRequest({ constraints }: { constraints: FormConstraints }) {
  const words = useWords(erasureRequestWords);
  const lastResult = useActionData<typeof action>()?.lastResult;
  const [form, fields] = useForm({
    id: "erasure-link",
    lastResult,
    constraint: constraints,
    onValidate: checkConstraints,
    ...CHECK_AS_YOU_TYPE,
  });
  const busy = useIsPending({ match: { intent: "erasure-link" } });
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div>
        <h2 className="text-xl font-semibold">{words.heading}</h2>
        <p className="text-sm text-muted-foreground">{words.lead}</p>
      </div>
      <Form method="post" className="space-y-4" {...getFormProps(form)}>
        <FormError errors={form.errors} />
        <input type="hidden" name="intent" value="erasure-link" />
        <Field meta={fields.email} type="email" label={words.email} autoComplete="off" />
        <Button type="submit" variant="outline" disabled={busy}>
          {busy ? words.sending : words.send}
        </Button>
      </Form>
    </Card>
  );
}

export default function AdminLocationSettings() {
  const { error, settings, constraints } = useLoaderData<typeof loader>();
  const words = useWords(locationSettingsWords);
  const { locationSettings } = useWords(adminWords);
  const say = useSay();
  return (
    <div className="space-y-6">
      <Card className="space-y-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 className="text-xl font-semibold">{locationSettings}</h2>
            <p className="text-sm text-muted-foreground">{words.lead}</p>
          </div>
          <ButtonLink to="/admin/settings" variant="outline" size="sm">
            {words.refresh}
          </ButtonLink>
        </div>
        {error ? (
          <ErrorAlert>{say(error)}</ErrorAlert>
        ) : (
          <ul className="divide-y divide-border">
            {settings.map((setting) => (
              <SettingRow key={setting.name} setting={setting} />
            ))}
          </ul>
        )}
      </Card>
      <ErasureRequest constraints={constraints} />
    </div>
  );
}

/** One setting's switch; while its change is sent, it already shows the new position. */
function SettingRow({ setting }: { setting: { name: string; description: string; enabled: boolean } }) {
  const pending = useIsPending({ match: { setting_name: setting.name } });
  const words = useWords(locationSettingsWords);
  const name = setting.name;
  const known = isLocationSettingName(name);
  const on = pending ? !setting.enabled : setting.enabled;
  return (
    <li className="flex items-center justify-between gap-4 py-4">
      <div>
        <p id={`setting-${setting.name}`} className="font-semibold">
          {known ? words[name] : name}
        </p>
        <p className="text-sm text-muted-foreground">{known ? words[`${name}.description`] : setting.description}</p>
      </div>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="setting_name" value={setting.name} />
        <input type="hidden" name="enabled" value={setting.enabled ? "false" : "true"} />
        <button
          // A toggle button (aria-pressed): a switch's role is for a button that posts nothing.
          type="submit"
          aria-pressed={on}
          aria-labelledby={`setting-${setting.name}`}
          className={cx(
            "relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors",
            on ? "border-primary bg-primary" : "border-input bg-muted",
          )}
        >
          <span
            aria-hidden="true"
            className={cx(
              "inline-block h-5 w-5 rounded-full bg-card shadow transition-transform",
              on ? "translate-x-5" : "translate-x-0.5",
            )}
          />
        </button>
      </Form>
    </li>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/admin", label: "backToAdmin" });
