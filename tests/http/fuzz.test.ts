import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { STANDARD_HOURS } from "~/domain/schedule/availability";
import { FORM_STARTED_FIELD } from "~/domain/forms/honeypot";
import { bookingPath, paymentPath, quotePath, threadPath, waitlistPath } from "~/lib/signed-links.server";
import { getDb } from "~/lib/db.server";
import { createUser } from "~/models/user.server";
import { insertCharge } from "~/models/ledger.server";
import { setAllowsSeries } from "~/models/provider-schedule.server";
import { insertWaitlistEntry } from "~/models/waitlist.server";
import { addVerifiedCredential, createTestTile } from "../support/factories";
import { startApp } from "../support/http-server";
import { shownBefore } from "../support/requests";
import { applicationFields, rawPost, signIn } from "./support/client";
import { discoverForms, type DiscoveredForm } from "./support/forms";
import { createRandom, malformedSubmission, type Submission } from "./support/submissions";

/**
 * Every form Porchlight renders, found by reading the pages as each role sees them, gets seeded
 * random malformed posts: none may answer 5xx, leak a stack, reflect input unescaped, redirect off
 * the site or leave bad rows. FUZZ_RUNS per form (200 in `npm test`, 1,000 in `npm run fuzz`);
 * FUZZ_SEED replays a failure.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

let app: Awaited<ReturnType<typeof startApp>>;
let forms: DiscoveredForm[] = [];

/** A real booking made through the form, for the pages that act on one. */
async function bookOnce(serviceId: string): Promise<string> {
  for (let days = 3; days < 30; days++) {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const response = await fetch(`${app.base}/service/${serviceId}?book=1`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: app.base, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        customer_name: "Fuzz Customer",
        customer_email: "fuzz-customer@example.org",
        customer_phone: "(512) 555-0100",
        service_address: "100 Congress Ave, Austin, TX",
        preferred_date: date,
        preferred_time: "10:00",
        ...shownBefore(),
      }),
    });
    if (response.status === 302) {
      const booking = await getDb().selectFrom("bookings").select("id").where("service_id", "=", serviceId).executeTakeFirstOrThrow();
      return booking.id;
    }
  }
  throw new Error("no bookable day found for the fuzz booking");
}

/** A payment link the provider sent the booking's customer, for the customer's payment page. */
async function paymentLinkOnce(bookingId: string): Promise<string> {
  const booking = await getDb().selectFrom("bookings").selectAll().where("id", "=", bookingId).executeTakeFirstOrThrow();
  const id = await insertCharge(getDb(), {
    ownerUserId: booking.provider_user_id!,
    customerId: booking.customer_id!,
    bookingId,
    amountCents: 4_500,
    reason: "ledger.paymentLink",
    state: "open",
    purpose: "link",
    now: new Date(),
  });
  return paymentPath(id!);
}

/**
 * A request for a quote to the provider, their quote, and a report of the conversation: the
 * customer's request, accept and conversation pages, the provider's thread and the admin's.
 */
