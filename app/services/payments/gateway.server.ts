import { cardRefusalOf } from "~/domain/payments/payments";
import type { RefundState } from "~/domain/payments/money-states";
import type { Language } from "~/domain/language";
import { getEnv } from "~/lib/env.server";
import { getStripe, type Stripe } from "~/lib/stripe.server";

/**
 * Every call the product makes to Stripe, never inside a database transaction
 * (docs/decisions/0022). A call answers ok, or `transient` (ask again with the same key), `unknown`
 * (Stripe may have acted: look for what was made before asking under a new key) or `refused` (for
 * good).
 */

export type Refused = { ok: false; kind: "refused"; reason: string; paymentIntentId: string | null };
export type Transient = { ok: false; kind: "transient" | "unknown"; reason: string };
export type Answer<T> = { ok: true; value: T } | Refused | Transient;

/** Statuses Stripe answers for requests that will never succeed as they are. */
const REFUSED_STATUSES = new Set([400, 402, 403, 404]);

export function readFailure(error: unknown): Refused | Transient {
  const failure = error as {
    type?: string;
    code?: string;
    decline_code?: string;
    statusCode?: number;
    message?: string;
    payment_intent?: { id?: string };
  };
  const reason = cardRefusalOf(failure) ?? "Stripe refused the request";
  const rateLimited = failure.statusCode === 429 || failure.code === "rate_limit";
  if (failure.statusCode && REFUSED_STATUSES.has(failure.statusCode) && !rateLimited)
    return { ok: false, kind: "refused", reason, paymentIntentId: failure.payment_intent?.id ?? null };
  return { ok: false, kind: failure.statusCode && failure.statusCode >= 500 ? "unknown" : "transient", reason };
}

async function call<T>(work: (stripe: Stripe) => Promise<T>): Promise<Answer<T>> {
  const stripe = getStripe();
  if (!stripe) return { ok: false, kind: "transient", reason: "Online payment is off" };
  try {
    return { ok: true, value: await work(stripe) };
  } catch (error) {
    return readFailure(error);
  }
}

/** Stripe's word for where a refund stands, in the ledger's (written once, here). */
export function refundStateOf(status: string | null | undefined): Exclude<RefundState, "sending"> {
  if (status === "succeeded") return "succeeded";
  if (status === "failed" || status === "canceled") return "failed";
  return "sent";
}

/** A webhook's event when its signature is Stripe's (the library's check, with its five-minute tolerance), else null. */
export function verifyEvent(payload: string, signature: string | null): Stripe.Event | null {
  const stripe = getStripe();
  const secret = getEnv().STRIPE_WEBHOOK_SECRET;
  if (!stripe || !secret || !signature) return null;
  try {
    return stripe.webhooks.constructEvent(payload, signature, secret);
  } catch {
    return null;
  }
}

type PageUrls = { success: string; cancel: string };

/** Checkout's own words in the customer's language: Latin American Spanish, the one US Spanish speakers read. */
const CHECKOUT_LOCALES = { en: "en", es: "es-419" } as const satisfies Record<Language, string>;

/** A Checkout page for an amount: a destination charge to the provider's account, the platform keeping its fee. */
export function createPaymentPage(
  input: {
    amountCents: number;
    applicationFeeCents: number;
    destination: string;
    productName: string;
    customerEmail: string;
    metadata: Record<string, string>;
    urls: PageUrls;
    expiresAt: Date;
    /** The customer's language; without one, Checkout follows the browser's. */
    language?: Language;
    /** Keep the card for a charge after the job the customer agreed to (decision 0055). */
    saveCard?: boolean;
  },
  idempotencyKey: string,
) {
  return call((stripe) =>
    stripe.checkout.sessions.create(
      {
        mode: "payment",
        ...(input.saveCard ? { customer_creation: "always" as const } : {}),
        locale: input.language ? CHECKOUT_LOCALES[input.language] : "auto",
        customer_email: input.customerEmail,
        client_reference_id: input.metadata.booking_id ?? input.metadata.payment_row_id,
        line_items: [
          { quantity: 1, price_data: { currency: "usd", unit_amount: input.amountCents, product_data: { name: input.productName } } },
        ],
        payment_intent_data: {
          ...(input.applicationFeeCents > 0 ? { application_fee_amount: input.applicationFeeCents } : {}),
          transfer_data: { destination: input.destination },
          metadata: input.metadata,
          ...(input.saveCard ? { setup_future_usage: "off_session" as const } : {}),
        },
        metadata: input.saveCard ? { ...input.metadata, saves_card: "1" } : input.metadata,
        success_url: input.urls.success,
        cancel_url: input.urls.cancel,
        expires_at: Math.floor(input.expiresAt.getTime() / 1000),
      },
      { idempotencyKey },
    ),
  );
}

/** A Checkout page that saves the customer's card for later charges (a job far ahead, a series). */
export function createCardSavingPage(
  input: {
    customerEmail: string;
    customerName: string;
    metadata: Record<string, string>;
    urls: PageUrls;
    expiresAt: Date;
    language: Language;
  },
  idempotencyKey: string,
) {
  return call(async (stripe) => {
    const customer = await stripe.customers.create(
      { email: input.customerEmail, name: input.customerName, metadata: input.metadata },
      { idempotencyKey: `${idempotencyKey}-customer` },
    );
    return stripe.checkout.sessions.create(
      {
        mode: "setup",
        locale: CHECKOUT_LOCALES[input.language],
        customer: customer.id,
        currency: "usd",
        client_reference_id: input.metadata.booking_id,
        setup_intent_data: { metadata: input.metadata },
        metadata: input.metadata,
        success_url: input.urls.success,
        cancel_url: input.urls.cancel,
        expires_at: Math.floor(input.expiresAt.getTime() / 1000),
      },
      { idempotencyKey },
    );
  });
}

