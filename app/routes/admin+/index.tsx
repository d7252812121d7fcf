import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { StatusBadge } from "~/components/ui/status-badge";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { DataTable } from "~/components/ui/data-table";
import { AdminSignIn } from "~/components/admin/admin-sign-in";
import { formConstraints } from "~/lib/form-constraints.server";
import { signInSchema } from "~/domain/accounts/sign-in.schema.server";
import { ServiceLogo } from "~/components/services/service-logo";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { ErrorAlert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { DialogStep } from "~/components/ui/dialog-step";
import { Textarea } from "~/components/ui/textarea";
import { APPLICATION_REVIEW_REASONS } from "~/domain/accounts/application";
import { safeRedirect } from "~/domain/accounts/sign-in";
import { getUser } from "~/services/support/auth.server";
import { requireAccess } from "~/services/support/access.server";
import { FORM_REASONS, isPlainText } from "~/domain/forms/fields";
import { refusalToast } from "~/lib/refusals.server";
import { signInAction, signInLinkAction } from "~/services/accounts/index.server";
import { redirectWithToast } from "~/lib/toast.server";
import { applicationsPage, decideOnApplication, demoLogin } from "~/services/admin/index.server";
import { requestLanguage } from "~/lib/language.server";
import { readFormData } from "~/lib/form.server";
import { KeysetPagination } from "~/components/ui/pagination";
import { pageHrefs, parsePageRequest } from "~/domain/pagination";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { useLanguage, useSay, useWords } from "~/components/use-words";
import { adminWords, applicationDecidedIn, applicationStatusWords, applicationsTabWords } from "~/locales/admin";
import { categoryLabelIn } from "~/locales/discovery";
import { notListedUntilIn } from "~/locales/credentials";
import { fill } from "~/locales/words";

const APPLICATIONS_PER_PAGE = 50;

const STATUS_TONES = { pending: "warning", approved: "success", rejected: "destructive" } as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const user = await getUser(request);
  if (!user) {
    return {
      view: "signin" as const,
      redirectTo: safeRedirect(url.searchParams.get("redirectTo"), "/admin"),
      demoLogin: await demoLogin(),
      constraints: formConstraints(signInSchema),
    };
  }
  await requireAccess(request, "admin");
  const page = parsePageRequest(url.searchParams, APPLICATIONS_PER_PAGE);
  const { applications, confirm } = await applicationsPage(page, {
    decision: url.searchParams.get("confirm"),
    id: url.searchParams.get("id"),
  });
  return {
    view: "applications" as const,
    error: applications.ok ? null : applications.message,
    pages: applications.ok ? pageHrefs("/admin", url.searchParams, page, applications.links) : null,
    applications: applications.ok ? applications.rows : [],
    confirm,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (intent === "signin") {
    return signInAction(request, form, context, "admin");
  }
  if (intent === "signin-link") return signInLinkAction(form, context, "admin", requestLanguage(request).language);

  const admin = await requireAccess(request, "admin");
  const id = String(form.get("id") ?? "");
  if (intent !== "approve" && intent !== "reject") {
    return redirectWithToast("/admin", { type: "error", description: APPLICATION_REVIEW_REASONS.unknown });
  }
  const reason =
    String(form.get("reason") ?? "")
      .trim()
      .slice(0, 1000) || null;
  if (reason && !isPlainText(reason, { multiline: true })) {
    return redirectWithToast(`/admin?${new URLSearchParams({ confirm: "reject", id })}`, {
      type: "error",
      description: FORM_REASONS.controlCharacters,
    });
  }
  const outcome = await decideOnApplication({ adminId: admin.id, applicationId: id, decision: intent, reason });
  if (!outcome.ok) return refusalToast("/admin", outcome);
  return redirectWithToast("/admin", { type: "success", description: applicationDecidedIn(requestLanguage(request).language, outcome) });
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;
type ApplicationsData = Extract<LoaderData, { view: "applications" }>;

function Confirmation({ confirm }: { confirm: NonNullable<ApplicationsData["confirm"]> }) {
  const approving = confirm.decision === "approve";
  const language = useLanguage();
  const words = applicationsTabWords[language];
  const notListed = confirm.missing.length > 0 ? notListedUntilIn(language, confirm.missing, "its") : null;
  const { business, zip } = confirm;
  return (
    <DialogStep title={fill(approving ? words.approveQuestion : words.rejectQuestion, { business })} cancelHref="/admin">
      <Form method="post" action="/admin?index" className="space-y-4">
        <input type="hidden" name="id" value={confirm.id} />
        <p>{!approving ? words.rejectLead : fill(notListed ? words.approveNotListedLead : words.approveLead, { zip })}</p>
        {approving && notListed ? (
          <p className="rounded-lg bg-accent p-3 font-medium text-accent-foreground">{fill(words.approvedNotListed, { notListed })}</p>
        ) : null}
        {approving ? null : <Textarea name="reason" label={words.reason} maxLength={1000} />}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value={confirm.decision} variant={approving ? "primary" : "destructive"}>
            {approving ? words.approve : words.reject}
          </Button>
          <ButtonLink to="/admin" variant="outline" preventScrollReset>
            {adminWords[language].cancel}
          </ButtonLink>
        </div>
      </Form>
    </DialogStep>
  );
}

function ApplicationsTable({ data: page }: { data: ApplicationsData }) {
  const say = useSay();
  const frame = useWords(adminWords);
  const words = useWords(applicationsTabWords);
  const statuses = useWords(applicationStatusWords);
  const language = useLanguage();
  if (page.error) {
    return <ErrorAlert>{say(page.error)}</ErrorAlert>;
  }
  if (page.applications.length === 0) return <p className="text-muted-foreground">{frame.noApplications}</p>;
  return (
    <div className="space-y-4">
      <DataTable
        caption={words.caption}
        columns={[frame.business, frame.category, words.services, frame.location, frame.status, frame.actions]}
        minWidth="min-w-[56rem]"
      >
        {page.applications.map((application) => (
          <tr key={application.id} className="border-b border-border align-top">
            <td className="px-3 py-3">
              <div className="flex items-center gap-3">
                <ServiceLogo logoUrl={application.logo_url} businessName={application.business_name} withoutScripting="logo" />
                <div>
                  <p className="font-semibold">{application.business_name}</p>
                  <p className="text-muted-foreground">{application.owner_name}</p>
                </div>
              </div>
            </td>
            <td className="px-3 py-3">{categoryLabelIn(language, application.category)}</td>
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
              <span className="block text-muted-foreground">{fill(frame.miles, { radius: application.service_radius ?? 25 })}</span>
            </td>
            <td className="px-3 py-3">
              <StatusBadge status={application.status} labels={statuses} tones={STATUS_TONES} />
            </td>
            <td className="px-3 py-3">
              {application.status === "pending" ? (
                <div className="flex flex-wrap gap-2">
                  <ButtonLink
                    to={`/admin?${new URLSearchParams({ confirm: "approve", id: application.id })}`}
                    size="sm"
                    preventScrollReset
                    aria-label={fill(words.approveBusiness, { business: application.business_name })}
                  >
                    {words.approve}
                  </ButtonLink>
                  <ButtonLink
                    to={`/admin?${new URLSearchParams({ confirm: "reject", id: application.id })}`}
                    size="sm"
                    variant="outline"
                    preventScrollReset
                    aria-label={fill(words.rejectBusiness, { business: application.business_name })}
                  >
                    {words.reject}
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
        constraint={loaderData.constraints}
        demoLogin={loaderData.demoLogin}
      />
    );
  }
  return <Applications data={loaderData} />;
}

function Applications({ data }: { data: ApplicationsData }) {
  const words = useWords(adminWords);
  return (
    <div className="space-y-4">
      {data.confirm ? <Confirmation confirm={data.confirm} /> : null}
      <Card className="p-4 sm:p-6">
        <h2 className="mb-4 text-xl font-semibold">{words.applications}</h2>
        <ApplicationsTable data={data} />
      </Card>
    </div>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/admin", label: "backToAdmin" });