async function quoteOnce(serviceId: string, providerCookie: string) {
  const response = await fetch(`${app.base}/requests/new`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: app.base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      service_id: serviceId,
      category: "home-services",
      zip: "78701",
      description: "The bathroom tap drips all night long.",
      needed: "flexible",
      customer_name: "Fuzz Quoter",
      customer_email: "fuzz-quoter@example.org",
      customer_phone: "(512) 555-0100",
      ...shownBefore(),
    }),
  });
  if (response.status !== 302) throw new Error(`the fuzz request for a quote answered ${response.status}`);
  const thread = await getDb()
    .selectFrom("threads")
    .select(["id", "request_id"])
    .where("request_id", "is not", null)
    .executeTakeFirstOrThrow();
  const post = (path: string, fields: Record<string, string>, cookie = "") =>
    fetch(`${app.base}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: app.base, "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
      body: new URLSearchParams(fields),
    });
  const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const quoted = await post(
    `/provider/messages/${thread.id}`,
    { intent: "quote", line_label_1: "Labor", line_amount_1: "90", duration_minutes: "60", valid_until: validUntil },
    providerCookie,
  );
  if (quoted.status !== 302) throw new Error(`the fuzz quote answered ${quoted.status}`);
  const quote = await getDb().selectFrom("quotes").select("id").where("thread_id", "=", thread.id).executeTakeFirstOrThrow();
  const token = new URL(threadPath(thread.id), app.base).searchParams.get("token")!;
  const wrote = await post(threadPath(thread.id), { token, intent: "message", body: "Fuzz message" });
  if (wrote.status !== 302) throw new Error(`the fuzz message answered ${wrote.status}`);
  const reported = await post(threadPath(thread.id), { token, intent: "report", reason: "Fuzz report" });
  if (reported.status !== 302) throw new Error(`the fuzz report answered ${reported.status}`);
  return { threadId: thread.id, requestId: thread.request_id!, quoteId: quote.id };
}

/** A weekly series of two visits, for the series' forms on a visit's page. */
async function seriesOnce(serviceId: string): Promise<string> {
  for (let days = 3; days < 30; days++) {
    const first = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const second = new Date(Date.now() + (days + 7) * 86_400_000).toISOString().slice(0, 10);
    const response = await fetch(`${app.base}/service/${serviceId}?book=1`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: app.base, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        customer_name: "Fuzz Series",
        customer_email: "fuzz-series@example.org",
        customer_phone: "(512) 555-0100",
        preferred_date: first,
        preferred_time: "15:00",
        repeat: "1",
        series_end: "count",
        series_count: "2",
        intent: "series",
        visit_1: `${first}T15:00`,
        visit_2: `${second}T15:00`,
        ...shownBefore(),
      }),
    });
    if (response.status === 302) {
      const visit = await getDb().selectFrom("bookings").select("id").where("customer_name", "=", "Fuzz Series").executeTakeFirstOrThrow();
      return visit.id;
    }
  }
  throw new Error("no bookable days found for the fuzz series");
}

/** A live one-time sign-in link's page, asked for by the fuzz provider. */
async function signInLinkOnce(): Promise<string> {
  const response = await fetch(`${app.base}/provider?index`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: app.base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "signin-link", email: "fuzz-pro@example.com" }),
  });
  if (response.status !== 302) throw new Error(`the fuzz sign-in link answered ${response.status}`);
  const email = await getDb().selectFrom("email_outbox").select("text").where("kind", "=", "sign_in_link").executeTakeFirstOrThrow();
  return /\/sign-in\/link\?token=[\w-]{43}/.exec(email.text)![0];
}

/** A customer waiting on the service's waitlist, for the entry page's forms (change, leave). */
async function waitlistOnce(serviceId: string, providerUserId: string): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date();
  const day = new Date(now.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
  await insertWaitlistEntry(getDb(), {
    id,
    service_id: serviceId,
    provider_user_id: providerUserId,
    customer_name: "Fuzz Waiter",
    customer_email: "fuzz-waiter@example.org",
    customer_phone: "(512) 555-0142",
    windows: JSON.stringify([{ from: day, to: day, part: "evening", start: "17:00", end: "24:00" }]),
    time_zone: "America/Chicago",
    status: "waiting",
    joined_at: now.toISOString(),
    status_changed_at: now.toISOString(),
    lapses_at: new Date(now.getTime() + 5 * 86_400_000).toISOString(),
  });
  return id;
}

/** A pending application, for the admin's review forms. */
async function applyOnce() {
  const response = await fetch(`${app.base}/join`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: app.base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(applicationFields({ business_name: "Fuzz Review Plumbing", email: "fuzz-applicant@example.com" })),
  });
  if (response.status !== 302) throw new Error(`the fuzz application answered ${response.status}`);
}

beforeAll(async () => {
  app = await startApp();
  const db = getDb();
  await createUser(db, { email: "fuzz-admin@example.com", password: "fuzz-admin-password", role: "admin" });
  const provider = await createUser(db, { email: "fuzz-pro@example.com", password: "fuzz-pro-password", role: "provider" });
  await addVerifiedCredential({ providerUserId: provider.id }, { kind: "licence", state: "TX" });
  const serviceId = await createTestTile({
    zipCode: "78701",
    providerUserId: provider.id,
    serviceName: "Plumbing",
    availability: STANDARD_HOURS,
  });
  const bookingId = await bookOnce(serviceId);
  await setAllowsSeries(getDb(), provider.id, true);
  const visitId = await seriesOnce(serviceId);
  await applyOnce();
  const entryId = await waitlistOnce(serviceId, provider.id);
  const application = await getDb()
    .selectFrom("provider_applications")
    .select("id")
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  const admin = await signIn(app.base, "/admin?index", "fuzz-admin@example.com", "fuzz-admin-password");
  const pro = await signIn(app.base, "/provider?index", "fuzz-pro@example.com", "fuzz-pro-password");
  const quote = await quoteOnce(serviceId, pro);
  const signInLink = await signInLinkOnce();
  const paymentLink = await paymentLinkOnce(bookingId);

  forms = await discoverForms(app.base, [
    {
      role: "visitor",
      cookie: "",
      paths: [
        "/",
        `/service/${serviceId}?book=1`,
        "/join",
        "/provider",
        "/admin",
        bookingPath(bookingId),
        `${bookingPath(bookingId)}&reschedule=1`,
        bookingPath(visitId),
        `${bookingPath(visitId)}&reschedule=1`,
        "/requests/new",
        `/requests/new?service=${serviceId}`,
        quotePath(quote.requestId, quote.quoteId),
        threadPath(quote.threadId),
        signInLink,
        paymentLink,
        `/service/${serviceId}/waitlist`,
        waitlistPath(entryId),
        `${waitlistPath(entryId)}&change=1`,
      ],
    },
    {
      role: "provider",
      cookie: pro,
      paths: [
        "/provider",
        "/provider/areas",
        "/provider/marketing",
        "/provider/bookings",
        "/provider/schedule",
        "/provider/waitlist",
        `/provider/messages/${quote.threadId}`,
        `/provider/bookings/${bookingId}/move`,
        "/join",
      ],
    },
    {
      role: "admin",
      cookie: admin,
      paths: [
        "/admin",
        `/admin?confirm=approve&id=${application.id}`,
        `/admin?confirm=reject&id=${application.id}`,
        "/admin/tiles",
        "/admin/bookings",
        "/admin/settings",
        "/admin/network",
        `/admin/messages/${quote.threadId}`,
        "/dashboard/customers",
        "/dashboard/payments",
        "/dashboard/scheduling",
      ],
    },
  ]);
  // The public forms' "shown at" note, as if each page had been open for a while: otherwise
  // every submission would stop at the timing trap before the checks behind it.
  for (const field of forms.flatMap((form) => form.fields)) {
    if (field.name === FORM_STARTED_FIELD) field.values = [shownBefore(60_000)[FORM_STARTED_FIELD]];
  }
  // Signing out ends the session the other forms of that role use: those go last.
  forms.sort((a, b) => Number(a.action === "/logout") - Number(b.action === "/logout"));
  // The e-mailed link is offered only after a locked sign-in; no page renders it on a GET.
  for (const action of ["/provider?index", "/admin?index"])
    forms.push({
      role: "visitor",
      cookie: "",
      action,
      fields: [
        { name: "intent", kind: "hidden", values: ["signin-link"] },
        { name: "email", kind: "hidden", values: ["fuzz-pro@example.com"] },
      ],
    });
  // Shares made in the browser are posted by script; no page renders that form.
  forms.unshift({
    role: "visitor",
    cookie: "",
    action: "/resources/share",
    fields: [
      { name: "serviceId", kind: "hidden", values: [serviceId] },
      { name: "channel", kind: "select", values: ["copy_link", "web_share"] },
    ],
  });
});

afterAll(() => app.close());

const STACK_TRACE = /\n\s+at \S+ \(|node_modules|\.server\.ts|TypeError|SqliteError|SQLITE_/;

function describeSubmission(form: DiscoveredForm, submission: Submission, run: number) {
  return `seed ${SEED}, run ${run}, ${form.role} ${form.action}: ${submission.description}`;
}

async function send(form: DiscoveredForm, submission: Submission) {
  const response = await fetch(`${app.base}${form.action}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: app.base, Accept: "text/html", ...(form.cookie ? { Cookie: form.cookie } : {}), ...submission.headers },
    body: submission.body,
  });
  return { status: response.status, location: response.headers.get("Location"), text: await response.text() };
}

