import { readInEnglish } from "../../../support/english";
import fs from "node:fs";
import { sql } from "kysely";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { commitUserSession } from "~/services/support/auth.server";
import type { BusinessScope } from "~/domain/accounts/business";
import { getDb } from "~/lib/db.server";
import { insertBooking } from "~/models/booking.server";
import { createCustomer } from "~/models/customer.server";
import { createUser } from "~/models/user.server";
import { insertPayment } from "~/models/payment.server";
import { newId } from "~/domain/uuid";
import { action, loader } from "~/routes/dashboard+/payments";
import { rawDatabaseFiles } from "#tests/support/raw-database";
import { testBookingRow } from "#tests/support/factories";
import { context, cookieFrom, getRequest, postForm, run } from "#tests/support/requests";

type Account = { id: string; email: string; cookie: string; scope: BusinessScope };

let alice: Account;
let bob: Account;
let admin: Account;
let aliceCustomer: string;
let aliceOtherCustomer: string;
let bobCustomer: string;
let aliceBooking: string;
let bobBooking: string;

/** A card number and CVV a client might post anyway: no field of ours takes them, and nothing keeps them. */
const CARD = "4242424242424242";
const CVV = "123";
/** A card taken on the business's own terminal: recorded by its brand and last four digits. */
const TERMINAL = { method: "credit", card_brand: "visa", card_last4: "4242" };

const args = (request: Request) => ({ request, params: {}, context });

async function account(email: string, role: "provider" | "admin"): Promise<Account> {
  const user = await createUser(getDb(), { email, passwordHash: "x", role });
  const cookie = cookieFrom(await commitUserSession(getRequest("/"), user.id));
  return { id: user.id, email, cookie, scope: { userId: user.id, email, role, seesAll: role === "admin" } };
}

async function booking(owner: Account, time: string, customerId: string | null) {
  return insertBooking(
    getDb(),
    testBookingRow({ provider_user_id: owner.id, customer_id: customerId, preferred_date: "2030-01-15", preferred_time: time }),
  );
}

const pay = (who: Account, fields: Record<string, string>) =>
  run(action(args(postForm("/dashboard/payments", { booking_id: "none", ...fields }, { cookie: who.cookie }))));

const list = async (who: Account, query = "") => run(loader(args(getRequest(`/dashboard/payments${query}`, { cookie: who.cookie }))));

const notesOf = (result: { data: { payments: { rows: Array<{ notes: string | null }> } } }) =>
  result.data.payments.rows.map((row) => row.notes);

const spent = async (customerId: string) =>
  (await getDb().selectFrom("customers").select("total_spent_cents").where("id", "=", customerId).executeTakeFirstOrThrow())
    .total_spent_cents;

