import { startFakeStripe } from "./fake-stripe";

/**
 * The fake Stripe as a process of its own, for the browser tests (playwright.config.ts starts
 * it beside the app): its events go to the app's /hooks/stripe, a moment after the customer is
 * sent back, so the booking page shows "Payment received, confirming…" first.
 */
const port = Number(process.env.FAKE_STRIPE_PORT ?? 3199);
const fake = await startFakeStripe({
  port,
  webhookSecret: process.env.FAKE_STRIPE_WEBHOOK_SECRET ?? "whsec_e2e",
  deliver: process.env.FAKE_STRIPE_WEBHOOK_URL ?? "http://127.0.0.1:3100/hooks/stripe",
  webhookDelayMs: Number(process.env.FAKE_STRIPE_WEBHOOK_DELAY_MS ?? 1500),
});
console.log(`fake Stripe on ${fake.url}`);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void fake.close().then(() => process.exit(0)));
