import { sql, type Selectable } from "kysely";
import type { CancellationPolicy, PaymentRule } from "~/domain/online-payments";
import { newId } from "~/domain/uuid";
import { getDb, inJsonList, type Executor } from "~/lib/db.server";
import type { PaymentsTable } from "~/lib/db-schema";
import type { PaymentRuleKind } from "~/domain/online-payments";

/**
 * Money through the booking (docs/decisions/0017): payment rules of services, providers'
 * policies and connected accounts, what a booking asks to be paid, the ledger's Stripe rows and
 * the events applied once. Every write takes the use case's executor.
 */

// ---- services' rules and providers' policies -------------------------------------------------

export async function setPaymentRule(
  executor: Executor,
  providerUserId: string,
  serviceId: string,
  change: { rule: PaymentRule; priceCents: number | null },
): Promise<boolean> {
  const result = await executor
    .updateTable("services")
    .set({
      payment_rule: change.rule.kind,
      deposit_cents: change.rule.kind === "deposit" ? change.rule.depositCents : null,
      deposit_percent: change.rule.kind === "deposit" ? change.rule.depositPercent : null,
      price_from_cents: change.priceCents,
      price_to_cents: null,
    })
    .where("id", "=", serviceId)
    .where("provider_user_id", "=", providerUserId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function ruleOf(row: { payment_rule: PaymentRuleKind; deposit_cents: number | null; deposit_percent: number | null }): PaymentRule {
  return { kind: row.payment_rule, depositCents: row.deposit_cents, depositPercent: row.deposit_percent };
}

export async function getCancellationPolicy(providerUserId: string, executor: Executor = getDb()): Promise<CancellationPolicy> {
  const row = await executor
    .selectFrom("provider_schedules")
    .select(["free_cancel_hours", "late_fee_percent", "no_show_fee_percent"])
    .where("provider_user_id", "=", providerUserId)
    .executeTakeFirst();
  return {
    freeCancelHours: row?.free_cancel_hours ?? 24,
    lateFeePercent: row?.late_fee_percent ?? 0,
    noShowFeePercent: row?.no_show_fee_percent ?? 0,
  };
}

/** Saves the policy (a provider without a schedule row gets one with the standard hours). */
export async function saveCancellationPolicy(executor: Executor, providerUserId: string, policy: CancellationPolicy, hoursJson: string) {
  const values = {
    free_cancel_hours: policy.freeCancelHours,
    late_fee_percent: policy.lateFeePercent,
    no_show_fee_percent: policy.noShowFeePercent,
    updated_at: new Date().toISOString(),
  };
  await executor
    .insertInto("provider_schedules")
    .values({ provider_user_id: providerUserId, weekly_hours: hoursJson, ...values })
    .onConflict((oc) => oc.column("provider_user_id").doUpdateSet(values))
    .execute();
}

// ---- connected accounts ----------------------------------------------------------------------

export async function findPaymentAccount(providerUserId: string, executor: Executor = getDb()) {
  return executor.selectFrom("provider_payment_accounts").selectAll().where("provider_user_id", "=", providerUserId).executeTakeFirst();
}

export async function savePaymentAccount(
  executor: Executor,
  account: { providerUserId: string; stripeAccountId: string; chargesEnabled: boolean; detailsSubmitted: boolean },
) {
  const values = {
    stripe_account_id: account.stripeAccountId,
    charges_enabled: account.chargesEnabled ? (1 as const) : (0 as const),
    details_submitted: account.detailsSubmitted ? (1 as const) : (0 as const),
    updated_at: new Date().toISOString(),
  };
  await executor
    .insertInto("provider_payment_accounts")
    .values({ provider_user_id: account.providerUserId, ...values })
    .onConflict((oc) => oc.column("provider_user_id").doUpdateSet(values))
    .execute();
}

/** An account's state as Stripe reports it (account.updated); unknown accounts change nothing. */
export async function updateAccountState(
  executor: Executor,
  stripeAccountId: string,
  state: { chargesEnabled: boolean; detailsSubmitted: boolean },
) {
  await executor
    .updateTable("provider_payment_accounts")
    .set({
      charges_enabled: state.chargesEnabled ? 1 : 0,
      details_submitted: state.detailsSubmitted ? 1 : 0,
      updated_at: new Date().toISOString(),
    })
    .where("stripe_account_id", "=", stripeAccountId)
    .execute();
}

// ---- bookings waiting for their payment --------------------------------------------------------

/** A booking with what its payment needs: the provider's account, the customer, the terms. */
export async function getPayableBooking(id: string, executor: Executor = getDb()) {
  return executor
    .selectFrom("bookings as b")
    .leftJoin("provider_payment_accounts as a", "a.provider_user_id", "b.provider_user_id")
    .selectAll("b")
    .select(["a.stripe_account_id", "a.charges_enabled"])
    .where("b.id", "=", id)
    .executeTakeFirst();
}

export type PayableBooking = NonNullable<Awaited<ReturnType<typeof getPayableBooking>>>;

export async function setCheckoutSession(executor: Executor, bookingId: string, sessionId: string) {
  await executor.updateTable("bookings").set({ checkout_session_id: sessionId }).where("id", "=", bookingId).execute();
}

export async function findBookingIdByCheckoutSession(sessionId: string, executor: Executor = getDb()) {
  const row = await executor.selectFrom("bookings").select("id").where("checkout_session_id", "=", sessionId).executeTakeFirst();
  return row?.id;
}

/** Bookings whose payment hold ran out (oldest first, a batch at a time), of one provider when named. */
export async function listExpiredHolds(now: Date, options: { providerUserId?: string; limit?: number } = {}, executor: Executor = getDb()) {
  return executor
    .selectFrom("bookings")
    .select(["id", "checkout_session_id"])
    .where("status", "=", "pending")
    .where("hold_expires_at", "<=", now.toISOString())
    .$if(Boolean(options.providerUserId), (qb) => qb.where("provider_user_id", "=", options.providerUserId!))
    .orderBy("hold_expires_at")
    .limit(options.limit ?? 100)
    .execute();
}

/** A card saved at booking for a job far ahead, to be charged from `dueAt`. */
export async function saveCardForLater(
  executor: Executor,
  bookingId: string,
  card: { customerId: string; paymentMethodId: string; dueAt: Date },
) {
  await executor
    .updateTable("bookings")
    .set({
      stripe_customer_id: card.customerId,
      stripe_payment_method_id: card.paymentMethodId,
      charge_due_at: card.dueAt.toISOString(),
      charge_state: "due",
    })
    .where("id", "=", bookingId)
    .execute();
}

/** Live bookings whose saved card is due to be charged now. */
export async function listDueCardCharges(now: Date, limit = 50, executor: Executor = getDb()) {
  return executor
    .selectFrom("bookings")
    .select("id")
    .where("charge_state", "=", "due")
    .where("charge_due_at", "<=", now.toISOString())
    .where("status", "in", ["confirmed", "en_route"])
    .orderBy("charge_due_at")
    .limit(limit)
    .execute();
}

/** Moves a booking's saved-card charge from one state to the next (compare-and-set: once). */
export async function moveChargeState(
  executor: Executor,
  bookingId: string,
  from: ReadonlyArray<"due" | "charging" | "failed" | "paid">,
  to: "due" | "charging" | "failed" | "paid" | null,
): Promise<boolean> {
  const result = await executor
    .updateTable("bookings")
    .set({ charge_state: to })
    .where("id", "=", bookingId)
    .where("charge_state", "in", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---- the ledger -------------------------------------------------------------------------------

const LEDGER_COLUMNS = [
  "id",
  "kind",
  "source",
  "amount_cents",
  "status",
  "reason",
  "method",
  "stripe_id",
  "refund_of",
  "application_fee_cents",
  "created_at",
] as const;

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

export type LedgerEntry = Pick<Selectable<PaymentsTable>, (typeof LEDGER_COLUMNS)[number]>;

/** One booking's ledger. */
export async function listBookingLedger(bookingId: string, executor: Executor = getDb()): Promise<LedgerEntry[]> {
  return (await listLedgers([bookingId], executor)).get(bookingId) ?? [];
}

/** Records one online movement of money; a Stripe object already recorded is not recorded twice (false). */
export async function recordStripeMovement(
  executor: Executor,
  row: {
    ownerUserId: string;
    customerId: string;
    bookingId: string;
    kind: "charge" | "refund";
    amountCents: number;
    status: "pending" | "completed" | "failed";
    reason: string;
    stripeId: string | null;
    applicationFeeCents?: number;
    refundOf?: string | null;
    createdBy?: string | null;
    now: Date;
  },
): Promise<string | null> {
  const id = newId();
  const result = await executor
    .insertInto("payments")
    .values({
      id,
      owner_user_id: row.ownerUserId,
      customer_id: row.customerId,
      booking_id: row.bookingId,
      amount_cents: row.amountCents,
      method: "credit",
      status: row.status,
      kind: row.kind,
      source: "stripe",
      reason: row.reason,
      stripe_id: row.stripeId,
      application_fee_cents: row.applicationFeeCents ?? 0,
      refund_of: row.refundOf ?? null,
      created_by: row.createdBy ?? null,
      created_at: row.now.toISOString(),
    })
    .onConflict((oc) => oc.column("stripe_id").where("stripe_id", "is not", null).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1 ? id : null;
}

/** A pending movement's outcome: Stripe's id for it and its status (a pending row only, once). */
export async function settleMovement(
  executor: Executor,
  id: string,
  outcome: { stripeId: string | null; status: "pending" | "completed" | "failed" },
) {
  const result = await executor
    .updateTable("payments")
    .set({ stripe_id: outcome.stripeId, status: outcome.status })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findMovementByStripeId(stripeId: string, executor: Executor = getDb()) {
  return executor.selectFrom("payments").selectAll().where("stripe_id", "=", stripeId).executeTakeFirst();
}

export async function findMovement(id: string, executor: Executor = getDb()) {
  return executor.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Online movements still to be made with Stripe (a refund or an off-session charge not sent yet), oldest first. */
export async function listUnsentMovements(
  options: { bookingId?: string; olderThan?: Date; limit?: number } = {},
  executor: Executor = getDb(),
) {
  return executor
    .selectFrom("payments")
    .select("id")
    .where("source", "=", "stripe")
    .where("status", "=", "pending")
    .where("stripe_id", "is", null)
    .$if(Boolean(options.bookingId), (qb) => qb.where("booking_id", "=", options.bookingId!))
    .$if(Boolean(options.olderThan), (qb) => qb.where("created_at", "<", options.olderThan!.toISOString()))
    .orderBy("created_at")
    .limit(options.limit ?? 50)
    .execute();
}

/** Keeps the customer's total spent true when online money comes in (+) or goes back (-). */
export async function adjustCustomerSpent(executor: Executor, customerId: string, cents: number) {
  await executor
    .updateTable("customers")
    .set({ total_spent_cents: sql<number>`max(0, total_spent_cents + ${cents})` })
    .where("id", "=", customerId)
    .execute();
}

// ---- Stripe events ----------------------------------------------------------------------------

/** Takes an event for applying: true the first time its id is seen (the primary key decides, on any machine). */
export async function claimStripeEvent(executor: Executor, event: { id: string; type: string }): Promise<boolean> {
  const result = await executor
    .insertInto("stripe_events")
    .values({ id: event.id, type: event.type })
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

// ---- a booking's payment states ---------------------------------------------------------------

/** The reason a booking whose hold ran out was released (cancelled by no one: cancelled_by stays null). */
export const HOLD_RELEASED_REASON = "Payment not completed in time";

/**
 * A paid booking becomes confirmed: one waiting for its payment, or one whose hold ran out (its
 * cells claimed again by the caller first). Compare-and-set: once.
 */
export async function confirmPaidBooking(executor: Executor, bookingId: string, at: Date): Promise<boolean> {
  const result = await executor
    .updateTable("bookings")
    .set({ status: "confirmed", status_changed_at: at.toISOString(), hold_expires_at: null, cancelled_at: null, cancellation_reason: null })
    .where("id", "=", bookingId)
    .where((eb) => eb.or([eb("status", "=", "pending"), eb.and([eb("status", "=", "cancelled"), eb("cancelled_by", "is", null)])]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What a late cancellation or a no-show cost under the policy. */
export async function setBookingFee(executor: Executor, bookingId: string, feeCents: number) {
  await executor.updateTable("bookings").set({ fee_cents: feeCents }).where("id", "=", bookingId).execute();
}
