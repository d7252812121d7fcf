// The platform takes 10 % of what the job costs, never of a tip: set before the app reads its environment.
process.env.PLATFORM_FEE_PERCENT = "10";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readInEnglish } from "../support/english";
import { startPayments } from "../support/payments";

/**
 * The bill after the job (issue 57, decision 0055), against the fake Stripe on both engines: a
 * two-hour job billed at three hours with a part, approved and paid by link with a tip; a deposit
 * above the bill given back; cash recorded; reminders once each and withdrawn once paid; a second
 * page paid goes back.
 */
const money = await startPayments({ holdEvents: true });
const { stripe, getDb, payments, bookingRow, deliverHeld, bookingIdOf, sessionIdOf } = money;
const { writeBill, approveBill, payBill, markBillPaid, billPage, billFormPage } = payments;

afterAll(() => stripe.close());
beforeEach(() => stripe.reset());

// Monday 2030-01-07, 09:00 in Austin: jobs this week pay their deposit or price at booking.
const NOW = new Date("2030-01-07T15:00:00Z");
const LATER = new Date("2030-01-08T20:00:00Z");

let provider: { id: string };
let deposit: string;
let full: string;

beforeAll(async () => {
  provider = await money.providerWithAccount("bills-provider@example.com");
  // Two hours at $60: the $120 the customer agreed to, $25 of it paid as a deposit.
  deposit = await money.tileWithRule(provider.id, { payment_rule: "deposit", deposit_cents: 2_500, price_from_cents: 12_000 });
  full = await money.tileWithRule(provider.id, { payment_rule: "full", price_from_cents: 8_000 });
});

/** A booking paid at booking and then done (the lifecycle's own moves are tested with it). */
async function completedJob(service: string, time: string) {
  const booked = await money.book(service, "2030-01-08", time, NOW);
  if (!booked.ok) throw new Error(booked.message);
  await money.pay(booked.payment!);
  await deliverHeld();
  const id = bookingIdOf(booked.path);
  await getDb().updateTable("bookings").set({ status: "completed", status_changed_at: LATER.toISOString() }).where("id", "=", id).execute();
  return id;
}

const bill = (bookingId: string) => getDb().selectFrom("bills").selectAll().where("booking_id", "=", bookingId).executeTakeFirstOrThrow();
const billRows = (billId: string) =>
  getDb().selectFrom("payments").selectAll().where("bill_id", "=", billId).orderBy("created_at").execute();
const refundsOf = (bookingId: string) =>
  getDb().selectFrom("payments").selectAll().where("booking_id", "=", bookingId).where("kind", "=", "refund").execute();
const outbox = (bookingId: string, kind: string) =>
  getDb().selectFrom("email_outbox").selectAll().where("booking_id", "=", bookingId).where("kind", "=", kind).execute();

function linkOf(billId: string) {
  const token = new URL(`http://x${money.links.billPath(billId)}`).searchParams.get("token");
  return money.links.openBillLink(billId, token)!;
}

async function paidOnStripe(url: string) {
  const sessionId = sessionIdOf(url);
  await stripe.completeCheckout(sessionId);
  await stripe.send("checkout.session.completed", stripe.sessions.get(sessionId)!);
  await deliverHeld();
}

const threeHoursAndAPart = {
  lines: [
    { kind: "labour" as const, label: "Labour, 3 hours", amountCents: 18_000, taxable: false },
    { kind: "parts" as const, label: "P-trap", amountCents: 4_500, taxable: true },
  ],
  // 8.25 %
  taxRateBp: 825,
};

