import { z } from "zod";
import { plainText } from "./fields.schema.server";
import { PAYMENT_LIMITS, PAYMENT_MESSAGES, validatePayment } from "./payments";

const optionalText = (max: number) => plainText().max(max).optional();

/**
 * The one schema of the payment form, for the server (the browser checks only what its fields'
 * attributes say). Its output is a PaymentInput: the card number and CVV do not survive parsing.
 */
export function paymentFormSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      customer_id: optionalText(100),
      booking_id: optionalText(100),
      amount: optionalText(40),
      method: optionalText(20),
      card_number: optionalText(40),
      expiry: optionalText(20),
      cvv: optionalText(20),
      notes: plainText({ multiline: true }).max(PAYMENT_LIMITS.notes, PAYMENT_MESSAGES.notes).optional(),
    })
    .transform((raw, ctx) => {
      const result = validatePayment(raw, now());
      if (result.ok) return result.value;
      for (const [path, message] of Object.entries(result.errors)) ctx.addIssue({ code: "custom", message, path: [path] });
      return z.NEVER;
    });
}
