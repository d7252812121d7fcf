import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { readDb, shownForm } from "./e2e";
import type { Availability } from "../../../app/domain/schedule/availability";

/**
 * A provider of the test's own, written through the app's own models into the server's
 * database (SQLite in WAL mode takes both writers), so a test never shares seeded rows with
 * the other project running beside it.
 */
export type TestProvider = {
  email: string;
  password: string;
  userId: string;
  serviceId: string;
  business: string;
  serviceName: string;
  /** Every tile's id by service name (the first service's is also `serviceId`). */
  serviceIds: Record<string, string>;
};

async function models() {
  // The app's modules read DATABASE_URL when they first open the database.
  process.env.DATABASE_URL ??= `file:${process.env.E2E_DATABASE_FILE ?? "data/e2e-3100/app.db"}`;
  const [
    { getDb },
    { createUser },
    { createServiceTile },
    { STANDARD_HOURS },
    { insertApplication },
    { newId },
    credentials,
    media,
    monogram,
  ] = await Promise.all([
    import("../../../app/lib/db.server"),
    import("../../../app/models/user.server"),
    import("../../../app/models/service.server"),
    import("../../../app/domain/schedule/availability"),
    import("../../../app/models/provider-application.server"),
    import("../../../app/domain/uuid"),
    import("../../../app/models/credential.server"),
    import("../../../app/models/media.server"),
    import("../../../app/lib/monogram.server"),
  ]);
  return { getDb, createUser, createServiceTile, STANDARD_HOURS, insertApplication, newId, credentials, media, monogram };
}

/** An approved provider: account, approved application and one active tile at 78701. */
export async function createProvider(
  options: {
    serviceName?: string;
    moreServices?: string[];
    hours?: Availability;
    bufferMinutes?: number;
    zipCode?: string;
    planType?: "community" | "premium";
    priceFromCents?: number;
    /** Takes recurring bookings (the portal's switch). */
    allowsSeries?: boolean;
    category?: string;
    /** A logo (a PNG monogram of the business's name) on its application and tiles. */
    logo?: boolean;
    /**
     * The credentials an admin already verified (decision 0035), from Texas, running to 2100: by
     * default a licence, which Plumbing and the other licensed trades in Texas need to be listed.
     */
    verified?: ReadonlyArray<"licence" | "insurance" | "background_check" | "certification">;
  } = {},
): Promise<TestProvider> {
  const { getDb, createUser, createServiceTile, STANDARD_HOURS, insertApplication, newId, credentials, media, monogram } = await models();
  const tag = `${test.info().project.name}-${randomUUID().slice(0, 8)}`;
  const email = `pro-${tag}@example.com`;
  const password = "porchlight-test-provider";
  const business = `Test Pros ${tag}`;
  const db = getDb();
  const user = await createUser(db, { email, password, role: "provider" });
  const hours = options.hours ?? STANDARD_HOURS;
  const logoUrl = options.logo
    ? (await media.createMedia(db, { contentType: "image/png", bytes: monogram.monogramPng(business, [154, 52, 18], 64) })).url
    : null;
  const applicationId = await insertApplication(db, {
    id: newId(),
    user_id: user.id,
    business_name: business,
    owner_name: "Test Owner",
    email,
    phone: "(512) 555-0177",
    zip_code: options.zipCode ?? "78701",
    service_radius: 25,
    category: options.category ?? "home-services",
    website: null,
    logo_url: logoUrl,
    services_provided: JSON.stringify([options.serviceName ?? "Plumbing"]),
    custom_services: null,
    licenses: "State license",
    insurance: "General liability",
    years_in_business: 5,
    additional_info: null,
    plan_type: options.planType ?? "community",
    availability: JSON.stringify(hours),
    status: "approved",
    reviewed_at: new Date().toISOString(),
    review_note: null,
    reviewed_by: null,
  });
  const serviceIds: Record<string, string> = {};
  for (const serviceName of [options.serviceName ?? "Plumbing", ...(options.moreServices ?? [])]) {
    serviceIds[serviceName] = await createServiceTile(db, {
      applicationId,
      providerUserId: user.id,
      serviceName,
      businessName: business,
      ownerName: "Test Owner",
      phone: "(512) 555-0177",
      email,
      zipCode: options.zipCode ?? "78701",
      planType: options.planType ?? "community",
      category: options.category ?? "home-services",
      availability: hours,
      priceFromCents: options.priceFromCents ?? null,
      logoUrl,
    });
  }
  for (const kind of options.verified ?? ["licence"]) {
    const documentId = await credentials.insertCredentialDocument(db, {
      providerUserId: user.id,
      contentType: "application/pdf",
      bytes: new TextEncoder().encode("%PDF-1.4\n%%EOF\n"),
    });
    const id = await credentials.insertCredential(db, {
      providerUserId: user.id,
      holderUserId: user.id,
      kind,
      issuer: "Test board",
      state: "TX",
      number: `TX-${kind}-${tag}`,
      expiresOn: "2099-12-31",
      expiresAt: "2100-01-01T06:00:00.000Z",
      documentId,
      now: new Date(),
    });
    await credentials.moveCredential(db, id, { to: "verified", by: "admin", now: new Date() });
  }
  if (options.allowsSeries) {
    await db.updateTable("provider_schedules").set({ allows_series: 1 }).where("provider_user_id", "=", user.id).execute();
  }
  if (options.bufferMinutes !== undefined) {
    await db
      .updateTable("provider_schedules")
      .set({ buffer_minutes: options.bufferMinutes })
      .where("provider_user_id", "=", user.id)
      .execute();
  }
  const serviceName = options.serviceName ?? "Plumbing";
  return { email, password, userId: user.id, serviceId: serviceIds[serviceName], business, serviceName, serviceIds };
}

