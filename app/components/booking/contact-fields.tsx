import { ConsentBox } from "~/components/ui/consent-box";
import { Field } from "~/components/ui/field";
import type { FieldMetadata } from "~/components/use-form";
import { CONSENT_WORDINGS, CUSTOMER_CONSENTS, type CustomerConsentKind } from "~/domain/texts/texts";

/** The contact fields' labels, which error summaries name them by too. */
export const CONTACT_LABELS = {
  customer_name: "Full name",
  customer_email: "Email",
  customer_phone: "Phone",
  text_consent: "Texts",
} as const;

/**
 * The customer's name, e-mail and phone: the same three fields wherever a customer gives them
 * (rules and messages from the form's schema), and beside the phone the unticked box for texts,
 * whose words are the consent's (decision 0034): what is ticked here is what is recorded.
 */
export function ContactFields({
  fields,
  consent,
}: {
  fields: Record<"customer_name" | "customer_email" | "customer_phone" | "text_consent", FieldMetadata>;
  /** What the form makes, whose texts the box's words describe (and the server records). */
  consent: CustomerConsentKind;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field meta={fields.customer_name} label={CONTACT_LABELS.customer_name} autoComplete="name" />
      <Field meta={fields.customer_email} type="email" label={CONTACT_LABELS.customer_email} autoComplete="email" />
      <Field meta={fields.customer_phone} type="tel" label={CONTACT_LABELS.customer_phone} autoComplete="tel" />
      <ConsentBox meta={fields.text_consent} words={CONSENT_WORDINGS[CUSTOMER_CONSENTS[consent]]} className="sm:col-span-2" />
    </div>
  );
}