const paymentCount = async () =>
  Number(
    (
      await getDb()
        .selectFrom("payments")
        .select(sql<number>`count(*)`.as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  alice = await account("alice@pay.example", "provider");
  bob = await account("bob@pay.example", "provider");
  admin = await account("root@pay.example", "admin");
  aliceCustomer = await createCustomer(getDb(), alice.scope, { name: "Carla Diaz", email: "carla@example.org", phone: "(512) 555-0101" });
  aliceOtherCustomer = await createCustomer(getDb(), alice.scope, { name: "Dan Ortiz", email: "dan@example.org", phone: "(512) 555-0102" });
  bobCustomer = await createCustomer(getDb(), bob.scope, { name: "Erin Shaw", email: "erin@example.org", phone: "(512) 555-0103" });
  aliceBooking = await booking(alice, "09:00", aliceCustomer);
  bobBooking = await booking(bob, "09:00", bobCustomer);
});

describe("access", () => {
  it("sends anonymous visitors to the provider sign-in, for the page and the action", async () => {
    const page = await run(loader(args(getRequest("/dashboard/payments"))));
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/provider?redirectTo=%2Fdashboard%2Fpayments");
    const post = await run(action(args(postForm("/dashboard/payments", { customer_id: aliceCustomer, amount: "5", method: "cash" }))));
    expect(post.status).toBe(302);
    expect(await paymentCount()).toBe(0);
  });
});

describe("recording payments", () => {
  it("records cash as completed, adds it to the customer's total spent and redirects with a toast", async () => {
    const before = await spent(aliceCustomer);
    const result = await pay(alice, {
      customer_id: aliceCustomer,
      booking_id: aliceBooking,
      amount: "12.5",
      method: "cash",
      notes: "alice cash",
    });
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toMatch(/^\/dashboard\/payments\?recorded=[0-9a-f-]{36}$/);
    expect(result.headers.getSetCookie().some((cookie) => cookie.startsWith("toast="))).toBe(true);
    const row = await getDb().selectFrom("payments").selectAll().where("notes", "=", "alice cash").executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      owner_user_id: alice.id,
      customer_id: aliceCustomer,
      booking_id: aliceBooking,
      amount_cents: 1250,
      method: "cash",
      status: "completed",
      card_brand: null,
      card_last4: null,
    });
    expect((await spent(aliceCustomer)) - before).toBe(1250);
    // The ledger names the booking it was for, in the page's language.
    const rowOf = async (query: string) =>
      (await list(alice, query)).data.payments.rows.find((payment: { notes: string | null }) => payment.notes === "alice cash");
    expect((await rowOf("")).booking).toMatch(/^For .+ on Jan 15, 2030 at 9:00 AM$/);
    expect((await rowOf("?lang=es")).booking).toMatch(/^Para .+ el 15 ene 2030, 9:00 a\. m\.$/);
  });

  it("keeps totals true: check adds, pending methods and a no-charge record do not", async () => {
    const before = await spent(aliceCustomer);
    expect((await pay(alice, { customer_id: aliceCustomer, amount: "40", method: "check", notes: "alice check" })).status).toBe(302);
    expect((await pay(alice, { customer_id: aliceCustomer, amount: "99.99", method: "venmo", notes: "alice venmo" })).status).toBe(302);
    expect((await pay(alice, { customer_id: aliceCustomer, amount: "15", method: "cashapp", notes: "alice cashapp" })).status).toBe(302);
    expect((await pay(alice, { customer_id: aliceCustomer, amount: "0", notes: "alice free estimate" })).status).toBe(302);
    expect((await spent(aliceCustomer)) - before).toBe(4000);
    const rows = await getDb()
      .selectFrom("payments")
      .select(["notes", "status", "method", "amount_cents"])
      .where("owner_user_id", "=", alice.id)
      .execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { notes: "alice check", status: "completed", method: "check", amount_cents: 4000 },
        { notes: "alice venmo", status: "pending", method: "venmo", amount_cents: 9999 },
        { notes: "alice cashapp", status: "pending", method: "cashapp", amount_cents: 1500 },
        { notes: "alice free estimate", status: "completed", method: null, amount_cents: 0 },
      ]),
    );
  });

  it("refuses a method with a zero amount and a positive amount without a method, changing nothing", async () => {
    const count = await paymentCount();
    const zero = await pay(alice, { customer_id: aliceCustomer, amount: "0", method: "cash" });
    expect(zero.status).toBe(400);
    expect(readInEnglish(zero.data.lastResult.error.method)).toEqual([
      "A payment method needs an amount above $0. Leave the method empty to record a no-charge payment.",
    ]);
    const noMethod = await pay(alice, { customer_id: aliceCustomer, amount: "10" });
    expect(noMethod.status).toBe(400);
    expect(readInEnglish(noMethod.data.lastResult.error.method)).toEqual(["Please choose a payment method"]);
    const badAmount = await pay(alice, { customer_id: aliceCustomer, amount: "-3", method: "cash" });
    expect(readInEnglish(badAmount.data.lastResult.error.amount)).toEqual(["The amount cannot be negative"]);
    expect(await paymentCount()).toBe(count);
  });

  it("records a card taken on the business's own terminal as completed, by brand and last four only (no Stripe here)", async () => {
    const before = await spent(aliceCustomer);
    const result = await pay(alice, { customer_id: aliceCustomer, amount: "80", ...TERMINAL, notes: "alice credit" });
    expect(result.status).toBe(302);
    const row = await getDb().selectFrom("payments").selectAll().where("notes", "=", "alice credit").executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: "completed",
      method: "credit",
      card_brand: "visa",
      card_last4: "4242",
      card_expiry: null,
      state: null,
    });
    expect((await spent(aliceCustomer)) - before).toBe(8000);
    // Without Stripe the form offers no online way: the card's brand and last four are asked for.
    const page = await list(alice);
    expect(page.data.form.creditWays).toEqual(["terminal"]);
    const missing = await pay(alice, { customer_id: aliceCustomer, amount: "80", method: "credit", credit_via: "link" });
    expect(missing.status).toBe(400);
    expect(readInEnglish(missing.data.lastResult.error)).toEqual({
      card_brand: ["Please choose the card's brand"],
      card_last4: ["Please enter the last four digits of the card"],
    });
  });

  it("records a form posted twice once (its one-time key)", async () => {
    const count = await paymentCount();
    const fields = { customer_id: aliceCustomer, amount: "33", method: "cash", notes: "alice twice", request_key: "2f1c6a5e-twice" };
    const first = await pay(alice, fields);
    const second = await pay(alice, fields);
    expect(first.headers.get("Location")).toMatch(/recorded=[0-9a-f-]{36}$/);
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(await paymentCount()).toBe(count + 1);
  });
});

