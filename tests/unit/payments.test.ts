import { describeCardIn } from "~/locales/dashboard-server";
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { readInEnglish } from "../support/english";
import {
  addsToTotalSpent,
  cardRefusalOf,
  containsCardNumber,
  parseAmountToCents,
  passesLuhn,
  paymentStatusFor,
  toPaymentRecord,
  validatePayment,
  type RawPaymentForm,
} from "~/domain/payments/payments";
import { parseStatusFilter } from "~/domain/payments/payment-status";
import { paymentFormSchema } from "~/domain/payments/payments.schema.server";

const CUSTOMER = "0b6f4f0e-2c1a-4c1e-9a57-3c7b3f0f0a01";
const BOOKING = "1c7a5a1f-3d2b-4d2f-8b68-4d8c4f1f1b02";

describe("parseAmountToCents", () => {
  it.each([
    ["12.5", 1250],
    ["12.50", 1250],
    ["12", 1200],
    ["12.", 1200],
    [".99", 99],
    ["0", 0],
    ["0.00", 0],
    [" 42.05 ", 4205],
    ["0.1", 10],
    ["007.07", 707],
    ["100000", 10_000_000],
  ])("%j is %i cents", (text, cents) => {
    expect(readInEnglish(parseAmountToCents(text))).toEqual({ ok: true, cents });
  });

  it("adds no floating-point error (0.29 and 1.15 in cents)", () => {
    expect(readInEnglish(parseAmountToCents("0.29"))).toEqual({ ok: true, cents: 29 });
    expect(readInEnglish(parseAmountToCents("1.15"))).toEqual({ ok: true, cents: 115 });
    expect(readInEnglish(parseAmountToCents("19.99"))).toEqual({ ok: true, cents: 1999 });
  });

  it.each([
    ["", "Please enter an amount"],
    [undefined, "Please enter an amount"],
    ["-5", "The amount cannot be negative"],
    ["-0.01", "The amount cannot be negative"],
    ["abc", "Please enter an amount in dollars and cents, like 12.50"],
    ["1e3", "Please enter an amount in dollars and cents, like 12.50"],
    ["$5", "Please enter an amount in dollars and cents, like 12.50"],
    ["1,000", "Please enter an amount in dollars and cents, like 12.50"],
    [".", "Please enter an amount in dollars and cents, like 12.50"],
    ["12.5.1", "Please enter an amount in dollars and cents, like 12.50"],
    ["NaN", "Please enter an amount in dollars and cents, like 12.50"],
    ["Infinity", "Please enter an amount in dollars and cents, like 12.50"],
    ["12.505", "Please use at most 2 decimal places"],
    ["0.001", "Please use at most 2 decimal places"],
    ["100000.01", "The amount must be at most $100,000"],
    ["9999999", "The amount must be at most $100,000"],
    ["99999999999999999999999", "The amount must be at most $100,000"],
  ])("refuses %j", (text, error) => {
    expect(readInEnglish(parseAmountToCents(text))).toEqual({ ok: false, error });
  });
});

describe("status rules", () => {
  it("completes cash and check at once (spec), and a card taken on the business's own terminal; leaves Venmo and Cash App pending", () => {
    expect(paymentStatusFor("cash")).toBe("completed");
    expect(paymentStatusFor("check")).toBe("completed");
    expect(paymentStatusFor("credit")).toBe("completed");
    expect(paymentStatusFor("venmo")).toBe("pending");
    expect(paymentStatusFor("cashapp")).toBe("pending");
  });

  it("treats a no-charge record (no method) as completed, adding nothing to total spent", () => {
    expect(paymentStatusFor(null)).toBe("completed");
    expect(addsToTotalSpent({ status: "completed", amount_cents: 0 })).toBe(false);
    expect(addsToTotalSpent({ status: "completed", amount_cents: 1250 })).toBe(true);
    expect(addsToTotalSpent({ status: "pending", amount_cents: 1250 })).toBe(false);
  });

  it("reads the status filter leniently", () => {
    expect(parseStatusFilter("pending")).toBe("pending");
    expect(parseStatusFilter("failed")).toBe("failed");
    expect(parseStatusFilter("all")).toBe("all");
    expect(parseStatusFilter("")).toBe("all");
    expect(parseStatusFilter(null)).toBe("all");
    expect(parseStatusFilter("refunded")).toBe("all");
  });
});

