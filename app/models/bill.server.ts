import type { Selectable } from "kysely";
import { BILL_MACHINE, type BillLine, type BillMover, type BillState } from "~/domain/billing/bill";
import type { PaymentMethod } from "~/domain/payments/payments";
import { newId } from "~/domain/uuid";
import { getDb, type Executor } from "~/lib/db.server";
import type { BillsTable } from "~/lib/db-schema";

/**
 * Bills after the job (decision 0055): one per booking (a unique index decides which of two
 * racing writes is the bill), its state moved only by a compare-and-set BILL_MACHINE allows.
 */

export type BillRow = Selectable<BillsTable>;

export type NewBill = {
  bookingId: string;
  ownerUserId: string;
  status: BillState;
  lines: readonly BillLine[];
  referenceCents: number | null;
  subtotalCents: number;
  taxRateBp: number;
  taxCents: number;
  totalCents: number;
  writtenBy: string | null;
  workerUserId: string | null;
  now: Date;
};

/** Writes a booking's bill: its id, or null when the booking already has one. */
export async function insertBill(executor: Executor, bill: NewBill): Promise<string | null> {
  if (!BILL_MACHINE.initial.includes(bill.status)) throw new Error(`A bill is not written as ${bill.status}`);
  const id = newId();
  const at = bill.now.toISOString();
  const result = await executor
    .insertInto("bills")
    .values({
      id,
      booking_id: bill.bookingId,
      owner_user_id: bill.ownerUserId,
      status: bill.status,
      lines: JSON.stringify(bill.lines),
      reference_cents: bill.referenceCents,
      subtotal_cents: bill.subtotalCents,
      tax_rate_bp: bill.taxRateBp,
      tax_cents: bill.taxCents,
      total_cents: bill.totalCents,
      written_by: bill.writtenBy,
      worker_user_id: bill.workerUserId,
      created_at: at,
      updated_at: at,
      ...(bill.status === "paid" ? { paid_at: at } : {}),
    })
    .onConflict((oc) => oc.column("booking_id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1 ? id : null;
}

export async function findBill(id: string, executor: Executor = getDb()): Promise<BillRow | undefined> {
  return executor.selectFrom("bills").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findBillOfBooking(bookingId: string, executor: Executor = getDb()): Promise<BillRow | undefined> {
  return executor.selectFrom("bills").selectAll().where("booking_id", "=", bookingId).executeTakeFirst();
}

type BillPatch = { at: Date; tipCents?: number; method?: PaymentMethod; reference?: string | null };

/** Moves a bill if its table allows `by` to, from whatever state it is in now: whether it moved. */
export async function moveBill(executor: Executor, id: string, to: BillState, by: BillMover, patch: BillPatch): Promise<boolean> {
  const from = BILL_MACHINE.sources(to, by);
  if (from.length === 0) return false;
  const at = patch.at.toISOString();
  const result = await executor
    .updateTable("bills")
    .set({
      status: to,
      updated_at: at,
      ...(to === "due" ? { approved_at: at } : {}),
      ...(to === "paid" ? { paid_at: at } : {}),
      ...(patch.tipCents !== undefined ? { tip_cents: patch.tipCents } : {}),
      ...(patch.method ? { paid_method: patch.method, paid_reference: patch.reference ?? null } : {}),
    })
    .where("id", "=", id)
    .where("status", "in", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The accepted quote a booking was made from: its lines and total, which its bill starts from. */
export async function findQuoteOfBooking(quoteId: string, executor: Executor = getDb()) {
  return executor.selectFrom("quotes").select(["lines", "total_cents"]).where("id", "=", quoteId).executeTakeFirst();
}

/** A bill's payments and their refunds, oldest first: its receipt's rows. */
export async function listBillMovements(billId: string, executor: Executor = getDb()) {
  const charges = await executor
    .selectFrom("payments")
    .select(["id", "kind", "amount_cents", "tip_cents", "method", "state", "status", "card_last4", "notes", "created_at", "updated_at"])
    .where("bill_id", "=", billId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const chargeIds = charges.map((row) => row.id);
  const refunds = chargeIds.length
    ? await executor
        .selectFrom("payments")
        .select(["id", "amount_cents", "state", "refund_of", "created_at"])
        .where("refund_of", "in", chargeIds)
        .where("kind", "=", "refund")
        .orderBy("created_at")
        .execute()
    : [];
  return { charges, refunds };
}

/** Records a payment the business took for a bill outside Porchlight (cash, a check, Venmo, Cash App): done, with no state. */
export async function insertMarkedBillPayment(
  executor: Executor,
  row: {
    billId: string;
    ownerUserId: string;
    customerId: string;
    bookingId: string;
    amountCents: number;
    tipCents: number;
    method: PaymentMethod;
    reference: string | null;
    reason: string;
    createdBy: string;
    now: Date;
  },
): Promise<string> {
  const id = newId();
  const at = row.now.toISOString();
  await executor
    .insertInto("payments")
    .values({
      id,
      owner_user_id: row.ownerUserId,
      customer_id: row.customerId,
      booking_id: row.bookingId,
      amount_cents: row.amountCents,
      tip_cents: row.tipCents,
      method: row.method,
      status: "completed",
      kind: "charge",
      source: "manual",
      reason: row.reason,
      notes: row.reference,
      bill_id: row.billId,
      created_by: row.createdBy,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

/** The bill's open payment page, if its customer opened one: a row waiting for Stripe. */
export async function findOpenBillCharge(billId: string, executor: Executor = getDb()) {
  return executor
    .selectFrom("payments")
    .selectAll()
    .where("bill_id", "=", billId)
    .where("state", "=", "open")
    .orderBy("created_at", "desc")
    .executeTakeFirst();
}

/** The tips paid with the bills of jobs one person did, in a range of paid times. */
export async function sumWorkerTips(workerUserId: string, range: { since: string; before: string }, executor: Executor = getDb()) {
  const row = await executor
    .selectFrom("bills")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("tip_cents"), eb.lit(0)).as("n"))
    .where("worker_user_id", "=", workerUserId)
    .where("status", "=", "paid")
    .where("paid_at", ">=", range.since)
    .where("paid_at", "<", range.before)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether a charge of the bill is with Stripe now (a saved card being charged): paying again would pay twice. */
export async function billChargeInFlight(billId: string, executor: Executor = getDb()): Promise<boolean> {
  const row = await executor
    .selectFrom("payments")
    .select("id")
    .where("bill_id", "=", billId)
    .where("state", "in", ["sending", "sent"])
    .executeTakeFirst();
  return row !== undefined;
}