describe("ownership", () => {
  beforeAll(async () => {
    expect(
      (await pay(bob, { customer_id: bobCustomer, booking_id: bobBooking, amount: "70", method: "cash", notes: "bob cash" })).status,
    ).toBe(302);
  });

  it("shows each provider only their own payments, newest first", async () => {
    const aliceList = notesOf(await list(alice));
    expect(aliceList).toContain("alice cash");
    expect(aliceList).not.toContain("bob cash");
    expect(aliceList[0]).toBe("alice twice");
    const bobList = notesOf(await list(bob));
    expect(bobList).toEqual(["bob cash"]);
  });

  it("offers each provider only their own customers and bookings", async () => {
    const { data } = await list(bob);
    expect(data.choices.customers.map((c: { value: string }) => c.value)).toEqual([bobCustomer]);
    expect(data.choices.bookings.map((b: { value: string }) => b.value)).toEqual([bobBooking]);
    expect(JSON.stringify(data)).not.toContain("Carla Diaz");
  });

  it("refuses a payment for another business's customer or booking (400) and changes nothing", async () => {
    const count = await paymentCount();
    const bobSpent = await spent(bobCustomer);
    const customer = await pay(alice, { customer_id: bobCustomer, amount: "500", method: "cash", notes: "stolen" });
    expect(customer.status).toBe(400);
    expect(readInEnglish(customer.data.lastResult.error.customer_id)).toEqual(["This customer is not one of your business's customers."]);
    const bookingOfBob = await pay(alice, {
      customer_id: aliceCustomer,
      booking_id: bobBooking,
      amount: "500",
      method: "cash",
      notes: "stolen",
    });
    expect(bookingOfBob.status).toBe(400);
    expect(readInEnglish(bookingOfBob.data.lastResult.error.booking_id)).toEqual(["This booking is not one of your business's bookings."]);
    expect(await paymentCount()).toBe(count);
    expect(await spent(bobCustomer)).toBe(bobSpent);
  });

  it("refuses a booking that belongs to another of the business's customers", async () => {
    const result = await pay(alice, { customer_id: aliceOtherCustomer, booking_id: aliceBooking, amount: "5", method: "cash" });
    expect(result.status).toBe(400);
    expect(readInEnglish(result.data.lastResult.error.booking_id)).toEqual(["This booking belongs to another customer."]);
  });

  it("lets an admin see every business's payments, with the business shown", async () => {
    const { data } = await list(admin);
    expect(data.seesAll).toBe(true);
    const notes = notesOf({ data });
    expect(notes).toEqual(expect.arrayContaining(["alice cash", "bob cash"]));
    const bobRow = data.payments.rows.find((row: { notes: string }) => row.notes === "bob cash");
    expect(bobRow.business).toBe("bob@pay.example");
    expect(data.choices.customers.map((c: { value: string }) => c.value)).toEqual(expect.arrayContaining([aliceCustomer, bobCustomer]));
  });

  it("filters by status", async () => {
    expect(notesOf(await list(alice, "?status=pending")).sort()).toEqual(["alice cashapp", "alice venmo"]);
    expect(notesOf(await list(alice, "?status=completed"))).not.toContain("alice venmo");
    expect(notesOf(await list(alice, "?status=failed"))).toEqual([]);
    expect((await list(alice, "?status=bogus")).data.status).toBe("all");
  });
});