export type TestAdmin = { email: string; password: string; userId: string };

/** An admin of the test's own. */
export async function createAdmin(): Promise<TestAdmin> {
  const { getDb, createUser } = await models();
  const email = `admin-${test.info().project.name}-${randomUUID().slice(0, 8)}@example.com`;
  const password = "porchlight-test-admin";
  const user = await createUser(getDb(), { email, password, role: "admin" });
  return { email, password, userId: user.id };
}

export type TestApplication = {
  business: string;
  email: string;
  password: string;
  zip: string;
  category: string;
  service: string;
  /** The confirmation page the applicant was sent to. */
  confirmationPath: string;
};

/**
 * An application through the join form itself (the app's own flow: account, application and
 * confirmation e-mail), pending an admin's review.
 */
export async function applyToJoin(
  request: APIRequestContext,
  options: { zip?: string; category?: string; service?: string } = {},
): Promise<TestApplication> {
  const tag = `${test.info().project.name}-${randomUUID().slice(0, 8)}`;
  const application = {
    business: `Applicant ${tag}`,
    email: `applicant-${tag}@example.com`,
    password: "porchlight-applicant",
    zip: options.zip ?? "78701",
    category: options.category ?? "home-services",
    service: options.service ?? "Tree Trimming",
  };
  const response = await request.post("/join", {
    headers: { Origin: new URL(await baseUrlOf(request)).origin },
    form: {
      ...(await shownForm(request, "/join")),
      business_name: application.business,
      owner_name: "Ada Applicant",
      email: application.email,
      password: application.password,
      phone: "(512) 555-0123",
      zip_code: application.zip,
      service_radius: "25",
      category: application.category,
      plan_type: "community",
      custom_services: application.service,
      years_in_business: "4",
      licenses: "State license",
      insurance: "General liability",
    },
    maxRedirects: 0,
  });
  if (response.status() !== 302) throw new Error(`The application answered ${response.status()}`);
  return { ...application, confirmationPath: response.headers().location ?? "" };
}

/** The server's address as the request context sees it (its baseURL). */
async function baseUrlOf(request: APIRequestContext): Promise<string> {
  const response = await request.get("/healthz");
  return response.url();
}

