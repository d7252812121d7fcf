import { readInEnglish } from "../support/english";
import { sayIn } from "~/locales/messages";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HOUR, MINUTE, startPayments } from "../support/payments";

/**
 * Money in step with the booking (docs/decisions/0022): every sequence that once kept money the
 * policy did not promise, moved it twice or told the customer something untrue (issue 31), against
 * the fake Stripe, its events delivered when each test says. Case 9 (an oversized webhook body) is
 * in tests/http/stripe-hook.test.ts.
 */
const money = await startPayments({ holdEvents: true });
const { stripe, getDb, payments, bookingRow, ledger, emails, kept, deliverHeld, bookingIdOf, sessionIdOf } = money;

afterAll(() => stripe.close());
beforeEach(() => stripe.reset());

// Monday 2030-01-07, 09:00 in Austin. Far jobs (more than six days ahead) save the card.
const NOW = new Date("2030-01-07T15:00:00Z");
const FAR = "2030-01-21";

let provider: { id: string };
let deposit: string;
let full: string;

beforeAll(async () => {
  // Free cancellation until 48 hours before, then half the price.
  provider = await money.providerWithAccount("cases-provider@example.com", {
    freeCancelHours: 48,
    lateFeePercent: 50,
    noShowFeePercent: 100,
  });
  deposit = await money.tileWithRule(provider.id, { payment_rule: "deposit", deposit_cents: 2_500, price_from_cents: 12_000 });
  full = await money.tileWithRule(provider.id, { payment_rule: "full", price_from_cents: 8_000 });
});

const intentRequests = () => stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents").length;
const refundRequests = () => stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/refunds").length;
const dueCharge = async (bookingId: string) =>
  getDb().selectFrom("payments").selectAll().where("booking_id", "=", bookingId).where("purpose", "=", "due").executeTakeFirstOrThrow();

/** A job far ahead whose customer saved their card: confirmed, its deposit scheduled 48 hours before. */
async function savedCardBooking(time: string, date = FAR, service = deposit) {
  const booked = await money.book(service, date, time, NOW);
  if (!booked.ok) throw new Error(booked.message);
  await money.pay(booked.payment!);
  await deliverHeld();
  const id = bookingIdOf(booked.path);
  expect(await bookingRow(id)).toMatchObject({ status: "confirmed" });
  return id;
}

async function paidBooking(service: string, date: string, time: string, now = NOW) {
  const booked = await money.book(service, date, time, now);
  if (!booked.ok) throw new Error(booked.message);
  await money.pay(booked.payment!);
  await deliverHeld();
  return bookingIdOf(booked.path);
}

const cancelAsCustomer = (id: string, now: Date) =>
  money.cancelBookingAsCustomer({ link: money.linkOf(id), origin: "http://localhost:3000", now });

/** Stripe answers the next charge with a 500: before doing anything, or after it took the money. */
const chargeAnswers500 = (options: { afterCharging: boolean }) =>
  stripe.script({
    method: "POST",
    path: /^\/v1\/payment_intents$/,
    status: 500,
    error: { type: "api_error", message: options.afterCharging ? "Stripe failed after charging" : "Stripe is down" },
    afterActing: options.afterCharging,
  });

