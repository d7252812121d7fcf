import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { weekInstants } from "~/domain/dashboard/dashboard";
import { localClock } from "~/domain/time";
import { getDb } from "~/lib/db.server";
import { dashboardStats } from "~/models/dashboard.server";
import { DEMO_PROVIDER } from "~/seed/demo-data";
import { seedDemo } from "~/seed/demo.server";

// Wednesday 2026-11-25, 10:00 in Austin: the seed is deterministic for a given `now`.
const NOW = new Date("2026-11-25T16:00:00Z");
let providerId: string;

beforeAll(async () => {
  const summary = await seedDemo(getDb(), NOW);
  expect(summary).toMatchObject({ customers: 6, payments: 4 });
  providerId = (await getDb().selectFrom("users").select("id").where("email", "=", DEMO_PROVIDER.email).executeTakeFirstOrThrow()).id;
});

describe("demo seed: the demo provider's customers and payments", () => {
  it("gives the demo provider 4 to 6 customers, linked to their bookings, with total bookings kept true", async () => {
    const db = getDb();
    const customers = await db.selectFrom("customers").selectAll().where("owner_user_id", "=", providerId).execute();
    expect(customers.length).toBeGreaterThanOrEqual(4);
    expect(customers.length).toBeLessThanOrEqual(6);
    const linked = await db
      .selectFrom("bookings")
      .select(["customer_id", "status"])
      .where("provider_user_id", "=", providerId)
      .where("customer_id", "is not", null)
      .execute();
    expect(linked.length).toBeGreaterThanOrEqual(4);
    for (const customer of customers) {
      const live = linked.filter((b) => b.customer_id === customer.id && b.status !== "cancelled").length;
      expect(customer.total_bookings, customer.name).toBe(live);
    }
    // Other businesses' bookings are not linked to the demo provider's customers.
    const foreign = await db
      .selectFrom("bookings")
      .select("id")
      .where("provider_user_id", "!=", providerId)
      .where(
        "customer_id",
        "in",
        customers.map((c) => c.id),
      )
      .execute();
    expect(foreign).toEqual([]);
  });

  it("records a completed cash payment this week, a completed check, a pending Venmo and a card taken on the terminal by brand and last four only", async () => {
    const db = getDb();
    const payments = await db
      .selectFrom("payments")
      .selectAll()
      .where("owner_user_id", "=", providerId)
      .orderBy("created_at", "desc")
      .execute();
    const week = weekInstants(localClock(NOW, "America/Chicago").date, "America/Chicago");
    const cash = payments.find((p) => p.method === "cash");
    expect(cash).toMatchObject({ status: "completed", card_last4: null });
    expect(cash!.created_at >= week.from && cash!.created_at < week.to).toBe(true);
    expect(payments.find((p) => p.method === "check")).toMatchObject({ status: "completed" });
    expect(payments.find((p) => p.method === "venmo")).toMatchObject({ status: "pending" });
    const credit = payments.find((p) => p.method === "credit");
    expect(credit).toMatchObject({ status: "completed", card_brand: "mastercard", card_last4: "4444", card_expiry: null });
    const stats = await dashboardStats(
      { userId: providerId, email: DEMO_PROVIDER.email, role: "provider", seesAll: false },
      { now: NOW, weekFrom: week.from, weekTo: week.to },
    );
    const thisWeek = payments.filter((p) => p.status === "completed" && p.created_at >= week.from && p.created_at < week.to);
    expect(stats.weekRevenueCents).toBe(thisWeek.reduce((sum, p) => sum + p.amount_cents, 0));
  });

  it("keeps every customer's total spent equal to their completed payments", async () => {
    const rows = await sql<{ name: string; total_spent_cents: number; paid: number }>`
      select c.name, c.total_spent_cents,
        coalesce((select sum(p.amount_cents) from payments p where p.customer_id = c.id and p.status = 'completed'), 0) as paid
      from customers c`.execute(getDb());
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const row of rows.rows) expect(row.total_spent_cents, row.name).toBe(Number(row.paid));
    expect(rows.rows.some((row) => row.total_spent_cents > 0)).toBe(true);
  });

  it("links each payment's booking to the same customer", async () => {
    const mismatched = await getDb()
      .selectFrom("payments as p")
      .innerJoin("bookings as b", "b.id", "p.booking_id")
      .select("p.id")
      .whereRef("b.customer_id", "!=", "p.customer_id")
      .execute();
    expect(mismatched).toEqual([]);
  });
});
