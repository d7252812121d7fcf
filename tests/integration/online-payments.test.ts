import { readInEnglish } from "../support/english";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPayments, WEBHOOK_SECRET } from "../support/payments";

/**
 * Money through the booking, on both engines, against the fake Stripe on 127.0.0.1 (the real
 * `stripe` package talks to it; no test reaches the internet). Events are signed with the
 * library's own test header and delivered to the webhook route itself.
 */
const money = await startPayments();
const { stripe, hook, getDb, createUser, payments, cancelBookingAsCustomer, changeStatus, ownership, bookingPage } = money;
const { releaseExpiredHolds, chargeDueCards, refundBooking } = payments;
const { openBookingLink, bookingToken } = money.links;
const { submissionOf } = await import("~/lib/submission-key.server");

afterAll(() => stripe.close());

// Monday 2030-01-07, 09:00 in Austin; jobs on the Tuesday after (within six days: paid at once).
const NOW = new Date("2030-01-07T15:00:00Z");
const TUESDAY = "2030-01-08";
const MINUTE = 60_000;

let provider: { id: string };
let deposit: string;

const providerWithAccount = (email: string) => money.providerWithAccount(email);
const tileWithRule = money.tileWithRule;
function book(
  serviceId: string,
  time: string,
  options: { date?: string; now?: Date; name?: string; once?: { id: string; kind: string } | null; language?: "en" | "es" } = {},
) {
  return money.book(serviceId, options.date ?? TUESDAY, time, options.now ?? NOW, {
    name: options.name,
    once: options.once,
    language: options.language,
  });
}

const { bookingIdOf, sessionIdOf, bookingRow } = money;
const ledger = (bookingId: string) =>
  getDb()
    .selectFrom("payments")
    .select(["kind", "amount_cents", "status", "reason", "source"])
    .where("booking_id", "=", bookingId)
    .orderBy("created_at")
    .orderBy("kind")
    .execute();
const claims = (bookingId: string) => getDb().selectFrom("booking_claims").select("cell").where("booking_id", "=", bookingId).execute();
const emails = (bookingId: string) =>
  getDb().selectFrom("email_outbox").select(["kind", "to"]).where("booking_id", "=", bookingId).execute();
const scheduled = (bookingId: string) =>
  getDb()
    .selectFrom("payments")
    .select(["state", "due_at"])
    .where("booking_id", "=", bookingId)
    .where("purpose", "=", "due")
    .executeTakeFirst();

/** The customer pays on the fake Checkout page and Stripe's event is delivered. */
async function pay(url: string) {
  const session = await stripe.completeCheckout(sessionIdOf(url));
  return stripe.send("checkout.session.completed", session);
}

beforeAll(async () => {
  provider = await providerWithAccount("paid-provider@example.com");
  deposit = await tileWithRule(provider.id, { payment_rule: "deposit", deposit_cents: 2_500, price_from_cents: 12_000 });
});

