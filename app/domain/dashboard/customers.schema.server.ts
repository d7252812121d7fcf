import { z } from "zod";
import { emailField, optionalText, phoneField, requiredText } from "../forms/fields.schema.server";
import { DASHBOARD_CUSTOMER_REASONS } from "./customers";

/** The dashboard's "add a customer" form (name, e-mail, phone, address). */
export const customerFormSchema = z.object({
  name: requiredText(DASHBOARD_CUSTOMER_REASONS.name, 100),
  email: emailField({ required: DASHBOARD_CUSTOMER_REASONS.emailRequired, invalid: DASHBOARD_CUSTOMER_REASONS.email }),
  phone: phoneField({ required: DASHBOARD_CUSTOMER_REASONS.phoneRequired, invalid: DASHBOARD_CUSTOMER_REASONS.phone }),
  address: optionalText(200),
});

export type CustomerForm = z.infer<typeof customerFormSchema>;