describe("1. a deposit is never kept on a cancelled booking", () => {
  it("(a) a charge Stripe answered with a 500 is voided by a free cancellation, and neither the cancellation nor the sweep sends it", async () => {
    const id = await savedCardBooking("09:00");
    const due = new Date((await dueCharge(id)).due_at!);
    chargeAnswers500({ afterCharging: false });
    await payments.chargeDueCards(due);
    expect(await dueCharge(id)).toMatchObject({ state: "sending" });
    const sent = intentRequests();

    // At exactly 48 hours before, cancelling is still free.
    expect(await cancelAsCustomer(id, due)).toEqual({ ok: true });
    await payments.paymentSweep(new Date(due.getTime() + 5 * MINUTE));
    expect(intentRequests()).toBe(sent);
    expect(await dueCharge(id)).toMatchObject({ state: "voided", status: "voided" });
    expect(await kept(id)).toBe(0);
    expect((await emails(id)).map((e) => e.kind)).not.toContain("payment_receipt");
  });

  it("(a) …and when Stripe had taken the money before its 500, the money that lands later is refunded in full, and the receipt says so", async () => {
    const id = await savedCardBooking("11:00");
    const due = new Date((await dueCharge(id)).due_at!);
    chargeAnswers500({ afterCharging: true });
    await payments.chargeDueCards(due);
    await cancelAsCustomer(id, due);
    await deliverHeld(); // payment_intent.succeeded, late
    expect(await dueCharge(id)).toMatchObject({ state: "refunded" });
    expect(await kept(id)).toBe(0);
    const rows = await ledger(id);
    expect(rows.filter((r) => r.kind === "refund")).toEqual([
      expect.objectContaining({
        amount_cents: 2_500,
        state: "succeeded",
        reason: "ledger.refundAfterEnd",
      }),
    ]);
    const receipt = (await emails(id)).find((e) => e.kind === "payment_receipt");
    expect(receipt?.text).toContain("being refunded in full");
    expect((await emails(id)).filter((e) => e.kind === "refund_receipt")).toHaveLength(1);
  });

  it("(b) a charge in flight whose success arrives after a free cancellation is recorded, refunded in full, and told truly", async () => {
    const id = await savedCardBooking("13:00");
    const due = new Date((await dueCharge(id)).due_at!);
    await payments.chargeDueCards(due);
    expect(await dueCharge(id)).toMatchObject({ state: "sent" });
    await cancelAsCustomer(id, new Date(due.getTime() - MINUTE));
    // The booking ended with nothing kept: the fee is 0 even though the deposit is on its way.
    expect(await bookingRow(id)).toMatchObject({ status: "cancelled", fee_cents: 0 });
    await deliverHeld();
    expect(await kept(id)).toBe(0);
    expect((await ledger(id)).map((r) => [r.kind, r.amount_cents, r.state])).toEqual([
      ["charge", 2_500, "refunded"],
      ["refund", 2_500, "succeeded"],
    ]);
    const sent = await emails(id);
    expect(sent.find((e) => e.kind === "payment_receipt")?.text).toContain("being refunded in full");
    expect(sent.filter((e) => e.kind === "refund_receipt")).toHaveLength(1);
  });

  it("(b) a late cancellation keeps the fee out of the money in flight, and gives back only the rest", async () => {
    const id = await savedCardBooking("15:00", FAR, full);
    const due = new Date((await dueCharge(id)).due_at!);
    await payments.chargeDueCards(due);
    const late = new Date(due.getTime() + HOUR);
    await cancelAsCustomer(id, late);
    // Half the $80 price, out of the $80 on its way: no second charge of the card.
    expect(await bookingRow(id)).toMatchObject({ status: "cancelled", fee_cents: 4_000 });
    await deliverHeld();
    expect(await kept(id)).toBe(4_000);
    expect((await ledger(id)).filter((r) => r.kind === "charge")).toHaveLength(1);
  });

  it("(c) the same when the provider cancels, however late: all of it goes back", async () => {
    const id = await savedCardBooking("16:00");
    const due = new Date((await dueCharge(id)).due_at!);
    await payments.chargeDueCards(due);
    const late = new Date(due.getTime() + 40 * HOUR);
    const outcome = await money.changeStatus({
      booking: await money.asProvider(provider.id, id),
      to: "cancelled",
      reason: "Our van broke down.",
      origin: "http://localhost:3000",
      now: late,
    });
    expect(outcome.ok).toBe(true);
    await deliverHeld();
    expect(await kept(id)).toBe(0);
    expect((await ledger(id)).find((r) => r.kind === "refund")).toMatchObject({ amount_cents: 2_500, state: "succeeded" });
  });
});

describe("1. …and an admin's refund after the ending", () => {
  it("comes off the fee the booking keeps, so money landing later is settled against what it keeps now", async () => {
    const id = await savedCardBooking("14:30", "2030-01-22");
    const due = new Date((await dueCharge(id)).due_at!);
    chargeAnswers500({ afterCharging: true });
    await payments.chargeDueCards(due);
    // Late (within 48 hours): half the price, capped at the deposit the card still owes; charged as a fee.
    await cancelAsCustomer(id, new Date(due.getTime() + HOUR));
    expect(await bookingRow(id)).toMatchObject({ fee_cents: 2_500 });
    // The deposit Stripe took before its 500 lands now: it covers the fee.
    await money.deliverOldest();
    expect(await kept(id)).toBe(2_500);
    const refunded = await payments.refundBooking({ booking: await money.asAdmin(id), amountCents: 100, reason: "Goodwill", now: due });
    expect(refunded.ok).toBe(true);
    expect(await bookingRow(id)).toMatchObject({ fee_cents: 2_400 });
    // Then the fee's own charge lands: everything above what the booking keeps now goes back.
    await deliverHeld();
    expect(await kept(id)).toBe(2_400);
  });
});

