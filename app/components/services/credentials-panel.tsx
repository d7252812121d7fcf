import { CheckCircleIcon } from "~/components/ui/icons";
import { CREDENTIALS_EXPLANATION, type Credential } from "~/domain/credentials";

/** The service page's account of what the provider proved when applying, and what that means. */
export function CredentialsPanel({ credentials }: { credentials: Credential[] }) {
  if (credentials.length === 0) return null;
  return (
    <section aria-labelledby="credentials-heading" className="space-y-3 rounded-xl border border-border bg-muted/50 p-4">
      <h2 id="credentials-heading" className="font-semibold">
        Reviewed by Porchlight
      </h2>
      <ul className="grid gap-2 sm:grid-cols-3">
        {credentials.map((credential) => (
          <li key={credential.key} className="flex items-start gap-2">
            <CheckCircleIcon className="mt-0.5 h-5 w-5 shrink-0 text-success" />
            <span>
              <span className="font-semibold">{credential.label}</span>
              {credential.detail ? <span className="block text-sm break-words text-muted-foreground">{credential.detail}</span> : null}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">{CREDENTIALS_EXPLANATION}</p>
    </section>
  );
}
