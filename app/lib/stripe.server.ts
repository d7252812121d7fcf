import Stripe from "stripe";
import { getEnv } from "./env.server";
import { singleton } from "./singleton.server";

/**
 * The Stripe client, when online payment is on (STRIPE_SECRET_KEY): null otherwise, and the
 * product takes payment on site as before. STRIPE_API_URL points the real library at another
 * address (the tests' fake server on 127.0.0.1); no test ever reaches Stripe. Only the payments
 * module's gateway (app/services/payments/gateway.server.ts) calls it: the lint says so.
 */
export function getStripe(): Stripe | null {
  const env = getEnv();
  if (!env.STRIPE_SECRET_KEY) return null;
  return singleton("stripe", () => {
    const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
    return new Stripe(env.STRIPE_SECRET_KEY!, {
      maxNetworkRetries: env.STRIPE_NETWORK_RETRIES,
      timeout: 20_000,
      telemetry: false,
      ...(api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === "https:" ? 443 : 80),
            protocol: api.protocol.replace(":", "") as "http" | "https",
          }
        : {}),
    });
  });
}

/**
 * Where a form's answer may send the browser besides this site: Stripe's Checkout and Express
 * onboarding pages (the tests' fake Stripe when STRIPE_API_URL names one), when payments are on.
 */
export function stripePageOrigins(env: { STRIPE_SECRET_KEY?: string; STRIPE_API_URL?: string }): string[] {
  if (!env.STRIPE_SECRET_KEY) return [];
  return env.STRIPE_API_URL ? [new URL(env.STRIPE_API_URL).origin] : ["https://checkout.stripe.com", "https://connect.stripe.com"];
}

export function onlinePaymentsEnabled(): boolean {
  return Boolean(getEnv().STRIPE_SECRET_KEY);
}

export type { Stripe };
