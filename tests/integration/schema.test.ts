import { readdir } from "node:fs/promises";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { newId } from "~/domain/uuid";
import { getDb } from "~/lib/db.server";
import { MIGRATIONS } from "../../migrations/index";
import { insertBooking } from "~/models/booking.server";
import { createTestProvider, createTestTile, insertTestZip, testBookingRow } from "../support/factories";

const DESIGN_TABLES = [
  "users",
  "profiles",
  "sessions",
  "provider_applications",
  "services",
  "service_areas",
  "bookings",
  "location_display_settings",
  "customers",
  "payments",
  "zip_codes",
  "media",
  "email_outbox",
  "audit_log",
  "booking_claims",
  "provider_schedules",
  "provider_time_off",
  "provider_digests",
];

describe("migrations", () => {
  it("create every table of the data model", async () => {
    const rows = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(getDb());
    const names = rows.rows.map((row) => row.name);
    for (const table of DESIGN_TABLES) expect(names).toContain(table);
  });

  it("turn on foreign keys and WAL", async () => {
    const db = getDb();
    expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0].foreign_keys).toBe(1);
    expect((await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db)).rows[0].journal_mode).toBe("wal");
  });

  it("create the four location display settings", async () => {
    const rows = await getDb()
      .selectFrom("location_display_settings")
      .select(["setting_name", "enabled"])
      .orderBy("setting_name")
      .execute();
    expect(rows.map((row) => row.setting_name)).toEqual([
      "show_city_names",
      "show_service_areas",
      "show_state_in_location",
      "show_zip_with_city",
    ]);
  });

  it("load the US ZIP table without territories, with the spec's place names", async () => {
    const db = getDb();
    const count = await db.selectFrom("zip_codes").select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(40_000);
    const places = await db
      .selectFrom("zip_codes")
      .select(["zip", "city", "state"])
      .where("zip", "in", ["78738", "78746", "78626", "90210", "90401", "10001", "78701"])
      .orderBy("zip")
      .execute();
    expect(places).toEqual([
      { zip: "10001", city: "New York", state: "NY" },
      { zip: "78626", city: "Georgetown", state: "TX" },
      { zip: "78701", city: "Austin", state: "TX" },
      { zip: "78738", city: "Bee Cave", state: "TX" },
      { zip: "78746", city: "West Lake Hills", state: "TX" },
      { zip: "90210", city: "Beverly Hills", state: "CA" },
      { zip: "90401", city: "Santa Monica", state: "CA" },
    ]);
    const territories = await db
      .selectFrom("zip_codes")
      .select("zip")
      .where("state", "in", ["PR", "MH", "GU", "VI", "AA", "AE", "AP"])
      .execute();
    expect(territories).toEqual([]);
    expect(await db.selectFrom("zip_codes").select("zip").where("zip", "=", "00601").executeTakeFirst()).toBeUndefined();
  });
});

