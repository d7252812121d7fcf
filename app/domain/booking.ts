import { z } from "zod";

export const BOOKING_MESSAGES = {
  name: "Please enter your full name",
  emailRequired: "Please enter your email",
  email: "Please enter a valid email address",
  phoneRequired: "Please enter your phone number",
  phone: "Please enter a valid phone number",
  date: "Please choose a date",
  time: "Please choose a time",
  bot: "Your booking could not be sent. Please try again.",
  tooMany: "Too many booking attempts. Please wait a few minutes and try again.",
  success: "Booking Confirmed! Your service has been booked successfully.",
} as const;

/** US numbers: 10 digits (an optional leading 1), any common punctuation around them. */
export function normalizePhone(value: string): string | null {
  if (!/^[\d\s().+-]+$/.test(value)) return null;
  const digits = value.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? national : null;
}

export function formatPhone(national: string): string {
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

const required = (message: string) => z.string({ error: message }).trim().min(1, { message, abort: true });

/**
 * The booking form: one schema for the server (authoritative) and the browser. Slot rules
 * that need the provider's calendar are checked afterwards by app/domain/slots.ts.
 */
export const bookingFormSchema = z.object({
  customer_name: required(BOOKING_MESSAGES.name).pipe(z.string().max(100, "Please use at most 100 characters")),
  customer_email: required(BOOKING_MESSAGES.emailRequired).pipe(
    z.string().max(254, { message: BOOKING_MESSAGES.email, abort: true }).pipe(z.email(BOOKING_MESSAGES.email)),
  ),
  customer_phone: required(BOOKING_MESSAGES.phoneRequired).pipe(
    z
      .string()
      .max(30, { message: BOOKING_MESSAGES.phone, abort: true })
      .refine((value) => normalizePhone(value) !== null, BOOKING_MESSAGES.phone)
      // Stored in one format, whatever punctuation was typed.
      .transform((value) => formatPhone(normalizePhone(value)!)),
  ),
  preferred_date: required(BOOKING_MESSAGES.date).pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a valid date")),
  preferred_time: required(BOOKING_MESSAGES.time).pipe(z.string().regex(/^\d{2}:\d{2}$/, "Please choose one of the listed times.")),
  service_address: z.string().trim().max(200, "Please use at most 200 characters").optional(),
  special_requests: z.string().trim().max(1000, "Please use at most 1000 characters").optional(),
});

/** The honeypot field's name: people never see it, bots fill it in. */
export const HONEYPOT_FIELD = "website";

export type BookingForm = z.infer<typeof bookingFormSchema>;

/**
 * The last 5-digit zip (or ZIP+4) in an address, if it has one. A number that starts a longer
 * address is its house number ("12345 Ranch Rd"), never the zip.
 */
export function zipInAddress(address: string | null | undefined): string | null {
  const text = (address ?? "").trim();
  const matches = [...text.matchAll(/\b\d{5}(?:-\d{4})?\b/g)].filter(
    (match) => match.index! > 0 || match[0].length === text.length,
  );
  return matches.length ? matches[matches.length - 1][0].slice(0, 5) : null;
}

/**
 * Address suggestions complete the locality of what the customer types: the text before the
 * last comma is kept, the part after it is matched against city names and zip codes.
 */
export function splitAddressQuery(input: string): { street: string; term: string } {
  const comma = input.lastIndexOf(",");
  if (comma === -1) return { street: "", term: input.trim() };
  const street = input.slice(0, comma).trim();
  return { street: street ? `${street}, ` : "", term: input.slice(comma + 1).trim() };
}

export const ADDRESS_SUGGESTION_MIN_CHARS = 3;
export const ADDRESS_SUGGESTION_DEBOUNCE_MS = 300;
