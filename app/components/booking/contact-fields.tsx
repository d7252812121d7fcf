import { Field } from "~/components/ui/field";
import type { FieldMetadata } from "~/components/use-form";

/** The customer's name, e-mail and phone: the same three fields wherever a customer gives them (rules and messages from the form's schema). */
export function ContactFields({ fields }: { fields: Record<"customer_name" | "customer_email" | "customer_phone", FieldMetadata> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field meta={fields.customer_name} label="Full name" autoComplete="name" />
      <Field meta={fields.customer_email} type="email" label="Email" autoComplete="email" />
      <Field meta={fields.customer_phone} type="tel" label="Phone" autoComplete="tel" />
    </div>
  );
}