export function retrievePage(sessionId: string) {
  return call((stripe) => stripe.checkout.sessions.retrieve(sessionId));
}

/** Closes a Checkout page nobody should pay any more (a customer paying this very moment is refunded by the rule). */
export function expirePage(sessionId: string) {
  return call((stripe) => stripe.checkout.sessions.expire(sessionId));
}

/** The card a completed card-saving page saved. */
export async function savedCardOf(setupIntentId: string): Promise<Answer<{ customerId: string; paymentMethodId: string } | null>> {
  const answer = await call((stripe) => stripe.setupIntents.retrieve(setupIntentId));
  if (!answer.ok) return answer;
  const intent = answer.value;
  const paymentMethodId = typeof intent.payment_method === "string" ? intent.payment_method : intent.payment_method?.id;
  const customerId = typeof intent.customer === "string" ? intent.customer : intent.customer?.id;
  return { ok: true, value: paymentMethodId && customerId ? { customerId, paymentMethodId } : null };
}

/** The card a paid Checkout page kept for later (its payment intent's method and customer), or null. */
export async function cardOfPayment(paymentIntentId: string): Promise<Answer<{ customerId: string; paymentMethodId: string } | null>> {
  const answer = await call((stripe) => stripe.paymentIntents.retrieve(paymentIntentId));
  if (!answer.ok) return answer;
  const intent = answer.value;
  const paymentMethodId = typeof intent.payment_method === "string" ? intent.payment_method : intent.payment_method?.id;
  const customerId = typeof intent.customer === "string" ? intent.customer : intent.customer?.id;
  return { ok: true, value: paymentMethodId && customerId ? { customerId, paymentMethodId } : null };
}

/** An off-session charge of a saved card; it counts as paid only when Stripe's signed event says so. */
export function chargeSavedCard(
  input: {
    amountCents: number;
    applicationFeeCents: number;
    customerId: string;
    paymentMethodId: string;
    destination: string;
    metadata: Record<string, string>;
  },
  idempotencyKey: string,
) {
  return call((stripe) =>
    stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: "usd",
        customer: input.customerId,
        payment_method: input.paymentMethodId,
        off_session: true,
        confirm: true,
        ...(input.applicationFeeCents > 0 ? { application_fee_amount: input.applicationFeeCents } : {}),
        transfer_data: { destination: input.destination },
        metadata: input.metadata,
      },
      { idempotencyKey },
    ),
  );
}

/**
 * The off-session charge a row's earlier request made, if Stripe made it before answering 5xx
 * (its metadata names the row): among the customer's newest hundred, where a request of the last
 * day (Stripe keeps a key a day) always is.
 */
export async function findCharge(input: { customerId: string; rowId: string }): Promise<Answer<Stripe.PaymentIntent | null>> {
  const answer = await call((stripe) => stripe.paymentIntents.list({ customer: input.customerId, limit: 100 }));
  return answer.ok
    ? { ok: true, value: answer.value.data.find((intent) => intent.metadata?.payment_row_id === input.rowId) ?? null }
    : answer;
}

/** The refund a row's earlier request made, if Stripe made it before answering 5xx. */
export async function findRefund(input: { paymentIntentId: string; rowId: string }): Promise<Answer<Stripe.Refund | null>> {
  const answer = await call((stripe) => stripe.refunds.list({ payment_intent: input.paymentIntentId, limit: 100 }));
  return answer.ok
    ? { ok: true, value: answer.value.data.find((refund) => refund.metadata?.payment_row_id === input.rowId) ?? null }
    : answer;
}

/** Gives back part of a charge: the provider's share, and the platform's fee when it took one, in proportion. */
export function refund(
  input: { paymentIntentId: string; amountCents: number; refundApplicationFee: boolean; metadata: Record<string, string> },
  idempotencyKey: string,
) {
  return call((stripe) =>
    stripe.refunds.create(
      {
        payment_intent: input.paymentIntentId,
        amount: input.amountCents,
        reverse_transfer: true,
        ...(input.refundApplicationFee ? { refund_application_fee: true } : {}),
        metadata: input.metadata,
      },
      { idempotencyKey },
    ),
  );
}

/** A provider's connected account (Connect Express), made once per provider. */
export function createConnectedAccount(provider: { id: string; email: string }) {
  return call((stripe) =>
    stripe.accounts.create(
      {
        type: "express",
        email: provider.email,
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { provider_user_id: provider.id },
      },
      { idempotencyKey: `account-${provider.id}` },
    ),
  );
}

/** A one-time link to Stripe's onboarding page for a connected account. */
export function createOnboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }) {
  return call((stripe) =>
    stripe.accountLinks.create({
      account: accountId,
      type: "account_onboarding",
      return_url: urls.returnUrl,
      refresh_url: urls.refreshUrl,
    }),
  );
}

export function retrieveConnectedAccount(accountId: string) {
  return call((stripe) => stripe.accounts.retrieve(accountId));
}

/** Sends a dispute's evidence to Stripe and submits it for the bank's review (once per key). */
export function submitDisputeEvidence(stripeDisputeId: string, evidence: Record<string, string>, idempotencyKey: string) {
  return call((stripe) =>
    stripe.disputes.update(
      stripeDisputeId,
      { evidence: evidence as Stripe.DisputeUpdateParams.Evidence, submit: true },
      { idempotencyKey },
    ),
  );
}