describe("Luhn and card numbers in text", () => {
  it.each(["4242424242424242", "4111111111111111", "5555555555554444", "378282246310005", "6011111111111117", "79927398713"])(
    "%s passes Luhn",
    (number) => expect(passesLuhn(number)).toBe(true),
  );

  it.each(["4242424242424241", "4111111111111112", "79927398710", "12a4"])("%s fails Luhn", (number) => {
    expect(passesLuhn(number)).toBe(false);
  });

  it.each(["4242 4242 4242 4242", "card 4242-4242-4242-4242 exp 12/30", "paid with 378282246310005", "ref 99 4111111111111111 thanks"])(
    "finds a card number in %j",
    (text) => expect(containsCardNumber(text)).toBe(true),
  );

  it.each([
    "Paid at the door",
    "(512) 555-0142",
    "Invoice 2026-11-25",
    "4242",
    "0000 0000 0000 0000",
    "4242 4242 4242 4241",
    "run 1795671711947",
  ])("finds none in %j", (text) => expect(containsCardNumber(text)).toBe(false));
});

describe("validatePayment", () => {
  const base: RawPaymentForm = { customer_id: CUSTOMER, booking_id: "none", amount: "25.00", method: "cash" };

  it("records cash with the amount in cents and no booking for 'none'", () => {
    expect(readInEnglish(validatePayment(base))).toEqual({
      ok: true,
      value: { customerId: CUSTOMER, bookingId: null, amountCents: 2500, method: "cash", credit: null, notes: null },
    });
    const withBooking = validatePayment({ ...base, booking_id: BOOKING, notes: "  Paid at the door " });
    expect(withBooking.ok && withBooking.value).toMatchObject({ bookingId: BOOKING, notes: "Paid at the door" });
  });

  it("refuses a method with a zero amount, and a positive amount without a method", () => {
    expect(readInEnglish(validatePayment({ ...base, amount: "0" }))).toEqual({
      ok: false,
      errors: { method: "A payment method needs an amount above $0. Leave the method empty to record a no-charge payment." },
    });
    expect(readInEnglish(validatePayment({ ...base, method: undefined }))).toEqual({
      ok: false,
      errors: { method: "Please choose a payment method" },
    });
  });

  it("records a zero amount without a method as a no-charge record", () => {
    const result = validatePayment({ ...base, amount: "0", method: undefined });
    expect(result).toMatchObject({ ok: true, value: { amountCents: 0, method: null } });
    expect(result.ok && toPaymentRecord(result.value).status).toBe("completed");
  });

  it("refuses unknown methods, customers and bookings that are not ids", () => {
    const result = validatePayment({ customer_id: "choose", booking_id: "", amount: "5", method: "bitcoin" });
    expect(readInEnglish(result)).toEqual({
      ok: false,
      errors: { customer_id: "Please choose a customer", method: "Please choose cash, check, credit, Venmo or Cash App" },
    });
    expect(readInEnglish(validatePayment({ ...base, booking_id: "booking-1" }))).toEqual({
      ok: false,
      errors: { booking_id: "Please choose a booking or No booking" },
    });
  });

  it("asks how a card pays: a link or the card on file online, or the business's own terminal", () => {
    expect(readInEnglish(validatePayment({ ...base, method: "credit" }))).toEqual({
      ok: false,
      errors: { credit_via: "Please choose how the customer pays by card" },
    });
    expect(readInEnglish(validatePayment({ ...base, method: "credit", credit_via: "link" }))).toMatchObject({
      ok: true,
      value: { credit: { via: "link" } },
    });
    expect(readInEnglish(validatePayment({ ...base, method: "credit", credit_via: "card_on_file" }))).toMatchObject({
      ok: true,
      value: { credit: { via: "card_on_file" } },
    });
    // Stripe takes at least 50 cents.
    expect(readInEnglish(validatePayment({ ...base, amount: "0.49", method: "credit", credit_via: "link" }))).toEqual({
      ok: false,
      errors: { amount: "A card payment online must be at least $0.50" },
    });
  });

  it("records a card taken on the business's own terminal by its brand and last four digits only", () => {
    const terminal = { ...base, method: "credit", credit_via: "terminal", card_brand: "visa", card_last4: "4242" };
    const result = validatePayment(terminal);
    expect(result).toEqual({
      ok: true,
      value: {
        customerId: CUSTOMER,
        bookingId: null,
        amountCents: 2500,
        method: "credit",
        credit: { via: "terminal", card: { brand: "visa", last4: "4242" } },
        notes: null,
      },
    });
    expect(result.ok && toPaymentRecord(result.value)).toEqual({
      customer_id: CUSTOMER,
      booking_id: null,
      amount_cents: 2500,
      method: "credit",
      status: "completed",
      card_brand: "visa",
      card_last4: "4242",
      card_expiry: null,
      notes: null,
    });
    expect(readInEnglish(validatePayment({ ...terminal, card_brand: "choose", card_last4: "42" }))).toEqual({
      ok: false,
      errors: { card_brand: "Please choose the card's brand", card_last4: "Please enter the last four digits of the card" },
    });
  });

  it("without online payments a card is the terminal's, whatever way is posted", () => {
    const result = validatePayment(
      { ...base, method: "credit", credit_via: "link", card_brand: "amex", card_last4: "0005" },
      { online: false },
    );
    expect(result).toMatchObject({ ok: true, value: { credit: { via: "terminal", card: { brand: "amex", last4: "0005" } } } });
  });

  it("never reads a card number or CVV, and refuses one written into the notes", () => {
    const posted = { ...base, card_number: "4242 4242 4242 4242", cvv: "123" } as RawPaymentForm;
    const result = validatePayment(posted);
    expect(result.ok).toBe(true);
    expect(JSON.stringify(result)).not.toMatch(/4242|123/);
    expect(readInEnglish(validatePayment({ ...base, notes: "Card 4242 4242 4242 4242, CVV 123" }))).toEqual({
      ok: false,
      errors: { notes: "Please do not write card numbers in notes" },
    });
  });
});

