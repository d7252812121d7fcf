process.env.PLATFORM_FEE_PERCENT = "10";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readInEnglish } from "../support/english";
import { startPayments } from "../support/payments";

/**
 * Disputes (issue 57, decision 0056), against the fake Stripe on both engines: Stripe's dispute
 * events move a dispute along its table once each; the business and the admins are told with the
 * deadline; the business sends the evidence Porchlight holds; a won dispute costs nothing and a
 * lost one comes off the payout and the accountant's file.
 */
const money = await startPayments({ holdEvents: true });
const { stripe, getDb, payments, deliverHeld, bookingIdOf } = money;
const { disputePage, respondToDispute, ledgerExport } = payments;

afterAll(() => stripe.close());
beforeEach(() => stripe.reset());

const NOW = new Date("2030-01-07T15:00:00Z");
let provider: { id: string };
let deposit: string;

beforeAll(async () => {
  provider = await money.providerWithAccount("disputes-provider@example.com", {
    freeCancelHours: 24,
    lateFeePercent: 50,
    noShowFeePercent: 100,
  });
  deposit = await money.tileWithRule(provider.id, { payment_rule: "deposit", deposit_cents: 2_500, price_from_cents: 12_000 });
  await money.createUser(getDb(), { email: "disputes-admin@example.com", passwordHash: "x", role: "admin" });
});

/** A booking whose $25 deposit was paid on Checkout: its booking and the payment intent Stripe made. */
async function paidDeposit(time: string) {
  const booked = await money.book(deposit, "2030-01-08", time, NOW, { name: `Dana ${time}` });
  if (!booked.ok) throw new Error(booked.message);
  await money.pay(booked.payment!);
  await deliverHeld();
  const bookingId = bookingIdOf(booked.path);
  const charge = await getDb()
    .selectFrom("payments")
    .selectAll()
    .where("booking_id", "=", bookingId)
    .where("kind", "=", "charge")
    .executeTakeFirstOrThrow();
  return { bookingId, intentId: charge.stripe_id! };
}

const disputeRow = (stripeId: string) =>
  getDb().selectFrom("disputes").selectAll().where("stripe_dispute_id", "=", stripeId).executeTakeFirstOrThrow();
const sent = (kind: string) => getDb().selectFrom("email_outbox").select(["to", "subject", "text"]).where("kind", "=", kind).execute();
const owned = async (disputeId: string, userId = provider.id) => {
  const found = await money.ownership({ userId, email: "", role: "provider", seesAll: false }, { dispute: disputeId });
  if (!found.ok) throw new Error(found.message);
  return found;
};

