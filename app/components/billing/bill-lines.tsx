import { useWords } from "~/components/use-words";
import { billWords } from "~/locales/billing";
import { fill } from "~/locales/words";

import type { BillLineKind, BillState } from "~/domain/billing/bill";

type Bill = {
  lines: Array<{ kind: BillLineKind; label: string; amount: string }>;
  subtotal: string;
  tax: string | null;
  taxRate: string;
  total: string;
  applied: string | null;
  due: string;
  tip: string | null;
  status: BillState;
};

/** A bill's lines and totals as a table, the same for the business, the customer and the printed receipt. */
export function BillLines({ bill, caption }: { bill: Bill; caption: string }) {
  const words = useWords(billWords);
  const row = (label: string, value: string, strong = false) => (
    <tr>
      <th scope="row" className={strong ? "py-1 text-left font-bold" : "py-1 text-left font-normal text-muted-foreground"}>
        {label}
      </th>
      <td className={strong ? "py-1 text-right text-lg font-bold whitespace-nowrap" : "py-1 text-right whitespace-nowrap"}>{value}</td>
    </tr>
  );
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{words.item}</th>
          <th scope="col">{words.amount}</th>
        </tr>
      </thead>
      <tbody>
        {bill.lines.map((line, i) => (
          <tr key={i} className="border-b border-border">
            <td className="py-1 pr-2 break-words">
              {line.label} <span className="text-muted-foreground">· {words[line.kind]}</span>
            </td>
            <td className="py-1 text-right whitespace-nowrap tabular-nums">{line.amount}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {row(words.subtotal, bill.subtotal)}
        {bill.tax ? row(`${words.tax} (${fill("{rate}%", { rate: bill.taxRate })})`, bill.tax) : null}
        {row(words.total, bill.total, true)}
        {bill.applied ? row(words.alreadyPaid, `−${bill.applied}`) : null}
        {bill.tip ? row(words.tip, bill.tip) : null}
        {bill.status !== "paid" ? row(words.due, bill.due, true) : null}
      </tfoot>
    </table>
  );
}
