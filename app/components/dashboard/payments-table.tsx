import { DataTable } from "~/components/ui/data-table";
import { PaymentStatusBadge } from "./payment-status-badge";
import { useWords } from "~/components/use-words";
import { paymentsTabWords } from "~/locales/dashboard-payments";

export type PaymentListItem = {
  id: string;
  date: string;
  customer: string;
  amount: string;
  /** Charge, fee or refund: the same words as a booking's ledger. */
  kind: string;
  /** Porchlight's share of an online charge ("Platform fee −$2.50"), or null. */
  platformFee: string | null;
  method: string;
  status: string;
  /** An online payment's own words: "Waiting for payment", "Failed: Your card was declined." */
  detail: string | null;
  card: string | null;
  booking: string | null;
  notes: string | null;
  business: string | null;
};

/** Past payments, newest first; the business column only for admins, who see every business. */
export function PaymentsTable({
  payments,
  seesAll,
  recordedId,
}: {
  payments: PaymentListItem[];
  seesAll: boolean;
  recordedId: string | null;
}) {
  const words = useWords(paymentsTabWords);
  const headings = [
    words.date,
    words.customer,
    words.amountColumn,
    words.methodColumn,
    words.status,
    words.card,
    words.notes,
    ...(seesAll ? [words.business] : []),
  ];
  return (
    <DataTable caption={words.caption} columns={headings} minWidth="min-w-[48rem]">
      {payments.map((payment) => (
        <tr
          key={payment.id}
          data-payment-id={payment.id}
          className={payment.id === recordedId ? "border-b border-border bg-primary-soft align-top" : "border-b border-border align-top"}
        >
          <td className="px-3 py-3 whitespace-nowrap">
            {payment.date}
            {payment.id === recordedId ? <span className="block text-xs font-semibold">{words.justRecorded}</span> : null}
          </td>
          <td className="px-3 py-3">
            <p className="font-medium">{payment.customer}</p>
            {payment.booking ? <p className="text-muted-foreground">{payment.booking}</p> : null}
          </td>
          <td className="px-3 py-3">
            <p className="font-semibold tabular-nums">{payment.amount}</p>
            <p className="text-xs text-muted-foreground">{payment.kind}</p>
            {payment.platformFee ? <p className="text-xs text-muted-foreground tabular-nums">{payment.platformFee}</p> : null}
          </td>
          <td className="px-3 py-3">{payment.method}</td>
          <td className="px-3 py-3">
            <PaymentStatusBadge status={payment.status} />
            {payment.detail ? <p className="mt-1 text-xs text-muted-foreground">{payment.detail}</p> : null}
          </td>
          <td className="px-3 py-3 whitespace-nowrap">{payment.card ?? <span className="text-muted-foreground">—</span>}</td>
          <td className="px-3 py-3">{payment.notes ?? <span className="text-muted-foreground">—</span>}</td>
          {seesAll ? <td className="px-3 py-3">{payment.business ?? "—"}</td> : null}
        </tr>
      ))}
    </DataTable>
  );
}
