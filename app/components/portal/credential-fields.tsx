import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import type { FieldMetadata } from "~/components/use-form";
import { CREDENTIAL_KIND_LABELS, CREDENTIAL_KINDS } from "~/domain/credentials/credential-kinds";

const KIND_OPTIONS = CREDENTIAL_KINDS.map((kind) => ({ value: kind, label: CREDENTIAL_KIND_LABELS[kind] }));

/** The credential's fields as an error summary names them (the document's input is `${documentName}-input`). */
export const CREDENTIAL_LABELS = {
  kind: "Kind",
  issuer: "Issued by",
  state: "State",
  number: "Number",
  expires_on: "Valid through",
} as const;

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
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Select meta={fields.kind} label="Kind" options={KIND_OPTIONS} />
      <Field meta={fields.issuer} label="Issued by" placeholder="Texas Medical Board" autoComplete="off" />
      <Select meta={fields.state} label="State" options={states.map((state) => ({ value: state, label: state }))} />
      <Field meta={fields.number} label="Number" placeholder="TX-M-12345" autoComplete="off" />
      <Field meta={fields.expires_on} type="date" label="Valid through" min={minDate} />
      <Field
        id={`${documentName}-input`}
        name={documentName}
        type="file"
        accept="application/pdf,image/jpeg,image/png"
        label="Document"
        hint="A PDF, JPEG or PNG of at most 10 MB. Only you and Porchlight's team can open it."
        error={documentError}
        className="[&_input]:py-1.5"
      />
    </div>
  );
}
