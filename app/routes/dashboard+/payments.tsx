import { parseWithZod } from "@conform-to/zod/v4";
import { formConstraints } from "~/lib/form-constraints.server";
import { pageHrefs, parsePageRequest } from "~/domain/pagination";
import { KeysetPagination } from "~/components/ui/pagination";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PaymentForm } from "~/components/dashboard/payment-form";
import { PaymentsTable } from "~/components/dashboard/payments-table";
import { Button } from "~/components/ui/button";
import { ErrorAlert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { Select } from "~/components/ui/select";
import { cardRefusedReason, containsCardNumber, PAYMENT_REASONS } from "~/domain/payments/payments";
import { PAYMENT_STATUS_FILTERS, parseStatusFilter, type PaymentStatusFilter } from "~/domain/payments/payment-status";
import { paymentFormSchema } from "~/domain/payments/payments.schema.server";
import { isUuid } from "~/domain/uuid";
import { businessScope } from "~/domain/accounts/business";
import { requireAccess } from "~/services/support/access.server";
import { refusalReply, invalidFormReply } from "~/lib/refusals.server";
import { redirectWithToast } from "~/lib/toast.server";
import { billsSummary, creditWays, paymentsPage, recordPayment } from "~/services/payments/index.server";
import { readFormData } from "~/lib/form.server";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { languageOfMatches, useSay, useWords } from "~/components/use-words";
import { requestLanguage } from "~/lib/language.server";
import { dashboardWords } from "~/locales/dashboard";
import { paymentsTabWords } from "~/locales/dashboard-payments";
import { booksWords, disputeWords } from "~/locales/billing";
import { fill } from "~/locales/words";
import { Field } from "~/components/ui/field";

export const meta: MetaFunction = ({ matches }) => {
  const words = dashboardWords[languageOfMatches(matches)];
  return [{ title: `${words.payments} | ${words.title} | Porchlight` }, { name: "robots", content: "noindex" }];
};

/**
 * No field of the form takes a card's number or CVV (a card is paid on Stripe's page). Should a
 * client post fields of those names anyway, they are not read, and never sent back.
 */
const SECRET_FIELDS = ["card_number", "cvv", "expiry"];

/** A keyset page at a time (the list was once capped at 200 without a way further). */
const PAYMENTS_PER_PAGE = 25;

export async function loader({ request }: LoaderFunctionArgs) {
  const scope = businessScope(await requireAccess(request, "dashboard"));
  const url = new URL(request.url);
  const status = parseStatusFilter(url.searchParams.get("status"));
  const recordedParam = url.searchParams.get("recorded");
  const recordedId = isUuid(recordedParam) ? recordedParam : null;
  const page = parsePageRequest(url.searchParams, PAYMENTS_PER_PAGE);
  // Paging keeps the filter; the "just recorded" highlight belongs to the first page only.
  const listParams = new URLSearchParams(url.searchParams);
  listParams.delete("recorded");
  const [{ payments, choices, form }, books] = await Promise.all([
    paymentsPage(scope, { status }, page, requestLanguage(request).language),
    billsSummary(scope, requestLanguage(request).language),
  ]);
  return {
    books,
    form,
    constraints: formConstraints(paymentFormSchema({ online: form.creditWays.includes("link") })),
    seesAll: scope.seesAll,
    status,
    recordedId,
    payments: payments.ok
      ? { error: null, pages: pageHrefs("/dashboard/payments", listParams, page, payments.links), rows: payments.rows }
      : { error: payments.message, pages: null, rows: [] },
    choices: choices.ok
      ? { error: null, customers: choices.customers, bookings: choices.bookings }
      : { error: choices.message, customers: [], bookings: [] },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const scope = businessScope(await requireAccess(request, "dashboard"));
  const online = (await creditWays(scope)).includes("link");
  const form = await readFormData(request);
  const submission = parseWithZod(form, { schema: paymentFormSchema({ online }) });
  if (submission.status !== "success") {
    // Notes that hold a card number are not sent back either: the field comes back empty, with its message.
    const hidden = containsCardNumber(String(form.get("notes") ?? "")) ? [...SECRET_FIELDS, "notes"] : SECRET_FIELDS;
    return invalidFormReply(submission, { hideFields: hidden });
  }
  const outcome = await recordPayment(scope, submission.value);
  if (!outcome.ok) return refusalReply(submission, outcome, { hideFields: SECRET_FIELDS });
  const back = `/dashboard/payments?recorded=${outcome.id}`;
  if (outcome.refused) return redirectWithToast(back, { type: "error", description: cardRefusedReason(outcome.refused) });
  const description =
    outcome.via === "link"
      ? PAYMENT_REASONS.linkSent
      : outcome.via === "card_on_file"
        ? PAYMENT_REASONS.cardCharged
        : PAYMENT_REASONS.recorded;
  return redirectWithToast(back, { type: "success", description });
}

function StatusFilter({ status }: { status: PaymentStatusFilter }) {
  const words = useWords(paymentsTabWords);
  return (
    <Form method="get" aria-label={words.filterPayments} className="flex flex-wrap items-end gap-2">
      <Select
        id="payment-status-filter"
        label={words.status}
        name="status"
        defaultValue={status}
        key={status}
        options={PAYMENT_STATUS_FILTERS.map((value) => ({ value, label: words[value] }))}
      />
      <Button type="submit" variant="secondary">
        {words.filter}
      </Button>
    </Form>
  );
}

/** What bills are still owed, the week's tips, and the ledger of a date range as CSV for the accountant (a plain GET form). */
function BooksCard({ books: loaded }: { books: ReturnType<typeof useLoaderData<typeof loader>>["books"] }) {
  const words = useWords(booksWords);
  const disputes = useWords(disputeWords);
  const say = useSay();
  if (!loaded.ok)
    return (
      <Card className="space-y-4 p-6">
        <h2 className="text-xl font-semibold">{words.heading}</h2>
        <ErrorAlert>{say(loaded.message)}</ErrorAlert>
      </Card>
    );
  const books = loaded;
  return (
    <Card className="space-y-4 p-6">
      <h2 className="text-xl font-semibold">{words.heading}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">{words.outstanding}</dt>
        <dd className="font-semibold tabular-nums">
          {fill(books.atLeast ? words.outstandingAtLeast : words.outstandingValue, {
            count: books.outstandingCount,
            amount: books.outstanding,
          })}
        </dd>
        <dt className="text-muted-foreground">{words.tipsThisWeek}</dt>
        <dd className="font-semibold tabular-nums">{books.tipsThisWeek}</dd>
      </dl>
      {books.disputes.length > 0 ? (
        <section aria-labelledby="open-disputes" className="space-y-2">
          <h3 id="open-disputes" className="font-semibold">
            {words.disputes}
          </h3>
          <ul className="space-y-1">
            {books.disputes.map((dispute) => (
              <li key={dispute.id}>
                <Link to={`/dashboard/disputes/${dispute.id}`} className="font-medium text-primary underline">
                  {fill(disputes.heading, { amount: dispute.amount })}
                </Link>{" "}
                · {disputes[dispute.status]}
                {dispute.deadline && dispute.status === "needs_response"
                  ? ` · ${fill(disputes.deadline, { deadline: dispute.deadline })}`
                  : ""}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <form method="get" action="/dashboard/payments/export.csv" className="flex flex-wrap items-end gap-3">
        <Field name="from" type="date" label={words.from} defaultValue={books.exportFrom} required />
        <Field name="to" type="date" label={words.to} defaultValue={books.exportTo} required />
        <Button type="submit" variant="secondary">
          {words.download}
        </Button>
      </form>
      <p className="text-sm text-muted-foreground">{words.columns}</p>
    </Card>
  );
}

export default function DashboardPayments() {
  const { payments, choices, status, seesAll, recordedId, form, constraints, books } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const words = useWords(paymentsTabWords);
  const say = useSay();
  return (
    <div className="space-y-6">
      <Card className="p-6">
        <h2 className="text-xl font-semibold">{words.recordPayment}</h2>
        {choices.error ? (
          <p role="alert" className="mt-4 rounded-lg bg-destructive-soft p-4 font-medium text-destructive">
            {say(choices.error)}
          </p>
        ) : choices.customers.length === 0 ? (
          <p className="mt-4 text-muted-foreground">
            {words.noCustomers}{" "}
            <Link to="/dashboard/customers" className="font-medium text-primary underline">
              {words.addCustomer}
            </Link>{" "}
            {words.first}
          </p>
        ) : (
          // A new key after each recorded payment: the form starts empty again (card fields too).
          <PaymentForm
            key={recordedId ?? "new"}
            customers={choices.customers}
            bookings={choices.bookings}
            creditWays={form.creditWays}
            requestKey={form.requestKey}
            lastResult={actionData?.lastResult}
            constraint={constraints}
          />
        )}
      </Card>
      <BooksCard books={books} />
      <Card className="min-w-0 space-y-4 p-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 className="text-xl font-semibold">{words.payments}</h2>
          <StatusFilter status={status} />
        </div>
        {payments.error ? (
          <ErrorAlert>{say(payments.error)}</ErrorAlert>
        ) : payments.rows.length === 0 ? (
          <p className="text-muted-foreground">
            {payments.pages?.firstHref ? words.noPaymentsOnPage : status === "all" ? words.noPayments : words[`none.${status}`]}
          </p>
        ) : (
          <PaymentsTable payments={payments.rows} seesAll={seesAll} recordedId={recordedId} />
        )}
        {payments.pages ? (
          <KeysetPagination {...payments.pages} firstHref={payments.rows.length === 0 ? payments.pages.firstHref : undefined} />
        ) : null}
      </Card>
    </div>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/dashboard", label: "backToDashboard" });