describe("a booking that asks for a deposit", () => {
  it("waits for its payment, holding its time for no one else, then gives the time back when the hold runs out", async () => {
    const first = await book(deposit, "09:00");
    if (!first.ok) throw new Error(first.message);
    expect(first.payment).toMatch(new RegExp(`^${stripe.url}/checkout/cs_test_`));
    const id = bookingIdOf(first.path);
    expect(await bookingRow(id)).toMatchObject({
      status: "pending",
      amount_due_cents: 2_500,
      payment_mode: "deposit",
      price_cents: 12_000,
    });
    expect((await claims(id)).length).toBeGreaterThan(0);
    // Nothing is announced before the payment is confirmed.
    expect(await emails(id)).toEqual([]);

    const second = await book(deposit, "09:00");
    expect(readInEnglish(second)).toMatchObject({
      ok: false,
      status: 409,
      message: "This time was just booked. Please choose another time.",
    });

    expect(await releaseExpiredHolds(new Date(NOW.getTime() + 14 * MINUTE))).toBe(0);
    expect(await releaseExpiredHolds(new Date(NOW.getTime() + 15 * MINUTE))).toBe(1);
    expect(await bookingRow(id)).toMatchObject({ status: "expired", cancelled_by: null });
    expect(await claims(id)).toEqual([]);
    expect(stripe.sessions.get(sessionIdOf(first.payment!))?.status).toBe("expired");

    const third = await book(deposit, "09:00", { now: new Date(NOW.getTime() + 16 * MINUTE) });
    expect(third.ok).toBe(true);
  });

  it("frees a hold that ran out before anyone books, even before the sweep", async () => {
    const first = await book(deposit, "11:00");
    if (!first.ok) throw new Error(first.message);
    const later = await book(deposit, "11:00", { now: new Date(NOW.getTime() + 20 * MINUTE) });
    expect(later.ok).toBe(true);
    expect(await bookingRow(bookingIdOf(first.path))).toMatchObject({ status: "expired", cancelled_by: null });
  });

  it("is confirmed by Stripe's signed event, once however often it arrives", async () => {
    const booked = await book(deposit, "13:00");
    if (!booked.ok) throw new Error(booked.message);
    const id = bookingIdOf(booked.path);
    const event = await pay(booked.payment!);
    expect(await bookingRow(id)).toMatchObject({ status: "confirmed", hold_expires_at: null });

    const body = JSON.stringify(event);
    const again = await hook(
      body,
      (await import("stripe")).default.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }),
    );
    expect(again).toMatchObject({ status: 200, data: { received: true, applied: false } });
    expect(await ledger(id)).toEqual([
      { kind: "charge", amount_cents: 2_500, status: "completed", reason: "ledger.deposit", source: "stripe" },
    ]);
    const sent = (await emails(id)).map((email) => email.kind).sort();
    expect(sent.filter((kind) => kind === "booking_confirmation")).toHaveLength(1);
    expect(sent.filter((kind) => kind === "payment_receipt")).toHaveLength(1);
    expect(sent).toContain("booking_provider_notice");
  });

  it("refuses a forged or replayed event and changes nothing", async () => {
    const booked = await book(deposit, "15:00");
    if (!booked.ok) throw new Error(booked.message);
    const id = bookingIdOf(booked.path);
    const session = await stripe.completeCheckout(sessionIdOf(booked.payment!));
    const body = JSON.stringify({ id: "evt_forged", object: "event", type: "checkout.session.completed", data: { object: session } });
    const { default: Stripe } = await import("stripe");
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: "whsec_someone_else" });
    expect((await hook(body, forged)).status).toBe(400);
    expect((await hook(body, null)).status).toBe(400);
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3_600,
    });
    expect((await hook(body, stale)).status).toBe(400);
    expect(await bookingRow(id)).toMatchObject({ status: "pending" });
    expect(await ledger(id)).toEqual([]);
  });

  it("is refunded in full, and its customer told, when it was paid after the hold ran out and the time was taken", async () => {
    const late = await book(deposit, "16:00");
    if (!late.ok) throw new Error(late.message);
    const id = bookingIdOf(late.path);
    await releaseExpiredHolds(new Date(NOW.getTime() + 16 * MINUTE));
    const taker = await book(deposit, "16:00", { now: new Date(NOW.getTime() + 17 * MINUTE) });
    expect(taker.ok).toBe(true);

    // The customer had the page open and paid anyway.
    const session = stripe.sessions.get(sessionIdOf(late.payment!))!;
    session.status = "open";
    await pay(late.payment!);
    expect(await bookingRow(id)).toMatchObject({ status: "expired" });
    expect(await ledger(id)).toEqual([
      { kind: "charge", amount_cents: 2_500, status: "completed", reason: "ledger.deposit", source: "stripe" },
      {
        kind: "refund",
        amount_cents: 2_500,
        status: "completed",
        reason: "ledger.refundTimeTaken",
        source: "stripe",
      },
    ]);
    expect([...stripe.refunds.values()].some((refund) => refund.amount === 2_500 && refund.reverse_transfer === true)).toBe(true);
    expect((await emails(id)).map((email) => email.kind)).toEqual(expect.arrayContaining(["payment_late_refund", "refund_receipt"]));
  });

  it("is seated again when it was paid after the hold ran out and the time is still free", async () => {
    const late = await book(deposit, "17:00");
    if (!late.ok) throw new Error(late.message);
    const id = bookingIdOf(late.path);
    await releaseExpiredHolds(new Date(NOW.getTime() + 16 * MINUTE));
    stripe.sessions.get(sessionIdOf(late.payment!))!.status = "open";
    await pay(late.payment!);
    expect(await bookingRow(id)).toMatchObject({ status: "confirmed", cancelled_at: null });
    expect((await claims(id)).length).toBeGreaterThan(0);
  });
});

