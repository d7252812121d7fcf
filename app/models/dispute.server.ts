import type { Selectable } from "kysely";
import type { BusinessScope } from "~/domain/accounts/business";
import { DISPUTE_MACHINE, type DisputeMover, type DisputeState } from "~/domain/payments/disputes";
import { newId } from "~/domain/uuid";
import { getDb, inJsonList, type Executor } from "~/lib/db.server";
import type { DisputesTable } from "~/lib/db-schema";

/** Disputes (decision 0056): one row per Stripe dispute, its state moved by a compare-and-set DISPUTE_MACHINE allows. */

export type DisputeRow = Selectable<DisputesTable>;

/** Records a dispute first heard of: its id, or null when its Stripe id is recorded already. */
export async function insertDispute(
  executor: Executor,
  dispute: {
    stripeDisputeId: string;
    paymentId: string;
    bookingId: string | null;
    ownerUserId: string;
    amountCents: number;
    reason: string;
    status: DisputeState;
    evidenceDueBy: string | null;
    now: Date;
  },
): Promise<string | null> {
  const id = newId();
  const at = dispute.now.toISOString();
  const result = await executor
    .insertInto("disputes")
    .values({
      id,
      stripe_dispute_id: dispute.stripeDisputeId,
      payment_id: dispute.paymentId,
      booking_id: dispute.bookingId,
      owner_user_id: dispute.ownerUserId,
      amount_cents: dispute.amountCents,
      reason: dispute.reason.slice(0, 60),
      status: dispute.status,
      evidence_due_by: dispute.evidenceDueBy,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column("stripe_dispute_id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1 ? id : null;
}

export async function findDispute(id: string, executor: Executor = getDb()): Promise<DisputeRow | undefined> {
  return executor.selectFrom("disputes").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findDisputeByStripeId(stripeDisputeId: string, executor: Executor = getDb()): Promise<DisputeRow | undefined> {
  return executor.selectFrom("disputes").selectAll().where("stripe_dispute_id", "=", stripeDisputeId).executeTakeFirst();
}

/** Moves a dispute if its table lets `by`, from whatever state it is in: whether it moved. */
export async function moveDispute(
  executor: Executor,
  id: string,
  to: DisputeState,
  by: DisputeMover,
  patch: { at: Date; evidenceSubmitted?: boolean; amountCents?: number },
): Promise<boolean> {
  const from = DISPUTE_MACHINE.sources(to, by);
  if (from.length === 0) return false;
  const at = patch.at.toISOString();
  const result = await executor
    .updateTable("disputes")
    .set({
      status: to,
      updated_at: at,
      ...(patch.evidenceSubmitted ? { evidence_submitted_at: at } : {}),
      ...(patch.amountCents ? { amount_cents: patch.amountCents } : {}),
    })
    .where("id", "=", id)
    .where("status", "in", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** What lost disputes took from each of a page of bookings, by booking. */
export async function listLostDisputes(bookingIds: readonly string[], executor: Executor = getDb()): Promise<Map<string, number>> {
  const lost = new Map<string, number>();
  if (bookingIds.length === 0) return lost;
  const rows = await executor
    .selectFrom("disputes")
    .select(["booking_id", "amount_cents"])
    .where("booking_id", "in", inJsonList(bookingIds))
    .where("status", "=", "lost")
    .execute();
  for (const row of rows) lost.set(row.booking_id!, (lost.get(row.booking_id!) ?? 0) + row.amount_cents);
  return lost;
}

/** Disputes lost in a range, oldest first, for the accountant's file. */
export async function listLostDisputesForExport(scope: BusinessScope, range: { since: string; before: string; limit: number }) {
  return getDb()
    .selectFrom("disputes as d")
    .innerJoin("payments as p", "p.id", "d.payment_id")
    .innerJoin("customers as c", "c.id", "p.customer_id")
    .leftJoin("bookings as b", "b.id", "d.booking_id")
    .select(["d.updated_at", "d.amount_cents", "b.reference", "c.name as customer_name"])
    .where("d.status", "=", "lost")
    .where("d.updated_at", ">=", range.since)
    .where("d.updated_at", "<", range.before)
    .$if(!scope.seesAll, (qb) => qb.where("d.owner_user_id", "=", scope.userId))
    .orderBy("d.updated_at")
    .limit(range.limit)
    .execute();
}

/** The business's disputes still waiting for evidence or a decision, soonest deadline first (at most `limit`). */
export async function listOpenDisputes(scope: BusinessScope, limit: number) {
  return getDb()
    .selectFrom("disputes")
    .select(["id", "amount_cents", "status", "evidence_due_by"])
    .where("status", "in", ["needs_response", "under_review"])
    .$if(!scope.seesAll, (qb) => qb.where("owner_user_id", "=", scope.userId))
    .orderBy("evidence_due_by")
    .limit(limit)
    .execute();
}
