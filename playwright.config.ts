import { defineConfig } from "@playwright/test";
import { findChromium, thisMachine } from "./scripts/chromium";
import { testEnvironment } from "./tests/support/test-env";

// The test code computes dates as the server does, whatever zone the shell is in.
process.env.TZ = "UTC";

// npm test finds or installs one first (scripts/ensure-chromium.ts); the same search here.
const chromium = findChromium(thisMachine())?.path;
if (!chromium) {
  throw new Error("Browser tests need Chromium or Chrome: run `npm test` (it finds or installs one) or set CHROMIUM_PATH.");
}

const PORT = Number(process.env.E2E_PORT ?? 3100);
// The narrowest phone the product serves: the journeys tagged @widths run there too. Wider
// phones (390 px) are covered by layout.spec.ts, which visits every page at 320, 390 and 768 px;
// a journey project at 390 px found nothing 320 px did not and cost a minute of CI.
const PHONES = [{ width: 320, height: 640 }];
// One database per port, so two runs on different ports never share (or delete) each other's.
const E2E_DIR = `data/e2e-${PORT}`;
process.env.E2E_DATABASE_FILE = `${E2E_DIR}/app.db`;
// Online payment against the fake Stripe on 127.0.0.1 (tests/support/fake-stripe.ts): no test reaches Stripe.
const FAKE_STRIPE_PORT = PORT + 99;
const STRIPE_WEBHOOK_SECRET = "whsec_e2e_0123456789";
// Replies by e-mail: the tests post them to the inbound webhook as an e-mail service would.
process.env.E2E_INBOUND_EMAIL_SECRET = "e2e-inbound-secret-0123456789";
process.env.FAKE_STRIPE_URL = `http://127.0.0.1:${FAKE_STRIPE_PORT}`;
// Texts against the fake Twilio on 127.0.0.1 (tests/support/fake-twilio.ts); a test signs its posts to the hooks with the token.
const FAKE_TWILIO_PORT = PORT + 98;
const TWILIO_ACCOUNT_SID = "AC00000000000000000000000000000e2e";
process.env.E2E_TWILIO_AUTH_TOKEN = "twilio-e2e-token-0123456789";
process.env.FAKE_TWILIO_URL = `http://127.0.0.1:${FAKE_TWILIO_PORT}`;
// The server's secret, so a test can sign a customer's link as the server's e-mail would (support/factories.ts).
process.env.E2E_SESSION_SECRET = "e2e-session-secret-0123456789abcdef";

/**
 * The real production build, served by the real server on a fresh, empty SQLite database:
 * every test makes its own providers, admins, applications and bookings (support/factories.ts),
 * so none depends on demo rows or on another test. Every test runs twice: with JavaScript and
 * without it, side by side.
 */
export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  // One retry on CI, where a loaded 2-core machine can slow a page past a timeout; a test that
  // fails twice fails the run, and a retried one is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    // axe-core runs inside the page, so the accessibility scan needs JavaScript; the pages it
    // scans are the same server-rendered HTML either way.
    { name: "no-js", use: { javaScriptEnabled: false }, testIgnore: /(accessibility|html-validity)\.spec\.ts/ },
    // The journeys tagged @widths run on phones too, 390 and 320 px wide, with and without
    // JavaScript (the other runs are 1280 px wide); every page's width is scanned in layout.spec.ts.
    ...PHONES.flatMap((viewport) => [
      { name: `js-${viewport.width}`, grep: /@widths/, use: { javaScriptEnabled: true, viewport } },
      { name: `no-js-${viewport.width}`, grep: /@widths/, use: { javaScriptEnabled: false, viewport } },
    ]),
  ],
  webServer: [
    {
      command: "npx tsx tests/support/fake-stripe-server.ts",
      url: `http://127.0.0.1:${FAKE_STRIPE_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        FAKE_STRIPE_PORT: String(FAKE_STRIPE_PORT),
        FAKE_STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET,
        FAKE_STRIPE_WEBHOOK_URL: `http://127.0.0.1:${PORT}/hooks/stripe`,
        FAKE_STRIPE_WEBHOOK_DELAY_MS: "1500",
      },
    },
    {
      command: "npx tsx tests/support/fake-twilio-server.ts",
      url: `http://127.0.0.1:${FAKE_TWILIO_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        FAKE_TWILIO_PORT: String(FAKE_TWILIO_PORT),
        FAKE_TWILIO_ACCOUNT_SID: TWILIO_ACCOUNT_SID,
        FAKE_TWILIO_AUTH_TOKEN: process.env.E2E_TWILIO_AUTH_TOKEN,
      },
    },
    {
      command: `rm -rf ${E2E_DIR} && node build/server/index.js`,
      url: `http://127.0.0.1:${PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        // The shell's settings never reach the server under test (tests/support/test-env.ts).
        ...testEnvironment(),
        NODE_ENV: "production",
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATABASE_URL: `file:./${E2E_DIR}/app.db`,
        SESSION_SECRET: process.env.E2E_SESSION_SECRET,
        APP_URL: `http://127.0.0.1:${PORT}`,
        SEED_DEMO: "false",
        // Every test comes from 127.0.0.1: the per-IP limits are tested in integration.
        BOOKING_ATTEMPTS_PER_HOUR: "10000",
        REVIEW_POSTS_PER_HOUR: "10000",
        // The real limit: failures lock an account (sign-in-link.spec), successes never count.
        SIGN_IN_ATTEMPTS_PER_15_MIN: "10",
        APPLICATIONS_PER_HOUR: "10000",
        QUOTE_REQUESTS_PER_HOUR: "10000",
        WAITLIST_JOINS_PER_HOUR: "10000",
        // Playwright fills a form faster than a person: the timing trap is tested in integration.
        FORM_MIN_FILL_MS: "0",
        STRIPE_SECRET_KEY: "sk_test_e2e",
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_URL: `http://127.0.0.1:${FAKE_STRIPE_PORT}`,
        // The busy calendars the tests serve are on 127.0.0.1, which only this setting lets the app read.
        CALENDAR_FETCH_PRIVATE_HOSTS: "127.0.0.1",
        INBOUND_EMAIL_ADDRESS: "reply@in.porchlight.test",
        INBOUND_EMAIL_SECRET: process.env.E2E_INBOUND_EMAIL_SECRET,
        TWILIO_ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: process.env.E2E_TWILIO_AUTH_TOKEN,
        TWILIO_MESSAGING_SERVICE_SID: "MG00000000000000000000000000000e2e",
        TWILIO_API_URL: `http://127.0.0.1:${FAKE_TWILIO_PORT}`,
      },
    },
  ],
});
