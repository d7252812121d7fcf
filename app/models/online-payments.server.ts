import type { CancellationPolicy, PaymentRule, PaymentRuleKind } from "~/domain/payments/online-payments";
import { getDb, type Executor } from "~/lib/db.server";
import { bookingDetailsQuery } from "./booking.server";

/**
 * Money through the booking (docs/decisions/0017, 0022): payment rules of services, providers'
 * policies and connected accounts, what a booking asks to be paid and its Checkout Session, and
 * Stripe's events applied once. The ledger's rows are app/models/ledger.server.ts. Every write
 * takes the use case's executor.
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

/**
 * Bookings with what their payment needs (the provider's account, the customer, the terms) and
 * what their e-mails show: one read serves a payment's every step.
 */
function payableBookings(executor: Executor) {
  return bookingDetailsQuery(executor)
    .leftJoin("provider_payment_accounts as a", "a.provider_user_id", "b.provider_user_id")
    .select(["a.stripe_account_id", "a.charges_enabled"]);
}

export async function getPayableBooking(id: string, executor: Executor = getDb()) {
  return payableBookings(executor).where("b.id", "=", id).executeTakeFirst();
}

/** Every visit of a series, in order, as getPayableBooking reads one (one query for the series). */
export async function listPayableSeriesVisits(seriesId: string, executor: Executor = getDb()) {
  return payableBookings(executor).where("b.series_id", "=", seriesId).orderBy("b.series_index").execute();
}

export type PayableBooking = NonNullable<Awaited<ReturnType<typeof getPayableBooking>>>;

/**
 * The booking's Checkout page and its attempt's number: written only over an older attempt, so
 * of two requests at once (which Stripe gave the same page, by the same key) one writes it.
 */
export async function setCheckoutSession(executor: Executor, bookingId: string, page: { sessionId: string; attempt: number }) {
  await executor
    .updateTable("bookings")
    .set({ checkout_session_id: page.sessionId, checkout_attempt: page.attempt })
    .where("id", "=", bookingId)
    .where("checkout_attempt", "<", page.attempt)
    .execute();
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

/** The card a booking saved at Checkout (a job far ahead, or a series): its scheduled charge is a ledger row. */
export async function saveCard(executor: Executor, bookingId: string, card: { customerId: string; paymentMethodId: string }) {
  await executor
    .updateTable("bookings")
    .set({ stripe_customer_id: card.customerId, stripe_payment_method_id: card.paymentMethodId })
    .where("id", "=", bookingId)
    .execute();
}

/** What a late cancellation or a no-show cost under the policy. */
export async function setBookingFee(executor: Executor, bookingId: string, feeCents: number) {
  await executor.updateTable("bookings").set({ fee_cents: feeCents }).where("id", "=", bookingId).execute();
}
