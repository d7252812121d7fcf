import { z } from "zod";
import { emailField, optionalText, phoneField, requiredText } from "./fields";

export const CUSTOMER_MESSAGES = {
  name: "Please enter the customer's name",
  emailRequired: "Please enter the customer's email",
  email: "Please enter a valid email address",
  phoneRequired: "Please enter the customer's phone number",
  phone: "Please enter a valid phone number",
  duplicate: "A customer with this email already exists in your business.",
  added: "Customer added",
  failed: "Failed to save the customer. Please try again.",
  loadFailed: "Customers could not be loaded. Please try again.",
} as const;

/** The dashboard's "add a customer" form (name, e-mail, phone, address). */
export const customerFormSchema = z.object({
  name: requiredText(CUSTOMER_MESSAGES.name, 100),
  email: emailField({ required: CUSTOMER_MESSAGES.emailRequired, invalid: CUSTOMER_MESSAGES.email }),
  phone: phoneField({ required: CUSTOMER_MESSAGES.phoneRequired, invalid: CUSTOMER_MESSAGES.phone }),
  address: optionalText(200),
});

export type CustomerForm = z.infer<typeof customerFormSchema>;

export const CUSTOMER_STATUS_LABELS: Record<string, string> = { active: "Active", inactive: "Inactive" };
