import Stripe from "stripe";
import { startFakeStripe } from "./fake-stripe";

/**
 * Money on a temporary database against the fake Stripe (the real `stripe` package; no test reaches
 * the internet). Import it first: it sets the environment before the app loads. Events are signed
 * as Stripe signs them and delivered to the webhook route, or kept (`holdEvents`) for the test to
 * deliver late, twice or out of order.
 */
export const WEBHOOK_SECRET = "whsec_integration_payments";

let deliverTo: ((body: string, signature: string) => Promise<void>) | null = null;

export async function startPayments(options: { holdEvents?: boolean } = {}) {
  const stripe = await startFakeStripe({
    webhookSecret: WEBHOOK_SECRET,
    deliver: (body, signature) => deliverTo!(body, signature),
    holdEvents: options.holdEvents,
  });
  // The environment is read once, by the first module that asks: set before the app's modules load.
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: "sk_test_integration",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    // A scripted 500 is answered at once (the library's own retries only wait).
    STRIPE_NETWORK_RETRIES: "0",
  });
  const app = await loadApp();
  const hook = (body: string, signature: string | null) =>
    app.run(
      app.hookAction({
        request: new Request("http://localhost:3000/hooks/stripe", {
          method: "POST",
          body,
          headers: { "Content-Type": "application/json", ...(signature ? { "Stripe-Signature": signature } : {}) },
        }),
        params: {},
        context: app.context,
      }),
    );
  deliverTo = async (body, signature) => {
    const result = await hook(body, signature);
    if (result.status !== 200) throw new Error(`the webhook answered ${result.status}: ${JSON.stringify(result.data)}`);
  };
  return { stripe, hook, ...app, ...helpers(stripe, app) };
}

async function loadApp() {
  const [
    { getDb },
    { createUser },
    { savePaymentAccount },
    { bookServiceOnline },
    { action: hookAction },
    payments,
    { cancelBookingAsCustomer, changeStatus, rescheduleBooking },
    links,
    { ownership },
    { bookingPage },
    { createTestTile },
    { context, run },
  ] = await Promise.all([
    import("~/lib/db.server"),
    import("~/models/user.server"),
    import("~/models/online-payments.server"),
    import("~/services/booking/book-online.server"),
    import("~/routes/hooks+/stripe"),
    import("~/services/payments/index.server"),
    import("~/services/booking/booking.server"),
    import("~/lib/signed-links.server"),
    import("~/services/support/access.server"),
    import("~/services/booking/booking-page.server"),
    import("./factories"),
    import("./requests"),
  ]);
  return {
    getDb,
    createUser,
    savePaymentAccount,
    bookServiceOnline,
    hookAction,
    payments,
    cancelBookingAsCustomer,
    changeStatus,
    rescheduleBooking,
    links,
    ownership,
    bookingPage,
    createTestTile,
    context,
    run,
  };
}

type App = Awaited<ReturnType<typeof loadApp>>;
type Fake = Awaited<ReturnType<typeof startFakeStripe>>;

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export type Policy = { freeCancelHours: number; lateFeePercent: number; noShowFeePercent: number };

