import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPayments } from "../support/payments";

/**
 * A waitlist offer of a service that asks to be paid online (issue 36; decision 0033), on both
 * engines against the fake Stripe: the offer is booked through Checkout within its own hold, and
 * an offer booked but never paid lets its time go to the next person in line.
 */
const money = await startPayments();
const { stripe, getDb, payments } = money;
const { idToken, openWaitlistLink } = money.links;
const { bookWaitlistOffer, joinWaitlist, sweepWaitlists } = await import("~/services/waitlist/index.server");

afterAll(() => stripe.close());

// Monday 2030-01-07, 09:00 in Austin; jobs on the Tuesday after.
const NOW = new Date("2030-01-07T15:00:00Z");
const TUESDAY = "2030-01-08";
const MINUTE = 60_000;

let serviceId: string;
let ip = 0;

async function join(name: string, time: string) {
  ip += 1;
  const outcome = await joinWaitlist({
    serviceId,
    form: {
      customer_name: name,
      customer_email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.org`,
      customer_phone: "(512) 555-0142",
    },
    windows: [{ from: TUESDAY, part: "between", start: time, end: `${time.slice(0, 3)}30` }],
    honeypot: "ok",
    ip: `203.0.113.${ip}`,
    now: NOW,
  });
  if (!outcome.ok) throw new Error(outcome.message);
  const id = /\/waitlist\/([^?]+)/.exec(outcome.path)![1];
  return openWaitlistLink(id, idToken("waitlist", id))!;
}
const offerOf = (entryId: string) =>
  getDb().selectFrom("waitlist_offers").selectAll().where("entry_id", "=", entryId).orderBy("offered_at", "desc").executeTakeFirst();

/** A booking of the slot, paid: its customer cancels it later, for free, and the time frees. */
async function paidBooking(time: string) {
  const booked = await money.book(serviceId, TUESDAY, time, NOW);
  if (!booked.ok || !booked.payment) throw new Error(`expected Checkout: ${JSON.stringify(booked)}`);
  await money.pay(booked.payment);
  const id = money.bookingIdOf(booked.path);
  expect((await money.bookingRow(id)).status).toBe("confirmed");
  return async () =>
    expect((await money.cancelBookingAsCustomer({ link: money.linkOf(id), origin: "http://localhost:3000", now: NOW })).ok).toBe(true);
}

beforeAll(async () => {
  const provider = await money.providerWithAccount("waitlist-payments@example.com");
  serviceId = await money.tileWithRule(provider.id, { payment_rule: "deposit", deposit_cents: 2_000, price_from_cents: 10_000 });
});

describe("a waitlist offer with a payment rule", () => {
  it("books through Checkout within the offer's hold, confirmed by the verified payment", async () => {
    const cancel = await paidBooking("10:00");
    const pia = await join("Pia Paid", "10:00");
    await cancel();
    const offer = (await offerOf(pia.entryId))!;
    expect(offer.status).toBe("open");
    const later = new Date(NOW.getTime() + 20 * MINUTE);
    const booked = await bookWaitlistOffer({ link: pia, form: {}, ip: "203.0.113.50", now: later });
    if (!booked.ok || !booked.payment) throw new Error(`expected Checkout: ${JSON.stringify(booked)}`);
    const bookingId = money.bookingIdOf(booked.path);
    const pending = await money.bookingRow(bookingId);
    expect(pending).toMatchObject({ status: "pending", amount_due_cents: 2_000, payment_mode: "deposit" });
    // Checkout within the hold: the offer had 10 minutes left, and paying gets at least five.
    expect(pending.hold_expires_at).toBe(offer.expires_at);
    await money.pay(booked.payment);
    expect((await money.bookingRow(bookingId)).status).toBe("confirmed");
    expect(await getDb().selectFrom("waitlist_entries").select("status").where("id", "=", pia.entryId).executeTakeFirst()).toEqual({
      status: "booked",
    });
  });

  it("passes the time to the next in line when the offer is booked but never paid", async () => {
    const cancel = await paidBooking("14:00");
    const quinn = await join("Quinn Unpaid", "14:00");
    const rae = await join("Rae Next", "14:00");
    await cancel();
    expect((await offerOf(quinn.entryId))?.status).toBe("open");
    const booked = await bookWaitlistOffer({ link: quinn, form: {}, ip: "203.0.113.51", now: NOW });
    if (!booked.ok || !booked.payment) throw new Error("expected Checkout");
    // Fifteen minutes on, unpaid: the payments' sweep lets its time go, and the waitlist's offers it to Rae.
    const later = new Date(NOW.getTime() + 16 * MINUTE);
    await payments.paymentSweep(later);
    expect((await money.bookingRow(money.bookingIdOf(booked.path))).status).toBe("expired");
    expect((await sweepWaitlists(later)).offered).toBe(1);
    expect((await offerOf(rae.entryId))?.status).toBe("open");
  });
});