describe("fuzzing every form", () => {
  it("finds the forms of every page and role", () => {
    const actions = new Set(forms.map((form) => form.action.replace(/\/[0-9a-f-]{36}/g, "/:id").replace(/\?.*$/, "")));
    // The admin's review of an application, besides everyone's sign-in form there.
    expect(forms.some((form) => form.role === "admin" && form.action.startsWith("/admin?index"))).toBe(true);
    for (const expected of [
      "/service/:id",
      "/join",
      "/provider",
      "/admin",
      "/bookings/:id",
      "/admin/tiles",
      "/admin/bookings",
      "/admin/settings",
      "/provider/areas",
      "/provider/marketing",
      "/provider/bookings",
      "/provider/schedule",
      "/dashboard/customers",
      "/dashboard/payments",
      "/dashboard/scheduling",
      "/requests/new",
      "/requests/:id/quotes/:id",
      "/messages/:id",
      "/provider/messages/:id",
      "/provider/bookings/:id/move",
      "/admin/messages/:id",
      "/sign-in/link",
      "/payments/:id",
      "/resources/theme",
      "/resources/share",
      "/service/:id/waitlist",
      "/waitlist/:id",
      "/provider/waitlist",
      "/logout",
    ]) {
      expect(actions, expected).toContain(expected);
    }
  });

  it(`answers ${RUNS} malformed submissions per form without a 5xx, a stack trace, an unescaped echo or an off-site redirect`, async () => {
    const random = createRandom(SEED);
    // React's warnings (a list where one value belongs, say) are bugs the page survived.
    const warnings = [vi.spyOn(console, "error"), vi.spyOn(console, "warn")];
    let sent = 0;
    const report: Record<string, Record<number, number>> = {};
    for (const form of forms) {
      const statuses = (report[
        `${form.role} ${form.action.replace(/[0-9a-f-]{36}/g, ":id")} [${form.fields.map((field) => field.name).join(" ")}]`
      ] ??= {});
      for (let run = 0; run < RUNS; run++) {
        const submission = malformedSubmission(form, random, run);
        // Limits would soon answer 429 to everything: cleared, so submissions reach the checks
        // behind them (the limits have their own tests).
        await getDb().deleteFrom("rate_limits").execute();
        const result = await send(form, submission);
        sent += 1;
        statuses[result.status] = (statuses[result.status] ?? 0) + 1;
        const context = describeSubmission(form, submission, run);
        expect(result.status, context).toBeGreaterThanOrEqual(200);
        expect(result.status, context).toBeLessThan(500);
        expect(result.text, context).not.toMatch(STACK_TRACE);
        // Every payload carries a tag; escaped it reads "&lt;fuzz-" (or "\u003cfuzz-" in data).
        expect(result.text, context).not.toContain("<fuzz-");
        if (result.location)
          expect(result.location, context).toMatch(
            /^\/(?!\/)[\x21-\x7e]*$|^https:\/\/(www\.facebook\.com|twitter\.com|x\.com|www\.linkedin\.com)\//,
          );
      }
    }
    expect(sent).toBe(forms.length * RUNS);
    for (const spy of warnings) {
      expect(spy.mock.calls.map((call) => String(call[0]).slice(0, 300))).toEqual([]);
      spy.mockRestore();
    }
    // What the forms answered, to see that the submissions reach past the first check.
    if (process.env.FUZZ_REPORT) for (const [form, statuses] of Object.entries(report)) console.info(form, JSON.stringify(statuses));
  }, 900_000);

  it("refuses a form posted with an Origin that names another host than Host or X-Forwarded-Host, with a 403 and a warning", async () => {
    const own = new URL(app.base);
    // Each: the headers sent, and whether the app must refuse them.
    const combinations: Array<{ headers: Record<string, string>; refused: boolean }> = [
      { headers: { Host: "evil.example", Origin: app.base }, refused: true },
      { headers: { Host: own.host, Origin: app.base, "X-Forwarded-Host": "evil.example" }, refused: true },
      { headers: { Host: own.host, Origin: app.base, "X-Forwarded-Host": "evil.example, " + own.host }, refused: true },
      { headers: { Host: own.host.toUpperCase().replace("127.0.0.1", "LOCALHOST"), Origin: app.base }, refused: true },
      { headers: { Host: own.host, Origin: "null" }, refused: true },
      { headers: { Host: own.host, Origin: "http://[bad" }, refused: true },
      { headers: { Host: own.host, Origin: `https://${own.host}`, "X-Forwarded-Proto": "https" }, refused: true },
      { headers: { Host: "evil.example", Origin: "http://evil.example", "X-Forwarded-Host": own.host }, refused: true },
      // Consistent but unknown to us: the usual cross-site check decides (without APP_URL the request's own host is ours).
      { headers: { Host: own.host, Origin: app.base, "X-Forwarded-Proto": "https", "X-Forwarded-Host": own.host }, refused: false },
      { headers: { Host: own.host, Origin: app.base, "X-Forwarded-Host": `${own.host}, evil.example` }, refused: false },
    ];
    const level = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = "warn";
    const logged: string[] = [];
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
      logged.push(String(chunk));
      return true;
    });
    try {
      for (const form of forms) {
        for (const { headers, refused } of combinations) {
          await getDb().deleteFrom("rate_limits").execute();
          const body = new URLSearchParams(form.fields.map((field) => [field.name, field.values[0] ?? ""])).toString();
          const answer = await rawPost(app.base, form.action, body, {
            ...headers,
            ...(form.cookie ? { Cookie: form.cookie } : {}),
            "Content-Type": "application/x-www-form-urlencoded",
          });
          const context = `${form.role} ${form.action} ${JSON.stringify(headers)}`;
          expect(answer.status, context).toBeLessThan(500);
          if (refused) {
            expect(answer.status, context).toBe(403);
            expect(answer.text, context).toBe("Forbidden: this form must be sent from Porchlight itself.");
          }
        }
      }
    } finally {
      stderr.mockRestore();
      process.env.LOG_LEVEL = level;
    }
    const lines = logged
      .join("")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: string; msg: string; error?: unknown });
    expect(lines.filter((line) => line.level === "error")).toEqual([]);
    expect(lines.some((line) => line.level === "warn" && line.msg === "cross-origin request refused")).toBe(true);
    expect(lines.filter((line) => line.error !== undefined)).toEqual([]);
  }, 300_000);

  it("leaves no half-written rows and no control characters behind", async () => {
    const db = getDb();
    expect((await sql`PRAGMA foreign_key_check`.execute(db)).rows).toEqual([]);
    // An active booking holds its times; a cancelled or finished one holds none.
    const unclaimed = await db
      .selectFrom("bookings")
      .select("bookings.id")
      .where("status", "in", ["pending", "confirmed", "en_route", "in_progress"])
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom("booking_claims").select("booking_claims.booking_id").whereRef("booking_claims.booking_id", "=", "bookings.id"),
          ),
        ),
      )
      .execute();
    expect(unclaimed).toEqual([]);
    const released = await db
      .selectFrom("booking_claims")
      .innerJoin("bookings", "bookings.id", "booking_claims.booking_id")
      .select("bookings.id")
      .where("bookings.status", "in", ["cancelled", "completed", "no_show"])
      .execute();
    expect(released).toEqual([]);
    // What users typed is stored without control characters (newlines and tabs aside).
    for (const table of [
      "bookings",
      "customers",
      "payments",
      "provider_applications",
      "services",
      "service_areas",
      "provider_time_off",
      "users",
      "profiles",
      "quote_requests",
      "quotes",
      "threads",
      "thread_messages",
      "booking_series",
      "sign_in_links",
    ] as const) {
      const rows = await db.selectFrom(table).selectAll().execute();
      for (const row of rows) {
        for (const [column, value] of Object.entries(row)) {
          if (typeof value === "string") expect(value, `${table}.${column}`).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/);
        }
      }
    }
  });
});
