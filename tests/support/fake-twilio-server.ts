import { startFakeTwilio } from "./fake-twilio";

/**
 * The fake Twilio as a process of its own, for the browser tests (playwright.config.ts starts it
 * beside the app): the app sends its texts here; a test reads them at GET /messages.
 */
const fake = await startFakeTwilio({
  accountSid: process.env.FAKE_TWILIO_ACCOUNT_SID ?? "AC00000000000000000000000000000e2e",
  authToken: process.env.FAKE_TWILIO_AUTH_TOKEN ?? "twilio-e2e-token-0123456789",
  port: Number(process.env.FAKE_TWILIO_PORT ?? 3198),
});
console.log(`fake Twilio on ${fake.url}`);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void fake.close().then(() => process.exit(0)));
