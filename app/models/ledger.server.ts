import { sql, type Selectable } from "kysely";
import {
  CHARGE_MACHINE,
  ledgerStatusOf,
  REFUND_MACHINE,
  type ChargeMover,
  type ChargePurpose,
  type ChargeState,
  type RefundPurpose,
  type RefundState,
} from "~/domain/payments/money-states";
import { newId } from "~/domain/uuid";
import { getDb, inJsonList, type Executor } from "~/lib/db.server";
import type { PaymentsTable } from "~/lib/db-schema";

/**
 * The ledger's online rows (docs/decisions/0022): every charge and refund moved through Stripe,
 * one row each, its state changed only by a compare-and-set its table allows
 * (app/domain/payments/money-states.ts), the plain status written with it. Every write takes the use
 * case's executor.
 */

const LEDGER_COLUMNS = [
  "id",
  "kind",
  "source",
  "amount_cents",
  "status",
  "state",
  "purpose",
  "reason",
  "method",
  "stripe_id",
  "refund_of",
  "due_at",
  "failure_reason",
  "checkout_session_id",
  "application_fee_cents",
  "bill_id",
  "tip_cents",
  "created_at",
] as const;

export type LedgerEntry = Pick<Selectable<PaymentsTable>, (typeof LEDGER_COLUMNS)[number]>;

/** The ledgers of a page of bookings at once, by booking: every payment and refund, oldest first (manual ones included). */
export async function listLedgers(bookingIds: readonly string[], executor: Executor = getDb()) {
  const ledgers = new Map<string, LedgerEntry[]>();
  if (bookingIds.length === 0) return ledgers;
  const rows = await executor
    .selectFrom("payments")
    .select([...LEDGER_COLUMNS, "booking_id"])
    .where("booking_id", "in", inJsonList(bookingIds))
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  for (const { booking_id: bookingId, ...row } of rows) {
    const ledger = ledgers.get(bookingId!) ?? [];
    ledger.push(row);
    ledgers.set(bookingId!, ledger);
  }
  return ledgers;
}

/** One booking's ledger. */
export async function listBookingLedger(bookingId: string, executor: Executor = getDb()): Promise<LedgerEntry[]> {
  return (await listLedgers([bookingId], executor)).get(bookingId) ?? [];
}

type NewMovement = {
  ownerUserId: string;
  customerId: string;
  bookingId: string | null;
  amountCents: number;
  reason: string;
  stripeId?: string | null;
  createdBy?: string | null;
  notes?: string | null;
  /** The record form's one-time key: a second post with it writes nothing. */
  requestKey?: string | null;
  /** The bill it pays, and the part of it that is a tip (decision 0055). */
  billId?: string | null;
  tipCents?: number;
  now: Date;
};

/** The columns every online row starts with. */
function movementRow(
  row: NewMovement,
  kind: "charge" | "refund",
  state: ChargeState | RefundState,
  purpose: ChargePurpose | RefundPurpose,
) {
  return {
    owner_user_id: row.ownerUserId,
    customer_id: row.customerId,
    booking_id: row.bookingId,
    amount_cents: row.amountCents,
    method: "credit" as const,
    status: ledgerStatusOf(state),
    kind,
    source: "stripe" as const,
    state,
    purpose,
    reason: row.reason,
    notes: row.notes ?? null,
    stripe_id: row.stripeId ?? null,
    created_by: row.createdBy ?? null,
    request_key: row.requestKey ?? null,
    bill_id: row.billId ?? null,
    tip_cents: row.tipCents ?? 0,
    created_at: row.now.toISOString(),
    updated_at: row.now.toISOString(),
  };
}

/**
 * Writes an online charge in one of its first states. A Stripe object already recorded is not
 * recorded twice, nor a form's one-time key used twice: null then (the unique indexes decide, on
 * any machine).
 */