describe("the form's schema", () => {
  const raw = {
    customer_id: CUSTOMER,
    amount: "80",
    method: "credit",
    credit_via: "terminal",
    card_brand: "visa",
    card_last4: "4242",
    notes: "Deposit",
    request_key: "k-1",
  };

  it("outputs the same value as the rule, with its one-time key, and drops any card number or CVV posted", () => {
    const formData = new FormData();
    for (const [name, value] of Object.entries({ ...raw, card_number: "4242 4242 4242 4242", cvv: "123" })) formData.set(name, value);
    const submission = parseWithZod(formData, { schema: paymentFormSchema({ online: true }) });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({
      customerId: CUSTOMER,
      bookingId: null,
      amountCents: 8000,
      method: "credit",
      credit: { via: "terminal", card: { brand: "visa", last4: "4242" } },
      notes: "Deposit",
      requestKey: "k-1",
    });
    expect(JSON.stringify(submission.value)).not.toMatch(/4242 4242|4242424242424242|123/);
    const reply = submission.reply({ hideFields: ["card_number", "cvv"] });
    expect(JSON.stringify(reply)).not.toMatch(/4242 4242|"123"/);
  });

  it("reports errors per field", () => {
    const formData = new FormData();
    for (const [name, value] of Object.entries({ ...raw, card_last4: "42x4" })) formData.set(name, value);
    const submission = parseWithZod(formData, { schema: paymentFormSchema({ online: true }) });
    expect(submission.status).toBe("error");
    expect(readInEnglish(submission.reply().error)).toEqual({ card_last4: ["Please enter the last four digits of the card"] });
  });

  it("describes a stored card for the list", () => {
    expect(describeCardIn("en", { card_brand: "visa", card_last4: "4242", card_expiry: "12/30" })).toBe("Visa •••• 4242 · exp 12/30");
    expect(describeCardIn("en", { card_brand: "card", card_last4: "0005", card_expiry: null })).toBe("Card •••• 0005");
    expect(describeCardIn("en", { card_brand: null, card_last4: null, card_expiry: null })).toBeNull();
  });
});

describe("why Stripe refused a card", () => {
  it("keeps a refusal's id for a code it words, its decline code first, and Stripe's message for any other", () => {
    expect(cardRefusalOf({ code: "card_declined", decline_code: "insufficient_funds", message: "Your card has insufficient funds." })).toBe(
      "cardRefusal.insufficientFunds",
    );
    expect(cardRefusalOf({ code: "card_declined", message: "Your card was declined." })).toBe("cardRefusal.declined");
    // A lost or stolen card is told as declined: the customer is not told what the bank suspects.
    expect(cardRefusalOf({ code: "card_declined", decline_code: "stolen_card" })).toBe("cardRefusal.declined");
    expect(cardRefusalOf({ code: "expired_or_canceled_card" })).toBe("cardRefusal.cardClosed");
    expect(cardRefusalOf({ code: "resource_missing", message: "No such payment_intent" })).toBe("No such payment_intent");
    expect(cardRefusalOf({ code: "toString" })).toBeNull();
    expect(cardRefusalOf({})).toBeNull();
  });
});