describe("the final bill", () => {
  it("bills a two-hour job at three hours with a part: approved, paid by link with a 15% tip, receipted", async () => {
    const id = await completedJob(deposit, "09:00");
    const owned = await money.asProvider(provider.id, id);
    // The form starts from what was agreed, and says what was paid.
    const form = await billFormPage(owned, "en");
    expect(form?.start).toMatchObject({ agreed: "$120", applied: "$25", lines: [{ kind: "labour", amount: "120.00" }] });

    const written = await writeBill(owned, threeHoursAndAPart, LATER);
    if (!written.ok) throw new Error(written.message);
    // $225 of work, $3.71 of tax on the part: $228.71, more than 10 % above $120, waits for approval.
    expect(await bill(id)).toMatchObject({ status: "awaiting_approval", subtotal_cents: 22_500, tax_cents: 371, total_cents: 22_871 });
    const sent = await outbox(id, "bill");
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toMatch(/^Please review your bill from .+/);
    expect((await bookingRow(id)).status).toBe("completed");
    expect(sent[0].text).toContain("nothing is charged until you approve it");
    expect(await outbox(id, "bill_reminder")).toHaveLength(0);

    const link = linkOf(written.id);
    expect(readInEnglish(await payBill(link, { tip: { kind: "percent", percent: 15 } }, LATER))).toMatchObject({
      ok: false,
      message: "This bill has nothing to pay now.",
    });
    expect(await approveBill(link, LATER)).toEqual({ ok: true });
    expect(readInEnglish(await approveBill(link, LATER))).toMatchObject({ ok: false, message: "This bill is not waiting for approval." });
    // Two reminders, 3 and 7 days on.
    const reminders = await outbox(id, "bill_reminder");
    expect(reminders.map((r) => r.next_attempt_at).sort()).toEqual([
      new Date(LATER.getTime() + 3 * 86_400_000).toISOString(),
      new Date(LATER.getTime() + 7 * 86_400_000).toISOString(),
    ]);

    const page = await billPage(link, "en");
    expect(page?.bill).toMatchObject({ status: "due", total: "$228.71", applied: "$25", due: "$203.71" });
    expect(page?.tips.find((tip) => tip.percent === 15)?.amount).toBe("$33.75");

    const checkout = await payBill(link, { tip: { kind: "percent", percent: 15 } }, LATER);
    if (!checkout.ok) throw new Error(checkout.message);
    // A second click opens the same page.
    expect(await payBill(link, { tip: { kind: "percent", percent: 15 } }, LATER)).toEqual(checkout);
    const [charge] = await billRows(written.id);
    // What is due and the tip; the platform's 10 % is of what is due only.
    expect(charge).toMatchObject({ state: "open", amount_cents: 20_371 + 3_375, tip_cents: 3_375, application_fee_cents: 2_037 });
    expect(stripe.sessions.get(sessionIdOf(checkout.url))).toMatchObject({ amount_total: 23_746 });

    await paidOnStripe(checkout.url);
    expect(await bill(id)).toMatchObject({ status: "paid", tip_cents: 3_375, paid_method: "credit" });
    expect((await billRows(written.id))[0]).toMatchObject({ state: "succeeded", status: "completed" });
    expect((await outbox(id, "bill_reminder")).map((r) => r.status)).toEqual(["withdrawn", "withdrawn"]);
    const receipt = await outbox(id, "bill_receipt");
    expect(receipt).toHaveLength(1);
    expect(receipt[0].text).toContain("Tip: $33.75");
    expect(await refundsOf(id)).toHaveLength(0);
    // The booking keeps its bill and tip: the deposit and this payment, to the cent.
    expect(await money.kept(id)).toBe(22_871 + 3_375);
    expect((await billPage(link, "en"))?.bill).toMatchObject({
      status: "paid",
      tip: "$33.75",
      payments: [{ amount: "$237.46", tip: "$33.75" }],
    });
  });

  it("gives back what the booking paid above its bill, and the bill is paid at once", async () => {
    const id = await completedJob(full, "11:00");
    const written = await writeBill(
      await money.asProvider(provider.id, id),
      { lines: [{ kind: "labour", label: "Quick fix", amountCents: 6_000, taxable: false }], taxRateBp: 0 },
      LATER,
    );
    if (!written.ok) throw new Error(written.message);
    expect(await bill(id)).toMatchObject({ status: "paid", total_cents: 6_000 });
    const [refund] = await refundsOf(id);
    expect(refund).toMatchObject({ amount_cents: 2_000, reason: "ledger.refundAboveBill" });
    expect(await outbox(id, "bill_receipt")).toHaveLength(1);
    expect(await outbox(id, "bill_reminder")).toHaveLength(0);
  });

  it("records cash with its reference and tip once, and withdraws the reminders", async () => {
    const id = await completedJob(deposit, "13:00");
    const owned = await money.asProvider(provider.id, id);
    const written = await writeBill(
      owned,
      { lines: [{ kind: "labour", label: "Two hours", amountCents: 12_000, taxable: false }], taxRateBp: 0 },
      LATER,
    );
    if (!written.ok) throw new Error(written.message);
    expect(await bill(id)).toMatchObject({ status: "due" });
    expect(await outbox(id, "bill_reminder")).toHaveLength(2);
    expect(readInEnglish(await markBillPaid(owned, { method: "cash", reference: null, tipCents: 12_001 }, LATER))).toMatchObject({
      ok: false,
      field: "tip_amount",
      message: "A tip can be at most the price of the job.",
    });
    expect(await markBillPaid(owned, { method: "check", reference: "Check 1042", tipCents: 1_000 }, LATER)).toEqual({ ok: true });
    expect(await bill(id)).toMatchObject({ status: "paid", paid_method: "check", paid_reference: "Check 1042", tip_cents: 1_000 });
    expect(await billRows(written.id)).toMatchObject([
      { source: "manual", method: "check", status: "completed", amount_cents: 9_500 + 1_000, tip_cents: 1_000, notes: "Check 1042" },
    ]);
    expect((await outbox(id, "bill_reminder")).map((r) => r.status)).toEqual(["withdrawn", "withdrawn"]);
    // Posted twice, nothing more is recorded.
    expect(readInEnglish(await markBillPaid(owned, { method: "check", reference: "Check 1042", tipCents: 1_000 }, LATER))).toMatchObject({
      ok: false,
      message: "Nothing is left to pay on this bill.",
    });
    expect(await billRows(written.id)).toHaveLength(1);
  });

  it("gives back a second page paid after the bill was paid, whole", async () => {
    const id = await completedJob(deposit, "15:00");
    const written = await writeBill(
      await money.asProvider(provider.id, id),
      { lines: [{ kind: "labour", label: "Two hours", amountCents: 12_000, taxable: false }], taxRateBp: 0 },
      LATER,
    );
    if (!written.ok) throw new Error(written.message);
    const link = linkOf(written.id);
    const first = await payBill(link, { tip: { kind: "percent", percent: 10 } }, LATER);
    if (!first.ok) throw new Error(first.message);
    // The customer pays the first tab at Stripe; before its event lands, they change the tip in another.
    await stripe.completeCheckout(sessionIdOf(first.url));
    const second = await payBill(link, { tip: { kind: "amount", cents: 2_000 } }, LATER);
    if (!second.ok) throw new Error(second.message);
    expect(first.url).not.toBe(second.url);
    expect((await billRows(written.id)).map((row) => row.state)).toEqual(["voided", "open"]);
    // The second landing pays the bill with its tip; the first, landing late on its voided row, goes back whole.
    await paidOnStripe(second.url);
    await stripe.send("checkout.session.completed", stripe.sessions.get(sessionIdOf(first.url))!);
    await deliverHeld();
    expect(await bill(id)).toMatchObject({ status: "paid", tip_cents: 2_000 });
    const refunds = await refundsOf(id);
    expect(refunds.map((refund) => refund.amount_cents)).toEqual([9_500 + 1_200]);
    expect(await money.kept(id)).toBe(12_000 + 2_000);
  });

  it("refuses a bill before the job is done, a second bill, too many discounts, a tip above the job and a link not signed", async () => {
    const booked = await money.book(deposit, "2030-01-09", "09:00", NOW);
    if (!booked.ok) throw new Error(booked.message);
    await money.pay(booked.payment!);
    await deliverHeld();
    const id = bookingIdOf(booked.path);
    const owned = await money.asProvider(provider.id, id);
    const lines = [{ kind: "labour" as const, label: "Work", amountCents: 10_000, taxable: false }];
    expect(readInEnglish(await writeBill(owned, { lines, taxRateBp: 0 }, LATER))).toMatchObject({
      ok: false,
      message: "Complete the job before writing its bill.",
    });
    await getDb().updateTable("bookings").set({ status: "completed" }).where("id", "=", id).execute();
    expect(
      readInEnglish(
        await writeBill(
          owned,
          { lines: [...lines, { kind: "discount", label: "Too much", amountCents: 20_000, taxable: false }], taxRateBp: 0 },
          LATER,
        ),
      ),
    ).toMatchObject({ ok: false, message: "The discounts are more than the bill." });
    const written = await writeBill(owned, { lines, taxRateBp: 0 }, LATER);
    expect(written.ok).toBe(true);
    expect(readInEnglish(await writeBill(owned, { lines, taxRateBp: 0 }, LATER))).toMatchObject({
      ok: false,
      message: "This job already has a bill.",
    });
    if (!written.ok) return;
    expect(readInEnglish(await payBill(linkOf(written.id), { tip: { kind: "amount", cents: 10_001 } }, LATER))).toMatchObject({
      ok: false,
      field: "tip_amount",
    });
    expect(money.links.openBillLink(written.id, "forged")).toBeNull();
    // Another business's owner cannot reach it.
    const stranger = await money.createUser(getDb(), { email: "other-biller@example.com", passwordHash: "x", role: "provider" });
    const refused = await money.ownership({ userId: stranger.id, email: "", role: "provider", seesAll: false }, { booking: id });
    expect(refused.ok).toBe(false);
  });
});