describe("2. moving a booking moves its charge time", () => {
  const dueAt = async (id: string) => (await dueCharge(id)).due_at!;
  const startOf = async (id: string) => new Date((await bookingRow(id)).starts_at).getTime();

  it("follows a later start and an earlier one, and charges at once when the new start is within 48 hours", async () => {
    const id = await savedCardBooking("10:00", "2030-01-28");
    const link = money.linkOf(id);
    const move = (date: string, time: string, now = NOW) =>
      money.rescheduleBooking({ link, date, time, origin: "http://localhost:3000", now });

    expect(await move("2030-02-04", "10:00")).toEqual({ ok: true });
    expect(new Date(await dueAt(id)).getTime()).toBe((await startOf(id)) - 48 * HOUR);
    expect(await move("2030-01-22", "10:00")).toEqual({ ok: true });
    expect(new Date(await dueAt(id)).getTime()).toBe((await startOf(id)) - 48 * HOUR);
    // Moved to the day after tomorrow at 08:00 (it is 09:00 now): its 48 hours have begun, so the deposit is charged now.
    expect(await move("2030-01-09", "08:00")).toEqual({ ok: true });
    await deliverHeld();
    expect(await dueCharge(id)).toMatchObject({ state: "succeeded" });
    expect(await kept(id)).toBe(2_500);
  });

  it("charges a saved card's deposit when the job is completed before its time came", async () => {
    const id = await savedCardBooking("08:00", "2030-01-29");
    const started = new Date((await startOf(id)) + MINUTE);
    const provider_ = await money.asProvider(provider.id, id);
    for (const to of ["en_route", "in_progress", "completed"] as const) {
      const done = await money.changeStatus({ booking: provider_, to, origin: "http://localhost:3000", now: started });
      expect(done.ok, to).toBe(true);
    }
    await deliverHeld();
    expect(await dueCharge(id)).toMatchObject({ state: "succeeded" });
    expect(await kept(id)).toBe(2_500);
  });

  it("moves a series' following visits' charges with them", async () => {
    const { moveFollowing } = await import("~/services/booking/series-changes.server");
    const booked = await money.bookWeeklySeries(deposit, provider.id, "2030-02-05", "12:00", NOW);
    if (!booked.ok) throw new Error(booked.message);
    await money.pay(booked.payment!);
    await deliverHeld();
    const first = bookingIdOf(booked.path);
    const moved = await moveFollowing({ scope: money.linkOf(first), date: "2030-02-07", time: "12:00", now: NOW });
    expect(moved).toEqual({ ok: true, count: 3 });
    const { series_id: seriesId } = await bookingRow(first);
    const visits = await getDb().selectFrom("bookings").select(["id", "starts_at"]).where("series_id", "=", seriesId).execute();
    for (const visit of visits) {
      expect(new Date(await dueAt(visit.id)).getTime()).toBe(new Date(visit.starts_at).getTime() - 48 * HOUR);
    }
  });
});

