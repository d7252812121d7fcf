import { getFormProps, useForm } from "~/components/use-form";
import { StatusBadge } from "~/components/ui/status-badge";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { PhoneNumber } from "~/components/ui/phone-number";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { ErrorAlert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { SearchForm } from "~/components/ui/search-form";
import { DASHBOARD_CUSTOMER_REASONS } from "~/domain/dashboard/customers";
import { customerFormSchema } from "~/domain/dashboard/customers.schema.server";
import { formatDollars } from "~/domain/payments/money";
import { businessScope } from "~/domain/accounts/business";
import { requireAccess } from "~/services/support/access.server";
import { refusalReply, invalidFormReply } from "~/lib/refusals.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { redirectWithToast } from "~/lib/toast.server";
import { addCustomer, customersPage } from "~/services/dashboard/index.server";
import { pageHrefs, parsePageRequest } from "~/domain/pagination";
import { KeysetPagination } from "~/components/ui/pagination";
import { readFormData } from "~/lib/form.server";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { CHECK_AS_YOU_TYPE, checkConstraints } from "~/components/form-checks";
import { useIsPending } from "~/components/use-is-pending";
import { languageOfMatches, useSay, useWords } from "~/components/use-words";
import { dashboardWords } from "~/locales/dashboard";
import { customersTabWords } from "~/locales/dashboard-customers";
import { fill } from "~/locales/words";

const PATH = "/dashboard/customers";
const CUSTOMERS_PER_PAGE = 25;

const CUSTOMER_TONES = { active: "success", inactive: "neutral" } as const;

export const meta: MetaFunction = ({ matches }) => {
  const words = dashboardWords[languageOfMatches(matches)];
  return [{ title: `${words.customers} | ${words.title} | Porchlight` }, { name: "robots", content: "noindex" }];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const scope = businessScope(await requireAccess(request, "dashboard"));
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, 100);
  const page = parsePageRequest(params, CUSTOMERS_PER_PAGE);
  const found = await customersPage(scope, q, page);
  const constraints = formConstraints(customerFormSchema);
  if (!found.ok) return { error: found.message, q, seesAll: scope.seesAll, customers: [], pages: null, constraints };
  return { error: null, q, seesAll: scope.seesAll, customers: found.rows, pages: pageHrefs(PATH, params, page, found.links), constraints };
}

export async function action({ request }: ActionFunctionArgs) {
  const scope = businessScope(await requireAccess(request, "dashboard"));
  const submission = parseWithZod(await readFormData(request), { schema: customerFormSchema });
  if (submission.status !== "success") return invalidFormReply(submission);
  const outcome = await addCustomer(scope, submission.value);
  if (!outcome.ok) return refusalReply(submission, outcome);
  return redirectWithToast("/dashboard/customers", { type: "success", description: DASHBOARD_CUSTOMER_REASONS.added });
}

function AddCustomer() {
  const actionData = useActionData<typeof action>();
  const { constraints } = useLoaderData<typeof loader>();
  const adding = useIsPending();
  const [form, fields] = useForm({
    id: "add-customer",
    lastResult: actionData?.lastResult,
    constraint: constraints,
    onValidate: checkConstraints,
    ...CHECK_AS_YOU_TYPE,
  });
  const words = useWords(customersTabWords);
  const say = useSay();
  return (
    <Card className="p-6">
      <h2 className="text-xl font-semibold">{words.addCustomer}</h2>
      <Form method="post" className="mt-4 space-y-4" {...getFormProps(form)}>
        <FormErrorSummary form={form} labels={{ name: words.name, email: words.email, phone: words.phone, address: words.address }} />
        {form.errors?.length ? (
          <p role="alert" className="font-medium text-destructive">
            {say(form.errors[0])}
          </p>
        ) : null}
        <Field meta={fields.name} label={words.name} autoComplete="off" />
        <Field meta={fields.email} type="email" label={words.email} autoComplete="off" />
        <Field meta={fields.phone} type="tel" label={words.phone} autoComplete="off" />
        <Field meta={fields.address} label={words.address} autoComplete="off" />
        <Button type="submit" disabled={adding}>
          {words.add}
        </Button>
      </Form>
    </Card>
  );
}

export default function DashboardCustomers() {
  const { error, q, customers, seesAll, pages } = useLoaderData<typeof loader>();
  const words = useWords(customersTabWords);
  const title = useWords(dashboardWords).customers;
  const say = useSay();
  const statusLabels = { active: words.active, inactive: words.inactive };
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <Card className="space-y-4 p-6">
        <h2 className="text-xl font-semibold">{title}</h2>
        <SearchForm id="customer-search" label={words.searchCustomers} q={q} placeholder={words.searchPlaceholder} />
        {error ? (
          <ErrorAlert>{say(error)}</ErrorAlert>
        ) : customers.length === 0 ? (
          <p className="text-muted-foreground">{q ? words.noMatches : words.none}</p>
        ) : (
          <ul className="divide-y divide-border" aria-label={title}>
            {customers.map((customer) => (
              <li key={customer.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                <div>
                  <p className="font-semibold">{customer.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {customer.email} · <PhoneNumber number={customer.phone} />
                  </p>
                  {customer.address ? <p className="text-sm text-muted-foreground">{customer.address}</p> : null}
                  {seesAll ? (
                    <p className="text-xs text-muted-foreground">{fill(words.business, { email: customer.owner_email ?? "" })}</p>
                  ) : null}
                </div>
                <div className="text-right text-sm">
                  <StatusBadge status={customer.status} labels={statusLabels} tones={CUSTOMER_TONES} />
                  <p className="mt-1">
                    {fill(customer.total_bookings === 1 ? words.oneBooking : words.bookings, {
                      count: customer.total_bookings,
                      spent: formatDollars(customer.total_spent_cents),
                    })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        {pages ? <KeysetPagination {...pages} firstHref={customers.length === 0 ? pages.firstHref : undefined} /> : null}
      </Card>
      <AddCustomer />
    </div>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/dashboard", label: "backToDashboard" });
