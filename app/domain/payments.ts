import { formatterFor } from "./time";
import { isUuid } from "./uuid";

/**
 * Payments on the business dashboard: pure rules shared by the browser and the server.
 *
 * Decisions where the spec is silent:
 * - A zero amount with no method may be recorded: a no-charge record (a free estimate, a
 *   warranty visit). It is `completed` (nothing is owed) and adds nothing to total spent.
 * - A zero amount WITH a method is refused, and a positive amount needs a method.
 * - The card fields are read only when the method is credit; otherwise they are ignored and
 *   never stored (without JavaScript they are always on the page).
 * - A card is valid through the last day of its expiry month (UTC).
 * - Of a card, only the brand, the last four digits and the expiry ever leave `validatePayment`:
 *   the full number and the CVV are never stored, logged or sent back.
 */

export const PAYMENT_METHODS = ["cash", "check", "credit", "venmo", "cashapp"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ["pending", "completed", "failed"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The list's status filter (`?status=`): every option has a non-empty value (spec's dropdown rule). */
export const PAYMENT_STATUS_FILTERS = ["all", ...PAYMENT_STATUSES] as const;
export type PaymentStatusFilter = (typeof PAYMENT_STATUS_FILTERS)[number];

export const CARD_BRANDS = ["visa", "mastercard", "amex", "discover", "card"] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The booking select's "No booking" option (never an empty value). */
export const NO_BOOKING = "none";

/** $100,000.00: more than any home-service job; a typo guard, not a business limit. */
export const MAX_AMOUNT_CENTS = 10_000_000;

/** Spec section 9: card number at most 19 characters, expiry 5, CVV 4; amount step 0.01. */
export const PAYMENT_LIMITS = { cardNumber: 19, expiry: 5, cvv: 4, notes: 500, amountStep: "0.01" } as const;

/** Spec: saving waits 2 seconds before showing the payment (kept in the browser, never on the server). */
export const PROCESSING_MS = 2000;

export const PAYMENT_MESSAGES = {
  customer: "Please choose a customer",
  booking: "Please choose a booking or No booking",
  amountRequired: "Please enter an amount",
  amountInvalid: "Please enter an amount in dollars and cents, like 12.50",
  amountNegative: "The amount cannot be negative",
  amountDecimals: "Please use at most 2 decimal places",
  amountTooLarge: "The amount must be at most $100,000",
  methodRequired: "Please choose a payment method",
  methodInvalid: "Please choose cash, check, credit, Venmo or Cash App",
  methodWithoutAmount: "A payment method needs an amount above $0. Leave the method empty to record a no-charge payment.",
  cardNumber: "Please enter a valid card number",
  cardNumberRequired: "Please enter the card number",
  expiryRequired: "Please enter the card's expiry date",
  expiryFormat: "Please enter the expiry as MM/YY",
  expired: "This card has expired",
  cvvRequired: "Please enter the card's CVV",
  cvv: "The CVV is the 3 or 4 digits on the card",
  notes: "Please use at most 500 characters",
  unknownCustomer: "This customer is not one of your business's customers.",
  unknownBooking: "This booking is not one of your business's bookings.",
  bookingOtherCustomer: "This booking belongs to another customer.",
  recorded: "Payment recorded",
  failed: "Failed to record the payment. Please try again.",
  loadFailed: "Payments could not be loaded. Please try again.",
  formLoadFailed: "Customers and bookings could not be loaded, so no payment can be recorded right now. Please try again.",
  processing: "Processing payment…",
} as const;

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: "Cash",
  check: "Check",
  credit: "Credit card",
  venmo: "Venmo",
  cashapp: "Cash App",
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: "Pending",
  completed: "Completed",
  failed: "Failed",
};

export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  card: "Card",
};

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === "string" && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** `?status=` read leniently: anything unknown shows every payment. */
export function parseStatusFilter(value: string | null | undefined): PaymentStatusFilter {
  return (PAYMENT_STATUS_FILTERS as readonly string[]).includes(value ?? "") ? (value as PaymentStatusFilter) : "all";
}

/** Spec: cash and check are completed at once; the other methods stay pending. No method = no charge. */
export function paymentStatusFor(method: PaymentMethod | null): "completed" | "pending" {
  return method === null || method === "cash" || method === "check" ? "completed" : "pending";
}

// ---------------------------------------------------------------------------------------------
// Amount

export type AmountResult = { ok: true; cents: number } | { ok: false; error: string };

/**
 * Dollars as typed ("12.5", "12.50", "0", ".99") to integer cents, without floating point.
 * Refuses negatives, anything not a plain decimal (no "1e3", "$5", "1,000"), more than two
 * decimals and amounts above MAX_AMOUNT_CENTS.
 */
