import { Field } from "~/components/ui/field";
import type { FieldMetadata } from "~/components/use-form";
import { BOOKING_MESSAGES } from "~/domain/booking";

/** The customer's name, e-mail and phone: the same three fields, rules and messages wherever a customer gives them. */
export function ContactFields({ fields }: { fields: Record<"customer_name" | "customer_email" | "customer_phone", FieldMetadata> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        meta={fields.customer_name}
        label="Full name"
        autoComplete="name"
        maxLength={100}
        required
        data-missing={BOOKING_MESSAGES.name}
      />
      <Field
        meta={fields.customer_email}
        type="email"
        label="Email"
        autoComplete="email"
        maxLength={254}
        required
        data-missing={BOOKING_MESSAGES.emailRequired}
        data-invalid={BOOKING_MESSAGES.email}
      />
      <Field
        meta={fields.customer_phone}
        type="tel"
        label="Phone"
        autoComplete="tel"
        maxLength={30}
        required
        data-missing={BOOKING_MESSAGES.phoneRequired}
      />
    </div>
  );
}
