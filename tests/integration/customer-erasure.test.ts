import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPayments } from "../support/payments";

/**
 * "Delete my account and data" (issue 56, decision 0053), against the fake Stripe: the bookings
 * ahead are cancelled under their policy with the refunds it promises, then no trace of the
 * person's e-mail, phone, name or address is left in any text column of any table, the ledger
 * still balances, and a namesake's records are untouched. On both engines.
 */
const money = await startPayments();
const { stripe, getDb } = money;
const { newId } = await import("~/domain/uuid");
const { ensureCustomerAccount } = await import("~/models/customer-account.server");
const { eraseCustomer } = await import("~/services/customer-home/index.server");
const { insertBooking } = await import("~/models/booking.server");
const { testBookingRow } = await import("../support/factories");
const { sql } = await import("kysely");

afterAll(() => stripe.close());

// Monday 2030-01-07, 09:00 in Austin. Free cancellation until 48 hours before, then half the price.
const NOW = new Date("2030-01-07T15:00:00Z");
const NAME = "Amy Eraser";
const EMAIL = "amy.eraser@example.org";
const PHONE = "(512) 555-0177";
const E164 = "+15125550177";
const ADDRESS = "77 Sunset Blvd, Austin, TX 78701";
/** Someone at Amy's address, with her phone: their mail is not hers to erase. */
const PARTNER = "sam.partner@example.org";
/** Another customer with the same name: nothing of theirs may change. */
const NAMESAKE = { email: "amy.eraser@elsewhere.example", phone: "(512) 555-0199", address: "12 Other Rd, Austin, TX 78701" };

let provider: { id: string };
let full: string;
let ip = 0;

async function paidBooking(date: string, time: string, who = { email: "Amy.Eraser@Example.org", phone: PHONE, address: ADDRESS }) {
  ip += 1;
  const booked = await money.bookServiceOnline({
    serviceId: full,
    form: {
      customer_name: NAME,
      customer_email: who.email,
      customer_phone: who.phone,
      preferred_date: date,
      preferred_time: time,
      service_address: who.address,
      special_requests: `Ask for ${NAME} at the gate`,
    },
    postedDate: date,
    honeypot: "ok",
    ip: `198.51.200.${ip}`,
    now: NOW,
  });
  if (!booked.ok) throw new Error(booked.message);
  await money.pay(booked.payment!);
  return money.bookingIdOf(booked.path);
}

const textOf = (value: unknown) =>
  typeof value === "string" ? value.toLowerCase() : value instanceof Uint8Array ? Buffer.from(value).toString("latin1").toLowerCase() : "";

/**
 * Every value of every table (the search indexes' own tables too) that holds one of `needles`, as
 * "table.column: needle", with the whole row's text for a caller to tell whose row it is.
 */
async function traces(needles: readonly string[]): Promise<Array<{ at: string; row: string }>> {
  const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
    getDb(),
  );
  const found: Array<{ at: string; row: string }> = [];
  for (const { name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(getDb());
    for (const row of rows.rows) {
      const whole = Object.values(row).map(textOf).join("\n");
      for (const [column, value] of Object.entries(row)) {
        const text = textOf(value);
        for (const needle of needles)
          if (text.includes(needle.toLowerCase())) found.push({ at: `${name}.${column}: ${needle}`, row: whole });
      }
    }
  }
  return found;
}

beforeAll(async () => {
  provider = await money.providerWithAccount("erasure-provider@example.com", {
    freeCancelHours: 48,
    lateFeePercent: 50,
    noShowFeePercent: 100,
  });
  full = await money.tileWithRule(provider.id, { payment_rule: "full", price_from_cents: 8_000 });
});

