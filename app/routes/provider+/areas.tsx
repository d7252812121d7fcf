import type { ReactNode } from "react";
import { getFormProps, useForm } from "~/components/use-form";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { parseWithZod } from "@conform-to/zod/v4";
import { formConstraints } from "~/lib/form-constraints.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { FormError } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { refuse } from "~/domain/outcome";
import { SERVICE_AREA_REASONS, SERVICE_RADIUS } from "~/domain/places/service-area";
import { serviceAreaFormSchema } from "~/domain/places/service-area.schema.server";
import { requireAccess } from "~/services/support/access.server";
import { refusalReply, refusalToast } from "~/lib/refusals.server";
import { redirectWithToast } from "~/lib/toast.server";
import { addServiceArea, removeServiceArea, serviceAreasPage } from "~/services/portal/index.server";
import { readFormData } from "~/lib/form.server";
import { useSay, useWords } from "~/components/use-words";
import { areaWords } from "~/locales/portal";
import { fill } from "~/locales/words";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { CHECK_AS_YOU_TYPE, checkConstraints } from "~/components/form-checks";
import { useIsPending } from "~/components/use-is-pending";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAccess(request, "provider");
  return { ...(await serviceAreasPage(user.id)), constraints: formConstraints(serviceAreaFormSchema) };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAccess(request, "provider");
  const form = await readFormData(request);

  if (form.get("intent") === "remove") {
    const outcome = await removeServiceArea(user.id, String(form.get("area_id") ?? ""));
    if (!outcome.ok) return data({ lastResult: null, removeError: outcome.message }, { status: outcome.status });
    return redirectWithToast("/provider/areas", { type: "success", description: SERVICE_AREA_REASONS.removed });
  }

  const submission = parseWithZod(form, { schema: serviceAreaFormSchema });
  if (submission.status !== "success") {
    return refusalReply(submission, refuse(400, SERVICE_AREA_REASONS.failed), { extra: { removeError: null } });
  }
  const outcome = await addServiceArea(user.id, { zipCode: submission.value.zip_code, serviceRadius: submission.value.service_radius });
  // Spec: a failure on our side is the error toast 'Failed to add service area'.
  if (!outcome.ok && outcome.status === 500) return refusalToast("/provider/areas", outcome);
  if (!outcome.ok) return refusalReply(submission, outcome, { extra: { removeError: null } });
  return redirectWithToast("/provider/areas", { type: "success", description: SERVICE_AREA_REASONS.added });
}

export default function ProviderAreas() {
  const { primary, areas, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const adding = useIsPending({ match: { intent: "add" } });
  const [form, fields] = useForm({
    id: "add-area",
    // While the form is sent again, its earlier errors give way.
    lastResult: adding ? undefined : (actionData?.lastResult ?? undefined),
    constraint: constraints,
    onValidate: checkConstraints,
    ...CHECK_AS_YOU_TYPE,
    defaultValue: { service_radius: String(SERVICE_RADIUS.default) },
  });
  const words = useWords(areaWords);
  const say = useSay();
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <Card className="p-6">
        <h2 className="text-xl font-semibold">{words.title}</h2>
        <p className="text-sm text-muted-foreground">{words.lead}</p>
        {actionData?.removeError ? (
          <p role="alert" className="mt-3 font-medium text-destructive">
            {say(actionData.removeError)}
          </p>
        ) : null}
        <ul className="mt-4 divide-y divide-border">
          {primary ? (
            <li className="flex items-center justify-between gap-3 py-3">
              <div>
                <p className="font-semibold">
                  {primary.place} ({primary.zip})
                </p>
                <p className="text-sm text-muted-foreground">{fill(words.withinFromApplication, { radius: primary.radius })}</p>
              </div>
            </li>
          ) : null}
          {areas.map((area) => (
            <li key={area.id} className="flex items-center justify-between gap-3 py-3">
              <div>
                <p className="font-semibold">
                  {area.place} ({area.zip})
                </p>
                <p className="text-sm text-muted-foreground">{fill(words.within, { radius: area.radius })}</p>
              </div>
              <Form method="post">
                <input type="hidden" name="area_id" value={area.id} />
                <RemoveButton areaId={area.id}>
                  {words.remove}
                  <span className="sr-only">
                    {" "}
                    {area.place} ({area.zip})
                  </span>
                </RemoveButton>
              </Form>
            </li>
          ))}
          {!primary && areas.length === 0 ? <li className="py-3 text-muted-foreground">{words.none}</li> : null}
        </ul>
      </Card>
      <Card className="p-6">
        <h2 className="text-xl font-semibold">{words.add}</h2>
        <Form method="post" className="mt-4 space-y-4" {...getFormProps(form)}>
          <FormErrorSummary form={form} labels={{ zip_code: words.zipCode, service_radius: words.radius }} />
          <FormError errors={form.errors} />
          <Field meta={fields.zip_code} label={words.zipCode} inputMode="numeric" />
          <Field meta={fields.service_radius} type="number" label={words.radius} />
          <Button type="submit" name="intent" value="add" className="w-full" disabled={adding}>
            {words.addButton}
          </Button>
        </Form>
      </Card>
    </div>
  );
}

/** Each row's Remove: busy only while that row's removal is under way. */
function RemoveButton({ areaId, children }: { areaId: string; children: ReactNode }) {
  const removing = useIsPending({ match: { intent: "remove", area_id: areaId } });
  return (
    <Button type="submit" name="intent" value="remove" variant="ghost" size="sm" disabled={removing}>
      {children}
    </Button>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/provider", label: "backToPortal" });
