import { Link } from "@remix-run/react";
import { useSay, useWords } from "~/components/use-words";
import { bookingPageWords } from "~/locales/booking-page";
import { moneyWords } from "~/locales/money";
import { fill } from "~/locales/words";
import { KeepTogether } from "~/components/ui/keep-together";
import type { OnlinePaymentReason } from "~/domain/payments/online-payments";
import { buttonClasses } from "~/components/ui/button";
import { Badge } from "~/components/ui/badge";
import { PAYMENT_STATUS_TONES } from "~/components/dashboard/payment-status-badge";
import type { PaymentStatus } from "~/domain/payments/payment-status";

export type BookingPayment = {
  dueNow: string | null;
  state: "awaiting" | "expired" | "declined" | null;
  holdUntil: string | null;
  payHref: string;
  bookAgainHref: string;
} | null;

export type LedgerLine = {
  id: string;
  kind: string;
  what: string;
  amount: string;
  status: string;
  words: string;
  online: boolean;
  at: string;
};

/**
 * Where a booking that asks to be paid stands: waiting for the payment (with the way to pay and
 * how long the time is held), being confirmed after it, released because the hold ran out, or a
 * saved card's declined charge. Plain links: it all works without JavaScript.
 */
export function PaymentState({
  payment,
  confirming,
  leftCheckout,
}: {
  payment: BookingPayment;
  confirming: boolean;
  leftCheckout: boolean;
}) {
  const words = useWords(moneyWords);
  const say = useSay();
  if (!payment?.state) return null;
  const box = "space-y-2 rounded-xl border p-4";
  if (payment.state === "awaiting" && confirming) {
    return (
      <div role="status" className={`${box} border-border bg-muted`}>
        <p className="font-semibold">{say("onlinePayment.confirming" satisfies OnlinePaymentReason)}</p>
        <p className="text-sm">{words.stripeTells}</p>
      </div>
    );
  }
  if (payment.state === "awaiting") {
    return (
      <div role="status" className={`${box} border-border bg-accent text-accent-foreground`}>
        <p className="font-semibold">{leftCheckout ? words.leftCheckout : fill(words.confirmedOncePaid, { due: payment.dueNow ?? "" })}</p>
        <p className="text-sm">
          {words.heldUntil} <KeepTogether text={payment.holdUntil ?? ""} />.
        </p>
        <a className={buttonClasses("primary")} href={payment.payHref}>
          {words.payNow}
        </a>
      </div>
    );
  }
  if (payment.state === "declined") {
    return (
      <div role="alert" className={`${box} border-destructive bg-destructive-soft`}>
        <p className="font-semibold">{words.cardDeclined}</p>
        <p className="text-sm">{words.payToKeep}</p>
        <a className={buttonClasses("primary")} href={payment.payHref}>
          {words.payNow}
        </a>
      </div>
    );
  }
  return (
    <div role="alert" className={`${box} border-destructive bg-destructive-soft`}>
      <p className="font-semibold">{say("onlinePayment.holdExpired" satisfies OnlinePaymentReason)}</p>
      <Link className={buttonClasses("primary")} to={payment.bookAgainHref}>
        {words.chooseAgain}
      </Link>
    </div>
  );
}

/** The booking's terms and money: the cancellation policy the customer agreed to, any fee, and every payment and refund. */
export function BookingMoney({ policy, fee, ledger }: { policy: string[] | null; fee: string | null; ledger: LedgerLine[] }) {
  const words = useWords(bookingPageWords);
  if (!policy && ledger.length === 0) return null;
  return (
    <section aria-labelledby="booking-money-heading" className="space-y-4">
      <h2 id="booking-money-heading" className="text-xl font-semibold">
        {words.paymentsAndCancellation}
      </h2>
      {policy ? (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {policy.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {fee ? <p className="font-medium">{fill(words.feeUnderPolicy, { fee })}</p> : null}
      {ledger.length > 0 ? <Ledger lines={ledger} /> : null}
    </section>
  );
}

export function Ledger({ lines }: { lines: LedgerLine[] }) {
  const words = useWords(moneyWords);
  return (
    <ul aria-label={words.paymentsAndRefunds} className="divide-y divide-border text-sm">
      {lines.map((line) => (
        <li key={line.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
          <span>
            <span className="text-muted-foreground">{line.kind}: </span>
            <span className="font-medium">{line.what}</span>
            {line.online ? <span className="text-muted-foreground">{words.cardOnline}</span> : null}
          </span>
          <span className="flex items-center gap-2">
            <span className="font-semibold">{line.amount}</span>
            <Badge tone={PAYMENT_STATUS_TONES[line.status as PaymentStatus] ?? "warning"}>{line.words}</Badge>
            <span className="text-muted-foreground">
              <KeepTogether text={line.at} />
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