/** A customer's booking through the public booking form (the app's own flow): its id and its link. */
export async function bookThroughForm(
  request: APIRequestContext,
  serviceId: string,
  booking: { name: string; date: string; time: string; address?: string },
): Promise<{ id: string; path: string }> {
  const path = `/service/${serviceId}?book=1`;
  const response = await request.post(path, {
    headers: { Origin: new URL(await baseUrlOf(request)).origin },
    form: {
      ...(await shownForm(request, path)),
      customer_name: booking.name,
      customer_email: `${booking.name.toLowerCase().replace(/\W+/g, ".")}@example.org`,
      customer_phone: "(512) 555-0188",
      preferred_date: booking.date,
      preferred_time: booking.time,
      service_address: booking.address ?? "1100 Congress Ave, Austin, TX 78701",
    },
    maxRedirects: 0,
  });
  const location = response.headers().location ?? "";
  const id = /\/bookings\/([0-9a-f-]{36})\?/.exec(location)?.[1];
  if (response.status() !== 302 || !id) throw new Error(`The booking answered ${response.status()}`);
  return { id, path: location };
}

/**
 * Online payment for a provider of the test's own: a connected Stripe account (the fake's),
 * a payment rule on their service, and their cancellation policy.
 */
export async function enableOnlinePayments(
  provider: TestProvider,
  options: {
    rule?: "deposit" | "full";
    depositCents?: number;
    priceCents?: number;
    policy?: { freeCancelHours: number; lateFeePercent: number; noShowFeePercent: number };
  } = {},
) {
  const { getDb } = await models();
  const db = getDb();
  await db
    .insertInto("provider_payment_accounts")
    .values({
      provider_user_id: provider.userId,
      stripe_account_id: `acct_e2e_${provider.userId.slice(0, 8)}`,
      charges_enabled: 1,
      details_submitted: 1,
    })
    .execute();
  await db
    .updateTable("services")
    .set({
      payment_rule: options.rule ?? "deposit",
      deposit_cents: (options.rule ?? "deposit") === "deposit" ? (options.depositCents ?? 2_500) : null,
      price_from_cents: options.priceCents ?? 12_000,
      price_to_cents: null,
    })
    .where("id", "=", provider.serviceId)
    .execute();
  const policy = options.policy ?? { freeCancelHours: 24, lateFeePercent: 50, noShowFeePercent: 100 };
  await db
    .updateTable("provider_schedules")
    .set({
      free_cancel_hours: policy.freeCancelHours,
      late_fee_percent: policy.lateFeePercent,
      no_show_fee_percent: policy.noShowFeePercent,
    })
    .where("provider_user_id", "=", provider.userId)
    .execute();
}

