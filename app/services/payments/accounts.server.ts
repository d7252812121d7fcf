import { amountInput, formatDollars } from "~/domain/payments/money";
import {
  amountDueNow,
  ONLINE_PAYMENT_REASONS,
  paymentModeOf,
  type CancellationPolicy,
  type PaymentRule,
} from "~/domain/payments/online-payments";
import { NOT_FOUND_REASONS, type Outcome, refuse } from "~/domain/outcome";
import { publicOrigin } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import { recordAudit } from "~/models/audit.server";
import {
  findPaymentAccount,
  getCancellationPolicy,
  ruleOf,
  saveCancellationPolicy,
  savePaymentAccount,
  setPaymentRule,
} from "~/models/online-payments.server";
import { getProviderSchedule } from "~/models/provider-schedule.server";
import { listProviderServices } from "~/models/service.server";
import type { SignedInUser } from "~/services/support/access.server";
import { inTransaction } from "~/services/support/transaction.server";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { cardWordsOf } from "~/locales/discovery";
import { onlinePaymentsEnabled } from "~/lib/stripe.server";
import * as gateway from "./gateway.server";

/**
 * A provider's side of online payment (docs/decisions/0017): their connected Stripe account
 * (Connect, Express onboarding), where their share of each payment goes; each service's
 * payment rule; their cancellation policy. Without a Stripe key on this Porchlight, customers
 * pay on site and the portal says so.
 */

const PORTAL_SERVICES = "/provider/services";

/** The portal's payment settings: whether online payment is on, the provider's account, each service's rule. */
export async function paymentSettings(provider: SignedInUser, language: Language = DEFAULT_LANGUAGE) {
  const online = onlinePaymentsEnabled();
  const [account, services] = await Promise.all([findPaymentAccount(provider.id), listProviderServices(provider.id)]);
  return {
    online,
    account: account
      ? { connected: true, chargesEnabled: account.charges_enabled === 1, detailsSubmitted: account.details_submitted === 1 }
      : null,
    rules: services.map((service) => {
      const rule = ruleOf(service);
      const due = amountDueNow(rule, service.price_from_cents);
      return {
        serviceId: service.id,
        rule: rule.kind,
        priceDollars: service.price_from_cents !== null ? amountInput(service.price_from_cents) : "",
        depositDollars: rule.depositCents !== null ? amountInput(rule.depositCents) : "",
        depositPercent: rule.depositPercent !== null ? String(rule.depositPercent) : "",
        dueNow: cardWordsOf(language).dueNow(paymentModeOf(rule, due), due),
        price: service.price_from_cents !== null ? formatDollars(service.price_from_cents) : null,
      };
    }),
  };
}

/**
 * The provider's Express onboarding on Stripe: their connected account (made the first time)
 * and a one-time link to Stripe's page, which sends them back to the portal.
 */
export async function connectStripe(provider: SignedInUser): Promise<Outcome<{ url: string }>> {
  if (!onlinePaymentsEnabled()) return refuse(409, ONLINE_PAYMENT_REASONS.notConfigured);
  let account = await findPaymentAccount(provider.id);
  if (!account) {
    const created = await gateway.createConnectedAccount(provider);
    if (!created.ok) return onboardingFailed(provider, created.reason);
    await inTransaction(async (trx) => {
      await savePaymentAccount(trx, {
        providerUserId: provider.id,
        stripeAccountId: created.value.id,
        chargesEnabled: created.value.charges_enabled ?? false,
        detailsSubmitted: created.value.details_submitted ?? false,
      });
      await recordAudit(trx, {
        actorUserId: provider.id,
        action: "payments.account",
        entity: "user",
        entityId: provider.id,
        details: { account: created.value.id },
      });
    });
    account = await findPaymentAccount(provider.id);
  }
  const back = `${publicOrigin()}${PORTAL_SERVICES}`;
  const link = await gateway.createOnboardingLink(account!.stripe_account_id, {
    returnUrl: `${back}?stripe=returned`,
    refreshUrl: `${back}?stripe=refresh`,
  });
  return link.ok ? { ok: true, url: link.value.url } : onboardingFailed(provider, link.reason);
}

function onboardingFailed(provider: SignedInUser, reason: string): Outcome<{ url: string }> {
  log.error("Stripe onboarding could not start", { reason, providerUserId: provider.id });
  return refuse(500, ONLINE_PAYMENT_REASONS.accountLinkFailed);
}

/** Back from Stripe's onboarding: the account's state as Stripe has it now (its event may come later). */
export async function refreshStripeAccount(provider: SignedInUser) {
  const account = await findPaymentAccount(provider.id);
  if (!account) return;
  const current = await gateway.retrieveConnectedAccount(account.stripe_account_id);
  if (!current.ok) {
    log.warn("a Stripe account could not be read", { reason: current.reason, providerUserId: provider.id });
    return;
  }
  await inTransaction((trx) =>
    savePaymentAccount(trx, {
      providerUserId: provider.id,
      stripeAccountId: current.value.id,
      chargesEnabled: current.value.charges_enabled ?? false,
      detailsSubmitted: current.value.details_submitted ?? false,
    }),
  );
}

/**
 * A service's payment rule and price. Online payment needs a connected account that takes
 * payments; without one (or without Stripe), only "paid on site" can be chosen.
 */
export async function setServicePayment(
  provider: SignedInUser,
  change: { serviceId: string; priceCents: number | null; rule: PaymentRule },
): Promise<Outcome> {
  if (change.rule.kind !== "none") {
    if (!onlinePaymentsEnabled()) return refuse(400, ONLINE_PAYMENT_REASONS.notConfigured, "payment_rule");
    const account = await findPaymentAccount(provider.id);
    if (account?.charges_enabled !== 1) return refuse(400, ONLINE_PAYMENT_REASONS.needsAccount, "payment_rule");
  }
  return inTransaction(async (trx) => {
    if (!(await setPaymentRule(trx, provider.id, change.serviceId, change))) return refuse(404, NOT_FOUND_REASONS.service);
    await recordAudit(trx, {
      actorUserId: provider.id,
      action: "payments.rule",
      entity: "service",
      entityId: change.serviceId,
      details: {
        rule: change.rule.kind,
        price_cents: change.priceCents,
        deposit_cents: change.rule.depositCents,
        deposit_percent: change.rule.depositPercent,
      },
    });
    return { ok: true };
  });
}

export function cancellationPolicy(provider: SignedInUser): Promise<CancellationPolicy> {
  return getCancellationPolicy(provider.id);
}

/** The provider's cancellation policy: what bookings made from now on promise (earlier ones keep theirs). */
export async function saveCancellation(provider: SignedInUser, policy: CancellationPolicy): Promise<Outcome> {
  const { hours } = await getProviderSchedule(provider.id);
  await inTransaction(async (trx) => {
    await saveCancellationPolicy(trx, provider.id, policy, JSON.stringify(hours));
    await recordAudit(trx, { actorUserId: provider.id, action: "payments.policy", entity: "user", entityId: provider.id, details: policy });
  });
  return { ok: true };
}