describe("cancelling and no-shows follow the policy the customer saw", () => {
  async function paidBooking(time: string, date = TUESDAY, now = NOW) {
    const booked = await book(deposit, time, { date, now });
    if (!booked.ok) throw new Error(booked.message);
    await pay(booked.payment!);
    return bookingIdOf(booked.path);
  }

  it("refunds everything up to exactly 24 hours before, and keeps the late fee after", async () => {
    const inTime = await paidBooking("10:00");
    const startsAt = new Date((await bookingRow(inTime)).starts_at);
    const edge = new Date(startsAt.getTime() - 24 * 3_600_000);
    expect(
      await cancelBookingAsCustomer({ link: openBookingLink(inTime, bookingToken(inTime))!, origin: "http://localhost:3000", now: edge }),
    ).toEqual({ ok: true });
    expect((await ledger(inTime)).at(-1)).toEqual({
      kind: "refund",
      amount_cents: 2_500,
      status: "completed",
      reason: "ledger.refundInTime",
      source: "stripe",
    });
    expect((await bookingRow(inTime)).fee_cents).toBe(0);

    const late = await paidBooking("12:00");
    const lateStart = new Date((await bookingRow(late)).starts_at);
    const page = await bookingPage(openBookingLink(late, bookingToken(late))!, {
      move: null,
      now: new Date(lateStart.getTime() - 3_600_000),
    });
    expect(page?.cancelTerms).toBe("You paid a $25 deposit. Cancelling now keeps it as the late-cancellation fee; nothing is refunded.");
    // Its page in Spanish says the same money in Spanish, and its payment in Spanish words (issue 54).
    const spanishPage = await bookingPage(openBookingLink(late, bookingToken(late))!, {
      move: null,
      now: new Date(lateStart.getTime() - 3_600_000),
      language: "es",
    });
    expect(spanishPage?.cancelTerms).toBe(
      "Usted pagó un depósito de $25. Cancelar ahora se queda con todo lo pagado como el cargo por cancelación tardía; no se reembolsa nada.",
    );
    expect(spanishPage?.ledger).toEqual([expect.objectContaining({ kind: "Cobro", what: "Depósito", amount: "$25", words: "Hecho" })]);
    await cancelBookingAsCustomer({
      link: openBookingLink(late, bookingToken(late))!,
      origin: "http://localhost:3000",
      now: new Date(lateStart.getTime() - 24 * 3_600_000 + 1_000),
    });
    expect(await ledger(late)).toEqual([
      { kind: "charge", amount_cents: 2_500, status: "completed", reason: "ledger.deposit", source: "stripe" },
    ]);
    expect((await bookingRow(late)).fee_cents).toBe(2_500);
  });

  it("counts the 24 hours in real time across the spring change", async () => {
    // 2030-03-10: clocks go forward in Austin; the job is at 10:00 on the Monday after.
    const march = await paidBooking("10:00", "2030-03-11", new Date("2030-03-09T15:00:00Z"));
    const startsAt = new Date((await bookingRow(march)).starts_at);
    expect(startsAt.toISOString()).toBe("2030-03-11T15:00:00.000Z");
    // 24 real hours before is 10:00 CDT on the Sunday of the change.
    await cancelBookingAsCustomer({
      link: openBookingLink(march, bookingToken(march))!,
      origin: "http://localhost:3000",
      now: new Date("2030-03-10T15:00:00Z"),
    });
    expect((await ledger(march)).at(-1)).toMatchObject({ kind: "refund", amount_cents: 2_500 });
  });

  it("refunds in full when the provider cancels, however late", async () => {
    const id = await paidBooking("14:00");
    const booking = await ownership({ userId: provider.id, email: "", role: "provider", seesAll: false }, { booking: id });
    if (!booking.ok) throw new Error(booking.message);
    const startsAt = new Date((await bookingRow(id)).starts_at);
    const changed = await changeStatus({
      booking,
      to: "cancelled",
      reason: "Our van broke down.",
      origin: "http://localhost:3000",
      now: new Date(startsAt.getTime() - MINUTE),
    });
    expect(changed.ok).toBe(true);
    expect((await ledger(id)).at(-1)).toEqual({
      kind: "refund",
      amount_cents: 2_500,
      status: "completed",
      reason: "ledger.refundByProvider",
      source: "stripe",
    });
    // The e-mail says what was paid and what comes back.
    const cancelled = await getDb()
      .selectFrom("email_outbox")
      .select("text")
      .where("booking_id", "=", id)
      .where("kind", "=", "booking_cancelled")
      .executeTakeFirstOrThrow();
    expect(cancelled.text).toContain("Payment: You paid a $25 deposit. The cancellation refunded all of it ($25) to your card.");
  });

  it("keeps the no-show fee when the provider records a no-show", async () => {
    const id = await paidBooking("08:00");
    const booking = await ownership({ userId: provider.id, email: "", role: "provider", seesAll: false }, { booking: id });
    if (!booking.ok) throw new Error(booking.message);
    const startsAt = new Date((await bookingRow(id)).starts_at);
    const changed = await changeStatus({
      booking,
      to: "no_show",
      origin: "http://localhost:3000",
      now: new Date(startsAt.getTime() + 30 * MINUTE),
    });
    expect(changed.ok).toBe(true);
    expect((await bookingRow(id)).fee_cents).toBe(2_500);
    expect(await ledger(id)).toEqual([
      { kind: "charge", amount_cents: 2_500, status: "completed", reason: "ledger.deposit", source: "stripe" },
    ]);
    // The customer is told what the no-show did with their money, in the words the provider saw.
    const told = await getDb()
      .selectFrom("email_outbox")
      .select(["to", "subject", "text"])
      .where("booking_id", "=", id)
      .where("kind", "=", "booking_no_show")
      .execute();
    expect(told).toHaveLength(1);
    expect(told[0].subject).toMatch(/^Marked as a no-show: /);
    expect(told[0].text).toContain("Payment: You paid a $25 deposit. The no-show kept it as the no-show fee; nothing was refunded.");
  });

  it("lets an admin refund part of a payment, with a reason, audited, never more than is left", async () => {
    const id = await paidBooking("10:30");
    const admin = await createUser(getDb(), { email: "refunding-admin@example.com", passwordHash: "x", role: "admin" });
    const booking = await ownership({ userId: admin.id, email: admin.email, role: "admin", seesAll: true }, { booking: id });
    if (!booking.ok) throw new Error(booking.message);
    expect(readInEnglish(await refundBooking({ booking, amountCents: 1_000, reason: "Arrived late", now: NOW }))).toEqual({
      ok: true,
      refundedCents: 1_000,
      message: "Refund recorded",
    });
    expect(await refundBooking({ booking, amountCents: 1_600, reason: "Too much", now: NOW })).toMatchObject({
      ok: false,
      status: 400,
      field: "amount",
    });
    expect((await ledger(id)).at(-1)).toEqual({
      kind: "refund",
      amount_cents: 1_000,
      status: "completed",
      reason: "ledger.refundByPorchlight?reason=Arrived+late",
      source: "stripe",
    });
    const audit = await getDb()
      .selectFrom("audit_log")
      .select(["action", "details"])
      .where("entity_id", "=", id)
      .where("action", "=", "payment.refund")
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0].details!)).toEqual({ amount_cents: 1_000, reason: "Arrived late" });
  });

  it("sends a deposit booking tapped twice to Checkout once, and the second tap to the booking's page (docs/decisions/0026)", async () => {
    const form = new FormData();
    form.set("submission_key", "deposit-double-tap-000");
    const once = submissionOf(form, "booking", { time: "15:00" });
    const first = await book(deposit, "15:00", { name: "Twice Tapper", once });
    const second = await book(deposit, "15:00", { name: "Twice Tapper", once });
    if (!first.ok || !second.ok) throw new Error(`refused: ${JSON.stringify([first, second])}`);
    expect(first.payment).toMatch(/\/checkout\//);
    expect(second).toEqual({ ok: true, path: first.path, payment: null, duplicate: true });
    const held = await getDb().selectFrom("bookings").select("status").where("customer_name", "=", "Twice Tapper").execute();
    expect(held).toEqual([{ status: "pending" }]);
  });

  it("records a refund clicked twice once (docs/decisions/0026), and a second refund asked for on purpose", async () => {
    const id = await paidBooking("11:30");
    const admin = await createUser(getDb(), { email: "double-click-admin@example.com", passwordHash: "x", role: "admin" });
    const booking = await ownership({ userId: admin.id, email: admin.email, role: "admin", seesAll: true }, { booking: id });
    if (!booking.ok) throw new Error(booking.message);
    const form = new FormData();
    form.set("submission_key", "refund-double-click-00");
    const asked = { bookingId: id, amountCents: 500, reason: "Goodwill" };
    const once = submissionOf(form, "refund", asked);
    const clicks = await Promise.all(
      Array.from({ length: 3 }, () => refundBooking({ booking, amountCents: 500, reason: "Goodwill", once, now: NOW })),
    );
    for (const click of clicks) expect(readInEnglish(click)).toMatchObject({ ok: true, message: "Refund recorded" });
    expect((await ledger(id)).filter((row) => row.kind === "refund")).toHaveLength(1);
    // The next page's form has a new key: the same refund again is a second one.
    form.set("submission_key", "refund-on-purpose-0000");
    await refundBooking({ booking, amountCents: 500, reason: "Goodwill", once: submissionOf(form, "refund", asked), now: NOW });
    expect((await ledger(id)).filter((row) => row.kind === "refund")).toHaveLength(2);
  });
});

