import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import type { FieldMetadata } from "~/components/use-form";
import { CREDENTIAL_KINDS } from "~/domain/credentials/credential-kinds";
import { useWords } from "~/components/use-words";
import { credentialFieldWords } from "~/locales/credentials";
import { credentialKindWords } from "~/locales/discovery";

/** The credential's fields as an error summary names them (the document's input is `${documentName}-input`). */
export function useCredentialLabels() {
  const { kind, issuer, state, number, expires_on } = useWords(credentialFieldWords);
  return { kind, issuer, state, number, expires_on };
}

/**
 * A credential's fields and its document (the portal's form, the application's optional
 * section): kind, issuer, state, number, expiry date, and a PDF, JPEG or PNG up to 10 MB, which
 * the server checks by its bytes.
 */
export function CredentialFields({
  fields,
  states,
  minDate,
  documentName = "document",
  documentError,
}: {
  fields: Record<string, FieldMetadata>;
  /** The states' codes, from the loader (the zone table they come from stays on the server). */
  states: readonly string[];
  minDate?: string;
  documentName?: string;
  documentError?: string;
}) {
  const words = useWords(credentialFieldWords);
  const kinds = useWords(credentialKindWords);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Select meta={fields.kind} label={words.kind} options={CREDENTIAL_KINDS.map((kind) => ({ value: kind, label: kinds[kind] }))} />
      <Field meta={fields.issuer} label={words.issuer} placeholder={words.issuerExample} autoComplete="off" />
      <Select meta={fields.state} label={words.state} options={states.map((state) => ({ value: state, label: state }))} />
      <Field meta={fields.number} label={words.number} placeholder={words.numberExample} autoComplete="off" />
      <Field meta={fields.expires_on} type="date" label={words.expires_on} min={minDate} />
      <Field
        id={`${documentName}-input`}
        name={documentName}
        type="file"
        accept="application/pdf,image/jpeg,image/png"
        label={words.document}
        hint={words.documentHint}
        error={documentError}
        className="[&_input]:py-1.5"
      />
    </div>
  );
}