describe("erasing a customer", () => {
  it("cancels what is ahead under its policy, then leaves no trace of the person, and the books balance", async () => {
    const early = await paidBooking("2030-01-10", "10:00");
    const late = await paidBooking("2030-01-08", "11:00");
    const namesake = await paidBooking("2030-01-11", "12:00", NAMESAKE);
    const db = getDb();

    // A job done last year, with a review; a request with a photo; a conversation; a waiting place; a consent to texts.
    const past = await insertBooking(
      db,
      testBookingRow({
        provider_user_id: provider.id,
        service_id: full,
        customer_name: NAME,
        customer_email: EMAIL,
        customer_phone: PHONE,
        service_address: ADDRESS,
        preferred_date: "2029-06-04",
        status: "completed",
      }),
    );
    await db
      .insertInto("reviews")
      .values({
        id: newId(),
        booking_id: past,
        service_id: full,
        provider_user_id: provider.id,
        rating: 5,
        body: "Great work at 77 Sunset Blvd",
        reviewer_name: "Amy E.",
        created_at: "2029-06-05T00:00:00.000Z",
        updated_at: "2029-06-05T00:00:00.000Z",
        editable_until: "2029-06-20T00:00:00.000Z",
      })
      .execute();
    const photo = newId();
    await db
      .insertInto("media")
      .values({ id: photo, content_type: "image/png", bytes: new Uint8Array([1, 2, 3]), size: 3, sha256: "y".repeat(64) })
      .execute();
    const request = newId();
    await db
      .insertInto("quote_requests")
      .values({
        id: request,
        category: "home-services",
        zip_code: "78701",
        description: `${NAME} needs the fence at ${ADDRESS} painted`,
        needed: "flexible",
        needed_date: null,
        customer_name: NAME,
        customer_email: EMAIL,
        customer_phone: PHONE,
        service_id: full,
        photo_ids: JSON.stringify([photo]),
      })
      .execute();
    const thread = newId();
    await db
      .insertInto("threads")
      .values({
        id: thread,
        request_id: request,
        service_id: full,
        provider_user_id: provider.id,
        customer_name: NAME,
        customer_email: EMAIL,
      })
      .execute();
    await db
      .insertInto("thread_messages")
      .values([
        { id: newId(), thread_id: thread, author: "customer", body: `Call me on ${PHONE}`, photo_ids: JSON.stringify([photo]) },
        { id: newId(), thread_id: thread, author: "provider", body: `Thanks ${NAME}, see you soon`, photo_ids: "[]" },
      ])
      .execute();
    await db
      .insertInto("email_outbox")
      .values({
        id: newId(),
        to: "erasure-provider@example.com",
        subject: `New message from ${NAME}`,
        html: "x",
        text: "x",
        kind: "thread_message",
        reply_to: `reply+${thread.replace(/-/g, "")}p0@in.example`,
      })
      .execute();
    const entry = newId();
    await db
      .insertInto("waitlist_entries")
      .values({
        id: entry,
        service_id: full,
        provider_user_id: provider.id,
        customer_name: NAME,
        customer_email: EMAIL,
        customer_phone: PHONE,
        windows: "[]",
        time_zone: "America/Chicago",
        status: "waiting",
        joined_at: "2030-01-01T15:00:00.000Z",
        status_changed_at: "2030-01-01T15:00:00.000Z",
        lapses_at: "2030-04-01T15:00:00.000Z",
        booking_id: null,
      })
      .execute();
    const consent = newId();
    await db
      .insertInto("text_consents")
      .values({
        id: consent,
        phone: E164,
        version: "booking-1",
        wording: "Text me about this booking",
        page: `/service/${full}`,
        ip: "203.0.113.9",
        user_agent: "Amy's phone",
        consented_at: "2030-01-01T15:00:00.000Z",
      })
      .execute();
    await db.updateTable("bookings").set({ text_consent_id: consent }).where("id", "=", early).execute();
    await db
      .insertInto("text_outbox")
      .values([
        { id: newId(), to_phone: E164, body: `Hi ${NAME}, reminder`, kind: "booking_reminder", status: "queued", consent_id: consent },
        { id: newId(), to_phone: E164, body: `Hi ${NAME}, confirmed`, kind: "booking_confirmation", status: "sent", consent_id: consent },
      ])
      .execute();
    await db.insertInto("text_numbers").values({ phone: E164, status: "opted_in", changed_at: "2030-01-01T15:00:00.000Z" }).execute();

    // Someone who shares Amy's home and phone: their mail names both, and stays theirs.
    const household = newId();
    await db
      .insertInto("email_outbox")
      .values({
        id: household,
        to: PARTNER,
        subject: "Your reminder",
        html: "x",
        text: `Tomorrow at ${ADDRESS}; we call ${PHONE}`,
        kind: "booking_reminder",
      })
      .execute();
    const namesakeBefore = await db.selectFrom("bookings").selectAll().where("id", "=", namesake).executeTakeFirstOrThrow();
    const namesakeMail = await db.selectFrom("email_outbox").select(["id", "subject", "text"]).where("to", "=", NAMESAKE.email).execute();
    expect(namesakeMail.length).toBeGreaterThan(0);
    const chargesBefore = await db
      .selectFrom("payments")
      .select(["id", "amount_cents", "kind"])
      .where("kind", "=", "charge")
      .orderBy("id")
      .execute();
    expect((await traces([EMAIL, PHONE, E164, ADDRESS])).length).toBeGreaterThan(10);

    const account = await ensureCustomerAccount(db, EMAIL, "en");
    const result = await eraseCustomer(account, { removeReviews: false, origin: "http://localhost:3000", now: NOW });
    // Three conversations: the request's and each paid booking's own.
    expect(result).toMatchObject({ cancelled: 2, bookings: 3, requests: 1, conversations: 3, waitlist: 1, reviews: 1 });

    // The policy's promises: three days ahead, all back; inside 48 hours, half kept.
    expect(await money.kept(early)).toBe(0);
    expect(await money.kept(late)).toBe(4_000);
    expect((await money.bookingRow(early)).status).toBe("cancelled");
    expect((await db.selectFrom("waitlist_entries").select("status").where("id", "=", entry).executeTakeFirstOrThrow()).status).toBe(
      "left",
    );

    // Not one trace of the person, in any table; their namesake's booking and mail are as they were.
    const theirs = await traces([EMAIL, PHONE, E164, ADDRESS, "Amy's phone", "203.0.113.9"]);
    expect(theirs.filter((trace) => !trace.row.includes(PARTNER)).map((trace) => trace.at)).toEqual([]);
    // (The mailer may have sent it meanwhile: it is there, as it was written.)
    expect(await db.selectFrom("email_outbox").select(["to", "text"]).where("id", "=", household).executeTakeFirst()).toEqual({
      to: PARTNER,
      text: `Tomorrow at ${ADDRESS}; we call ${PHONE}`,
    });
    const namesakes = [NAMESAKE.email, NAMESAKE.phone, namesake].map((each) => each.toLowerCase());
    const named = await traces([NAME]);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((trace) => !namesakes.some((each) => trace.row.includes(each))).map((trace) => trace.at)).toEqual([]);
    expect(await db.selectFrom("bookings").selectAll().where("id", "=", namesake).executeTakeFirstOrThrow()).toEqual(namesakeBefore);
    expect(await db.selectFrom("email_outbox").select(["id", "subject", "text"]).where("to", "=", NAMESAKE.email).execute()).toEqual(
      namesakeMail,
    );
    const pastRow = await db
      .selectFrom("bookings")
      .select(["customer_name", "customer_email", "customer_phone", "service_address"])
      .where("id", "=", past)
      .executeTakeFirstOrThrow();
    expect(pastRow).toMatchObject({ customer_name: "Deleted customer", customer_phone: "", service_address: "" });
    expect(pastRow.customer_email).toMatch(/^deleted-[0-9a-f]{16}@deleted\.invalid$/);
    expect(await db.selectFrom("reviews").select("reviewer_name").where("booking_id", "=", past).executeTakeFirstOrThrow()).toEqual({
      reviewer_name: "A former customer",
    });
    expect(await db.selectFrom("media").select("id").where("id", "=", photo).execute()).toEqual([]);
    expect(await db.selectFrom("customer_accounts").select("id").where("id", "=", account.id).execute()).toEqual([]);

    // The ledger: every charge is still there, for the same amount.
    expect(
      await db.selectFrom("payments").select(["id", "amount_cents", "kind"]).where("kind", "=", "charge").orderBy("id").execute(),
    ).toEqual(chargesBefore);
    const audit = await db.selectFrom("audit_log").select("details").where("action", "=", "customer.erase").execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).not.toContain("amy");
  });
});