describe("a job more than six days ahead", () => {
  it("saves the card, is confirmed, and is charged 48 hours before; a declined charge sends a pay link", async () => {
    const far = "2030-01-21"; // two weeks after NOW
    const booked = await book(deposit, "09:30", { date: far });
    if (!booked.ok) throw new Error(booked.message);
    const id = bookingIdOf(booked.path);
    expect(stripe.sessions.get(sessionIdOf(booked.payment!))?.mode).toBe("setup");
    await pay(booked.payment!);
    const saved = await bookingRow(id);
    expect(saved).toMatchObject({ status: "confirmed" });
    const due = (await scheduled(id))!;
    expect(due.state).toBe("scheduled");
    expect(new Date(due.due_at!).getTime()).toBe(new Date(saved.starts_at).getTime() - 48 * 3_600_000);
    expect(await ledger(id)).toEqual([
      { kind: "charge", amount_cents: 2_500, status: "pending", reason: "ledger.deposit", source: "stripe" },
    ]);

    await chargeDueCards(new Date(new Date(due.due_at!).getTime() - MINUTE));
    expect((await scheduled(id))?.state).toBe("scheduled");
    await chargeDueCards(new Date(due.due_at!));
    expect((await scheduled(id))?.state).toBe("succeeded");
    expect(await ledger(id)).toEqual([
      { kind: "charge", amount_cents: 2_500, status: "completed", reason: "ledger.deposit", source: "stripe" },
    ]);

    const declined = await book(deposit, "11:30", { date: far });
    if (!declined.ok) throw new Error(declined.message);
    const declinedId = bookingIdOf(declined.path);
    await pay(declined.payment!);
    stripe.declining.add((await bookingRow(declinedId)).stripe_payment_method_id!);
    await chargeDueCards(new Date((await scheduled(declinedId))!.due_at!));
    expect((await scheduled(declinedId))?.state).toBe("failed");
    expect((await ledger(declinedId)).map((row) => row.status)).toEqual(["failed"]);
    const sent = await emails(declinedId);
    expect(sent.filter((email) => email.kind === "payment_failed")).toHaveLength(1);
    expect(sent.filter((email) => email.kind === "payment_failed_provider")).toHaveLength(1);

    // The e-mailed link (and the page's "Pay now") opens a new Checkout for what is due, never the
    // completed card-saving page, which would answer "Payment received, confirming…" and take nothing.
    const { loader: payLoader } = await import("~/routes/bookings+/$bookingId_.pay");
    const { context } = await import("../support/requests");
    const opened = (await payLoader({
      params: { bookingId: declinedId },
      request: new Request(`http://localhost:3000/bookings/${declinedId}/pay?token=${bookingToken(declinedId)}`),
      context,
    })) as Response;
    expect(opened.status).toBe(303);
    const session = stripe.sessions.get(sessionIdOf(opened.headers.get("Location")!))!;
    expect(session).toMatchObject({ mode: "payment", status: "open", amount_total: (await bookingRow(declinedId)).amount_due_cents });
    await pay(opened.headers.get("Location")!);
    const charges = (await ledger(declinedId)).map((row) => row.status);
    expect(charges).toEqual(["failed", "completed"]);
    expect((await bookingRow(declinedId)).status).toBe("confirmed");
    // Paid: the link has nothing more to ask.
    const again = await payments.checkoutFor(declinedId, new Date());
    expect(again).toMatchObject({ ok: false });
  });
});

