import { z } from "zod";
import { plainText } from "../forms/fields.schema.server";
import { NOTES_TOO_LONG_REASON, PAYMENT_LIMITS, validatePayment } from "./payments";

const optionalText = (max: number) => plainText().max(max).optional();

/**
 * The one schema of the payment form, for the server (the browser checks only what its fields'
 * attributes say). Its output is a PaymentInput; it reads no card number and no CVV (a field of
 * that name posted anyway is not read, so never stored or logged). `online`: whether the
 * business can take cards online.
 */
export function paymentFormSchema(options: { online: boolean }) {
  return z
    .object({
      request_key: optionalText(100),
      customer_id: optionalText(100),
      booking_id: optionalText(100),
      amount: optionalText(40),
      method: optionalText(20),
      credit_via: optionalText(20),
      card_brand: optionalText(20),
      card_last4: optionalText(10),
      notes: plainText({ multiline: true }).max(PAYMENT_LIMITS.notes, NOTES_TOO_LONG_REASON).optional(),
    })
    .transform((raw, ctx) => {
      const result = validatePayment(raw, options);
      if (result.ok) return { ...result.value, requestKey: raw.request_key ?? null };
      for (const [path, message] of Object.entries(result.errors)) ctx.addIssue({ code: "custom", message, path: [path] });
      return z.NEVER;
    });
}
