/**
 * What every test run starts from, whatever the shell exported, so a developer's own settings give
 * the same results as CI: what the tests depend on is set, what would change the product's
 * behaviour is cleared. Kept from the shell: the database's location (test:libsql) and the log
 * level.
 */
const SET: Record<string, string> = {
  NODE_ENV: "test",
  PORT: "3000",
  HOST: "127.0.0.1",
  TZ: "UTC",
  SESSION_SECRET: "integration-test-secret-0123456789",
};

const CLEARED = [
  "APP_URL",
  "COOKIE_SECURE",
  "TRUST_PROXY",
  "SEED_DEMO",
  "ADMIN_EMAIL",
  "ADMIN_PASSWORD",
  "RESEND_API_KEY",
  "RESEND_BASE_URL",
  "MAIL_FROM",
  "INBOUND_EMAIL_ADDRESS",
  "INBOUND_EMAIL_SECRET",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_API_URL",
  "STRIPE_NETWORK_RETRIES",
  "PLATFORM_FEE_PERCENT",
  "PAYMENT_HOLD_MINUTES",
  "RESCHEDULE_NOTICE_HOURS",
  "PAGE_CACHE_MB",
  "WEB_CONCURRENCY",
  "BOOKING_ATTEMPTS_PER_HOUR",
  "REVIEW_POSTS_PER_HOUR",
  "SIGN_IN_ATTEMPTS_PER_15_MIN",
  "APPLICATIONS_PER_HOUR",
  "QUOTE_REQUESTS_PER_HOUR",
  "FORM_MIN_FILL_MS",
  "CALENDAR_FETCH_PRIVATE_HOSTS",
  "WAITLIST_OFFER_MINUTES",
  "WAITLIST_SOON_OFFER_MINUTES",
  "WAITLIST_JOINS_PER_HOUR",
  "TWILIO_ACCOUNT_SID",
  "TWILIO_AUTH_TOKEN",
  "TWILIO_MESSAGING_SERVICE_SID",
  "TWILIO_FROM_NUMBER",
  "TWILIO_API_URL",
  "TEXTS_PER_SECOND",
  "TEXTS_PER_NUMBER_PER_HOUR",
  "OSRM_URL",
  "OSRM_BUDGET_MS",
] as const;

/** The environment a test process (or the app server under test) gets over the shell's. */
export function testEnvironment(): Record<string, string> {
  return { ...Object.fromEntries(CLEARED.map((name) => [name, ""])), ...SET };
}
