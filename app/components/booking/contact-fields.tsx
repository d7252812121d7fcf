import { ConsentBox } from "~/components/ui/consent-box";
import { Field } from "~/components/ui/field";
import type { FieldMetadata } from "~/components/use-form";
import { useLanguage, useWords } from "~/components/use-words";
import { CONSENT_WORDINGS, customerConsentVersion, type CustomerConsentKind } from "~/domain/texts/texts";
import { bookingWords } from "~/locales/booking";

type BookingWords = (typeof bookingWords)["en"];

/** The contact fields' labels, which error summaries name them by too. */
export function contactLabels(words: BookingWords) {
  return {
    customer_name: words.fullName,
    customer_email: words.email,
    customer_phone: words.phone,
    text_consent: words.texts,
  };
}

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
  const labels = contactLabels(useWords(bookingWords));
  const language = useLanguage();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field meta={fields.customer_name} label={labels.customer_name} autoComplete="name" />
      <Field meta={fields.customer_email} type="email" label={labels.customer_email} autoComplete="email" />
      <Field meta={fields.customer_phone} type="tel" label={labels.customer_phone} autoComplete="tel" />
      <ConsentBox
        meta={fields.text_consent}
        words={CONSENT_WORDINGS[customerConsentVersion(consent, language)]}
        className="sm:col-span-2"
      />
    </div>
  );
}