describe("without Stripe's events", () => {
  it("never confirms a booking from the success page alone, and leaves a payment unsent only until it is tried again", async () => {
    const booked = await book(deposit, "10:00", { date: "2030-01-09" });
    if (!booked.ok) throw new Error(booked.message);
    const id = bookingIdOf(booked.path);
    await stripe.completeCheckout(sessionIdOf(booked.payment!));
    const page = await bookingPage(openBookingLink(id, bookingToken(id))!, { move: null, now: NOW });
    expect(page?.booking.status).toBe("pending");
    await payments.paymentSweep(new Date(NOW.getTime() + 2 * MINUTE));
    expect(await ledger(id)).toEqual([]);
  });
});

describe("a quote with a deposit", () => {
  it("is paid on Checkout when accepted, and gives its request back when the hold runs out unpaid", async () => {
    const { bookQuote } = await import("~/services/booking/quote-booking.server");
    const requested = await money.quotedRequest("Fern Fence", NOW);
    const quoted = await requested.answer(40_000, 10_000, { label: "Two panels", durationMinutes: 180 });
    expect(quoted).toEqual({ ok: true, revised: false });
    // A deposit above the total is refused beside its field.
    const over = await requested.answer(400, 500, { label: "Two panels", durationMinutes: 180 });
    expect(readInEnglish(over)).toMatchObject({ ok: false, fieldErrors: { deposit: ["The deposit cannot be more than the total"] } });

    const quote = await requested.quote();
    const link = requested.link;
    const booked = await bookQuote({
      link,
      quoteId: quote.id,
      revision: 1,
      form: { preferred_date: TUESDAY, preferred_time: "09:00" },
      ip: "198.51.100.251",
      now: NOW,
    });
    if (!booked.ok) throw new Error(booked.message);
    expect(booked.payment).toMatch(new RegExp(`^${stripe.url}/checkout/cs_test_`));
    const id = bookingIdOf(booked.path);
    expect(await bookingRow(id)).toMatchObject({
      status: "pending",
      payment_mode: "deposit",
      amount_due_cents: 10_000,
      price_cents: 40_000,
      duration_minutes: 180,
    });

    // Unpaid, the hold runs out: the request is the customer's to accept again.
    // (Another test's unpaid hold may run out in the same sweep.)
    expect(await releaseExpiredHolds(new Date(NOW.getTime() + 15 * MINUTE))).toBeGreaterThanOrEqual(1);
    expect(await bookingRow(id)).toMatchObject({ status: "expired", cancelled_by: null });
    const request = await getDb()
      .selectFrom("quote_requests")
      .select(["status", "booking_id"])
      .where("id", "=", requested.requestId)
      .executeTakeFirstOrThrow();
    expect(request).toEqual({ status: "open", booking_id: null });
    const again = await bookQuote({
      link,
      quoteId: quote.id,
      revision: 1,
      form: { preferred_date: TUESDAY, preferred_time: "09:00" },
      ip: "198.51.100.252",
      now: new Date(NOW.getTime() + 16 * MINUTE),
    });
    if (!again.ok) throw new Error(again.message);
    await pay(again.payment!);
    expect(await bookingRow(bookingIdOf(again.path))).toMatchObject({ status: "confirmed" });
    expect(await getDb().selectFrom("quotes").select("status").where("id", "=", quote.id).executeTakeFirstOrThrow()).toEqual({
      status: "accepted",
    });
  });
});

