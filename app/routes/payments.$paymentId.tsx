import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Fragment } from "react";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { billWords } from "~/locales/billing";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { pageErrorBoundary } from "~/components/error-boundary";
import { useIsPending } from "~/components/use-is-pending";
import { ONLINE_PAYMENT_REASONS } from "~/domain/payments/online-payments";
import { readFormData } from "~/lib/form.server";
import { invariantResponse, refusalToast } from "~/lib/refusals.server";
import { openPaymentLink } from "~/lib/signed-links.server";
import { paymentLinkPage, payPaymentLink } from "~/services/payments/index.server";
import { languageOfMatches, useSay, useWords } from "~/components/use-words";
import { moneyStateWords, paymentLinkWords } from "~/locales/payments";
import { fill } from "~/locales/words";
import { requestLanguage } from "~/lib/language.server";
import { NOT_FOUND_REASONS } from "~/domain/outcome";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: `${paymentLinkWords[languageOfMatches(matches)].title} | Porchlight` },
  { name: "robots", content: "noindex" },
  // Back from paying, before Stripe's event has landed: the page looks again every few seconds (no JavaScript needed).
  ...(data?.confirming ? [{ httpEquiv: "refresh", content: "3" }] : []),
];

const NOT_FOUND = NOT_FOUND_REASONS.payment;
const PRIVATE = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };

/**
 * /payments/:id?token=…: a payment a business asked the customer for (docs/decisions/0022). The
 * signed link shows what is asked, by whom and for what; "Pay" opens Stripe's page (a plain form
 * post answered by a 303), and only Stripe's signed event marks it paid.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const link = openPaymentLink(params.paymentId, url.searchParams.get("token"));
  invariantResponse(link, NOT_FOUND);
  const page = await paymentLinkPage(link, requestLanguage(request).language);
  invariantResponse(page, NOT_FOUND);
  return data(
    { ...page, token: link.token, confirming: url.searchParams.get("checkout") === "done" && page.state === "open" },
    { headers: PRIVATE },
  );
}

export async function action({ params, request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const link = openPaymentLink(params.paymentId, form.get("token"));
  invariantResponse(link, NOT_FOUND);
  const checkout = await payPaymentLink(link, new Date());
  if (!checkout.ok) return refusalToast(`/payments/${link.paymentId}?token=${link.token}`, checkout);
  return redirect(checkout.url, 303);
}

export default function PaymentRequest() {
  const page = useLoaderData<typeof loader>();
  const busy = useIsPending();
  const words = useWords(paymentLinkWords);
  const states = useWords(moneyStateWords);
  const receipt = useWords(billWords);
  const say = useSay();
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <Card className="space-y-6 p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">
          {page.confirming
            ? say(ONLINE_PAYMENT_REASONS.confirming)
            : page.state === "paid"
              ? words.paid
              : fill(words.pay, { business: page.businessName })}
        </h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="font-medium">{words.amount}</dt>
          <dd className="font-semibold tabular-nums">{page.amount}</dd>
          <dt className="font-medium">{words.to}</dt>
          <dd className="break-words">{page.businessName}</dd>
          {page.what ? (
            <>
              <dt className="font-medium">{words.for}</dt>
              <dd className="break-words">{page.what}</dd>
            </>
          ) : null}
          {page.notes ? (
            <>
              <dt className="font-medium">{words.note}</dt>
              <dd className="break-words">{page.notes}</dd>
            </>
          ) : null}
          <dt className="font-medium">{words.status}</dt>
          <dd>{states[`charge.${page.chargeState}`]}</dd>
        </dl>
        {page.confirming ? (
          <p role="status">{words.lookingAgain}</p>
        ) : page.state === "open" ? (
          <Form method="post" className="space-y-3">
            <input type="hidden" name="token" value={page.token} />
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? words.opening : fill(words.payAmount, { amount: page.amount })}
            </Button>
            <p className="text-sm text-muted-foreground">{words.onStripe}</p>
          </Form>
        ) : page.state === "closed" ? (
          <p role="status">{fill(words.noLongerOpen, { business: page.businessName })}</p>
        ) : null}
        {page.receipt ? (
          <section aria-labelledby="receipt" className="space-y-3">
            <h2 id="receipt" className="text-lg font-semibold">
              {receipt.receipt}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {page.receipt.reference ? (
                <>
                  <dt className="font-medium">{receipt.bookingReference}</dt>
                  <dd className="font-mono">{page.receipt.reference}</dd>
                </>
              ) : null}
              {page.receipt.what ? (
                <>
                  <dt className="font-medium">{words.for}</dt>
                  <dd>{page.receipt.what}</dd>
                </>
              ) : null}
              <dt className="font-medium">{receipt.method}</dt>
              <dd>
                {page.receipt.method ? receipt[page.receipt.method] : receipt.card}
                {page.receipt.last4 ? ` •••• ${page.receipt.last4}` : ""}
              </dd>
              <dt className="font-medium">{receipt.paid}</dt>
              <dd>{page.receipt.paidAt}</dd>
              {page.receipt.tip ? (
                <>
                  <dt className="font-medium">{receipt.tip}</dt>
                  <dd>{page.receipt.tip}</dd>
                </>
              ) : null}
              {page.receipt.refunds.map((refund) => (
                <Fragment key={refund.id}>
                  <dt className="font-medium">{receipt.refunds}</dt>
                  <dd>
                    −{refund.amount} · {refund.at}
                  </dd>
                </Fragment>
              ))}
            </dl>
            <p className="flex flex-wrap gap-x-4 gap-y-1 print:hidden">
              <a href={`/payments/${page.id}/receipt.pdf?token=${page.token}`} className="font-medium text-primary underline">
                {receipt.downloadPdf}
              </a>
              {page.receipt.billUrl ? (
                <Link to={page.receipt.billUrl} className="font-medium text-primary underline">
                  {receipt.title}
                </Link>
              ) : null}
              {page.receipt.bookingUrl ? (
                <Link to={page.receipt.bookingUrl} className="font-medium text-primary underline">
                  {receipt.seeBooking}
                </Link>
              ) : null}
            </p>
          </section>
        ) : null}
      </Card>
    </div>
  );
}

export const ErrorBoundary = pageErrorBoundary({});
