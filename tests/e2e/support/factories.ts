import { randomUUID } from "node:crypto";
import { test, type APIRequestContext } from "@playwright/test";
import { shownForm } from "./e2e";
import type { Availability } from "../../../app/domain/availability";

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
  const [{ getDb }, { createUser }, { createServiceTile }, { STANDARD_HOURS }, { insertApplication }, { newId }] = await Promise.all([
    import("../../../app/lib/db.server"),
    import("../../../app/models/user.server"),
    import("../../../app/models/service.server"),
    import("../../../app/domain/availability"),
    import("../../../app/models/provider-application.server"),
    import("../../../app/domain/uuid"),
  ]);
  return { getDb, createUser, createServiceTile, STANDARD_HOURS, insertApplication, newId };
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
  } = {},
): Promise<TestProvider> {
  const { getDb, createUser, createServiceTile, STANDARD_HOURS, insertApplication, newId } = await models();
  const tag = `${test.info().project.name}-${randomUUID().slice(0, 8)}`;
  const email = `pro-${tag}@example.com`;
  const password = "porchlight-test-provider";
  const business = `Test Pros ${tag}`;
  const db = getDb();
  const user = await createUser(db, { email, password, role: "provider" });
  const hours = options.hours ?? STANDARD_HOURS;
  const applicationId = await insertApplication(db, {
    id: newId(),
    user_id: user.id,
    business_name: business,
    owner_name: "Test Owner",
    email,
    phone: "(512) 555-0177",
    zip_code: options.zipCode ?? "78701",
    service_radius: 25,
    category: "home-services",
    website: null,
    logo_url: null,
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
      category: "home-services",
      availability: hours,
      priceFromCents: options.priceFromCents ?? null,
    });
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