describe("no card data at rest, in logs or in responses", () => {
  const captured: string[] = [];
  const writes = { out: process.stdout.write, err: process.stderr.write };
  const level = process.env.LOG_LEVEL;

  function captureLogs() {
    process.env.LOG_LEVEL = "debug";
    const capture = (stream: NodeJS.WriteStream, original: typeof process.stdout.write) =>
      ((chunk: unknown, ...rest: unknown[]) => {
        captured.push(String(chunk));
        return (original as (...a: unknown[]) => boolean).call(stream, chunk, ...rest);
      }) as typeof process.stdout.write;
    process.stdout.write = capture(process.stdout, writes.out);
    process.stderr.write = capture(process.stderr, writes.err);
  }

  afterEach(() => {
    process.stdout.write = writes.out;
    process.stderr.write = writes.err;
    process.env.LOG_LEVEL = level;
  });

  const looksLikeCardData = (text: string) =>
    text.includes(CARD) || text.includes("4242 4242") || text.includes("4242-4242") || new RegExp(`cvv\\W{0,6}${CVV}`, "i").test(text);

  it("stores neither a card number nor a CVV posted anyway, anywhere in the database or its files", async () => {
    captureLogs();
    const result = await pay(alice, {
      customer_id: aliceCustomer,
      amount: "61.23",
      ...TERMINAL,
      card_number: CARD,
      expiry: "12/30",
      cvv: CVV,
      notes: "at-rest check",
    });
    expect(result.status).toBe(302);
    expect(JSON.stringify(result)).not.toContain(CARD);

    const row = await getDb().selectFrom("payments").selectAll().where("notes", "=", "at-rest check").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ card_brand: "visa", card_last4: "4242", card_expiry: null, amount_cents: 6123 });
    // The CVV is in no column of the payment (its id, times and amount aside, which we chose).
    for (const [column, value] of Object.entries(row)) {
      if (["id", "owner_user_id", "customer_id", "booking_id", "created_at", "amount_cents"].includes(column)) continue;
      expect(String(value), column).not.toContain(CVV);
    }

    // Every text and blob column of every table.
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(getDb());
    expect(tables.rows.map((t) => t.name)).toContain("payments");
    for (const { name } of tables.rows) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(getDb());
      for (const record of rows.rows) {
        for (const [column, value] of Object.entries(record)) {
          const text =
            typeof value === "string"
              ? value
              : Buffer.isBuffer(value) || value instanceof Uint8Array
                ? Buffer.from(value).toString("latin1")
                : null;
          if (text !== null) expect(looksLikeCardData(text), `${name}.${column}`).toBe(false);
        }
      }
    }

    // The raw bytes of the database's files (the SQLite file and its write-ahead log).
    const files = rawDatabaseFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const path of files) {
      const bytes = fs.readFileSync(path);
      for (const encoding of ["latin1", "utf16le"] as const) {
        expect(looksLikeCardData(bytes.toString(encoding)), `${path} (${encoding})`).toBe(false);
      }
    }
    // The payment itself did reach the files (so the scan looked at the right bytes).
    const all = Buffer.concat(files.map((path) => fs.readFileSync(path)));
    expect(all.includes(Buffer.from("at-rest check"))).toBe(true);

    // And no log line carried it.
    expect(captured.join("").includes("payment recorded")).toBe(true);
    expect(looksLikeCardData(captured.join(""))).toBe(false);
  });

  it("never sends a posted card number or CVV back, after a validation error or a refusal, and refuses one written into the notes", async () => {
    captureLogs();
    const invalid = await pay(alice, {
      customer_id: aliceCustomer,
      amount: "20",
      method: "credit",
      card_number: CARD,
      expiry: "01/20",
      cvv: CVV,
      notes: "no brand",
    });
    expect(invalid.status).toBe(400);
    expect(readInEnglish(invalid.data.lastResult.error.card_brand)).toEqual(["Please choose the card's brand"]);
    expect(readInEnglish(invalid.data.lastResult.initialValue)).toMatchObject({ notes: "no brand" });
    expect(readInEnglish(invalid.data.lastResult.initialValue.card_number)).toBeUndefined();
    expect(readInEnglish(invalid.data.lastResult.initialValue.cvv)).toBeUndefined();
    const text = JSON.stringify(invalid.data);
    expect(text).not.toContain(CARD);
    expect(text).not.toContain(`"${CVV}"`);

    const inNotes = await pay(alice, { customer_id: aliceCustomer, amount: "20", method: "cash", notes: "card 4242 4242 4242 4242" });
    expect(inNotes.status).toBe(400);
    expect(readInEnglish(inNotes.data.lastResult.error.notes)).toEqual(["Please do not write card numbers in notes"]);
    expect(JSON.stringify(inNotes.data)).not.toContain("4242 4242");

    // A refusal after validation (another business's customer) does not echo it either.
    const refused = await pay(alice, { customer_id: bobCustomer, amount: "20", ...TERMINAL, card_number: CARD, cvv: CVV });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).not.toContain(CARD);
    expect(JSON.stringify(refused.data)).not.toContain(`"${CVV}"`);
    expect(looksLikeCardData(captured.join(""))).toBe(false);
  });
});

