import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { BillLines } from "~/components/billing/bill-lines";
import { pageErrorBoundary } from "~/components/error-boundary";
import { FormError } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { RadioGroup } from "~/components/ui/radio-group";
import { getFormProps, useForm } from "~/components/use-form";
import { useIsPending } from "~/components/use-is-pending";
import { languageOfMatches, useWords } from "~/components/use-words";
import { BILL_REASONS } from "~/domain/billing/bill";
import { billPaymentSchema } from "~/domain/billing/bill.schema.server";
import { FORM_REASONS } from "~/domain/forms/fields";
import { NOT_FOUND_REASONS } from "~/domain/outcome";
import { readFormData } from "~/lib/form.server";
import { textResponse } from "~/lib/http.server";
import { requestLanguage } from "~/lib/language.server";
import { invalidFormReply, invariantResponse, refusalReply, refusalToast } from "~/lib/refusals.server";
import { openBillLink } from "~/lib/signed-links.server";
import { redirectWithToast } from "~/lib/toast.server";
import { billWords } from "~/locales/billing";
import { fill } from "~/locales/words";
import { approveBill, billPage, payBill } from "~/services/payments/index.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: `${billWords[languageOfMatches(matches)].title} | Porchlight` },
  { name: "robots", content: "noindex" },
  // Back from paying, before Stripe's event has landed: the page looks again by itself (no JavaScript needed).
  ...(data?.confirming ? [{ httpEquiv: "refresh", content: "3" }] : []),
];

const NOT_FOUND = NOT_FOUND_REASONS.payment;
const PRIVATE = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };

/**
 * /bills/:id?token=…: the customer's bill after the job (decision 0055). Approve it when it went
 * above what was agreed, pay it by card with a tip (a plain form answered by a 303 to Stripe's
 * page), then read and print its receipt.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const link = openBillLink(params.billId, url.searchParams.get("token"));
  invariantResponse(link, NOT_FOUND);
  const page = await billPage(link, requestLanguage(request).language);
  invariantResponse(page, NOT_FOUND);
  return data({ ...page, confirming: url.searchParams.get("checkout") === "done" && page.bill.status !== "paid" }, { headers: PRIVATE });
}

export async function action({ params, request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const link = openBillLink(params.billId, form.get("token"));
  invariantResponse(link, NOT_FOUND);
  const here = `/bills/${link.billId}?token=${link.token}`;
  const intent = form.get("intent");
  if (intent === "approve") {
    const approved = await approveBill(link, new Date());
    if (!approved.ok) return refusalToast(here, approved);
    return redirectWithToast(here, { type: "success", description: BILL_REASONS.approved });
  }
  if (intent !== "pay") throw textResponse(400, FORM_REASONS.unknownAction);
  const submission = parseWithZod(form, { schema: billPaymentSchema });
  if (submission.status !== "success") return invalidFormReply(submission);
  const checkout = await payBill(link, submission.value, new Date());
  if (!checkout.ok) return checkout.field ? refusalReply(submission, checkout) : refusalToast(here, checkout);
  return redirect(checkout.url, 303);
}

export default function CustomerBill() {
  const page = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.lastResult;
  const words = useWords(billWords);
  const { bill, booking } = page;
  const [form, fields] = useForm({ id: "pay-bill", lastResult, defaultValue: { tip: "15" } });
  const paying = useIsPending({ match: { intent: "pay" } });
  const approving = useIsPending({ match: { intent: "approve" } });
  const paid = bill.status === "paid";
  return (
    <div className="mx-auto max-w-lg px-4 py-10 print:max-w-none print:p-0">
      <Card className="space-y-6 p-6 sm:p-8 print:border-0 print:shadow-none">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight">
            {page.confirming
              ? words.confirming
              : paid
                ? `${words.receipt}: ${booking.businessName}`
                : fill(words.yourBill, { business: booking.businessName })}
          </h1>
          <p className="text-muted-foreground">
            {fill(words.billLeadCustomer, { service: booking.service, when: booking.when, worker: booking.worker })}
          </p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{words.bookingReference}</dt>
          <dd className="font-mono">{booking.reference}</dd>
          <dt className="text-muted-foreground">{words.status}</dt>
          <dd>{bill.status === "due" ? words.due_status : words[bill.status]}</dd>
          {bill.paidAt ? (
            <>
              <dt className="text-muted-foreground">{words.paid}</dt>
              <dd>{bill.paidAt}</dd>
            </>
          ) : null}
        </dl>
        <BillLines bill={bill} caption={words.title} />
        <p className="print:hidden">
          <a href={`/bills/${bill.id}/receipt.pdf?token=${page.token}`} className="font-medium text-primary underline">
            {words.downloadPdf}
          </a>
        </p>
        {paid ? (
          <section aria-labelledby="receipt-payments" className="space-y-2">
            <h2 id="receipt-payments" className="text-lg font-semibold">
              {words.method}
            </h2>
            <ul className="space-y-1 text-sm">
              {bill.payments.map((payment) => (
                <li key={payment.id}>
                  {payment.amount} · {payment.method ? words[payment.method] : words.card}
                  {payment.last4 ? ` •••• ${payment.last4}` : ""}
                  {payment.tip ? ` (${words.tip}: ${payment.tip})` : ""}
                </li>
              ))}
              {bill.payments.length === 0 && bill.paidMethod ? <li>{words[bill.paidMethod]}</li> : null}
            </ul>
            {bill.refunds.length > 0 ? (
              <>
                <h3 className="font-semibold">{words.refunds}</h3>
                <ul className="space-y-1 text-sm">
                  {bill.refunds.map((refund) => (
                    <li key={refund.id}>{refund.amount}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
        ) : page.confirming ? (
          <p role="status">{words.lookingAgain}</p>
        ) : page.charging ? (
          <p role="status">{words.chargingSavedCard}</p>
        ) : bill.status === "awaiting_approval" ? (
          <div className="space-y-3">
            <p>{fill(words.approveLead, { agreed: bill.agreed ?? "$0" })}</p>
            <Form method="post">
              <input type="hidden" name="token" value={page.token} />
              <Button type="submit" name="intent" value="approve" disabled={approving}>
                {approving ? words.approving : words.approve}
              </Button>
            </Form>
            <p>
              <Link to={page.bookingUrl} className="underline">
                {words.askQuestion}
              </Link>
            </p>
          </div>
        ) : page.payOnline ? (
          <Form method="post" className="space-y-4 print:hidden" {...getFormProps(form)}>
            <FormError errors={form.errors} />
            <input type="hidden" name="token" value={page.token} />
            <RadioGroup
              meta={fields.tip}
              legend={words.addTip}
              options={[
                ...page.tips.map((tip) => ({
                  value: String(tip.percent),
                  label: tip.percent === 0 ? words.noTip : fill(words.tipPercent, { percent: tip.percent, amount: tip.amount }),
                })),
                { value: "custom", label: words.otherAmount },
              ]}
            />
            <p className="text-sm text-muted-foreground">{fill(words.tipLead, { worker: booking.worker })}</p>
            <Field meta={fields.tip_amount} label={words.tipAmount} inputMode="decimal" />
            <Button type="submit" name="intent" value="pay" className="w-full" disabled={paying}>
              {paying ? words.opening : `${words.payNow}: ${bill.due}`}
            </Button>
            <p className="text-sm text-muted-foreground">{words.onStripe}</p>
          </Form>
        ) : (
          <p role="status">{fill(words.payBusiness, { business: booking.businessName })}</p>
        )}
      </Card>
    </div>
  );
}

export const ErrorBoundary = pageErrorBoundary({});