describe("schema constraints", () => {
  it("refuse a second claim on a provider's 30-minute cell, and free it with its booking", async () => {
    const zip = await insertTestZip({ lat: 30, lng: -90 });
    const provider = await createTestProvider();
    const serviceId = await createTestTile({ zipCode: zip, providerUserId: provider.id });
    const db = getDb();
    const first = testBookingRow({ provider_user_id: provider.id, service_id: serviceId });
    const second = testBookingRow({ provider_user_id: provider.id, service_id: serviceId, preferred_time: "09:30" });
    await insertBooking(db, first);
    await insertBooking(db, second);
    const claim = (bookingId: string, cell: number) =>
      db.insertInto("booking_claims").values({ provider_user_id: provider.id, cell, booking_id: bookingId }).execute();
    await claim(first.id, 1000);
    await expect(claim(second.id, 1000)).rejects.toThrow(/UNIQUE/);
    // Another provider's claim on the same cell is theirs.
    const other = await createTestProvider();
    const theirs = testBookingRow({ provider_user_id: other.id });
    await insertBooking(db, theirs);
    await db.insertInto("booking_claims").values({ provider_user_id: other.id, cell: 1000, booking_id: theirs.id }).execute();
    await db.deleteFrom("booking_claims").where("booking_id", "=", first.id).execute();
    await claim(second.id, 1000);
  });

  it("hold a booking to the lifecycle's statuses and a length of 30 to 240 minutes", async () => {
    const provider = await createTestProvider();
    const db = getDb();
    for (const status of ["confirmed", "en_route", "in_progress", "completed", "cancelled", "no_show", "expired"] as const) {
      await insertBooking(db, testBookingRow({ provider_user_id: provider.id, status }));
    }
    // A booking waits for its payment only while a hold keeps its time.
    await insertBooking(
      db,
      testBookingRow({ provider_user_id: provider.id, status: "pending", hold_expires_at: "2030-01-07T15:15:00.000Z" }),
    );
    await expect(insertBooking(db, testBookingRow({ provider_user_id: provider.id, status: "pending" }))).rejects.toThrow(/CHECK/);
    await expect(insertBooking(db, testBookingRow({ provider_user_id: provider.id, status: "done" as never }))).rejects.toThrow(/CHECK/);
    await expect(insertBooking(db, testBookingRow({ provider_user_id: provider.id, duration_minutes: 15 }))).rejects.toThrow(/CHECK/);
    await expect(insertBooking(db, testBookingRow({ provider_user_id: provider.id, cancelled_by: "robot" as never }))).rejects.toThrow(
      /CHECK/,
    );
  });

  it("keep every booking's reference: none is inserted or set to null", async () => {
    const provider = await createTestProvider();
    const db = getDb();
    const row = testBookingRow({ provider_user_id: provider.id });
    await expect(
      db
        .insertInto("bookings")
        .values({ ...row, assigned_user_id: provider.id, reference: null as never, search_text: "" })
        .execute(),
    ).rejects.toThrow(/needs its reference/);
    const booking = testBookingRow({ provider_user_id: provider.id });
    await insertBooking(db, booking);
    await expect(
      db
        .updateTable("bookings")
        .set({ reference: null as never })
        .where("id", "=", booking.id)
        .execute(),
    ).rejects.toThrow(/needs its reference/);
  });

  it("give every zip its own time zone from its coordinates", async () => {
    const db = getDb();
    const zone = async (zip: string) =>
      (await db.selectFrom("zip_codes").select("time_zone").where("zip", "=", zip).executeTakeFirstOrThrow()).time_zone;
    expect(await zone("78701")).toBe("America/Chicago"); // Austin
    expect(await zone("79901")).toBe("America/Denver"); // El Paso, west Texas
    expect(await zone("32501")).toBe("America/Chicago"); // Pensacola, the Florida panhandle
    expect(await zone("46201")).toBe("America/Indiana/Indianapolis");
    expect(await zone("85004")).toBe("America/Phoenix");
    expect(await zone("86045")).toBe("America/Denver"); // Tuba City, Navajo Nation
    const missing = await db
      .selectFrom("zip_codes")
      .select("zip")
      .where("time_zone", "is", null)
      .where("zip", ">=", "00100")
      .limit(1)
      .execute();
    expect(missing).toEqual([]);
  });

  it("keep a job length on every service (30 to 240 minutes in 30-minute steps)", async () => {
    const zip = await insertTestZip({ lat: 30.5, lng: -90.5 });
    await expect(createTestTile({ zipCode: zip, durationMinutes: 45 })).rejects.toThrow(/CHECK/);
    await expect(createTestTile({ zipCode: zip, durationMinutes: 270 })).rejects.toThrow(/CHECK/);
    const id = await createTestTile({ zipCode: zip, serviceName: "House Cleaning" });
    expect(
      (await getDb().selectFrom("services").select("duration_minutes").where("id", "=", id).executeTakeFirstOrThrow()).duration_minutes,
    ).toBe(120);
  });

  it("remove a tile's coverage entry together with the tile", async () => {
    const zip = await insertTestZip({ lat: 31, lng: -91 });
    const serviceId = await createTestTile({ zipCode: zip });
    const db = getDb();
    const entry = await db.selectFrom("area_index_entries").select("id").where("service_id", "=", serviceId).executeTakeFirstOrThrow();
    await db.deleteFrom("services").where("id", "=", serviceId).execute();
    expect(await db.selectFrom("area_index_entries").select("id").where("id", "=", entry.id).executeTakeFirst()).toBeUndefined();
  });

  it("refuse a tile whose zip code is unknown", async () => {
    await expect(createTestTile({ zipCode: "00000" })).rejects.toThrow(/Unknown zip code 00000/);
  });

  it("refuse card numbers in payments: only four digits fit", async () => {
    const provider = await createTestProvider();
    const db = getDb();
    const customerId = newId();
    await db
      .insertInto("customers")
      .values({ id: customerId, owner_user_id: provider.id, name: "C", email: "c@example.com", phone: "1", search_text: "c" })
      .execute();
    await expect(
      db
        .insertInto("payments")
        .values({
          id: newId(),
          owner_user_id: provider.id,
          customer_id: customerId,
          booking_id: null,
          amount_cents: 100,
          method: "credit",
          status: "pending",
          card_brand: "visa",
          card_last4: "4242424242424242",
          card_expiry: "12/30",
          notes: null,
        })
        .execute(),
    ).rejects.toThrow(/CHECK/);
  });
});

describe("migrations", () => {
  it("lists every migration file in migrations/index.ts, in order, and the database ran them all", async () => {
    const files = (await readdir(new URL("../../migrations/", import.meta.url)))
      .filter((file) => /^\d{4}_[\w-]+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ""))
      .sort();
    expect(Object.keys(MIGRATIONS)).toEqual(files);
    const ran = await getDb()
      .selectFrom("kysely_migration" as never)
      .select("name" as never)
      .execute();
    expect((ran as Array<{ name: string }>).map((row) => row.name).sort()).toEqual(files);
  });
});
