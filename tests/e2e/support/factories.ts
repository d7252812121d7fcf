import { randomUUID } from "node:crypto";
import { test } from "@playwright/test";
import type { Availability } from "../../../app/domain/availability";

/**
 * A provider of the test's own, written through the app's own models into the server's
 * database (SQLite in WAL mode takes both writers), so a test never shares seeded rows with
 * the other project running beside it.
 */
export type TestProvider = { email: string; password: string; userId: string; serviceId: string; business: string };

async function models() {
  // The app's modules read DATABASE_URL when they first open the database.
  process.env.DATABASE_URL ??= `file:${process.env.E2E_DATABASE_FILE ?? "data/e2e-3100/app.db"}`;
  const [{ getDb }, { createUser }, { createServiceTile }, { STANDARD_HOURS }] = await Promise.all([
    import("../../../app/lib/db.server"),
    import("../../../app/models/user.server"),
    import("../../../app/models/service.server"),
    import("../../../app/domain/availability"),
  ]);
  return { getDb, createUser, createServiceTile, STANDARD_HOURS };
}

export async function createProvider(options: { serviceName?: string; hours?: Availability } = {}): Promise<TestProvider> {
  const { getDb, createUser, createServiceTile, STANDARD_HOURS } = await models();
  const tag = `${test.info().project.name}-${randomUUID().slice(0, 8)}`;
  const email = `pro-${tag}@example.com`;
  const password = "porchlight-test-provider";
  const business = `Test Pros ${tag}`;
  const db = getDb();
  const user = await createUser(db, { email, password, role: "provider" });
  const serviceId = await createServiceTile(db, {
    providerUserId: user.id,
    serviceName: options.serviceName ?? "Plumbing",
    businessName: business,
    ownerName: "Test Owner",
    phone: "(512) 555-0177",
    email,
    zipCode: "78701",
    planType: "community",
    category: "home-services",
    availability: options.hours ?? STANDARD_HOURS,
  });
  return { email, password, userId: user.id, serviceId, business };
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
