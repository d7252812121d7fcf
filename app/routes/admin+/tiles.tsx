import { getFormProps, useForm, type FormConstraints } from "~/components/use-form";
import { parseWithZod } from "@conform-to/zod/v4";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { formConstraints } from "~/lib/form-constraints.server";
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { DataTable } from "~/components/ui/data-table";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { ErrorAlert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { DialogStep } from "~/components/ui/dialog-step";
import { Field } from "~/components/ui/field";
import { KeysetPagination } from "~/components/ui/pagination";
import { Select } from "~/components/ui/select";
import { TILE_REASONS } from "~/domain/admin/tiles";
import { tileEditSchema } from "~/domain/admin/tiles.schema.server";
import { CATEGORIES } from "~/domain/discovery/categories";
import { pageHref, pageHrefs, parsePageRequest } from "~/domain/pagination";
import { requireAccess } from "~/services/support/access.server";
import { refusalReply, refusalToast, invalidFormReply } from "~/lib/refusals.server";
import { redirectWithToast } from "~/lib/toast.server";
import { setTileActive, tilesPage, updateTile } from "~/services/admin/index.server";
import { readFormData } from "~/lib/form.server";
import { CHECK_AS_YOU_TYPE, checkConstraints } from "~/components/form-checks";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { fullPlace } from "~/domain/places/location";
import { useLanguage, useSay } from "~/components/use-words";
import { adminWords, tilesTabWords } from "~/locales/admin";
import { categoryLabelIn, categoryWords } from "~/locales/discovery";
import { fill } from "~/locales/words";

const PER_PAGE = 50;

const PATH = "/admin/tiles";

/** The page of the list a URL shows (its cursor only: the dialog and its tile are dropped). */
function listHref(url: URL) {
  const page = parsePageRequest(url.searchParams, PER_PAGE);
  return pageHref(PATH, new URLSearchParams(), { after: page.after ?? undefined, before: page.before ?? undefined });
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccess(request, "admin");
  const url = new URL(request.url);
  const page = parsePageRequest(url.searchParams, PER_PAGE);
  const here = listHref(url);
  const found = await tilesPage(page, url.searchParams.get("edit"));
  const constraints = formConstraints(tileEditSchema);
  if (!found.ok) return { error: found.message, here, pages: null, tiles: [], editing: null, constraints };
  return {
    error: null,
    here,
    pages: pageHrefs(PATH, new URLSearchParams(here.split("?")[1] ?? ""), page, found.links),
    tiles: found.tiles,
    editing: found.editing,
    constraints,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAccess(request, "admin");
  const form = await readFormData(request);
  const id = String(form.get("id") ?? "");
  // Back to the page of the list the admin was on: the form is posted to its URL.
  const back = listHref(new URL(request.url));

  if (form.get("intent") === "toggle") {
    const outcome = await setTileActive(id, form.get("active") === "true", admin.id);
    if (!outcome.ok) return refusalToast(back, outcome);
    return redirectWithToast(back, { type: "success", description: outcome.message });
  }

  if (form.get("intent") === "edit") {
    const submission = parseWithZod(form, { schema: tileEditSchema });
    if (submission.status !== "success") return invalidFormReply(submission);
    const outcome = await updateTile(id, submission.value, admin.id);
    if (!outcome.ok && outcome.status === 404) return refusalToast(back, outcome);
    if (!outcome.ok) return refusalReply(submission, outcome);
    return redirectWithToast(back, { type: "success", description: TILE_REASONS.updated });
  }
  return redirectWithToast(back, { type: "error", description: TILE_REASONS.unknownAction });
}

type Editing = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["editing"]>;

function EditTile({ tile, here, constraint }: { tile: Editing; here: string; constraint: FormConstraints }) {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: `edit-${tile.id}`,
    lastResult: actionData?.lastResult,
    constraint,
    defaultValue: tile,
    onValidate: checkConstraints,
    ...CHECK_AS_YOU_TYPE,
  });
  const language = useLanguage();
  const say = useSay();
  const words = tilesTabWords[language];
  const categories = CATEGORIES.map((category) => ({ value: category.id, label: categoryWords[language][category.id] }));
  const labels = { service_name: words.serviceName, zip_code: words.zip, service_radius: words.radius };
  return (
    <DialogStep title={fill(words.editTitle, { service: tile.service_name })} cancelHref={here}>
      <Form method="post" className="space-y-4" {...getFormProps(form)}>
        <FormErrorSummary form={form} labels={labels} />
        {form.errors?.length ? (
          <p role="alert" className="font-medium text-destructive">
            {say(form.errors[0]!)}
          </p>
        ) : null}
        <input type="hidden" name="id" value={tile.id} />
        <Field meta={fields.service_name} label={labels.service_name} />
        <Field meta={fields.zip_code} label={labels.zip_code} inputMode="numeric" />
        <Field meta={fields.service_radius} label={labels.service_radius} inputMode="numeric" hint={words.radiusHint} />
        <Select
          label={words.plan}
          name="plan_type"
          defaultValue={tile.plan_type}
          options={[
            { value: "community", label: words.basic },
            { value: "premium", label: words.premium },
          ]}
        />
        <Select
          label={adminWords[language].category}
          name="category"
          defaultValue={tile.category}
          options={
            categories.some((option) => option.value === tile.category)
              ? categories
              : [
                  ...categories,
                  {
                    value: tile.category || "uncategorised",
                    label: fill(words.current, { category: categoryLabelIn(language, tile.category) }),
                  },
                ]
          }
        />
        <div className="flex gap-3">
          <Button type="submit" name="intent" value="edit">
            {words.save}
          </Button>
          <ButtonLink to={here} variant="outline" preventScrollReset>
            {adminWords[language].cancel}
          </ButtonLink>
        </div>
      </Form>
    </DialogStep>
  );
}

