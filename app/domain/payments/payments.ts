import { reasons, reasonWith, type ReasonOf } from "../outcome";
import { MIN_CHARGE_CENTS } from "./online-payments";
import { isUuid } from "../uuid";
import { tooLongReason } from "../forms/fields";

/**
 * The dashboard's payment rules, shared by browser and server. A zero amount without a method is a
 * no-charge record (a free estimate); with a method it is refused. No card number or CVV reaches
 * the server (docs/decisions/0022).
 */

export const PAYMENT_METHODS = ["cash", "check", "credit", "venmo", "cashapp"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const CARD_BRANDS = ["visa", "mastercard", "amex", "discover", "card"] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The booking select's "No booking" option (never an empty value). */
export const NO_BOOKING = "none";

/** $100,000.00: more than any home-service job; a typo guard, not a business limit. */
export const MAX_AMOUNT_CENTS = 10_000_000;

/** Amount step 0.01 (spec section 9); a card is recorded by its last four digits only. */
export const PAYMENT_LIMITS = { last4: 4, notes: 500, amountStep: "0.01" } as const;

/** How a card payment is made: a link to Stripe's page, the card the customer saved, or the business's own terminal. */
export const CREDIT_WAYS = ["link", "card_on_file", "terminal"] as const;
export type CreditWay = (typeof CREDIT_WAYS)[number];

/** Spec: saving waits 2 seconds before showing the payment (kept in the browser, never on the server). */
export const PROCESSING_MS = 2000;

/** The dashboard's payments: their reasons (decision 0047), worded in app/locales/reasons-business.ts. */
export const PAYMENT_REASONS = /* @__PURE__ */ reasons("payment", [
  "customer",
  "booking",
  "amountRequired",
  "amountInvalid",
  "amountNegative",
  "amountDecimals",
  "amountTooLarge",
  "methodRequired",
  "methodInvalid",
  "methodWithoutAmount",
  "creditWay",
  "creditWayOffline",
  "cardBrand",
  "cardLast4",
  "onlineTooSmall",
  "notesCardNumber",
  "noCardOnFile",
  "bookingEnded",
  "linkSent",
  "cardCharged",
  "cardRefused",
  "unknownCustomer",
  "unknownBooking",
  "bookingOtherCustomer",
  "recorded",
  "failed",
  "loadFailed",
  "formLoadFailed",
  "processing",
  "priceAmount",
  "depositAmount",
]);
export type PaymentReason = ReasonOf<typeof PAYMENT_REASONS>;

export const NOTES_TOO_LONG_REASON = /* @__PURE__ */ tooLongReason(PAYMENT_LIMITS.notes);

/** The card on file was refused, with why (a card refusal's id, or Stripe's own words). */
export const cardRefusedReason = (reason: string) => reasonWith(PAYMENT_REASONS.cardRefused, { reason: reason.replace(/\.$/, "") });

/**
 * Why a card or a refund to it was refused, by Stripe's codes (its `decline_code`, else its
 * `code`, or a refund's `failure_reason`), worded in each reader's language in
 * app/locales/reasons-business.ts. A code not listed keeps Stripe's own message.
 */
export const CARD_REFUSAL_REASONS = /* @__PURE__ */ reasons("cardRefusal", [
  "declined",
  "insufficientFunds",
  "expired",
  "incorrectCvc",
  "incorrectNumber",
  "processingError",
  "authenticationRequired",
  "cardClosed",
]);
export type CardRefusalReason = ReasonOf<typeof CARD_REFUSAL_REASONS>;

const CARD_REFUSAL_CODES: Readonly<Record<string, CardRefusalReason>> = {
  card_declined: "cardRefusal.declined",
  generic_decline: "cardRefusal.declined",
  do_not_honor: "cardRefusal.declined",
  lost_card: "cardRefusal.declined",
  stolen_card: "cardRefusal.declined",
  pickup_card: "cardRefusal.declined",
  fraudulent: "cardRefusal.declined",
  insufficient_funds: "cardRefusal.insufficientFunds",
  expired_card: "cardRefusal.expired",
  incorrect_cvc: "cardRefusal.incorrectCvc",
  invalid_cvc: "cardRefusal.incorrectCvc",
  incorrect_number: "cardRefusal.incorrectNumber",
  invalid_number: "cardRefusal.incorrectNumber",
  processing_error: "cardRefusal.processingError",
  authentication_required: "cardRefusal.authenticationRequired",
  expired_or_canceled_card: "cardRefusal.cardClosed",
  lost_or_stolen_card: "cardRefusal.cardClosed",
};

/** Why Stripe refused, as the ledger keeps it: a refusal's id for a code we word, else Stripe's message; null when it said neither. */
export function cardRefusalOf(error: { code?: string | null; decline_code?: string | null; message?: string | null }): string | null {
  for (const code of [error.decline_code, error.code])
    if (code && Object.hasOwn(CARD_REFUSAL_CODES, code)) return CARD_REFUSAL_CODES[code]!;
  return error.message || null;
}

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

/**
 * Spec: cash and check are completed at once; Venmo and Cash App stay pending. A card taken on
 * the business's own terminal is completed too: the money has moved. No method = no charge.
 */
export function paymentStatusFor(method: PaymentMethod | null): "completed" | "pending" {
  return method === null || method === "cash" || method === "check" || method === "credit" ? "completed" : "pending";
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
  if (text === "") return { ok: false, error: PAYMENT_REASONS.amountRequired };
  if (/^-\s*(\d+\.?\d*|\.\d+)$/.test(text)) return { ok: false, error: PAYMENT_REASONS.amountNegative };
  if (/^(\d+\.?\d*|\.\d+)$/.test(text) && /\.\d{3,}$/.test(text)) return { ok: false, error: PAYMENT_REASONS.amountDecimals };
  const match = /^(\d*)(?:\.(\d{0,2}))?$/.exec(text);
  if (!match || (match[1] === "" && !match[2])) return { ok: false, error: PAYMENT_REASONS.amountInvalid };
  const whole = match[1].replace(/^0+(?=\d)/, "");
  if (whole.length > String(MAX_AMOUNT_CENTS / 100).length) return { ok: false, error: PAYMENT_REASONS.amountTooLarge };
  const cents = Number(whole || "0") * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (cents > MAX_AMOUNT_CENTS) return { ok: false, error: PAYMENT_REASONS.amountTooLarge };
  return { ok: true, cents };
}

// ---------------------------------------------------------------------------------------------
// Cards

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

/**
 * Whether a text holds what looks like a card number: 14 to 19 digits starting as the card
 * networks' numbers do (2 to 6), written whole or in groups split by spaces or dashes, that pass
 * Luhn. (A timestamp or an order number seldom does all three.)
 */
export function containsCardNumber(text: string): boolean {
  for (const match of text.matchAll(/\d+(?:[ -]\d+)*/g)) {
    const groups = match[0].split(/[ -]/);
    for (let from = 0; from < groups.length; from++) {
      let digits = "";
      for (let to = from; to < groups.length && digits.length < 19; to++) {
        digits += groups[to];
        if (digits.length >= 14 && digits.length <= 19 && /^[2-6]/.test(digits) && passesLuhn(digits)) return true;
      }
    }
  }
  return false;
}

/** What a payment keeps of a card taken on the business's own terminal: its brand and last four digits. */
export type RecordedCard = { brand: CardBrand; last4: string };

// ---------------------------------------------------------------------------------------------
// The form

/** The form as posted (every field optional: an empty field arrives as undefined). */
export type RawPaymentForm = {
  customer_id?: string;
  booking_id?: string;
  amount?: string;
  method?: string;
  credit_via?: string;
  card_brand?: string;
  card_last4?: string;
  notes?: string;
};

export type PaymentField = keyof RawPaymentForm;

/** How a card payment is made, with what each way needs. */
export type CreditPayment = { via: "link" } | { via: "card_on_file" } | { via: "terminal"; card: RecordedCard };

/** A validated payment: amounts in cents; of a card, at most its brand and last four digits. */
export type PaymentInput = {
  customerId: string;
  bookingId: string | null;
  amountCents: number;
  method: PaymentMethod | null;
  credit: CreditPayment | null;
  notes: string | null;
};

export type PaymentValidation = { ok: true; value: PaymentInput } | { ok: false; errors: Partial<Record<PaymentField, string>> };

function isCardBrand(value: unknown): value is CardBrand {
  return typeof value === "string" && (CARD_BRANDS as readonly string[]).includes(value);
}

/**
 * Every rule of the payment form, in one pure function (the zod schema in payments.schema.server.ts
 * wraps it). `online` says whether the business can take cards online (Stripe on and its account
 * ready); without it, a card is recorded as taken on the business's own terminal.
 */
export function validatePayment(raw: RawPaymentForm, options: { online: boolean } = { online: true }): PaymentValidation {
  const errors: Partial<Record<PaymentField, string>> = {};

  const customerId = raw.customer_id?.trim() ?? "";
  if (!isUuid(customerId)) errors.customer_id = PAYMENT_REASONS.customer;

  const bookingText = raw.booking_id?.trim() || NO_BOOKING;
  if (bookingText !== NO_BOOKING && !isUuid(bookingText)) errors.booking_id = PAYMENT_REASONS.booking;

  const amount = parseAmountToCents(raw.amount);
  if (!amount.ok) errors.amount = amount.error;

  const methodText = raw.method?.trim() ?? "";
  const method = methodText === "" ? null : isPaymentMethod(methodText) ? methodText : undefined;
  if (method === undefined) errors.method = PAYMENT_REASONS.methodInvalid;
  else if (amount.ok && amount.cents === 0 && method !== null) errors.method = PAYMENT_REASONS.methodWithoutAmount;
  else if (amount.ok && amount.cents > 0 && method === null) errors.method = PAYMENT_REASONS.methodRequired;

  let credit: CreditPayment | null = null;
  if (method === "credit") {
    // Without online payments the terminal is the only way, and the form shows no choice.
    const via = options.online ? raw.credit_via?.trim() : "terminal";
    if (via === "link" || via === "card_on_file") {
      if (amount.ok && amount.cents > 0 && amount.cents < MIN_CHARGE_CENTS) errors.amount = PAYMENT_REASONS.onlineTooSmall;
      credit = { via };
    } else if (via === "terminal") {
      const brand = raw.card_brand?.trim();
      const last4 = raw.card_last4?.trim() ?? "";
      if (!isCardBrand(brand)) errors.card_brand = PAYMENT_REASONS.cardBrand;
      if (!/^\d{4}$/.test(last4)) errors.card_last4 = PAYMENT_REASONS.cardLast4;
      if (isCardBrand(brand) && /^\d{4}$/.test(last4)) credit = { via, card: { brand, last4 } };
    } else errors.credit_via = PAYMENT_REASONS.creditWay;
  }

  const notes = raw.notes?.trim() ?? "";
  if (notes.length > PAYMENT_LIMITS.notes) errors.notes = NOTES_TOO_LONG_REASON;
  else if (containsCardNumber(notes)) errors.notes = PAYMENT_REASONS.notesCardNumber;

  if (Object.keys(errors).length > 0 || !amount.ok || method === undefined) return { ok: false, errors };
  return {
    ok: true,
    value: {
      customerId,
      bookingId: bookingText === NO_BOOKING ? null : bookingText,
      amountCents: amount.cents,
      method,
      credit,
      notes: notes || null,
    },
  };
}

/** The columns a payment the business records stores: of a card only its brand and last four digits. */
export type PaymentRecord = {
  customer_id: string;
  booking_id: string | null;
  amount_cents: number;
  method: PaymentMethod | null;
  status: "completed" | "pending";
  card_brand: CardBrand | null;
  card_last4: string | null;
  card_expiry: null;
  notes: string | null;
};

export function toPaymentRecord(input: PaymentInput): PaymentRecord {
  const card = input.credit?.via === "terminal" ? input.credit.card : null;
  return {
    customer_id: input.customerId,
    booking_id: input.bookingId,
    amount_cents: input.amountCents,
    method: input.method,
    status: paymentStatusFor(input.method),
    card_brand: card?.brand ?? null,
    card_last4: card?.last4 ?? null,
    card_expiry: null,
    notes: input.notes,
  };
}

/** Whether a completed payment of this amount adds to the customer's total spent. */
export function addsToTotalSpent(record: Pick<PaymentRecord, "status" | "amount_cents">): boolean {
  return record.status === "completed" && record.amount_cents > 0;
}