export function parseAmountToCents(input: string | null | undefined): AmountResult {
  const text = (input ?? "").trim();
  if (text === "") return { ok: false, error: PAYMENT_MESSAGES.amountRequired };
  if (/^-\s*(\d+\.?\d*|\.\d+)$/.test(text)) return { ok: false, error: PAYMENT_MESSAGES.amountNegative };
  if (/^(\d+\.?\d*|\.\d+)$/.test(text) && /\.\d{3,}$/.test(text)) return { ok: false, error: PAYMENT_MESSAGES.amountDecimals };
  const match = /^(\d*)(?:\.(\d{0,2}))?$/.exec(text);
  if (!match || (match[1] === "" && !match[2])) return { ok: false, error: PAYMENT_MESSAGES.amountInvalid };
  const whole = match[1].replace(/^0+(?=\d)/, "");
  if (whole.length > String(MAX_AMOUNT_CENTS / 100).length) return { ok: false, error: PAYMENT_MESSAGES.amountTooLarge };
  const cents = Number(whole || "0") * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (cents > MAX_AMOUNT_CENTS) return { ok: false, error: PAYMENT_MESSAGES.amountTooLarge };
  return { ok: true, cents };
}

// ---------------------------------------------------------------------------------------------
// Cards

/** The digits of a card number typed with spaces or dashes ("4242 4242-4242 4242"), or null. */
export function cardDigits(input: string): string | null {
  const digits = input.replace(/[\s-]/g, "");
  return /^\d+$/.test(digits) ? digits : null;
}

/** The Luhn (mod 10) check every payment card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let digit = digits.charCodeAt(i) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** A plausible card number: 12 to 19 digits (spaces and dashes allowed), not all zeros, Luhn-valid. */
export function isValidCardNumber(input: string): boolean {
  const digits = cardDigits(input);
  return digits !== null && digits.length >= 12 && digits.length <= 19 && !/^0+$/.test(digits) && passesLuhn(digits);
}

/** The brand from the number's leading digits (IIN ranges); "card" when not one of the four. */
export function detectCardBrand(digits: string): CardBrand {
  if (/^3[47]/.test(digits)) return "amex";
  if (/^4/.test(digits)) return "visa";
  const first4 = Number(digits.slice(0, 4));
  if (/^5[1-5]/.test(digits) || (digits.length >= 4 && first4 >= 2221 && first4 <= 2720)) return "mastercard";
  const first6 = Number(digits.slice(0, 6));
  if (/^(6011|65|64[4-9])/.test(digits) || (digits.length >= 6 && first6 >= 622126 && first6 <= 622925)) return "discover";
  return "card";
}

export type CardExpiry = { month: number; year: number; text: string };

/** "MM/YY" (also "M/YY" and spaces around the slash) to a month and a four-digit year, or null. */
export function parseExpiry(input: string): CardExpiry | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  const year = 2000 + Number(match[2]);
  return { month, year, text: `${String(month).padStart(2, "0")}/${match[2]}` };
}

/** A card works through the last day of its expiry month: expired only once that month is over (UTC). */
export function isExpiryInPast(expiry: { month: number; year: number }, now: Date): boolean {
  return expiry.year * 12 + (expiry.month - 1) < now.getUTCFullYear() * 12 + now.getUTCMonth();
}

export function isValidCvv(input: string): boolean {
  return /^\d{3,4}$/.test(input.trim());
}

/** What a payment keeps of a card: what a receipt shows, never the number or the CVV. */
export type RedactedCard = { brand: CardBrand; last4: string; expiry: string };

/** Reduces an already validated card to brand, last four digits and "MM/YY". */
export function redactCard(number: string, expiry: CardExpiry): RedactedCard {
  const digits = cardDigits(number) ?? "";
  return { brand: detectCardBrand(digits), last4: digits.slice(-4), expiry: expiry.text };
}

type CardFields = { card_number?: string; expiry?: string; cvv?: string };
export type CardResult = { ok: true; card: RedactedCard } | { ok: false; errors: Partial<Record<keyof CardFields, string>> };

/** Checks the three card fields (each message names the problem, never the number) and redacts. */
export function validateCard(fields: CardFields, now: Date): CardResult {
  const errors: Partial<Record<keyof CardFields, string>> = {};
  const number = fields.card_number?.trim() ?? "";
  if (!number) errors.card_number = PAYMENT_MESSAGES.cardNumberRequired;
  else if (!isValidCardNumber(number)) errors.card_number = PAYMENT_MESSAGES.cardNumber;

  const expiryText = fields.expiry?.trim() ?? "";
  const expiry = expiryText ? parseExpiry(expiryText) : null;
  if (!expiryText) errors.expiry = PAYMENT_MESSAGES.expiryRequired;
  else if (!expiry) errors.expiry = PAYMENT_MESSAGES.expiryFormat;
  else if (isExpiryInPast(expiry, now)) errors.expiry = PAYMENT_MESSAGES.expired;

  const cvv = fields.cvv?.trim() ?? "";
  if (!cvv) errors.cvv = PAYMENT_MESSAGES.cvvRequired;
  else if (!isValidCvv(cvv)) errors.cvv = PAYMENT_MESSAGES.cvv;

  if (Object.keys(errors).length > 0 || !expiry) return { ok: false, errors };
  return { ok: true, card: redactCard(number, expiry) };
}