describe("4. only a payment confirms a booking waiting for it", () => {
  it("refuses a provider's confirm, and the customer's payment then confirms it and is kept", async () => {
    const booked = await money.book(deposit, "2030-01-09", "09:00", NOW);
    if (!booked.ok) throw new Error(booked.message);
    const id = bookingIdOf(booked.path);
    const refused = await money.changeStatus({
      booking: await money.asProvider(provider.id, id),
      to: "confirmed",
      origin: "http://localhost:3000",
      now: NOW,
    });
    expect(refused).toMatchObject({ ok: false, status: 409 });
    expect(sayIn("en", (refused as { message: string }).message)).toBe("A booking that is pending cannot be marked confirmed.");
    expect(sayIn("es", (refused as { message: string }).message)).toBe(
      "Una reserva en estado «Pendiente» no se puede marcar como «Confirmada».",
    );
    expect(await bookingRow(id)).toMatchObject({ status: "pending" });
    await money.pay(booked.payment!);
    await deliverHeld();
    expect(await bookingRow(id)).toMatchObject({ status: "confirmed" });
    expect(await kept(id)).toBe(2_500);
    expect((await ledger(id)).filter((r) => r.kind === "refund")).toEqual([]);
  });

  it("refuses the posted change at the portal's door", async () => {
    const { bookingChangeSchema } = await import("~/domain/booking/booking-lifecycle.schema.server");
    const parsed = bookingChangeSchema.safeParse({ intent: "status", booking_id: "b", to: "confirmed" });
    expect(parsed.success ? parsed.data : sayIn("en", parsed.error.issues[0]!.message)).toEqual("Please choose one of the listed actions.");
  });
});

