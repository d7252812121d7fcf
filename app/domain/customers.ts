import { z } from "zod";
import { formatPhone, normalizePhone } from "./booking";

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

const required = (message: string) => z.string({ error: message }).trim().min(1, { message, abort: true });

/** The dashboard's "add a customer" form (name, e-mail, phone, address). */
export const customerFormSchema = z.object({
  name: required(CUSTOMER_MESSAGES.name).pipe(z.string().max(100, "Please use at most 100 characters")),
  email: required(CUSTOMER_MESSAGES.emailRequired).pipe(
    z.string().max(254, { message: CUSTOMER_MESSAGES.email, abort: true }).pipe(z.email(CUSTOMER_MESSAGES.email)),
  ),
  phone: required(CUSTOMER_MESSAGES.phoneRequired).pipe(
    z
      .string()
      .max(30, { message: CUSTOMER_MESSAGES.phone, abort: true })
      .refine((value) => normalizePhone(value) !== null, CUSTOMER_MESSAGES.phone)
      .transform((value) => formatPhone(normalizePhone(value)!)),
  ),
  address: z.string().trim().max(200, "Please use at most 200 characters").optional(),
});

export type CustomerForm = z.infer<typeof customerFormSchema>;

/**
 * Spec: search is a case-insensitive match on name or e-mail, and a substring match on the
 * phone (digits typed in any format match the stored number).
 */
export function matchesCustomerSearch(customer: { name: string; email: string; phone: string }, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  if (customer.name.toLowerCase().includes(needle) || customer.email.toLowerCase().includes(needle)) return true;
  const digits = needle.replace(/\D/g, "");
  return customer.phone.includes(q.trim()) || (digits.length > 0 && customer.phone.replace(/\D/g, "").includes(digits));
}

export const CUSTOMER_STATUS_LABELS: Record<string, string> = { active: "Active", inactive: "Inactive" };