describe("a series of visits that asks for a deposit", () => {
  it("saves the card once on Checkout, confirms every visit, and charges each visit 48 hours before it", async () => {
    const booked = await money.bookWeeklySeries(deposit, provider.id, "2030-01-10", "16:00", NOW);
    if (!booked.ok) throw new Error(booked.message);
    expect(stripe.sessions.get(sessionIdOf(booked.payment!))?.mode).toBe("setup");
    const first = bookingIdOf(booked.path);
    const { series_id: seriesId } = await bookingRow(first);
    const visits = () => getDb().selectFrom("bookings").selectAll().where("series_id", "=", seriesId).orderBy("series_index").execute();
    expect((await visits()).map((visit) => visit.status)).toEqual(["pending", "pending", "pending"]);

    await pay(booked.payment!);
    const confirmed = await visits();
    expect(confirmed.map((visit) => [visit.status, visit.amount_due_cents])).toEqual(Array(3).fill(["confirmed", 2_500]));
    for (const visit of confirmed) {
      const due = (await scheduled(visit.id))!;
      expect(due.state).toBe("scheduled");
      expect(new Date(due.due_at!).getTime()).toBe(new Date(visit.starts_at).getTime() - 48 * 3_600_000);
    }
    const sent = await getDb()
      .selectFrom("email_outbox")
      .select("kind")
      .where(
        "booking_id",
        "in",
        confirmed.map((visit) => visit.id),
      )
      .execute();
    expect(sent.filter((email) => email.kind === "series_confirmation")).toHaveLength(1);

    // The first visit's charge falls due (its 48 hours are already under way); the others wait for theirs.
    await chargeDueCards(new Date((await scheduled(confirmed[0].id))!.due_at!));
    expect(await Promise.all(confirmed.map(async (visit) => (await scheduled(visit.id))?.state))).toEqual([
      "succeeded",
      "scheduled",
      "scheduled",
    ]);
    expect(await ledger(confirmed[0].id)).toEqual([
      { kind: "charge", amount_cents: 2_500, status: "completed", reason: "ledger.deposit", source: "stripe" },
    ]);
  });
});