export async function insertCharge(
  executor: Executor,
  row: NewMovement & {
    state: ChargeState;
    purpose: ChargePurpose;
    dueAt?: string | null;
    applicationFeeCents?: number;
  },
): Promise<string | null> {
  if (!CHARGE_MACHINE.initial.includes(row.state)) throw new Error(`A charge is not written as ${row.state}`);
  const id = newId();
  const result = await executor
    .insertInto("payments")
    .values({
      id,
      ...movementRow(row, "charge", row.state, row.purpose),
      due_at: row.dueAt ?? null,
      application_fee_cents: row.applicationFeeCents ?? 0,
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1 ? id : null;
}

/** Writes a refund of one charge, to be sent after the commit. */
export async function insertRefund(executor: Executor, row: NewMovement & { refundOf: string; purpose: RefundPurpose }): Promise<string> {
  const id = newId();
  await executor
    .insertInto("payments")
    .values({ id, ...movementRow(row, "refund", "sending", row.purpose), refund_of: row.refundOf })
    .execute();
  return id;
}

type MovePatch = { stripeId?: string | null; failureReason?: string | null; at: Date };

function patchOf(to: ChargeState | RefundState, patch: MovePatch) {
  return {
    state: to,
    status: ledgerStatusOf(to),
    updated_at: patch.at.toISOString(),
    ...(patch.stripeId ? { stripe_id: patch.stripeId } : {}),
    ...(to === "failed" ? { failure_reason: patch.failureReason ?? "Refused by Stripe" } : {}),
  };
}

/** Moves a charge to `to`, from whichever state its table lets `by` move it from (once: a compare-and-set). */
export async function moveCharge(executor: Executor, id: string, to: ChargeState, by: ChargeMover, patch: MovePatch): Promise<boolean> {
  const from = CHARGE_MACHINE.sources(to, by);
  if (from.length === 0) return false;
  const result = await executor
    .updateTable("payments")
    .set(patchOf(to, patch))
    .where("id", "=", id)
    .where("kind", "=", "charge")
    .where("state", "in", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Moves a refund to `to` (once). */
export async function moveRefund(executor: Executor, id: string, to: RefundState, patch: MovePatch): Promise<boolean> {
  const result = await executor
    .updateTable("payments")
    .set(patchOf(to, patch))
    .where("id", "=", id)
    .where("kind", "=", "refund")
    .where("state", "in", REFUND_MACHINE.sources(to, "stripe"))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What of a charge has gone back for certain (its refunds that succeeded). */
export async function refundedOf(executor: Executor, chargeId: string): Promise<number> {
  const row = await executor
    .selectFrom("payments")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("amount_cents"), eb.lit(0)).as("total"))
    .where("refund_of", "=", chargeId)
    .where("state", "=", "succeeded")
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * A request Stripe answered with a 5xx has used its idempotency key up (Stripe replays the 5xx):
 * the next request of the row takes the next number, once whatever asks first.
 */
export async function useUpAttempt(executor: Executor, id: string, seen: number) {
  await executor
    .updateTable("payments")
    .set({ attempt: seen + 1 })
    .where("id", "=", id)
    .where("attempt", "=", seen)
    .execute();
}

/** Stripe's id for a charge it answered after we stopped waiting (voided): kept, so its money can be found and refunded. */
export async function recordStripeId(executor: Executor, id: string, stripeId: string) {
  await executor.updateTable("payments").set({ stripe_id: stripeId }).where("id", "=", id).where("stripe_id", "is", null).execute();
}

/** A scheduled charge follows its booking's new start. */
export async function rescheduleCharge(executor: Executor, id: string, dueAt: string): Promise<boolean> {
  const result = await executor
    .updateTable("payments")
    .set({ due_at: dueAt })
    .where("id", "=", id)
    .where("state", "=", "scheduled")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findMovement(id: string, executor: Executor = getDb()) {
  return executor.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirst();
}

export type Movement = NonNullable<Awaited<ReturnType<typeof findMovement>>>;

export async function findMovementByStripeId(stripeId: string, executor: Executor = getDb()) {
  return executor.selectFrom("payments").selectAll().where("stripe_id", "=", stripeId).executeTakeFirst();
}

export async function findChargeByCheckoutSession(sessionId: string, executor: Executor = getDb()) {
  return executor.selectFrom("payments").selectAll().where("checkout_session_id", "=", sessionId).executeTakeFirst();
}

/** Saved cards whose time has come (oldest first, a batch at a time), by booking. */
export async function listDueScheduledCharges(now: Date, limit = 50, executor: Executor = getDb()) {
  return executor
    .selectFrom("payments")
    .select(["id", "booking_id"])
    .where("state", "=", "scheduled")
    .where("due_at", "<=", now.toISOString())
    .orderBy("due_at")
    .limit(limit)
    .execute();
}

/** Requests owed to Stripe and not answered a moment after they were written or last tried (the sweep's retry), oldest first. */
export async function listUnsentMovements(options: { olderThan: Date; limit?: number }, executor: Executor = getDb()) {
  return executor
    .selectFrom("payments")
    .select(["id", "kind"])
    .where("state", "=", "sending")
    .where("updated_at", "<", options.olderThan.toISOString())
    .orderBy("created_at")
    .limit(options.limit ?? 50)
    .execute();
}

/** A payment link's Checkout page and its attempt's number (written only over an older attempt). */
export async function setLinkCheckoutSession(executor: Executor, id: string, page: { sessionId: string; attempt: number }) {
  await executor
    .updateTable("payments")
    .set({ checkout_session_id: page.sessionId, attempt: page.attempt })
    .where("id", "=", id)
    .where("attempt", "<", page.attempt)
    .execute();
}

/** The customer's most recent card saved with this business (a far-ahead booking's or a series'), if any. */
export async function findCardOnFile(
  ownerUserId: string,
  customerId: string,
  bookingId: string | null,
  executor: Executor = getDb(),
  /**
   * What the charge is (decision 0055): a bill's charge after the job takes only the card its own
   * booking kept for it; a business's own charge never takes a card kept only for that; a booking's
   * deposit or fee takes its own card as before.
   */
  use: "bill" | "booking" | "business" = "business",
) {
  return executor
    .selectFrom("bookings")
    .select(["id", "stripe_customer_id", "stripe_payment_method_id"])
    .where("provider_user_id", "=", ownerUserId)
    .where("customer_id", "=", customerId)
    .where("stripe_payment_method_id", "is not", null)
    .$if(use === "bill", (qb) => qb.where("id", "=", bookingId ?? ""))
    .$if(use === "business", (qb) => qb.where("after_job_cap_cents", "is", null))
    .$if(bookingId !== null, (qb) => qb.orderBy(sql`id = ${bookingId}`, "desc"))
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** A charge's refunds that did not fail, oldest first: its receipt's rows. */
export async function listRefundsOf(chargeId: string, executor: Executor = getDb()) {
  return executor
    .selectFrom("payments")
    .select(["id", "amount_cents", "state", "created_at"])
    .where("refund_of", "=", chargeId)
    .where("kind", "=", "refund")
    .where((eb) => eb.or([eb("state", "is", null), eb("state", "!=", "failed")]))
    .orderBy("created_at")
    .execute();
}
