import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  addsToTotalSpent,
  describeCard,
  detectCardBrand,
  isExpiryInPast,
  isValidCardNumber,
  isValidCvv,
  parseAmountToCents,
  parseExpiry,
  parseStatusFilter,
  passesLuhn,
  paymentStatusFor,
  toPaymentRecord,
  validateCard,
  validatePayment,
  type RawPaymentForm,
} from "~/domain/payments";
import { paymentFormSchema } from "~/domain/payments.schema.server";

const NOW = new Date("2026-11-25T16:00:00Z");
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
    expect(parseAmountToCents(text)).toEqual({ ok: true, cents });
  });

  it("adds no floating-point error (0.29 and 1.15 in cents)", () => {
    expect(parseAmountToCents("0.29")).toEqual({ ok: true, cents: 29 });
    expect(parseAmountToCents("1.15")).toEqual({ ok: true, cents: 115 });
    expect(parseAmountToCents("19.99")).toEqual({ ok: true, cents: 1999 });
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
    expect(parseAmountToCents(text)).toEqual({ ok: false, error });
  });
});

describe("status rules", () => {
  it("completes cash and check at once, leaves the other methods pending (spec)", () => {
    expect(paymentStatusFor("cash")).toBe("completed");
    expect(paymentStatusFor("check")).toBe("completed");
    expect(paymentStatusFor("credit")).toBe("pending");
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

describe("Luhn and card numbers", () => {
  it.each(["4242424242424242", "4111111111111111", "5555555555554444", "378282246310005", "6011111111111117", "79927398713"])(
    "%s passes Luhn",
    (number) => expect(passesLuhn(number)).toBe(true),
  );

  it.each(["4242424242424241", "4111111111111112", "79927398710", "12a4"])("%s fails Luhn", (number) => {
    expect(passesLuhn(number)).toBe(false);
  });

  it("accepts spaces and dashes, refuses too short, too long, letters and all zeros", () => {
    expect(isValidCardNumber("4242 4242 4242 4242")).toBe(true);
    expect(isValidCardNumber("4242-4242-4242-4242")).toBe(true);
    expect(isValidCardNumber("79927398713")).toBe(false); // 11 digits
    expect(isValidCardNumber("42424242424242424242")).toBe(false); // 20 digits
    expect(isValidCardNumber("4242 4242 4242 424x")).toBe(false);
    expect(isValidCardNumber("0000000000000000")).toBe(false);
    expect(isValidCardNumber("")).toBe(false);
  });
});

describe("detectCardBrand", () => {
  it.each([
    ["4242424242424242", "visa"],
    ["4000056655665556", "visa"],
    ["5555555555554444", "mastercard"],
    ["5105105105105100", "mastercard"],
    ["2223003122003222", "mastercard"],
    ["2720990000000000", "mastercard"],
    ["378282246310005", "amex"],
    ["371449635398431", "amex"],
    ["6011111111111117", "discover"],
    ["6500000000000002", "discover"],
    ["6445644564456445", "discover"],
    ["6221260000000000", "discover"],
    ["3566002020360505", "card"], // JCB
    ["30569309025904", "card"], // Diners
    ["2721000000000000", "card"],
  ])("%s is %s", (digits, brand) => {
    expect(detectCardBrand(digits)).toBe(brand);
  });
});

describe("expiry", () => {
  it("parses MM/YY (and M/YY) and refuses anything else", () => {
    expect(parseExpiry("12/30")).toEqual({ month: 12, year: 2030, text: "12/30" });
    expect(parseExpiry("1/27")).toEqual({ month: 1, year: 2027, text: "01/27" });
    expect(parseExpiry(" 03 / 28 ")).toEqual({ month: 3, year: 2028, text: "03/28" });
    for (const bad of ["13/30", "00/30", "1230", "12/2030", "ab/cd", "", "12-30"]) expect(parseExpiry(bad)).toBeNull();
  });

  it("is valid through the last day of the expiry month", () => {
    const nov2026 = { month: 11, year: 2026 };
    expect(isExpiryInPast(nov2026, NOW)).toBe(false);
    expect(isExpiryInPast(nov2026, new Date("2026-11-30T23:59:59Z"))).toBe(false);
    expect(isExpiryInPast(nov2026, new Date("2026-12-01T00:00:00Z"))).toBe(true);
    expect(isExpiryInPast({ month: 10, year: 2026 }, NOW)).toBe(true);
    expect(isExpiryInPast({ month: 12, year: 2025 }, NOW)).toBe(true);
    expect(isExpiryInPast({ month: 1, year: 2027 }, NOW)).toBe(false);
  });

  it("depends on the `now` passed in", () => {
    const card = { card_number: "4242424242424242", expiry: "06/27", cvv: "123" };
    expect(validateCard(card, new Date("2027-06-15T00:00:00Z")).ok).toBe(true);
    expect(validateCard(card, new Date("2027-07-01T00:00:00Z"))).toEqual({ ok: false, errors: { expiry: "This card has expired" } });
  });
});

describe("CVV", () => {
  it("is 3 or 4 digits", () => {
    expect(isValidCvv("123")).toBe(true);
    expect(isValidCvv("1234")).toBe(true);
    for (const bad of ["12", "12345", "12a", "", "1 2 3"]) expect(isValidCvv(bad)).toBe(false);
  });
});

describe("validatePayment", () => {
  const base: RawPaymentForm = { customer_id: CUSTOMER, booking_id: "none", amount: "25.00", method: "cash" };

  it("records cash with the amount in cents and no booking for 'none'", () => {
    expect(validatePayment(base, NOW)).toEqual({
      ok: true,
      value: { customerId: CUSTOMER, bookingId: null, amountCents: 2500, method: "cash", card: null, notes: null },
    });
    const withBooking = validatePayment({ ...base, booking_id: BOOKING, notes: "  Paid at the door " }, NOW);
    expect(withBooking.ok && withBooking.value).toMatchObject({ bookingId: BOOKING, notes: "Paid at the door" });
  });

  it("refuses a method with a zero amount, and a positive amount without a method", () => {
    expect(validatePayment({ ...base, amount: "0" }, NOW)).toEqual({
      ok: false,
      errors: { method: "A payment method needs an amount above $0. Leave the method empty to record a no-charge payment." },
    });
    expect(validatePayment({ ...base, method: undefined }, NOW)).toEqual({
      ok: false,
      errors: { method: "Please choose a payment method" },
    });
  });

  it("records a zero amount without a method as a no-charge record", () => {
    const result = validatePayment({ ...base, amount: "0", method: undefined }, NOW);
    expect(result).toMatchObject({ ok: true, value: { amountCents: 0, method: null } });
    expect(result.ok && toPaymentRecord(result.value).status).toBe("completed");
  });

  it("refuses unknown methods, customers and bookings that are not ids", () => {
    const result = validatePayment({ customer_id: "choose", booking_id: "", amount: "5", method: "bitcoin" }, NOW);
    expect(result).toEqual({
      ok: false,
      errors: { customer_id: "Please choose a customer", method: "Please choose cash, check, credit, Venmo or Cash App" },
    });
    expect(validatePayment({ ...base, booking_id: "booking-1" }, NOW)).toEqual({
      ok: false,
      errors: { booking_id: "Please choose a booking or No booking" },
    });
  });

  it("checks the card only for credit, and says which field is wrong without repeating it", () => {
    const ignored = validatePayment({ ...base, card_number: "1234", cvv: "1" }, NOW);
    expect(ignored).toMatchObject({ ok: true, value: { card: null } });

    const bad = validatePayment({ ...base, method: "credit", card_number: "4242 4242 4242 4241", expiry: "10/26", cvv: "12" }, NOW);
    expect(bad).toEqual({
      ok: false,
      errors: {
        card_number: "Please enter a valid card number",
        expiry: "This card has expired",
        cvv: "The CVV is the 3 or 4 digits on the card",
      },
    });
    expect(JSON.stringify(bad)).not.toContain("4241");

    const missing = validatePayment({ ...base, method: "credit" }, NOW);
    expect(missing).toEqual({
      ok: false,
      errors: {
        card_number: "Please enter the card number",
        expiry: "Please enter the card's expiry date",
        cvv: "Please enter the card's CVV",
      },
    });
    expect(validatePayment({ ...base, method: "credit", card_number: "4242424242424242", expiry: "2030-12", cvv: "123" }, NOW)).toEqual({
      ok: false,
      errors: { expiry: "Please enter the expiry as MM/YY" },
    });
  });
});

describe("redaction: a payment keeps only brand, last four and expiry of a card", () => {
  const raw: RawPaymentForm = {
    customer_id: CUSTOMER,
    amount: "80",
    method: "credit",
    card_number: "4242 4242 4242 4242",
    expiry: "12/30",
    cvv: "123",
    notes: "Deposit",
  };

  it("validatePayment returns the card already reduced", () => {
    const result = validatePayment(raw, NOW);
    expect(result).toMatchObject({ ok: true, value: { card: { brand: "visa", last4: "4242", expiry: "12/30" } } });
    expect(result.ok && Object.keys(result.value.card!)).toEqual(["brand", "last4", "expiry"]);
    expect(JSON.stringify(result)).not.toMatch(/4242\s?4242|424242|"123"|cvv/i);
  });

  it("the stored record has card_brand, card_last4 and card_expiry and nothing else of the card", () => {
    const result = validatePayment(raw, NOW);
    if (!result.ok) throw new Error("expected a valid payment");
    const record = toPaymentRecord(result.value);
    expect(record).toEqual({
      customer_id: CUSTOMER,
      booking_id: null,
      amount_cents: 8000,
      method: "credit",
      status: "pending",
      card_brand: "visa",
      card_last4: "4242",
      card_expiry: "12/30",
      notes: "Deposit",
    });
    const text = JSON.stringify(record);
    expect(text).not.toContain("4242424242424242");
    expect(text).not.toContain("4242 4242");
    expect(text).not.toContain("123");
  });

  it("the shared zod schema outputs the same redacted value (browser and server)", () => {
    const formData = new FormData();
    for (const [name, value] of Object.entries(raw)) formData.set(name, value!);
    const submission = parseWithZod(formData, { schema: paymentFormSchema(() => NOW) });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.card).toEqual({ brand: "visa", last4: "4242", expiry: "12/30" });
    expect(JSON.stringify(submission.value)).not.toMatch(/4242 4242|4242424242424242|123/);
  });

  it("the schema reports errors per field and hides the card number and CVV from its reply", () => {
    const formData = new FormData();
    for (const [name, value] of Object.entries({ ...raw, card_number: "4242 4242 4242 4241" })) formData.set(name, value!);
    const submission = parseWithZod(formData, { schema: paymentFormSchema(() => NOW) });
    expect(submission.status).toBe("error");
    const reply = submission.reply({ hideFields: ["card_number", "cvv"] });
    expect(reply.error).toEqual({ card_number: ["Please enter a valid card number"] });
    const text = JSON.stringify(reply);
    expect(text).not.toContain("4241");
    expect(text).not.toContain('"123"');
    expect(text).toContain("12/30");
  });

  it("describes a stored card for the list", () => {
    expect(describeCard({ card_brand: "visa", card_last4: "4242", card_expiry: "12/30" })).toBe("Visa •••• 4242 · exp 12/30");
    expect(describeCard({ card_brand: "card", card_last4: "0005", card_expiry: null })).toBe("Card •••• 0005");
    expect(describeCard({ card_brand: null, card_last4: null, card_expiry: null })).toBeNull();
  });
});