describe("connecting Stripe", () => {
  it("says how it ended when the provider comes back from Stripe's page", async () => {
    const [{ commitUserSession }, { getToast }, services, requests] = await Promise.all([
      import("~/services/support/auth.server"),
      import("~/lib/toast.server"),
      import("~/routes/provider+/services"),
      import("../support/requests"),
    ]);
    const user = await createUser(getDb(), { email: "connecting@example.com", passwordHash: "x", role: "provider" });
    const cookie = requests.cookieFrom(await commitUserSession(requests.getRequest("/"), user.id));
    const started = await requests.run(
      services.action({
        request: requests.postForm("/provider/services", { intent: "connect-stripe" }, { cookie }),
        params: {},
        context: requests.context,
      }),
    );
    expect(started.status).toBe(303);
    const back = async () => {
      const result = await requests.run(
        services.loader({
          request: requests.getRequest("/provider/services?stripe=returned", { cookie }),
          params: {},
          context: requests.context,
        }),
      );
      expect(result.status).toBe(302);
      expect(result.headers.get("Location")).toBe("/provider/services");
      return readInEnglish(
        (await getToast(requests.getRequest("/", { cookie: requests.cookieFrom(result.headers.get("Set-Cookie")) }))).toast,
      );
    };
    // Left Stripe's page before finishing: told what is missing.
    expect(await back()).toMatchObject({ type: "info", description: expect.stringMatching(/^Stripe still needs some details/) });
    // Finished there: told that customers can pay online now.
    for (const account of stripe.accounts.values()) if (account.email === "connecting@example.com") account.charges_enabled = true;
    expect(await back()).toEqual({ type: "success", description: "Stripe is connected. Customers can now pay online." });
  });
});