describe("a bill charged to the card saved for it", () => {
  /** A job paid at booking by a customer who agreed their card be charged after it, up to $132. */
  async function agreedJob(time: string) {
    const booked = await money.book(deposit, "2030-01-09", time, NOW, { chargeAfterJob: true });
    if (!booked.ok) throw new Error(booked.message);
    await money.pay(booked.payment!);
    await deliverHeld();
    const id = bookingIdOf(booked.path);
    await getDb().updateTable("bookings").set({ status: "completed" }).where("id", "=", id).execute();
    return id;
  }
  const twoHours = { lines: [{ kind: "labour" as const, label: "Two hours", amountCents: 12_000, taxable: false }], taxRateBp: 0 };

  it("is charged off-session within the cap, and the customer gets the bill and then its receipt", async () => {
    const id = await agreedJob("12:00");
    const booking = await bookingRow(id);
    expect(booking).toMatchObject({ after_job_cap_cents: 13_200 });
    expect(booking.stripe_payment_method_id).toMatch(/^pm_/);
    // A card kept only for that is not the business's to charge for anything else.
    const { findCardOnFile } = await import("~/models/ledger.server");
    expect(await findCardOnFile(provider.id, booking.customer_id!, null)).toBeUndefined();

    const written = await writeBill(await money.asProvider(provider.id, id), twoHours, LATER);
    if (!written.ok) throw new Error(written.message);
    const [charge] = await billRows(written.id);
    expect(charge).toMatchObject({ purpose: "card_on_file", amount_cents: 9_500, tip_cents: 0 });
    expect(["sent", "succeeded"]).toContain(charge.state);
    expect((await outbox(id, "bill"))[0].subject).toMatch(/\$95 charged to your saved card$/);
    expect(readInEnglish(await payBill(linkOf(written.id), { tip: { kind: "percent", percent: 0 } }, LATER))).toMatchObject({
      ok: false,
      message: "Payment received, confirming…",
    });
    await deliverHeld();
    expect(await bill(id)).toMatchObject({ status: "paid", paid_method: "credit" });
    expect(await outbox(id, "bill_receipt")).toHaveLength(1);
    expect(await outbox(id, "bill_reminder")).toHaveLength(0);
    expect(await money.kept(id)).toBe(12_000);
  });

  it("falls back to the link when the card is declined, and is never charged above the cap", async () => {
    const id = await agreedJob("14:00");
    stripe.declining.add((await bookingRow(id)).stripe_payment_method_id!);
    const written = await writeBill(await money.asProvider(provider.id, id), twoHours, LATER);
    if (!written.ok) throw new Error(written.message);
    await deliverHeld();
    expect((await billRows(written.id))[0]).toMatchObject({ state: "failed" });
    expect(await bill(id)).toMatchObject({ status: "due" });
    // The bill is sent again with its link, and reminded as any bill due.
    const bills = await outbox(id, "bill");
    expect(bills.map((email) => email.subject)).toEqual([
      expect.stringMatching(/charged to your saved card$/),
      expect.stringMatching(/^Your bill from .+: \$95 due$/),
    ]);
    expect(await outbox(id, "bill_reminder")).toHaveLength(2);
    const checkout = await payBill(linkOf(written.id), { tip: { kind: "percent", percent: 0 } }, LATER);
    expect(checkout.ok).toBe(true);

    // Above the cap it waits for the customer's approval, and nothing is charged.
    const above = await agreedJob("16:00");
    const big = await writeBill(
      await money.asProvider(provider.id, above),
      { lines: [{ kind: "labour", label: "Four hours", amountCents: 24_000, taxable: false }], taxRateBp: 0 },
      LATER,
    );
    if (!big.ok) throw new Error(big.message);
    expect(await bill(above)).toMatchObject({ status: "awaiting_approval" });
    expect(await billRows(big.id)).toEqual([]);
  });
});

