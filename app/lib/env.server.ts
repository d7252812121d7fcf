import { availableParallelism } from "node:os";
import { z } from "zod";

const DEV_SESSION_SECRET = "porchlight-development-secret-not-for-production";

const booleanFlag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"])
    .optional()
    .transform((value) => (value === undefined ? fallback : ["true", "1", "yes"].includes(value)));

/** `file:relative/or/absolute.db` (better-sqlite3) or a libSQL server URL. */
const databaseUrl = z
  .string()
  .trim()
  .default("file:./data/app.db")
  .refine(
    (value) => /^file:.+/.test(value) || /^(libsql|https?):\/\/[^\s/]+/.test(value),
    "DATABASE_URL must look like file:./data/app.db or libsql://host (or http(s)://host)",
  );

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    /**
     * Web processes answering on PORT (decision 0048): by default one per available core, at most
     * 4, beside one background process; 1 keeps everything in one process.
     */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    /**
     * Prometheus metrics of every process (decision 0048) on a port of their own, never the
     * public one; with a token, only for a scraper that sends it as a Bearer token.
     */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().default("0.0.0.0"),
    METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must have at least 16 characters").optional(),
    DATABASE_URL: databaseUrl,
    DATABASE_AUTH_TOKEN: z.string().optional(),
    SESSION_SECRET: z.string().optional(),
    SEED_DEMO: booleanFlag(true),
    /** Cookies carry Secure (HTTPS only); defaults to on in production. */
    COOKIE_SECURE: z
      .enum(["true", "false", "1", "0", "yes", "no"])
      .optional()
      .transform((value) => (value === undefined ? undefined : ["true", "1", "yes"].includes(value))),
    ADMIN_EMAIL: z.email("ADMIN_EMAIL must be an e-mail address").optional(),
    ADMIN_PASSWORD: z.string().min(8, "ADMIN_PASSWORD must have at least 8 characters").optional(),
    RESEND_API_KEY: z.string().min(1).optional(),
    RESEND_BASE_URL: z.url("RESEND_BASE_URL must be a URL").optional(),
    MAIL_FROM: z.string().default("Porchlight <bookings@porchlight.local>"),
    APP_URL: z.url("APP_URL must be a URL such as https://porchlight.example").optional(),
    /**
     * Who tells the client's address: nobody (0, the socket's), the N proxies in front (their
     * X-Forwarded-For hop), or `fly`: Fly.io's proxy, through the Fly-Client-IP header it sets.
     */
    TRUST_PROXY: z
      .union([z.literal("fly"), z.coerce.number().int().min(0).max(10)], {
        error: "TRUST_PROXY must be a number of proxies from 0 to 10, or fly",
      })
      .default(0),
    /** Booking attempts allowed per client IP address per hour. */
    BOOKING_ATTEMPTS_PER_HOUR: z.coerce.number().int().min(1).default(30),
    /** Review submissions (new or changed) allowed per client IP address per hour. */
    REVIEW_POSTS_PER_HOUR: z.coerce.number().int().min(1).default(20),
    // A public form sent back sooner than this after it was shown is taken for a script's.
    FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(1_500),
    /** Sign-in attempts allowed per client IP address per 15 minutes. */
    SIGN_IN_ATTEMPTS_PER_15_MIN: z.coerce.number().int().min(1).default(10),
    /** Provider applications and sign-ups allowed per client IP address per hour. */
    APPLICATIONS_PER_HOUR: z.coerce.number().int().min(1).default(5),
    /** Requests for quotes allowed per client IP address per hour. */
    QUOTE_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).default(5),
    /**
     * Replies by e-mail (docs/decisions/0018): the address replies go to (a plus and a signed
     * token are added to its local part), and the secret the inbound webhook is sent with.
     */
    INBOUND_EMAIL_ADDRESS: z.email("INBOUND_EMAIL_ADDRESS must be an e-mail address such as reply@in.porchlight.example").optional(),
    INBOUND_EMAIL_SECRET: z.string().min(16, "INBOUND_EMAIL_SECRET must have at least 16 characters").optional(),
    /** Customers may move a booking until this many hours before it starts. */
    RESCHEDULE_NOTICE_HOURS: z.coerce.number().min(0).max(720).default(2),
    /** Memory for rendered public pages kept by the page cache (server/page-cache.ts); 0 turns it off. */
    PAGE_CACHE_MB: z.coerce.number().int().min(0).max(1024).default(24),
    /** Online payment (Stripe): without a secret key, customers pay on site as before. */
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    /** The signing secret of the webhook endpoint (/hooks/stripe); required with a secret key. */
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Another address for Stripe's API (a test's fake server on 127.0.0.1); Stripe's own by default. */
    STRIPE_API_URL: z.url("STRIPE_API_URL must be a URL such as http://127.0.0.1:12111").optional(),
    /** How often the Stripe library asks again after a network failure or a 5xx (tests of Stripe's failures set 0). */
    STRIPE_NETWORK_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
    /** How long a booking waiting for its payment holds its time. */
    PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(5).max(120).default(15),
    /** How long a waitlist offer holds freed time for one customer (decision 0033)... */
    WAITLIST_OFFER_MINUTES: z.coerce.number().int().min(5).max(240).default(30),
    /** ...and how long when the job starts within 24 hours. */
    WAITLIST_SOON_OFFER_MINUTES: z.coerce.number().int().min(2).max(120).default(10),
    /** Waitlist entries allowed per client IP address per hour. */
    WAITLIST_JOINS_PER_HOUR: z.coerce.number().int().min(1).default(10),
    /**
     * Hosts whose calendars may be read although they are not on the public internet. Only the
     * tests set it (their feeds are served on 127.0.0.1); a deployment never should.
     */
    CALENDAR_FETCH_PRIVATE_HOSTS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? "")
          .split(",")
          .map((host) => host.trim())
          .filter(Boolean),
      ),
    /**
     * Text messages (Twilio, decision 0034): the account, its auth token (which also signs the
     * callbacks Twilio posts to /hooks/twilio/*), and a messaging service or a sender number.
     * Without them, texts are recorded in the outbox as not sent and everything goes by e-mail.
     */
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC\w{6,64}$/, "TWILIO_ACCOUNT_SID must look like AC0123…")
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(8, "TWILIO_AUTH_TOKEN must have at least 8 characters").optional(),
    TWILIO_MESSAGING_SERVICE_SID: z
      .string()
      .regex(/^MG\w{6,64}$/, "TWILIO_MESSAGING_SERVICE_SID must look like MG0123…")
      .optional(),
    TWILIO_FROM_NUMBER: z
      .string()
      .regex(/^\+1\d{10}$/, "TWILIO_FROM_NUMBER must be a US number in E.164, such as +15125550100")
      .optional(),
    /** Another address for Twilio's API (a test's fake server on 127.0.0.1); Twilio's own by default. */
    TWILIO_API_URL: z.url("TWILIO_API_URL must be a URL such as http://127.0.0.1:3298").optional(),
    /** Texts the whole account sends per second, on every machine together (a 10DLC campaign's rate). */
    TEXTS_PER_SECOND: z.coerce.number().int().min(1).max(100).default(1),
    /** Texts one number receives per hour at most; the rest wait for the next hour. */
    TEXTS_PER_NUMBER_PER_HOUR: z.coerce.number().int().min(1).max(100).default(6),
    /** The platform's commission on each online payment, in percent (Stripe's application fee). */
    PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(50).default(0),
    /** An OSRM server (its Table service) for drive times between jobs; without it, they are estimated (docs/travel.md). */
    OSRM_URL: z.url("OSRM_URL must be a URL such as http://127.0.0.1:5000").optional(),
    /** The longest a request waits for OSRM before it uses the estimate instead. */
    OSRM_BUDGET_MS: z.coerce.number().int().min(10).max(5000).default(300),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "SESSION_SECRET is required in production (a long random string, e.g. `openssl rand -hex 32`)",
      });
    }
    // Checked per comma-separated secret: a short or empty one (e.g. from a trailing comma)
    // would otherwise become a key that verifies cookies.
    if (env.SESSION_SECRET !== undefined && env.SESSION_SECRET.split(",").some((secret) => secret.trim().length < 16)) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "SESSION_SECRET must have at least 16 characters",
      });
    }
    // Every link in an e-mail is built from APP_URL, never from a request's Host header, which
    // anyone can forge. A deployment (production with Secure cookies) must name it; a plain-HTTP
    // trial of the production build (COOKIE_SECURE=false, npm start) links to localhost.
    if (env.NODE_ENV === "production" && env.COOKIE_SECURE !== false && !env.APP_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["APP_URL"],
        message: "APP_URL is required in production: the public address e-mail links point to, such as https://porchlight.example",
      });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_WEBHOOK_SECRET"],
        message: "STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY: payments are confirmed only by signed webhooks",
      });
    }
    if (Boolean(env.INBOUND_EMAIL_ADDRESS) !== Boolean(env.INBOUND_EMAIL_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: ["INBOUND_EMAIL_SECRET"],
        message: "Set INBOUND_EMAIL_ADDRESS and INBOUND_EMAIL_SECRET together (replies by e-mail need both)",
      });
    }
    const twilioSet = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_MESSAGING_SERVICE_SID ?? env.TWILIO_FROM_NUMBER];
    if (twilioSet.some(Boolean) && !twilioSet.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: ["TWILIO_AUTH_TOKEN"],
        message: "Texts need TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_MESSAGING_SERVICE_SID or TWILIO_FROM_NUMBER together",
      });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: "custom",
        path: ["METRICS_PORT"],
        message: "METRICS_PORT must differ from PORT: the metrics are never served on the public port",
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: ["ADMIN_PASSWORD"],
        message: "Set ADMIN_EMAIL and ADMIN_PASSWORD together",
      });
    }
  })
  .transform((env) => ({
    ...env,
    isProduction: env.NODE_ENV === "production",
    secureCookies: env.COOKIE_SECURE ?? env.NODE_ENV === "production",
    /** Development compiles the app on request in one process (Vite), whatever is asked. */
    webProcesses: env.NODE_ENV === "development" ? 1 : (env.WEB_CONCURRENCY ?? Math.min(4, availableParallelism())),
    /** Comma-separated to allow rotation: the first signs, all verify. */
    sessionSecrets: (env.SESSION_SECRET ?? DEV_SESSION_SECRET).split(",").map((s) => s.trim()),
  }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "EnvError";
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message)),
    );
  }
  return result.data;
}

let cached: Env | undefined;

/** The validated environment of this process, read once. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