describe("a disputed payment", () => {
  it("is recorded once, tells the business and the admins the deadline, takes the evidence, and is won", async () => {
    const { intentId, bookingId } = await paidDeposit("09:00");
    const opened = await stripe.openDispute(intentId, { reason: "product_not_received", dueInDays: 7 });
    await deliverHeld();
    // Stripe sends it again: nothing more happens.
    await stripe.deliver(stripe.events.at(-1)!);
    const row = await disputeRow(opened.id);
    expect(row).toMatchObject({
      status: "needs_response",
      amount_cents: 2_500,
      reason: "product_not_received",
      booking_id: bookingId,
      owner_user_id: provider.id,
    });
    expect(await getDb().selectFrom("disputes").select("id").where("stripe_dispute_id", "=", opened.id).execute()).toHaveLength(1);
    const told = await sent("dispute_opened");
    expect(told.map((email) => email.to).sort()).toEqual(["disputes-admin@example.com", "disputes-provider@example.com"]);
    expect(told[0].subject).toMatch(/^A payment of \$25 is disputed: answer by /);
    expect(told[0].text).toContain(`/dashboard/disputes/${row.id}`);

    // What Porchlight holds, as the business reads it before sending.
    const page = await disputePage(await owned(row.id), "en");
    expect(page).toMatchObject({
      status: "needs_response",
      amount: "$25",
      facts: { customerName: "Dana 09:00", serviceDate: "2030-01-08" },
    });
    expect(page?.facts.policy).toMatch(/^Free cancellation until 24 hours before the job/);

    expect(await respondToDispute(await owned(row.id), "We came on time; the customer signed off.", NOW)).toEqual({ ok: true });
    const evidence = stripe.disputes.get(opened.id)!.evidence as Record<string, string>;
    expect(evidence).toMatchObject({ customer_name: "Dana 09:00", service_date: "2030-01-08" });
    expect(evidence.product_description).toContain((await money.bookingRow(bookingId)).reference);
    expect(evidence.cancellation_policy_disclosure).toContain("Free cancellation until 24 hours before the job");
    expect(evidence.uncategorized_text).toContain("From the business: We came on time; the customer signed off.");
    expect(await disputeRow(opened.id)).toMatchObject({ status: "under_review" });
    expect(readInEnglish(await respondToDispute(await owned(row.id), null, NOW))).toMatchObject({
      ok: false,
      message: "This dispute is not waiting for evidence.",
    });
    // The dashboard lists it until it ends.
    const summary = await payments.billsSummary({ userId: provider.id, email: "", role: "provider", seesAll: false });
    expect(summary.ok && summary.disputes).toEqual([expect.objectContaining({ id: row.id, amount: "$25", status: "under_review" })]);
    // Stripe's own word of the review changes nothing more; its decision ends it.
    await deliverHeld();
    await stripe.closeDispute(opened.id, "won");
    await deliverHeld();
    expect(await disputeRow(opened.id)).toMatchObject({ status: "won" });
    expect((await sent("dispute_closed")).map((email) => email.subject)).toContain(
      "The dispute of $25 is won: the money comes back to you",
    );
  });

  it("lost, comes off the payout and into the accountant's file", async () => {
    const { intentId, bookingId } = await paidDeposit("11:00");
    const opened = await stripe.openDispute(intentId, { reason: "fraudulent" });
    await deliverHeld();
    await stripe.closeDispute(opened.id, "lost");
    await deliverHeld();
    expect(await disputeRow(opened.id)).toMatchObject({ status: "lost" });
    const { providerBookings } = await import("~/services/booking/index.server");
    const first = { after: null, before: null, perPage: 50 };
    const list = await providerBookings(provider.id, { upcoming: first, past: first }, NOW);
    const listed = [...list.upcoming.rows, ...list.past.rows].find((row) => row.id === bookingId);
    // $25 paid, $2.50 platform fee, $25 lost: the business is $2.50 down on it.
    expect(listed?.money.payout).toBe("Your payout: −$2.50 ($25 paid, $2.50 platform fee, $25 lost in a dispute)");
    const scope = { userId: provider.id, email: "", role: "provider" as const, seesAll: false };
    const today = new Date().toISOString().slice(0, 10);
    const file = await ledgerExport(scope, { from: "2026-01-01", to: today < "2026-12-31" ? "2026-12-31" : today });
    if (!file.ok) throw new Error(file.message);
    expect(file.csv.split("\r\n").find((line) => line.includes(",dispute,"))).toMatch(/,Dana 11:00,dispute,card,,,,-25,0,-25$/);
    // Another business's owner cannot open it.
    const stranger = await money.createUser(getDb(), { email: "dispute-stranger@example.com", passwordHash: "x", role: "provider" });
    const refused = await money.ownership(
      { userId: stranger.id, email: "", role: "provider", seesAll: false },
      { dispute: (await disputeRow(opened.id)).id },
    );
    expect(refused.ok).toBe(false);
  });

  it("of a payment the ledger does not hold is left alone", async () => {
    const { intentId } = await paidDeposit("13:00");
    const stray = await stripe.openDispute(intentId);
    await getDb().updateTable("payments").set({ stripe_id: null }).where("stripe_id", "=", intentId).execute();
    await deliverHeld();
    expect(await getDb().selectFrom("disputes").select("id").where("stripe_dispute_id", "=", stray.id).execute()).toEqual([]);
  });
});
