import { useWords } from "~/components/use-words";
import { quotePageWords } from "~/locales/quotes";

/** A quote as both sides read it: its lines, total, deposit, job length and last valid day. */
export type QuoteView = {
  lines: Array<{ label: string; amount: string }>;
  total: string;
  deposit: string | null;
  length: string;
  validUntil: string;
  note: string | null;
};

export function QuoteLines({ quote, caption }: { quote: QuoteView; caption: string }) {
  const words = useWords(quotePageWords);
  return (
    <div className="space-y-2">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{words.item}</th>
            <th scope="col">{words.amount}</th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line, i) => (
            <tr key={i} className="border-b border-border">
              <td className="py-1 pr-2 break-words">{line.label}</td>
              <td className="py-1 text-right whitespace-nowrap">{line.amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-1 text-left">
              {words.total}
            </th>
            <td className="py-1 text-right text-lg font-bold whitespace-nowrap">{quote.total}</td>
          </tr>
        </tfoot>
      </table>
      <dl className="grid gap-1 text-sm">
        {quote.deposit ? (
          <div className="flex justify-between gap-2">
            <dt className="text-muted-foreground">{words.deposit}</dt>
            <dd>{quote.deposit}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-2">
          <dt className="text-muted-foreground">{words.jobLength}</dt>
          <dd>{quote.length}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-muted-foreground">{words.validUntil}</dt>
          <dd>{quote.validUntil}</dd>
        </div>
      </dl>
      {quote.note ? <p className="text-sm whitespace-pre-line">{quote.note}</p> : null}
    </div>
  );
}
