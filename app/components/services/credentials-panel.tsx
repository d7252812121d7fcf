import { CheckCircleIcon } from "~/components/ui/icons";

/** What Porchlight checked, said plainly under the records. */
const CREDENTIALS_EXPLANATION =
  "Each line is a document Porchlight's team checked against the issuer's records, with the day it was checked and the month it runs to. Anything not listed here was not checked.";

/** The service page's "Reviewed by Porchlight": one line per verified record, made from the records (decision 0035). */
export function CredentialsPanel({ statements }: { statements: string[] }) {
  if (statements.length === 0) return null;
  return (
    <section aria-labelledby="credentials-heading" className="space-y-3 rounded-xl border border-border bg-muted/50 p-4">
      <h2 id="credentials-heading" className="font-semibold">
        Reviewed by Porchlight
      </h2>
      <ul className="space-y-2">
        {statements.map((statement) => (
          <li key={statement} className="flex items-start gap-2">
            <CheckCircleIcon className="mt-0.5 h-5 w-5 shrink-0 text-success" />
            <span className="break-words">{statement}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">{CREDENTIALS_EXPLANATION}</p>
    </section>
  );
}