describe("a receipt per payment", () => {
  it("opens from the payment's e-mail: the booking's reference, how it was paid, its tip, its bill, and a PDF", async () => {
    const id = await completedJob(deposit, "17:00");
    const written = await writeBill(
      await money.asProvider(provider.id, id),
      { lines: [{ kind: "labour", label: "Two hours", amountCents: 12_000, taxable: false }], taxRateBp: 0 },
      LATER,
    );
    if (!written.ok) throw new Error(written.message);
    const checkout = await payBill(linkOf(written.id), { tip: { kind: "amount", cents: 1_500 } }, LATER);
    if (!checkout.ok) throw new Error(checkout.message);
    await paidOnStripe(checkout.url);
    const depositRow = await getDb()
      .selectFrom("payments")
      .select("id")
      .where("booking_id", "=", id)
      .where("bill_id", "is", null)
      .where("kind", "=", "charge")
      .executeTakeFirstOrThrow();
    const [billCharge] = await billRows(written.id);
    // The deposit's receipt e-mail links to its receipt page.
    const [depositReceipt] = await outbox(id, "payment_receipt");
    expect(depositReceipt.text).toContain(`See the receipt: http://localhost:3000/payments/${depositRow.id}?token=`);
    const open = (paymentId: string) =>
      money.links.openPaymentLink(paymentId, new URL(`http://x${money.links.paymentPath(paymentId)}`).searchParams.get("token"))!;
    const { paymentLinkPage, paymentPdf } = payments;
    expect(await paymentLinkPage(open(depositRow.id), "en")).toMatchObject({
      state: "paid",
      amount: "$25",
      receipt: { reference: (await bookingRow(id)).reference, method: "credit", what: "Deposit", tip: null, billUrl: null },
    });
    const page = await paymentLinkPage(open(billCharge.id), "en");
    expect(page).toMatchObject({ state: "paid", amount: "$110", receipt: { tip: "$15", what: "Bill" } });
    expect(page?.receipt?.billUrl).toMatch(new RegExp(`^/bills/${written.id}\\?token=`));
    const pdf = await paymentPdf(open(billCharge.id), "es");
    expect(Buffer.from(pdf!.slice(0, 5)).toString()).toBe("%PDF-");
    const billPdfBytes = await payments.billPdf(linkOf(written.id), "en");
    expect(Buffer.from(billPdfBytes!.slice(0, 5)).toString()).toBe("%PDF-");
  });
});