export default function AdminTiles() {
  const { error, tiles, here, pages, editing, constraints } = useLoaderData<typeof loader>();
  const language = useLanguage();
  const say = useSay();
  const frame = adminWords[language];
  const words = tilesTabWords[language];
  return (
    <div className="space-y-4">
      {editing ? <EditTile tile={editing} here={here} constraint={constraints} /> : null}
      <Card className="p-4 sm:p-6">
        <h2 className="mb-4 text-xl font-semibold">{frame.tiles}</h2>
        {error ? (
          <ErrorAlert>{say(error)}</ErrorAlert>
        ) : tiles.length === 0 ? (
          <p className="text-muted-foreground">{words.none}</p>
        ) : (
          <DataTable
            caption={words.caption}
            columns={[words.service, frame.category, words.provider, frame.location, frame.status, frame.actions]}
            minWidth="min-w-[52rem]"
          >
            {tiles.map((tile) => (
              <tr key={tile.id} className="border-b border-border align-top">
                <td className="px-3 py-3 font-semibold">
                  {tile.service_name}
                  {tile.plan_type === "premium" ? (
                    <Badge tone="primary" className="ml-2">
                      {words.premium}
                    </Badge>
                  ) : null}
                </td>
                <td className="px-3 py-3">{categoryLabelIn(language, tile.category)}</td>
                <td className="px-3 py-3">
                  {tile.business_name}
                  <span className="block text-muted-foreground">{tile.owner_name}</span>
                </td>
                <td className="px-3 py-3">
                  {fullPlace({ zip: tile.zip_code, city: tile.city, state: tile.state })}
                  <span className="block text-muted-foreground">{fill(frame.miles, { radius: tile.service_radius })}</span>
                </td>
                <td className="px-3 py-3">
                  {tile.waitingForCredential ? (
                    <>
                      <Badge tone="warning">{words.notListed}</Badge>
                      <span className="mt-1 block text-muted-foreground">{words.untilVerified}</span>
                    </>
                  ) : (
                    <Badge tone={tile.is_active ? "success" : "neutral"}>{tile.is_active ? words.active : words.inactive}</Badge>
                  )}
                </td>
                <td className="px-3 py-3">
                  <div className="flex flex-wrap gap-2">
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="id" value={tile.id} />
                      <input type="hidden" name="active" value={tile.is_active ? "false" : "true"} />
                      <Button type="submit" name="intent" value="toggle" size="sm" variant="outline">
                        {tile.is_active ? words.deactivate : words.activate}
                        <span className="sr-only">
                          {" "}
                          {fill(words.byBusiness, { service: tile.service_name, business: tile.business_name })}
                        </span>
                      </Button>
                    </Form>
                    <ButtonLink
                      to={`${here}${here.includes("?") ? "&" : "?"}${new URLSearchParams({ edit: tile.id })}`}
                      size="sm"
                      variant="ghost"
                      preventScrollReset
                    >
                      {words.edit}
                      <span className="sr-only">
                        {" "}
                        {fill(words.byBusiness, { service: tile.service_name, business: tile.business_name })}
                      </span>
                    </ButtonLink>
                  </div>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
        {pages ? <KeysetPagination {...pages} firstHref={tiles.length === 0 ? pages.firstHref : undefined} /> : null}
      </Card>
    </div>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/admin", label: "backToAdmin" });