/** A customer of the provider's, as the dashboard's Customers tab writes one. */
async function insertCustomer(provider: TestProvider, name: string): Promise<string> {
  const { getDb, newId } = await models();
  const id = newId();
  await getDb()
    .insertInto("customers")
    .values({
      id,
      owner_user_id: provider.userId,
      name,
      email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.org`,
      phone: "(512) 555-0111",
      search_text: name.toLowerCase(),
    })
    .execute();
  return id;
}

/**
 * A confirmed job of the provider's that started an hour ago, whose customer saved a card for
 * the deposit (a job booked far ahead), so a no-show's fee is charged to it.
 */
export async function createStartedBookingWithSavedCard(provider: TestProvider, customerName: string) {
  const { getDb, newId } = await models();
  const db = getDb();
  const { instantOf, localClock } = await import("../../../app/domain/time");
  const startsAt = new Date(Math.floor((Date.now() - 3_600_000) / 1_800_000) * 1_800_000);
  const local = localClock(startsAt, "America/Chicago");
  const customerId = await insertCustomer(provider, customerName);
  const id = newId();
  const { insertBooking } = await import("../../../app/models/booking.server");
  await insertBooking(db, {
    id,
    service_id: provider.serviceId,
    provider_user_id: provider.userId,
    customer_id: customerId,
    customer_name: customerName,
    customer_email: `${customerName.toLowerCase().replace(/\W+/g, ".")}@example.org`,
    customer_phone: "(512) 555-0111",
    service_type: provider.serviceName,
    service_address: "1100 Congress Ave, Austin, TX 78701",
    service_lat: null,
    service_lng: null,
    preferred_date: local.date,
    preferred_time: local.time,
    time_zone: "America/Chicago",
    duration_minutes: 60,
    starts_at: instantOf(local.date, local.time, "America/Chicago").toISOString(),
    special_requests: null,
    status: "confirmed",
    price_cents: 12_000,
    payment_mode: "deposit",
    amount_due_cents: 2_500,
    cancellation_policy: JSON.stringify({ freeCancelHours: 24, lateFeePercent: 50, noShowFeePercent: 100 }),
    stripe_customer_id: `cus_e2e_${id.slice(0, 8)}`,
    stripe_payment_method_id: `pm_e2e_${id.slice(0, 8)}`,
  });
  // Its deposit, still to be charged to the saved card (a day from now, so the sweep leaves it alone).
  await db
    .insertInto("payments")
    .values({
      id: newId(),
      owner_user_id: provider.userId,
      customer_id: customerId,
      booking_id: id,
      amount_cents: 2_500,
      method: "credit",
      status: "pending",
      kind: "charge",
      source: "stripe",
      state: "scheduled",
      purpose: "due",
      reason: "Deposit",
      due_at: new Date(Date.now() + 86_400_000).toISOString(),
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

/**
 * A customer's request for a quote from one provider, through the public form (the app's own
 * flow): its page (the signed link) and the provider's thread.
 */
export async function requestQuoteThroughForm(
  request: APIRequestContext,
  serviceId: string,
  customer: { name: string },
): Promise<{ path: string; requestId: string; threadId: string }> {
  const form = `/requests/new?service=${serviceId}`;
  const response = await request.post("/requests/new", {
    headers: { Origin: new URL(await baseUrlOf(request)).origin },
    form: {
      ...(await shownForm(request, form)),
      service_id: serviceId,
      category: "home-services",
      zip: "78701",
      description: "The back fence leans after the storm and two posts look rotten.",
      needed: "flexible",
      customer_name: customer.name,
      customer_email: `${customer.name.toLowerCase().replace(/\W+/g, ".")}@example.org`,
      customer_phone: "(512) 555-0166",
    },
    maxRedirects: 0,
  });
  const location = response.headers().location ?? "";
  const requestId = /\/requests\/([0-9a-f-]{36})\?/.exec(location)?.[1];
  if (response.status() !== 302 || !requestId) throw new Error(`The request for a quote answered ${response.status()}`);
  const db = readDb();
  const thread = db.prepare("select id from threads where request_id = ?").get(requestId) as { id: string };
  db.close();
  return { path: location, requestId, threadId: thread.id };
}

/** A customer's weekly series through the public form (the plan's confirmation, every visit kept as asked): its visits' ids. */
export async function bookSeriesThroughForm(
  request: APIRequestContext,
  serviceId: string,
  series: { name: string; dates: string[]; time: string },
): Promise<string[]> {
  const path = `/service/${serviceId}?book=1`;
  const response = await request.post(path, {
    headers: { Origin: new URL(await baseUrlOf(request)).origin },
    form: {
      ...(await shownForm(request, path)),
      customer_name: series.name,
      customer_email: `${series.name.toLowerCase().replace(/\W+/g, ".")}@example.org`,
      customer_phone: "(512) 555-0188",
      preferred_date: series.dates[0],
      preferred_time: series.time,
      service_address: "1100 Congress Ave, Austin, TX 78701",
      repeat: "1",
      series_end: "count",
      series_count: String(series.dates.length),
      intent: "series",
      ...Object.fromEntries(series.dates.map((date, i) => [`visit_${i + 1}`, `${date}T${series.time}`])),
    },
    maxRedirects: 0,
  });
  if (response.status() !== 302) throw new Error(`The series answered ${response.status()}`);
  const db = readDb();
  const rows = db
    .prepare("select id from bookings where customer_name = ? and series_id is not null order by series_index")
    .all(series.name) as Array<{ id: string }>;
  db.close();
  return rows.map((row) => row.id);
}

/** A visit's own page: the link the series' first e-mail carries is the first visit's; each visit's is its reminder's. */
export function bookingPathOf(id: string): string {
  const db = readDb();
  const row = db.prepare("select text from email_outbox where booking_id = ? and kind = 'booking_reminder'").get(id) as
    { text: string } | undefined;
  db.close();
  const path = row ? /\/bookings\/[0-9a-f-]{36}\?token=[\w-]+/.exec(row.text)?.[0] : undefined;
  if (!path) throw new Error(`No link found for booking ${id}`);
  return path;
}

/**
 * A payment link the provider sent a customer of theirs (written as the dashboard writes it: a
 * ledger row waiting for the customer), and the signed path of the customer's page.
 */
export async function createPaymentLink(provider: TestProvider, customerName: string, amountCents = 4_500): Promise<string> {
  process.env.SESSION_SECRET ??= process.env.E2E_SESSION_SECRET;
  const { getDb, newId } = await models();
  const { paymentPath } = await import("../../../app/lib/signed-links.server");
  const db = getDb();
  const customerId = await insertCustomer(provider, customerName);
  const id = newId();
  const now = new Date().toISOString();
  await db
    .insertInto("payments")
    .values({
      id,
      owner_user_id: provider.userId,
      customer_id: customerId,
      booking_id: null,
      amount_cents: amountCents,
      method: "credit",
      status: "pending",
      kind: "charge",
      source: "stripe",
      state: "open",
      purpose: "link",
      reason: "Payment link",
      notes: "For the extra gutter work",
      created_at: now,
      updated_at: now,
    })
    .execute();
  return paymentPath(id);
}

/** The owner, signed in on /provider/team, adds a member who performs the provider's first service. */
export async function addMemberThroughForm(page: Page, provider: TestProvider, member: { name: string; email: string }) {
  const form = page.locator("form", { has: page.getByRole("button", { name: "Add member" }) });
  await form.getByLabel("Name").fill(member.name);
  await form.getByLabel("Email").fill(member.email);
  await form.getByLabel(provider.serviceName).check();
  await form.getByRole("button", { name: "Add member" }).click();
  await expect(page.getByText("Team member added. We e-mailed them a link to sign in.")).toBeVisible();
}

/** A job of the provider's done an hour ago (price $120), whose $25 deposit landed online: ready for its bill (decision 0055). */
export async function createCompletedJobWithDeposit(provider: TestProvider, customerName: string) {
  const id = await createStartedBookingWithSavedCard(provider, customerName);
  const { getDb } = await models();
  const db = getDb();
  await db.updateTable("bookings").set({ status: "completed", status_changed_at: new Date().toISOString() }).where("id", "=", id).execute();
  await db
    .updateTable("payments")
    .set({ state: "succeeded", status: "completed", due_at: null, stripe_id: `pi_e2e_${id.slice(0, 8)}` })
    .where("booking_id", "=", id)
    .execute();
  return id;
}

/** The job happened: its day is ahead in the test, so it is moved to done as its business's page would. */
export async function markCompleted(bookingId: string) {
  const { getDb } = await models();
  await getDb()
    .updateTable("bookings")
    .set({ status: "completed", status_changed_at: new Date().toISOString() })
    .where("id", "=", bookingId)
    .execute();
}

/**
 * Jobs of the provider's own today, at places of their own (issue 58: the day as a route), written
 * through the app's model as bookings made earlier would be: times in Austin's zone, any of them
 * past or ahead.
 */
export async function createTodaysJobs(
  provider: TestProvider,
  jobs: ReadonlyArray<{ customer: string; time: string; address: string; zip: string }>,
): Promise<string[]> {
  const { getDb, newId } = await models();
  const db = getDb();
  const { instantOf, localClock } = await import("../../../app/domain/time");
  const { insertBooking } = await import("../../../app/models/booking.server");
  const today = localClock(new Date(), "America/Chicago").date;
  const ids: string[] = [];
  for (const job of jobs) {
    const place = await db.selectFrom("zip_codes").select(["lat", "lng"]).where("zip", "=", job.zip).executeTakeFirstOrThrow();
    const id = newId();
    await insertBooking(db, {
      id,
      service_id: provider.serviceId,
      provider_user_id: provider.userId,
      assigned_user_id: provider.userId,
      customer_id: await insertCustomer(provider, job.customer),
      customer_name: job.customer,
      customer_email: `${job.customer.toLowerCase().replace(/\W+/g, ".")}@example.org`,
      customer_phone: "(512) 555-0112",
      service_type: provider.serviceName,
      service_address: job.address,
      service_lat: place.lat,
      service_lng: place.lng,
      preferred_date: today,
      preferred_time: job.time,
      time_zone: "America/Chicago",
      duration_minutes: 60,
      starts_at: instantOf(today, job.time, "America/Chicago").toISOString(),
      special_requests: null,
      status: "confirmed",
      price_cents: null,
      payment_mode: null,
      amount_due_cents: 0,
      cancellation_policy: null,
    });
    ids.push(id);
  }
  return ids;
}