function helpers(stripe: Fake, app: App) {
  const { getDb } = app;
  let ip = 0;

  async function providerWithAccount(email: string, policy: Policy = { freeCancelHours: 24, lateFeePercent: 50, noShowFeePercent: 100 }) {
    const user = await app.createUser(getDb(), { email, passwordHash: "x", role: "provider" });
    await app.savePaymentAccount(getDb(), {
      providerUserId: user.id,
      stripeAccountId: `acct_${user.id.replace(/-/g, "")}`,
      chargesEnabled: true,
      detailsSubmitted: true,
    });
    const values = {
      free_cancel_hours: policy.freeCancelHours,
      late_fee_percent: policy.lateFeePercent,
      no_show_fee_percent: policy.noShowFeePercent,
    };
    await getDb()
      .insertInto("provider_schedules")
      .values({
        provider_user_id: user.id,
        weekly_hours: JSON.stringify(
          Object.fromEntries(
            ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [
              day,
              { available: true, startTime: "08:00", endTime: "18:00" },
            ]),
          ),
        ),
        ...values,
      })
      .onConflict((oc) => oc.column("provider_user_id").doUpdateSet(values))
      .execute();
    return user;
  }

  async function tileWithRule(
    providerUserId: string,
    rule: { payment_rule: "deposit" | "full"; deposit_cents?: number; price_from_cents: number },
    zipCode = "78701",
  ) {
    const id = await app.createTestTile({ zipCode, providerUserId, serviceName: `Paid ${rule.payment_rule} ${Math.random()}` });
    await getDb()
      .updateTable("services")
      .set({
        payment_rule: rule.payment_rule,
        deposit_cents: rule.deposit_cents ?? null,
        price_from_cents: rule.price_from_cents,
        price_to_cents: null,
      })
      .where("id", "=", id)
      .execute();
    return id;
  }

  function book(
    serviceId: string,
    date: string,
    time: string,
    now: Date,
    options: {
      name?: string;
      address?: string;
      once?: { id: string; kind: string } | null;
      language?: "en" | "es";
      /** The customer ticks "Charge my saved card after the job, up to…" (decision 0055). */
      chargeAfterJob?: boolean;
    } = {},
  ) {
    ip += 1;
    return app.bookServiceOnline({
      serviceId,
      form: {
        customer_name: options.name ?? `Customer ${ip}`,
        customer_email: `customer${ip}@example.org`,
        customer_phone: "(512) 555-0142",
        preferred_date: date,
        preferred_time: time,
        service_address: options.address ?? "1100 Congress Ave, Austin, TX 78701",
        ...(options.chargeAfterJob ? { charge_after_job: "on" as const } : {}),
      },
      postedDate: date,
      honeypot: "ok",
      ip: `198.51.${Math.floor(ip / 250) % 250}.${ip % 250}`,
      once: options.once,
      language: options.language,
      now,
    });
  }

  const bookingIdOf = (path: string) => /\/bookings\/([^?]+)/.exec(path)![1];
  const sessionIdOf = (url: string) => /\/checkout\/([^/?]+)/.exec(url)![1];

  /** The customer pays on the fake Checkout page, and Stripe's event is delivered (or kept). */
  async function pay(url: string) {
    const session = await stripe.completeCheckout(sessionIdOf(url));
    return stripe.send("checkout.session.completed", session);
  }

  const bookingRow = (id: string) => getDb().selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const ledger = (bookingId: string) =>
    getDb()
      .selectFrom("payments")
      .select(["kind", "amount_cents", "status", "state", "reason", "purpose", "failure_reason"])
      .where("booking_id", "=", bookingId)
      .orderBy("created_at")
      .orderBy("kind")
      .execute();
  const emails = (bookingId: string) =>
    getDb().selectFrom("email_outbox").select(["kind", "to", "subject", "text"]).where("booking_id", "=", bookingId).execute();

  /** What the customer has in the business's hands for a booking: money landed less refunds that went through or are on their way. */
  async function kept(bookingId: string) {
    const rows = await ledger(bookingId);
    const landed = rows
      .filter((r) => r.kind === "charge" && ["succeeded", "partially_refunded", "refunded"].includes(r.state ?? ""))
      .reduce((s, r) => s + r.amount_cents, 0);
    const back = rows.filter((r) => r.kind === "refund" && r.state === "succeeded").reduce((s, r) => s + r.amount_cents, 0);
    return landed - back;
  }

  async function asProvider(providerUserId: string, bookingId: string) {
    const owned = await app.ownership({ userId: providerUserId, email: "", role: "provider", seesAll: false }, { booking: bookingId });
    if (!owned.ok) throw new Error(owned.message);
    return owned;
  }

  async function asAdmin(bookingId: string) {
    const email = `admin-${Math.random().toString(36).slice(2)}@example.com`;
    const admin = await app.createUser(getDb(), { email, passwordHash: "x", role: "admin" });
    const owned = await app.ownership({ userId: admin.id, email, role: "admin", seesAll: true }, { booking: bookingId });
    if (!owned.ok) throw new Error(owned.message);
    return owned;
  }

  const linkOf = (bookingId: string) => app.links.openBookingLink(bookingId, app.links.bookingToken(bookingId))!;

  /** Three weekly visits from `first` at `time`, booked online by one customer (the provider takes series). */
  async function bookWeeklySeries(serviceId: string, providerUserId: string, first: string, time: string, now: Date) {
    const [{ bookSeriesOnline }, { setAllowsSeries }] = await Promise.all([
      import("~/services/booking/series-booking.server"),
      import("~/models/provider-schedule.server"),
    ]);
    await setAllowsSeries(getDb(), providerUserId, true);
    const dates = [0, 7, 14].map((days) => new Date(Date.parse(`${first}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10));
    ip += 1;
    return bookSeriesOnline({
      serviceId,
      form: {
        customer_name: "Sam Series",
        customer_email: `sam.series.${ip}@example.org`,
        customer_phone: "(512) 555-0142",
        preferred_date: first,
        preferred_time: time,
        service_address: "1100 Congress Ave, Austin, TX 78701",
      },
      rule: { intervalWeeks: 1, end: { kind: "count", count: 3 } },
      chosen: dates.map((date, i) => ({ index: i + 1, date, time })),
      honeypot: "ok",
      ip: `198.51.${Math.floor(ip / 250) % 250}.${ip % 250}`,
      now,
    });
  }

  /**
   * A customer's request for quotes to a provider taking payments online, whose provider answers
   * with `answer(total, deposit)` (again: a revision); `quote()` reads its quote's id and revision.
   */
  async function quotedRequest(customer: string, now: Date) {
    const [{ requestQuotes }, { answerWithQuote }] = await Promise.all([
      import("~/services/quotes/quote-requests.server"),
      import("~/services/quotes/quotes.server"),
    ]);
    const handle = customer.toLowerCase().replace(/\s+/g, ".");
    const email = `quoting-${handle}@example.com`;
    const quoting = await providerWithAccount(email);
    const serviceId = await app.createTestTile({ zipCode: "78701", providerUserId: quoting.id, serviceName: "Fence Repair" });
    ip += 1;
    const requested = await requestQuotes({
      form: {
        category: "home-services",
        zip: "78701",
        description: "Two fence panels blew down in the storm last night.",
        needed: "flexible",
        needed_date: null,
        customer_name: customer,
        customer_email: `${handle}@example.org`,
        customer_phone: "(512) 555-0142",
        service_id: serviceId,
      },
      photos: [],
      photoTooLarge: false,
      honeypot: "ok",
      ip: `198.51.${Math.floor(ip / 250) % 250}.${ip % 250}`,
      origin: "http://localhost:3000",
      now,
    });
    if (!requested.ok) throw new Error(requested.message);
    const thread = await getDb().selectFrom("threads").select("id").where("request_id", "=", requested.requestId).executeTakeFirstOrThrow();
    const owned = await app.ownership({ userId: quoting.id, email, role: "provider", seesAll: false }, { thread: thread.id });
    if (!owned.ok) throw new Error(owned.message);
    const answer = (totalCents: number, depositCents: number, options: { label?: string; durationMinutes?: number } = {}) =>
      answerWithQuote({
        thread: owned,
        quote: {
          lines: [{ label: options.label ?? "Panels", amountCents: totalCents }],
          depositCents,
          durationMinutes: options.durationMinutes ?? 120,
          validUntil: "2030-01-20",
          note: null,
        },
        now,
      });
    const quote = () =>
      getDb().selectFrom("quotes").select(["id", "revision"]).where("thread_id", "=", thread.id).executeTakeFirstOrThrow();
    const link = app.links.openRequestLink(requested.requestId, app.links.idToken("request", requested.requestId))!;
    return { requestId: requested.requestId, answer, quote, link };
  }

  /** Delivers the oldest kept event, and forgets it. */
  async function deliverOldest() {
    if (stripe.held.length > 0) await stripe.deliver(stripe.held.shift()!);
  }

  /** Delivers every kept event, oldest first, and forgets them. */
  async function deliverHeld() {
    while (stripe.held.length > 0) await stripe.deliver(stripe.held.shift()!);
  }

  return {
    providerWithAccount,
    tileWithRule,
    book,
    pay,
    bookingIdOf,
    sessionIdOf,
    bookingRow,
    ledger,
    emails,
    kept,
    asProvider,
    asAdmin,
    linkOf,
    bookWeeklySeries,
    quotedRequest,
    deliverOldest,
    deliverHeld,
    signed: (body: string) => Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }),
  };
}
