import { z } from "zod";
import { textConsentField } from "../texts/texts.schema.server";
import { CATEGORY_IDS } from "../discovery/categories";
import { emailField, optionalText, phoneField, plainText, requiredText } from "../forms/fields.schema.server";
import { BOOKING_REASONS } from "../booking/booking";
import { bookingFormSchema } from "../booking/booking.schema.server";
import { parseAmountToCents } from "../payments/payments";
import { DURATION_CHOICES } from "../schedule/schedule";
import { zipSchema } from "../places/zip.schema.server";
import {
  DECLINE_REASON_MAX,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  DESCRIPTION_REASON,
  MESSAGE_LENGTH_REASON,
  MESSAGE_MAX,
  QUOTE_LINE_ROWS,
  QUOTE_NOTE_MAX,
  QUOTE_REASONS,
  type QuoteLine,
  REPORT_REASON_MAX,
} from "./quotes";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "Get a quote": the job, when, where and who (photos are read beside it, by their bytes). */
const requestFields = z.object({
  category: z.enum(CATEGORY_IDS, { error: QUOTE_REASONS.category }),
  zip: z.preprocess((value) => value ?? "", zipSchema),
  description: plainText({ multiline: true, error: DESCRIPTION_REASON })
    .trim()
    .min(DESCRIPTION_MIN, DESCRIPTION_REASON)
    .max(DESCRIPTION_MAX, DESCRIPTION_REASON),
  needed: z.enum(["flexible", "week", "date"], { error: QUOTE_REASONS.needed }),
  needed_date: optionalText(10),
  // The customer's details: the booking form's fields and messages.
  customer_name: requiredText(BOOKING_REASONS.name, 100),
  customer_email: emailField({ required: BOOKING_REASONS.emailRequired, invalid: BOOKING_REASONS.email }),
  customer_phone: phoneField({ required: BOOKING_REASONS.phoneRequired, invalid: BOOKING_REASONS.phone }),
  /** The box for texts (decision 0034): "on" when ticked; the number is checked for texts by the use case. */
  text_consent: textConsentField,
  service_id: z.uuid().optional(),
  // What the job needs: a service type offered near the zip, or "other"; set by the page when asked from a service.
  service_type: optionalText(100),
});

const whenFields = requestFields.pick({ needed: true, needed_date: true });

export const quoteRequestSchema = requestFields
  .refine((value) => Boolean(value.service_id) || Boolean(value.service_type), {
    path: ["service_type"],
    message: QUOTE_REASONS.jobType,
    when: (payload) => requestFields.pick({ service_id: true, service_type: true }).safeParse(payload.value).success,
  })
  .refine((value) => value.needed !== "date" || DATE.test(value.needed_date ?? ""), {
    path: ["needed_date"],
    message: QUOTE_REASONS.neededDate,
    // Checked beside the other fields' messages, not only once they are all right.
    when: (payload) => whenFields.safeParse(payload.value).success,
  })
  .transform((value) => ({ ...value, needed_date: value.needed === "date" ? value.needed_date! : null }));

export type QuoteRequestForm = z.infer<typeof quoteRequestSchema>;

const lineFields = Object.fromEntries(
  Array.from({ length: QUOTE_LINE_ROWS }, (_, i) => [
    [`line_label_${i + 1}`, optionalText(100)],
    [`line_amount_${i + 1}`, optionalText(20)],
  ]).flat(),
) as Record<string, ReturnType<typeof optionalText>>;

/** A provider's quote: line items (a label and an amount each), how long, until when, and maybe a deposit. */
export const quoteFormSchema = z
  .object({
    ...lineFields,
    duration_minutes: z.coerce
      .number({ error: QUOTE_REASONS.duration })
      .refine((minutes) => DURATION_CHOICES.includes(minutes), QUOTE_REASONS.duration),
    valid_until: requiredText(QUOTE_REASONS.validUntil, 10).pipe(z.string().regex(DATE, QUOTE_REASONS.validUntil)),
    deposit: optionalText(20),
    note: optionalText(QUOTE_NOTE_MAX, { multiline: true }),
  })
  .transform((value, ctx) => {
    const lines: QuoteLine[] = [];
    const form = value as unknown as Record<string, string | undefined>;
    for (let i = 1; i <= QUOTE_LINE_ROWS; i += 1) {
      const label = form[`line_label_${i}`] ?? "";
      const amountText = form[`line_amount_${i}`] ?? "";
      if (!label && !amountText) continue;
      if (!label) ctx.addIssue({ code: "custom", path: [`line_label_${i}`], message: QUOTE_REASONS.lineLabel });
      const amount = parseAmountToCents(amountText);
      if (!amount.ok)
        ctx.addIssue({ code: "custom", path: [`line_amount_${i}`], message: amountText ? amount.error : QUOTE_REASONS.lineAmount });
      if (label && amount.ok) lines.push({ label, amountCents: amount.cents });
    }
    if (lines.length === 0 && !Object.keys(form).some((key) => key.startsWith("line_") && form[key])) {
      ctx.addIssue({ code: "custom", path: ["line_label_1"], message: QUOTE_REASONS.lineNeeded });
    }
    let depositCents: number | null = null;
    if (value.deposit) {
      const deposit = parseAmountToCents(value.deposit);
      if (!deposit.ok) ctx.addIssue({ code: "custom", path: ["deposit"], message: deposit.error });
      else depositCents = deposit.cents;
    }
    return { lines, depositCents, durationMinutes: value.duration_minutes, validUntil: value.valid_until, note: value.note || null };
  });

export type QuoteForm = z.infer<typeof quoteFormSchema>;

export const declineFormSchema = z.object({
  reason: requiredText(QUOTE_REASONS.declineReason, DECLINE_REASON_MAX, { multiline: true }),
});

export const messageFormSchema = z.object({
  body: plainText({ multiline: true, error: MESSAGE_LENGTH_REASON })
    .trim()
    .min(1, MESSAGE_LENGTH_REASON)
    .max(MESSAGE_MAX, MESSAGE_LENGTH_REASON),
});

export const reportFormSchema = z.object({
  reason: requiredText(QUOTE_REASONS.reportReason, REPORT_REASON_MAX, { multiline: true }),
});

export const hideMessageFormSchema = z.object({
  message_id: z.uuid(QUOTE_REASONS.messageToHide),
  reason: requiredText(QUOTE_REASONS.hideReason, 500, { multiline: true }),
});

/** Booking an accepted quote: the booking form's time and place (the customer's details are the request's). */
export const quoteBookingSchema = bookingFormSchema.pick({
  preferred_date: true,
  preferred_time: true,
  service_address: true,
  special_requests: true,
});
