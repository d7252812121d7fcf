import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startPayments } from "../support/payments";
import { queriesDuring } from "../support/queries";

/**
 * A Stripe event reads its booking once and hands it on (issue 32): the steps after it (seating
 * it, announcing it, settling its money, the receipt) take the row, not its id. Counted here as
 * Kysely runs them, on either engine: every query that selects from the bookings table.
 */
const money = await startPayments({ holdEvents: true });
const { stripe, deliverHeld, bookingRow, bookingIdOf, sessionIdOf } = money;

afterAll(() => stripe.close());
beforeEach(() => stripe.reset());

// Monday 2030-01-07, 09:00 in Austin.
const NOW = new Date("2030-01-07T15:00:00Z");

let provider: { id: string };
let deposit: string;

beforeAll(async () => {
  provider = await money.providerWithAccount("load-once@example.com");
  deposit = await money.tileWithRule(provider.id, { payment_rule: "deposit", deposit_cents: 2_500, price_from_cents: 12_000 });
});

/** How many times the held events read the bookings table as they are delivered. */
async function bookingReadsDelivering() {
  const seen = await queriesDuring(deliverHeld);
  return seen.filter((sql) => /^select\b/i.test(sql) && /\bfrom "bookings"/.test(sql)).length;
}

describe("a Stripe event reads its booking once", () => {
  it("when a deposit is paid on the booking's page: seated, announced, settled and receipted from one read", async () => {
    const booked = await money.book(deposit, "2030-01-09", "10:00", NOW);
    if (!booked.ok) throw new Error(booked.message);
    await money.pay(booked.payment!);
    expect(await bookingReadsDelivering()).toBe(1);
    expect(await bookingRow(bookingIdOf(booked.path))).toMatchObject({ status: "confirmed" });
  });

  it("when a card is saved for a job far ahead: seated and its charge scheduled from one read", async () => {
    const booked = await money.book(deposit, "2030-01-23", "10:00", NOW);
    if (!booked.ok) throw new Error(booked.message);
    await money.pay(booked.payment!);
    expect(await bookingReadsDelivering()).toBe(1);
    expect(await bookingRow(bookingIdOf(booked.path))).toMatchObject({ status: "confirmed" });
  });

  it("when a series' card is saved: the visit it names, then every visit in one query", async () => {
    const booked = await money.bookWeeklySeries(deposit, provider.id, "2030-01-16", "14:00", NOW);
    if (!booked.ok) throw new Error(booked.message);
    await money.pay(booked.payment!);
    expect(await bookingReadsDelivering()).toBe(2);
  });

  it("when a saved card's charge lands: settled and receipted from one read", async () => {
    // The first card charge of this file to fall due: the sweep sends this one alone.
    const booked = await money.book(deposit, "2030-01-14", "10:00", NOW);
    if (!booked.ok) throw new Error(booked.message);
    await money.pay(booked.payment!);
    await deliverHeld();
    // 48 hours before the job the sweep sends the charge; Stripe's word that it succeeded comes as an event.
    await money.payments.chargeDueCards(new Date("2030-01-12T17:00:00Z"));
    expect(await bookingReadsDelivering()).toBe(1);
    const charge = await money
      .getDb()
      .selectFrom("payments")
      .select("state")
      .where("booking_id", "=", bookingIdOf(booked.path))
      .where("purpose", "=", "due")
      .executeTakeFirstOrThrow();
    expect(charge.state).toBe("succeeded");
  });

  it("when the page expires: the hold is released from one read", async () => {
    const booked = await money.book(deposit, "2030-01-10", "11:00", NOW);
    if (!booked.ok) throw new Error(booked.message);
    await stripe.expireSession(sessionIdOf(booked.payment!));
    expect(await bookingReadsDelivering()).toBe(1);
    expect(await bookingRow(bookingIdOf(booked.path))).toMatchObject({ status: "expired" });
  });
});