// ---------------------------------------------------------------------------------------------
// The form

/** The form as posted (every field optional: an empty field arrives as undefined). */
export type RawPaymentForm = {
  customer_id?: string;
  booking_id?: string;
  amount?: string;
  method?: string;
  card_number?: string;
  expiry?: string;
  cvv?: string;
  notes?: string;
};

export type PaymentField = keyof RawPaymentForm;

/** A validated payment: amounts in cents, the card already reduced to what may be stored. */
export type PaymentInput = {
  customerId: string;
  bookingId: string | null;
  amountCents: number;
  method: PaymentMethod | null;
  card: RedactedCard | null;
  notes: string | null;
};

export type PaymentValidation = { ok: true; value: PaymentInput } | { ok: false; errors: Partial<Record<PaymentField, string>> };

/** Every rule of the payment form, in one pure function (the zod schema in payments.schema.server.ts wraps it). */
export function validatePayment(raw: RawPaymentForm, now: Date): PaymentValidation {
  const errors: Partial<Record<PaymentField, string>> = {};

  const customerId = raw.customer_id?.trim() ?? "";
  if (!isUuid(customerId)) errors.customer_id = PAYMENT_MESSAGES.customer;

  const bookingText = raw.booking_id?.trim() || NO_BOOKING;
  if (bookingText !== NO_BOOKING && !isUuid(bookingText)) errors.booking_id = PAYMENT_MESSAGES.booking;

  const amount = parseAmountToCents(raw.amount);
  if (!amount.ok) errors.amount = amount.error;

  const methodText = raw.method?.trim() ?? "";
  const method = methodText === "" ? null : isPaymentMethod(methodText) ? methodText : undefined;
  if (method === undefined) errors.method = PAYMENT_MESSAGES.methodInvalid;
  else if (amount.ok && amount.cents === 0 && method !== null) errors.method = PAYMENT_MESSAGES.methodWithoutAmount;
  else if (amount.ok && amount.cents > 0 && method === null) errors.method = PAYMENT_MESSAGES.methodRequired;

  let card: RedactedCard | null = null;
  if (method === "credit") {
    const result = validateCard(raw, now);
    if (result.ok) card = result.card;
    else Object.assign(errors, result.errors);
  }

  const notes = raw.notes?.trim() ?? "";
  if (notes.length > PAYMENT_LIMITS.notes) errors.notes = PAYMENT_MESSAGES.notes;

  if (Object.keys(errors).length > 0 || !amount.ok || method === undefined) return { ok: false, errors };
  return {
    ok: true,
    value: {
      customerId,
      bookingId: bookingText === NO_BOOKING ? null : bookingText,
      amountCents: amount.cents,
      method,
      card,
      notes: notes || null,
    },
  };
}

/** The columns a payment row stores: of a card only brand, last four digits and expiry. */
export type PaymentRecord = {
  customer_id: string;
  booking_id: string | null;
  amount_cents: number;
  method: PaymentMethod | null;
  status: "completed" | "pending";
  card_brand: CardBrand | null;
  card_last4: string | null;
  card_expiry: string | null;
  notes: string | null;
};

export function toPaymentRecord(input: PaymentInput): PaymentRecord {
  return {
    customer_id: input.customerId,
    booking_id: input.bookingId,
    amount_cents: input.amountCents,
    method: input.method,
    status: paymentStatusFor(input.method),
    card_brand: input.card?.brand ?? null,
    card_last4: input.card?.last4 ?? null,
    card_expiry: input.card?.expiry ?? null,
    notes: input.notes,
  };
}

/** Whether a completed payment of this amount adds to the customer's total spent. */
export function addsToTotalSpent(record: Pick<PaymentRecord, "status" | "amount_cents">): boolean {
  return record.status === "completed" && record.amount_cents > 0;
}

/** "Visa •••• 4242 · exp 12/30" for a row; null when the payment has no card. */
export function describeCard(row: { card_brand: string | null; card_last4: string | null; card_expiry: string | null }): string | null {
  if (!row.card_last4) return null;
  const brand = CARD_BRAND_LABELS[row.card_brand as CardBrand] ?? "Card";
  return `${brand} •••• ${row.card_last4}${row.card_expiry ? ` · exp ${row.card_expiry}` : ""}`;
}

/** "Nov 25, 2026, 10:00 AM" in the business's time zone. */
export function formatPaymentDate(iso: string, timeZone: string): string {
  return formatterFor("payment-date", timeZone, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(iso));
}