describe("failures", () => {
  it("are logged and shown as a clear error when payments cannot be loaded or saved", async () => {
    const db = getDb();
    await sql`alter table payments rename to payments_unavailable`.execute(db);
    try {
      const page = await list(alice);
      expect(page.status).toBe(200);
      expect(readInEnglish(page.data.payments.error)).toBe("Payments could not be loaded. Please try again.");
      expect(readInEnglish(page.data.books.message)).toMatch(/^Bills and tips could not be loaded\. Please try again\./);
      expect(page.data.choices.customers.length).toBeGreaterThan(0);
      const count = await spent(aliceCustomer);
      const saved = await pay(alice, { customer_id: aliceCustomer, amount: "10", method: "cash", card_number: CARD, cvv: CVV });
      expect(saved.status).toBe(500);
      expect(readInEnglish(saved.data.lastResult.error[""])).toEqual(["Failed to record the payment. Please try again."]);
      expect(JSON.stringify(saved.data)).not.toContain(CARD);
      expect(await spent(aliceCustomer)).toBe(count);
    } finally {
      await sql`alter table payments_unavailable rename to payments`.execute(db);
    }
  });
});

describe("the payments list at length", () => {
  it("shows 25 newest first a page, with links onward and back that keep the filter", async () => {
    const paging = await account(`paging-${Date.now()}@pay.example`, "provider");
    const customer = await createCustomer(getDb(), paging.scope, {
      name: "Page Turner",
      email: "turner@example.org",
      phone: "(512) 555-0104",
    });
    for (let i = 0; i < 30; i++) {
      await insertPayment(getDb(), {
        id: newId(),
        owner_user_id: paging.id,
        customer_id: customer,
        booking_id: null,
        amount_cents: 1000 + i,
        method: "cash",
        status: "completed",
        card_brand: null,
        card_last4: null,
        card_expiry: null,
        notes: `payment ${String(i).padStart(2, "0")}`,
        created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      });
    }
    const first = await list(paging, "?status=completed&recorded=ignored");
    expect(notesOf(first)).toHaveLength(25);
    expect(notesOf(first)[0]).toBe("payment 29");
    expect(first.data.payments.pages.previousHref).toBeNull();
    const next = first.data.payments.pages.nextHref as string;
    expect(next).toMatch(/^\/dashboard\/payments\?status=completed&after=/);

    const second = await list(paging, next.slice("/dashboard/payments".length));
    expect(notesOf(second)).toEqual(["payment 04", "payment 03", "payment 02", "payment 01", "payment 00"]);
    expect(second.data.payments.pages.nextHref).toBeNull();
    const back = await list(paging, (second.data.payments.pages.previousHref as string).slice("/dashboard/payments".length));
    expect(notesOf(back)).toEqual(notesOf(first));
  });
});