describe("in the customer's language (issue 54)", () => {
  it("is paid on a Checkout page in the customer's language, which brings them back to their page in it", async () => {
    const spanish = await book(deposit, "09:00", { date: "2030-01-11", language: "es" });
    const english = await book(deposit, "11:00", { date: "2030-01-11" });
    if (!spanish.ok) throw new Error(spanish.message);
    if (!english.ok) throw new Error(english.message);
    const page = (url: string | null) => stripe.sessions.get(sessionIdOf(url!))!;
    const productOf = (url: string | null) =>
      (page(url).line_items as Array<{ price_data: { product_data: { name: string } } }>)[0].price_data.product_data.name;
    expect(page(spanish.payment)).toMatchObject({ locale: "es-419", success_url: expect.stringMatching(/&lang=es&checkout=done$/) });
    expect(productOf(spanish.payment)).toMatch(/: depósito$/);
    expect(page(english.payment)).toMatchObject({ locale: "en", success_url: expect.not.stringContaining("lang=") });
    expect(productOf(english.payment)).toMatch(/: deposit$/);
  });

  it("sends the receipt and the refund in Spanish to a Spanish-speaking customer, and the provider's notice in English", async () => {
    const late = await book(deposit, "13:00", { date: "2030-01-11", language: "es" });
    if (!late.ok) throw new Error(late.message);
    const id = bookingIdOf(late.path);
    await releaseExpiredHolds(new Date(NOW.getTime() + 16 * MINUTE));
    const taker = await book(deposit, "13:00", { date: "2030-01-11", now: new Date(NOW.getTime() + 17 * MINUTE) });
    expect(taker.ok).toBe(true);
    stripe.sessions.get(sessionIdOf(late.payment!))!.status = "open";
    await pay(late.payment!);
    const sent = await getDb().selectFrom("email_outbox").select(["kind", "subject", "text"]).where("booking_id", "=", id).execute();
    const of = (kind: string) => sent.find((email) => email.kind === kind)!;
    expect(of("payment_late_refund").subject).toMatch(/^Se le reembolsa su pago por /);
    expect(of("payment_late_refund").text).toMatch(/Elegir otro horario: \S+\?book=1&lang=es/);
    expect(of("refund_receipt").subject).toMatch(/^Reembolso de \$25 por /);
    expect(of("refund_receipt").text).toContain("(reembolso: la hora se ocupó antes de que llegara el pago)");

    const paid = await book(deposit, "15:00", { date: "2030-01-11", language: "es" });
    if (!paid.ok) throw new Error(paid.message);
    const paidId = bookingIdOf(paid.path);
    await pay(paid.payment!);
    const receipts = await getDb()
      .selectFrom("email_outbox")
      .select(["kind", "subject", "text"])
      .where("booking_id", "=", paidId)
      .execute();
    expect(receipts.find((email) => email.kind === "payment_receipt")).toMatchObject({
      subject: expect.stringMatching(/^Recibo: \$25 por /),
      text: expect.stringContaining("recibimos $25 (depósito) por su reserva"),
    });
    expect(receipts.find((email) => email.kind === "booking_provider_notice")?.subject).toMatch(/^New booking: /);
  });

  it("tells a Spanish-speaking customer what their late cancellation did with the money in Spanish, and the provider in English", async () => {
    const booked = await book(deposit, "11:00", { date: "2030-01-11", language: "es" });
    if (!booked.ok) throw new Error(booked.message);
    await pay(booked.payment!);
    const id = bookingIdOf(booked.path);
    const startsAt = new Date((await bookingRow(id)).starts_at);
    await cancelBookingAsCustomer({
      link: openBookingLink(id, bookingToken(id))!,
      origin: "http://localhost:3000",
      now: new Date(startsAt.getTime() - 3_600_000),
    });
    const sent = await getDb().selectFrom("email_outbox").select(["kind", "text"]).where("booking_id", "=", id).execute();
    const of = (kind: string) => sent.find((email) => email.kind === kind)!.text;
    expect(of("booking_cancelled")).toContain(
      "Usted pagó un depósito de $25. La cancelación se quedó con todo lo pagado como el cargo por cancelación tardía; no se reembolsó nada.",
    );
    expect(of("booking_cancelled")).not.toContain("You paid");
    expect(of("booking_cancelled_provider")).toContain(
      "The customer paid a $25 deposit. The cancellation kept it as the late-cancellation fee; nothing was refunded.",
    );
  });
});