describe("the books", () => {
  const scope = () => ({ userId: provider.id, email: "", role: "provider" as const, seesAll: false });

  it("says what bills are still owed, and puts a range of movements in a CSV whose payouts add up", async () => {
    const { billsSummary, ledgerExport } = payments;
    // Three bills are still owed from the tests above: one written and never paid, one declined on the card, one awaiting approval.
    const summary = await billsSummary(scope());
    expect(summary).toMatchObject({ outstandingCount: 3, atLeast: false });
    const file = await ledgerExport(scope(), { from: "2030-01-01", to: "2030-12-31" });
    if (!file.ok) throw new Error(file.message);
    expect(file.filename).toBe("porchlight-payments-2030-01-01-to-2030-12-31.csv");
    const [header, ...lines] = file.csv.trimEnd().split("\r\n");
    expect(header).toBe("date,reference,customer,kind,method,lines,tax,tip,amount,platform_fee,payout");
    const rows = lines.map((line) => {
      const cells = line
        .match(/("([^"]|"")*"|[^,]*)(,|$)/g)!
        .map((cell) => cell.replace(/,$/, "").replace(/^"|"$/g, "").replace(/""/g, '"'));
      return Object.fromEntries(header.split(",").map((column, i) => [column, cells[i]]));
    });
    // The bill paid by card with its tip: the platform's fee is of what was due, never of the tip.
    expect(rows).toContainEqual(
      expect.objectContaining({
        kind: "charge",
        method: "card",
        lines: "Labour, 3 hours 180; P-trap 45",
        tax: "3.71",
        tip: "33.75",
        amount: "237.46",
        platform_fee: "20.37",
        payout: "217.09",
      }),
    );
    // Cash recorded with its tip; the deposit given back above a bill, with its share of the fee.
    expect(rows).toContainEqual(
      expect.objectContaining({ kind: "charge", method: "check", tip: "10", amount: "105", platform_fee: "0", payout: "105" }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ kind: "refund", method: "card", amount: "-20", platform_fee: "-2", payout: "-18" }),
    );
    for (const row of rows)
      expect(Math.round(Number(row.amount) * 100) - Math.round(Number(row.platform_fee) * 100)).toBe(Math.round(Number(row.payout) * 100));

    for (const range of [
      { from: "2030-02-01", to: "2030-01-01" },
      { from: "2030-01-01", to: "2031-01-02" },
      { from: "2030-01-01", to: null },
      { from: "2030-13-45", to: "2030-13-46" },
    ])
      expect(readInEnglish(await ledgerExport(scope(), range))).toMatchObject({
        ok: false,
        message: "Choose a start and an end date, at most a year apart.",
      });
  });
});
