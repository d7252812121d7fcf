import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { APPLICATION_STATUS_LABELS } from "~/domain/statuses";
import { StatusBadge } from "~/components/ui/status-badge";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { DataTable } from "~/components/ui/data-table";
import { AdminSignIn } from "~/components/admin/admin-sign-in";
import { ServiceLogo } from "~/components/services/service-logo";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { ErrorAlert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { DialogStep } from "~/components/ui/dialog-step";
import { Textarea } from "~/components/ui/textarea";
import { ADMIN_MESSAGES, summarizeServices } from "~/domain/admin";
import { categoryLabel } from "~/domain/categories";
import { safeRedirect } from "~/domain/sign-in";
import { isUuid } from "~/domain/uuid";
import { getUser, requireAccess } from "~/services/auth.server";
import { failureMessage, publicOrigin } from "~/lib/http.server";
import { CONTROL_CHARACTERS_MESSAGE, isPlainText } from "~/domain/fields";
import { log } from "~/lib/logger.server";
import { signInAction } from "~/services/sign-in.server";
import { redirectWithToast } from "~/lib/toast.server";
import { isDemoDatabase } from "~/models/app-meta.server";
import { ApplicationNotPendingError, findApplication, listApplications } from "~/models/application-review.server";
import { approveApplication, rejectApplication } from "~/services/applications.server";
import { readFormData } from "~/lib/form.server";
import { KeysetPagination } from "~/components/ui/pagination";
import { pageHrefs, parsePageRequest, type PageHrefs } from "~/domain/pagination";
import { sectionErrorBoundary } from "~/components/error-boundary";

const APPLICATIONS_PER_PAGE = 50;

const STATUS_TONES = { pending: "warning", approved: "success", rejected: "destructive" } as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const user = await getUser(request);
  if (!user) {
    return {
      view: "signin" as const,
      redirectTo: safeRedirect(url.searchParams.get("redirectTo"), "/admin"),
      demoHint: await isDemoDatabase(),
    };
  }
  await requireAccess(request, "admin");

  const page = parsePageRequest(url.searchParams, APPLICATIONS_PER_PAGE);
  let applications: Awaited<ReturnType<typeof listApplications>>["rows"] = [];
  let pages: PageHrefs | null = null;
  let error: string | null = null;
  try {
    const found = await listApplications(page);
    applications = found.rows;
    pages = pageHrefs("/admin", url.searchParams, page, found.links);
  } catch (cause) {
    log.error("loading applications failed", { error: cause });
    error = ADMIN_MESSAGES.fetchApplications;
  }

  const decision = url.searchParams.get("confirm");
  const confirmId = url.searchParams.get("id");
  const confirming = (decision === "approve" || decision === "reject") && isUuid(confirmId) ? await findApplication(confirmId) : undefined;
  return {
    view: "applications" as const,
    error,
    pages,
    applications: applications.map((application) => ({
      ...application,
      categoryLabel: categoryLabel(application.category),
      servicesSummary: summarizeServices(application.services),
    })),
    confirm:
      confirming && confirming.status === "pending"
        ? { decision: decision as "approve" | "reject", id: confirming.id, business: confirming.business_name, zip: confirming.zip_code }
        : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (intent === "signin") {
    return signInAction(request, form, context, "admin");
  }

  const admin = await requireAccess(request, "admin");
  const id = String(form.get("id") ?? "");
  if (!isUuid(id) || (intent !== "approve" && intent !== "reject")) {
    return redirectWithToast("/admin", { type: "error", description: "Unknown application or action." });
  }
  try {
    if (intent === "approve") {
      const approved = await approveApplication(id, { adminId: admin.id, origin: publicOrigin() });
      return redirectWithToast("/admin", { type: "success", description: ADMIN_MESSAGES.approved(approved.businessName, approved.zip) });
    }
    const reason =
      String(form.get("reason") ?? "")
        .trim()
        .slice(0, 1000) || null;
    if (reason && !isPlainText(reason, { multiline: true })) {
      return redirectWithToast(`/admin?${new URLSearchParams({ confirm: "reject", id })}`, {
        type: "error",
        description: CONTROL_CHARACTERS_MESSAGE,
      });
    }
    await rejectApplication(id, { adminId: admin.id, reason, origin: publicOrigin() });
    return redirectWithToast("/admin", { type: "success", description: ADMIN_MESSAGES.rejected });
  } catch (error) {
    if (error instanceof ApplicationNotPendingError) {
      return redirectWithToast("/admin", { type: "error", description: error.message });
    }
    log.error("application decision failed", { error, id, intent });
    return redirectWithToast("/admin", {
      type: "error",
      description: failureMessage("The decision could not be saved. Please try again.", context),
    });
  }
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;
type ApplicationsData = Extract<LoaderData, { view: "applications" }>;

function Confirmation({ confirm }: { confirm: NonNullable<ApplicationsData["confirm"]> }) {
  const approving = confirm.decision === "approve";
  return (
    <DialogStep title={approving ? `Approve ${confirm.business}?` : `Reject ${confirm.business}?`} cancelHref="/admin">
      <Form method="post" action="/admin?index" className="space-y-4">
        <input type="hidden" name="id" value={confirm.id} />
        <p>
          {approving
            ? `This creates an active service tile for each of its services in ${confirm.zip} and e-mails the provider.`
            : "The provider is e-mailed the decision, with your reason if you give one."}
        </p>
        {approving ? null : <Textarea name="reason" label="Reason (optional)" maxLength={1000} />}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value={confirm.decision} variant={approving ? "primary" : "destructive"}>
            {approving ? "Approve" : "Reject"}
          </Button>
          <ButtonLink to="/admin" variant="outline" preventScrollReset>
            Cancel
          </ButtonLink>
        </div>
      </Form>
    </DialogStep>
  );
}

function ApplicationsTable({ data: page }: { data: ApplicationsData }) {
  if (page.error) {
    return <ErrorAlert>{page.error}</ErrorAlert>;
  }
  if (page.applications.length === 0) return <p className="text-muted-foreground">No applications yet.</p>;
  return (
    <div className="space-y-4">
      <DataTable
        caption="Provider applications, newest first"
        columns={["Business", "Category", "Services", "Location", "Status", "Actions"]}
        minWidth="min-w-[56rem]"
      >
        {page.applications.map((application) => (
          <tr key={application.id} className="border-b border-border align-top">
            <td className="px-3 py-3">
              <div className="flex items-center gap-3">
                <ServiceLogo logoUrl={application.logo_url} businessName={application.business_name} />
                <div>
                  <p className="font-semibold">{application.business_name}</p>
                  <p className="text-muted-foreground">{application.owner_name}</p>
                </div>
              </div>
            </td>
            <td className="px-3 py-3">{application.categoryLabel}</td>
            <td className="px-3 py-3">
              <ul className="flex flex-wrap gap-1">
                {application.servicesSummary.shown.map((service) => (
                  <li key={service}>
                    <Badge>{service}</Badge>
                  </li>
                ))}
                {application.servicesSummary.more > 0 ? (
                  <li>
                    <Badge tone="primary">+{application.servicesSummary.more}</Badge>
                  </li>
                ) : null}
              </ul>
            </td>
            <td className="px-3 py-3">
              {application.zip_code}
              <span className="block text-muted-foreground">{application.service_radius ?? 25} miles</span>
            </td>
            <td className="px-3 py-3">
              <StatusBadge status={application.status} labels={APPLICATION_STATUS_LABELS} tones={STATUS_TONES} />
            </td>
            <td className="px-3 py-3">
              {application.status === "pending" ? (
                <div className="flex flex-wrap gap-2">
                  <ButtonLink
                    to={`/admin?${new URLSearchParams({ confirm: "approve", id: application.id })}`}
                    size="sm"
                    preventScrollReset
                    aria-label={`Approve ${application.business_name}`}
                  >
                    Approve
                  </ButtonLink>
                  <ButtonLink
                    to={`/admin?${new URLSearchParams({ confirm: "reject", id: application.id })}`}
                    size="sm"
                    variant="outline"
                    preventScrollReset
                    aria-label={`Reject ${application.business_name}`}
                  >
                    Reject
                  </ButtonLink>
                </div>
              ) : (
                <span className="text-muted-foreground">—</span>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      {page.pages ? <KeysetPagination {...page.pages} /> : null}
    </div>
  );
}

export default function AdminApplications() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (loaderData.view === "signin") {
    return (
      <AdminSignIn
        lastResult={actionData && "lastResult" in actionData ? actionData.lastResult : undefined}
        redirectTo={loaderData.redirectTo}
        demoHint={loaderData.demoHint}
      />
    );
  }
  return (
    <div className="space-y-4">
      {loaderData.confirm ? <Confirmation confirm={loaderData.confirm} /> : null}
      <Card className="p-4 sm:p-6">
        <h2 className="mb-4 text-xl font-semibold">Applications</h2>
        <ApplicationsTable data={loaderData} />
      </Card>
    </div>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/admin", label: "Back to the admin panel" });
