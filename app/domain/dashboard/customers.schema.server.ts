import { z } from "zod";
import { emailField, optionalText, phoneField, requiredText } from "../forms/fields.schema.server";
import { CUSTOMER_MESSAGES } from "./customers";

/** The dashboard's "add a customer" form (name, e-mail, phone, address). */
export const customerFormSchema = z.object({
  name: requiredText(CUSTOMER_MESSAGES.name, 100),
  email: emailField({ required: CUSTOMER_MESSAGES.emailRequired, invalid: CUSTOMER_MESSAGES.email }),
  phone: phoneField({ required: CUSTOMER_MESSAGES.phoneRequired, invalid: CUSTOMER_MESSAGES.phone }),
  address: optionalText(200),
});

export type CustomerForm = z.infer<typeof customerFormSchema>;
