import { CheckCircleIcon } from "~/components/ui/icons";
import { useWords } from "~/components/use-words";
import { serviceWords } from "~/locales/service";

/** The service page's "Reviewed by Porchlight": one line per verified record, made from the records (decision 0035). */
export function CredentialsPanel({ statements }: { statements: string[] }) {
  const words = useWords(serviceWords);
  if (statements.length === 0) return null;
  return (
    <section aria-labelledby="credentials-heading" className="space-y-3 rounded-xl border border-border bg-muted/50 p-4">
      <h2 id="credentials-heading" className="font-semibold">
        {words.reviewedByPorchlight}
      </h2>
      <ul className="space-y-2">
        {statements.map((statement) => (
          <li key={statement} className="flex items-start gap-2">
            <CheckCircleIcon className="mt-0.5 h-5 w-5 shrink-0 text-success" />
            <span className="break-words">{statement}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">{words.credentialsExplained}</p>
    </section>
  );
}