describe("5. a refund Stripe refuses for good ends", () => {
  it("fails with Stripe's reason, tells the admin the truth once, is flagged, and is never tried again", async () => {
    const id = await paidBooking(deposit, "2030-01-09", "11:00");
    const charge = await dueCharge(id);
    stripe.refusingRefunds.add(charge.stripe_id!);
    const admin = await money.asAdmin(id);
    // Another admin reads Spanish: their alert is in Spanish (issue 54).
    const { createUser } = await import("~/models/user.server");
    const spanishAdmin = await createUser(getDb(), {
      email: `admin-es-${id.slice(0, 8)}@example.com`,
      passwordHash: "x",
      role: "admin",
      language: "es",
    });
    const refunded = await payments.refundBooking({ booking: admin, amountCents: 1_000, reason: "Arrived late", now: NOW });
    expect(readInEnglish(refunded)).toEqual({
      ok: false,
      status: 409,
      message: "Stripe refused the refund (Charge has already been refunded). It is flagged on the booking and will not be tried again.",
    });
    const refund = (await ledger(id)).find((r) => r.kind === "refund");
    expect(refund).toMatchObject({ state: "failed", status: "failed", failure_reason: "Charge has already been refunded." });
    const tried = refundRequests();
    await payments.paymentSweep(new Date(NOW.getTime() + 5 * MINUTE));
    await payments.paymentSweep(new Date(NOW.getTime() + 10 * MINUTE));
    expect(refundRequests()).toBe(tried);
    const alerts = (await emails(id)).filter((e) => e.kind === "payment_failure_admin");
    expect(alerts.map((e) => e.to)).toContain(admin.actor.email);
    expect(alerts.filter((e) => e.to === admin.actor.email)).toHaveLength(1);
    expect(alerts.find((e) => e.to === admin.actor.email)?.subject).toBe(`Refund of $10 failed: ${(await bookingRow(id)).customer_name}`);
    const inSpanish = alerts.find((e) => e.to === spanishAdmin.email);
    expect(inSpanish?.subject).toBe(`Falló el reembolso de $10: ${(await bookingRow(id)).customer_name}`);
    expect(inSpanish?.text).toContain("Stripe dijo: Charge has already been refunded.");
    expect(inSpanish?.text).toMatch(/Concepto: .+ el 9 ene 2030 a las 11:00 a\. m\. \(PL-/);
    const { adminBookings } = await import("~/services/booking/booking-lists.server");
    const { DEFAULT_QUERY } = await import("~/domain/booking/admin-bookings");
    const list = await adminBookings(admin.actor, DEFAULT_QUERY);
    const row = list.bookings.ok ? list.bookings.list?.bookings.find((b) => b.id === id) : undefined;
    expect(row?.money.failures).toEqual(["Refund of $10 failed: Charge has already been refunded."]);
  });
});

describe("6 and 3. accepting quotes", () => {
  async function quotedRequest(customer: string) {
    const quoted = await money.quotedRequest(customer, NOW);
    await quoted.answer(12_050, 3_000);
    return { ...quoted, quote: await quoted.quote() };
  }

  it("3. an accept of a quote the provider revised meanwhile books nothing and opens no payment page", async () => {
    const { bookQuote } = await import("~/services/booking/quote-booking.server");
    const { link, quote, answer } = await quotedRequest("Quinn");
    expect(quote.revision).toBe(1);
    expect(await answer(120_000, 90_000)).toEqual({ ok: true, revised: true });
    const sessions = stripe.sessions.size;
    const accepted = await bookQuote({
      link,
      quoteId: quote.id,
      revision: 1,
      form: { preferred_date: "2030-01-09", preferred_time: "14:00" },
      ip: "198.51.100.201",
      now: NOW,
    });
    expect(readInEnglish(accepted)).toMatchObject({
      ok: false,
      status: 409,
      message: "The provider changed this quote since you opened it. Please read it again before you accept.",
    });
    expect(stripe.sessions.size).toBe(sessions);
    expect(await getDb().selectFrom("bookings").select("id").where("quote_id", "=", quote.id).execute()).toEqual([]);
    // Seen again (revision 2), it books at the new terms.
    const again = await bookQuote({
      link,
      quoteId: quote.id,
      revision: 2,
      form: { preferred_date: "2030-01-09", preferred_time: "14:00" },
      ip: "198.51.100.202",
      now: NOW,
    });
    if (!again.ok) throw new Error(again.message);
    expect(await bookingRow(bookingIdOf(again.path))).toMatchObject({ price_cents: 120_000, amount_due_cents: 90_000 });
  });

  it("6. cancelling an unpaid quote booking gives its request back", async () => {
    const { bookQuote } = await import("~/services/booking/quote-booking.server");
    const { link, quote, requestId } = await quotedRequest("Reese");
    const booked = await bookQuote({
      link,
      quoteId: quote.id,
      revision: 1,
      form: { preferred_date: "2030-01-10", preferred_time: "10:00" },
      ip: "198.51.100.203",
      now: NOW,
    });
    if (!booked.ok) throw new Error(booked.message);
    const id = bookingIdOf(booked.path);
    expect(await cancelAsCustomer(id, NOW)).toEqual({ ok: true });
    expect(
      await getDb().selectFrom("quote_requests").select(["status", "booking_id"]).where("id", "=", requestId).executeTakeFirstOrThrow(),
    ).toEqual({
      status: "open",
      booking_id: null,
    });
    // Its Checkout page is closed too.
    expect(stripe.sessions.get(sessionIdOf(booked.payment!))?.status).toBe("expired");
    const again = await bookQuote({
      link,
      quoteId: quote.id,
      revision: 1,
      form: { preferred_date: "2030-01-10", preferred_time: "10:00" },
      ip: "198.51.100.204",
      now: NOW,
    });
    expect(again.ok).toBe(true);
  });
});

describe("7. a card saved too late", () => {
  it("is told nothing was charged, not that a payment of $0 is refunded", async () => {
    const booked = await money.book(deposit, FAR, "14:00", NOW);
    if (!booked.ok) throw new Error(booked.message);
    const id = bookingIdOf(booked.path);
    await payments.releaseExpiredHolds(new Date(NOW.getTime() + 16 * MINUTE));
    await deliverHeld();
    expect(await bookingRow(id)).toMatchObject({ status: "expired" });
    const taker = await money.book(deposit, FAR, "14:00", new Date(NOW.getTime() + 17 * MINUTE));
    expect(taker.ok).toBe(true);
    stripe.sessions.get(sessionIdOf(booked.payment!))!.status = "open";
    await money.pay(booked.payment!);
    await deliverHeld();
    expect(await bookingRow(id)).toMatchObject({ status: "expired" });
    const sent = await emails(id);
    const notice = sent.find((e) => e.kind === "card_saved_late");
    expect(notice?.text).toContain("Nothing was charged");
    expect(sent.map((e) => e.text).join("\n")).not.toContain("$0");
    expect(await ledger(id)).toEqual([]);
  });
});

describe("8. one Checkout Session per booking and attempt", () => {
  it("gives a double submit one page, keyed by the booking and the attempt", async () => {
    const booked = await money.book(deposit, "2030-01-10", "15:00", NOW);
    if (!booked.ok) throw new Error(booked.message);
    const id = bookingIdOf(booked.path);
    const before = stripe.sessions.size;
    const [a, b] = await Promise.all([payments.checkoutFor(id, NOW), payments.checkoutFor(id, NOW)]);
    expect(a).toEqual(b);
    expect(stripe.sessions.size).toBe(before);
    const keys = stripe.requests
      .filter((r) => r.path === "/v1/checkout/sessions" && r.key?.startsWith(`checkout-${id}-`))
      .map((r) => r.key);
    expect(new Set(keys)).toEqual(new Set([`checkout-${id}-1`]));
    // The page expires: the next attempt makes the next page, once.
    await stripe.expireSession(sessionIdOf(booked.payment!));
    const [c, d] = await Promise.all([payments.checkoutFor(id, NOW), payments.checkoutFor(id, NOW)]);
    expect(c.ok && d.ok && c.url === d.url && c.url !== booked.payment).toBe(true);
    expect(stripe.sessions.size).toBe(before + 1);
    expect((await bookingRow(id)).checkout_attempt).toBe(2);
    stripe.held.length = 0;
  });

  it("opens no second page for a booking paid whose event is still on its way", async () => {
    const booked = await money.book(deposit, "2030-01-10", "16:00", NOW);
    if (!booked.ok) throw new Error(booked.message);
    const id = bookingIdOf(booked.path);
    await stripe.completeCheckout(sessionIdOf(booked.payment!));
    const before = stripe.sessions.size;
    expect(readInEnglish(await payments.checkoutFor(id, NOW))).toMatchObject({ ok: false, message: "Payment received, confirming…" });
    expect(stripe.sessions.size).toBe(before);
  });
});

describe("10. no booking waits for a payment without a hold", () => {
  it("is the database's rule", async () => {
    const { testBookingRow } = await import("../support/factories");
    const { insertBooking } = await import("~/models/booking.server");
    await expect(insertBooking(getDb(), testBookingRow({ provider_user_id: provider.id, status: "pending" }))).rejects.toThrow(/CHECK/);
  });
});

describe("11. a business asks for money by card without ever seeing the card", () => {
  const scope = () => ({ userId: provider.id, email: "cases-provider@example.com", role: "provider" as const, seesAll: false });
  const customerOf = async (bookingId: string) => (await bookingRow(bookingId)).customer_id!;

  it("sends a payment link: a row waiting for the customer, e-mailed; paid on Stripe's page, completed only by the event", async () => {
    const booking = await paidBooking(deposit, "2030-01-10", "08:00");
    const customerId = await customerOf(booking);
    const sendLink = () =>
      payments.recordPayment(scope(), {
        customerId,
        bookingId: booking,
        amountCents: 9_500,
        method: "credit",
        credit: { via: "link" },
        notes: "The rest of the job",
        requestKey: "link-once",
      });
    const recorded = await sendLink();
    if (!recorded.ok) throw new Error(recorded.message);
    expect(recorded).toMatchObject({ status: "pending", via: "link", refused: null });
    // Posted twice, the form's one-time key returns the same payment.
    const again = await sendLink();
    expect(again.ok && again.id).toBe(recorded.id);
    const row = () => getDb().selectFrom("payments").selectAll().where("id", "=", recorded.id).executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({ state: "open", status: "pending", purpose: "link", amount_cents: 9_500 });
    const email = (await emails(booking)).find((e) => e.kind === "payment_link");
    const url = /\/payments\/[0-9a-f-]{36}\?token=[\w-]+/.exec(email!.text)![0];
    const link = money.links.openPaymentLink(recorded.id, new URL(url, "http://x").searchParams.get("token"))!;
    expect(link).not.toBeNull();
    expect(await payments.paymentLinkPage(link)).toMatchObject({ amount: "$95", state: "open", notes: "The rest of the job" });

    const page = await payments.payPaymentLink(link, NOW);
    if (!page.ok) throw new Error(page.message);
    // A second click opens the same page.
    expect(await payments.payPaymentLink(link, NOW)).toEqual(page);
    await stripe.completeCheckout(sessionIdOf(page.url));
    expect(await row()).toMatchObject({ state: "open" });
    await stripe.send("checkout.session.completed", stripe.sessions.get(sessionIdOf(page.url))!);
    await deliverHeld();
    expect(await row()).toMatchObject({ state: "succeeded", status: "completed" });
    expect(await kept(booking)).toBe(2_500 + 9_500);
    expect(await payments.paymentLinkPage(link)).toMatchObject({ state: "paid" });
    expect(readInEnglish(await payments.payPaymentLink(link, NOW))).toMatchObject({
      ok: false,
      message: "This payment has been made. Thank you!",
    });
  });

  it("words a link about no booking, and its receipt, in the language of the customer's latest booking", async () => {
    const booking = await paidBooking(deposit, "2030-01-15", "13:00");
    await getDb().updateTable("bookings").set({ language: "es" }).where("id", "=", booking).execute();
    const { customer_id, customer_email } = await bookingRow(booking);
    const recorded = await payments.recordPayment(scope(), {
      customerId: customer_id!,
      bookingId: null,
      amountCents: 3_000,
      method: "credit",
      credit: { via: "link" },
      notes: null,
      requestKey: "link-in-spanish",
    });
    if (!recorded.ok) throw new Error(recorded.message);
    const sent = async (kind: string) =>
      getDb()
        .selectFrom("email_outbox")
        .select(["subject", "text"])
        .where("to", "=", customer_email)
        .where("kind", "=", kind)
        .where("booking_id", "is", null)
        .executeTakeFirst();
    const asked = await sent("payment_link");
    expect(asked?.subject).toMatch(/^Solicitud de pago de .+: \$30$/);
    const url = /\/payments\/[0-9a-f-]{36}\?token=[\w-]+&lang=es/.exec(asked!.text)![0];
    const link = money.links.openPaymentLink(recorded.id, new URL(url, "http://x").searchParams.get("token"))!;
    const page = await payments.payPaymentLink(link, NOW);
    if (!page.ok) throw new Error(page.message);
    await stripe.completeCheckout(sessionIdOf(page.url));
    await stripe.send("checkout.session.completed", stripe.sessions.get(sessionIdOf(page.url))!);
    await deliverHeld();
    const receipt = await sent("payment_receipt");
    expect(receipt?.subject).toMatch(/^Recibo: \$30 a /);
    expect(receipt?.text).toMatch(/Ver el pago: .*\/payments\/[0-9a-f-]{36}\?token=[\w-]+&lang=es/);
  });

  it("charges the card on file off-session, and tells the business when it is declined", async () => {
    const booking = await savedCardBooking("12:00", "2030-01-30");
    const customerId = await customerOf(booking);
    const chargeCard = () =>
      payments.recordPayment(scope(), {
        customerId,
        bookingId: null,
        amountCents: 4_000,
        method: "credit",
        credit: { via: "card_on_file" },
        notes: null,
      });
    const charged = await chargeCard();
    if (!charged.ok) throw new Error(charged.message);
    expect(charged.refused).toBeNull();
    await deliverHeld();
    const row = await getDb().selectFrom("payments").selectAll().where("id", "=", charged.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: "succeeded", purpose: "card_on_file" });

    stripe.declining.add((await bookingRow(booking)).stripe_payment_method_id!);
    const declined = await chargeCard();
    expect(declined).toMatchObject({ ok: true, refused: "cardRefusal.declined" });
    const failed = await getDb()
      .selectFrom("payments")
      .selectAll()
      .where("id", "=", declined.ok ? declined.id : "")
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ state: "failed", failure_reason: "cardRefusal.declined" });
    stripe.held.length = 0;
  });

  it("refuses the card on file for a customer who saved none, and a link for a booking that ended", async () => {
    const booking = await paidBooking(full, "2030-01-11", "09:00");
    const customerId = await customerOf(booking);
    expect(
      readInEnglish(
        await payments.recordPayment(scope(), {
          customerId,
          bookingId: null,
          amountCents: 1_000,
          method: "credit",
          credit: { via: "card_on_file" },
          notes: null,
        }),
      ),
    ).toMatchObject({
      ok: false,
      status: 400,
      field: "credit_via",
      message: "This customer has no card saved with your business. Send a payment link instead.",
    });
    await cancelAsCustomer(booking, NOW);
    await deliverHeld();
    expect(
      await payments.recordPayment(scope(), {
        customerId,
        bookingId: booking,
        amountCents: 1_000,
        method: "credit",
        credit: { via: "link" },
        notes: null,
      }),
    ).toMatchObject({ ok: false, field: "booking_id" });
  });
});
