import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/button";
import { ErrorAlert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { cx } from "~/components/ui/cx";
import { isLocationSettingName, LOCATION_SETTING_REASONS } from "~/domain/places/location";
import { requireAccess } from "~/services/support/access.server";
import { refusalToast } from "~/lib/refusals.server";
import { redirectWithToast } from "~/lib/toast.server";
import { locationSettingsPage, setLocationSetting } from "~/services/admin/index.server";
import { readFormData } from "~/lib/form.server";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { useIsPending } from "~/components/use-is-pending";
import { useSay, useWords } from "~/components/use-words";
import { adminWords, locationSettingsWords } from "~/locales/admin";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccess(request, "admin");
  const found = await locationSettingsPage();
  if (!found.ok) return data({ error: found.message, settings: [] }, { status: found.status });
  return { error: null, settings: found.settings };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAccess(request, "admin");
  const form = await readFormData(request);
  const name = form.get("setting_name");
  const enabled = form.get("enabled");
  if (!isLocationSettingName(name) || (enabled !== "true" && enabled !== "false")) {
    return redirectWithToast("/admin/settings", { type: "error", description: LOCATION_SETTING_REASONS.updateFailed });
  }
  const outcome = await setLocationSetting(name, enabled === "true", admin.id);
  if (!outcome.ok) return refusalToast("/admin/settings", outcome);
  return redirectWithToast("/admin/settings", { type: "success", description: LOCATION_SETTING_REASONS.updated });
}

export default function AdminLocationSettings() {
  const { error, settings } = useLoaderData<typeof loader>();
  const words = useWords(locationSettingsWords);
  const { locationSettings } = useWords(adminWords);
  const say = useSay();
  return (
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
