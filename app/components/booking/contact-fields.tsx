import { Field } from "~/components/ui/field";
import type { FieldMetadata } from "~/components/use-form";
import { CONSENT_WORDINGS, CUSTOMER_CONSENT } from "~/domain/texts/texts";

/**
 * The customer's name, e-mail and phone: the same three fields wherever a customer gives them
 * (rules and messages from the form's schema), and beside the phone the unticked box for texts,
 * whose words are the consent's (decision 0034): what is ticked here is what is recorded.
 */
export function ContactFields({
  fields,
}: {
  fields: Record<"customer_name" | "customer_email" | "customer_phone" | "text_consent", FieldMetadata>;
}) {
  const consent = fields.text_consent;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field meta={fields.customer_name} label="Full name" autoComplete="name" />
      <Field meta={fields.customer_email} type="email" label="Email" autoComplete="email" />
      <Field meta={fields.customer_phone} type="tel" label="Phone" autoComplete="tel" />
      {consent ? (
        <label className="flex items-start gap-2 text-sm sm:col-span-2" htmlFor={consent.id}>
          <input
            key={consent.key}
            id={consent.id}
            type="checkbox"
            name={consent.name}
            value="on"
            defaultChecked={consent.initialValue === "on"}
            className="mt-0.5 h-4 w-4 shrink-0"
          />
          <span>{CONSENT_WORDINGS[CUSTOMER_CONSENT]}</span>
        </label>
      ) : null}
    </div>
  );
}
