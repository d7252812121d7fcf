import { sql } from "kysely";
import { LIVE_STATUSES } from "~/domain/booking/booking-lifecycle";
import type { Cursor, PageRequest } from "~/domain/pagination";
import { getDb, type Executor } from "~/lib/db.server";
import type { Language } from "~/domain/language";
import { keysetPage } from "~/lib/keyset.server";

/**
 * What a customer made, found by the address their sign-in proved (decision 0051), case folded as
 * migration 0041's indexes are: each list newest first (upcoming jobs soonest first), a keyset page
 * at a time, its business named in the same query.
 */

const byAddress = (column: string, email: string) => sql<boolean>`lower(${sql.ref(column)}) = ${email.trim().toLowerCase()}`;

/** Whether anything was booked or asked for with the address, or it has an account: who is sent a link. */
export async function madeAnythingWith(email: string): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const row = await sql<{ found: number }>`
    select 1 as found where
      exists (select 1 from bookings where lower(customer_email) = ${address})
      or exists (select 1 from quote_requests where lower(customer_email) = ${address})
      or exists (select 1 from waitlist_entries where lower(customer_email) = ${address})
      or exists (select 1 from customer_accounts where email = ${address})`.execute(getDb());
  return row.rows.length > 0;
}

/** A payment's business as its first tile names it, and that tile's zone (its zip's). */
const businessOfOwner = sql<
  string | null
>`(select business_name from services where provider_user_id = p.owner_user_id order by created_at limit 1)`;
const zoneOfOwner = sql<string | null>`(select z.time_zone from services s2 join zip_codes z on z.zip = s2.zip_code
  where s2.provider_user_id = p.owner_user_id order by s2.created_at limit 1)`;

export async function listCustomerBookings(email: string, when: { upcoming: boolean; now: Date }, page: PageRequest) {
  const now = when.now.toISOString();
  let query = getDb()
    .selectFrom("bookings as b")
    .leftJoin("services as s", "s.id", "b.service_id")
    .select([
      "b.id",
      "b.reference",
      "b.service_id",
      "b.service_type",
      "b.starts_at",
      "b.preferred_date",
      "b.preferred_time",
      "b.time_zone",
      "b.status",
      "b.amount_due_cents",
      "b.series_id",
      "b.series_index",
      "b.series_size",
      "b.provider_user_id",
      "b.assigned_user_id",
      "s.business_name",
      "s.service_name",
    ])
    .where(byAddress("b.customer_email", email));
  query = when.upcoming
    ? query.where("b.starts_at", ">=", now).where("b.status", "in", LIVE_STATUSES)
    : query.where((eb) => eb.or([eb("b.starts_at", "<", now), eb("b.status", "not in", LIVE_STATUSES)]));
  return keysetPage(query, {
    sortColumn: "b.starts_at",
    idColumn: "b.id",
    descending: !when.upcoming,
    page,
    key: (row): Cursor => [row.starts_at, row.id],
  });
}

export async function listCustomerRequests(email: string, page: PageRequest) {
  const query = getDb()
    .selectFrom("quote_requests as q")
    .leftJoin("services as s", "s.id", "q.service_id")
    .leftJoin("zip_codes as z", "z.zip", "q.zip_code")
    .select([
      "q.id",
      "q.category",
      "q.description",
      "q.status",
      "q.created_at",
      "q.booking_id",
      "s.business_name",
      "z.time_zone",
      sql<number>`(select count(*) from quotes where request_id = q.id)`.as("quote_count"),
    ])
    .where(byAddress("q.customer_email", email));
  return keysetPage(query, {
    sortColumn: "q.created_at",
    idColumn: "q.id",
    descending: true,
    page,
    key: (row): Cursor => [row.created_at, row.id],
  });
}

export async function listCustomerWaitlist(email: string, page: PageRequest) {
  const query = getDb()
    .selectFrom("waitlist_entries as e")
    .innerJoin("services as s", "s.id", "e.service_id")
    .select([
      "e.id",
      "e.status",
      "e.joined_at",
      "e.time_zone",
      "s.business_name",
      "s.service_name",
      sql<number>`exists (select 1 from waitlist_offers where entry_id = e.id and status = 'open')`.as("has_open_offer"),
    ])
    .where(byAddress("e.customer_email", email));
  return keysetPage(query, {
    sortColumn: "e.joined_at",
    idColumn: "e.id",
    descending: true,
    page,
    key: (row): Cursor => [row.joined_at, row.id],
  });
}

export async function listCustomerThreads(email: string, page: PageRequest) {
  const query = getDb()
    .selectFrom("threads as t")
    .leftJoin("services as s", "s.id", "t.service_id")
    .leftJoin("zip_codes as z", "z.zip", "s.zip_code")
    .select(["t.id", "t.sent_at", "t.last_message_at", "t.customer_unread", "s.business_name", "z.time_zone"])
    .where(byAddress("t.customer_email", email));
  return keysetPage(query, {
    sortColumn: "t.sent_at",
    idColumn: "t.id",
    descending: true,
    page,
    key: (row): Cursor => [row.sent_at, row.id],
  });
}

/** Money the customer paid or was given back, at any business (each business keeps its own record of them). */
export async function listCustomerPayments(email: string, page: PageRequest) {
  const query = getDb()
    .selectFrom("payments as p")
    .innerJoin("customers as c", "c.id", "p.customer_id")
    .leftJoin("bookings as b", "b.id", "p.booking_id")
    .select([
      "p.id",
      "p.kind",
      "p.amount_cents",
      "p.status",
      "p.method",
      "p.card_last4",
      "p.created_at",
      "p.booking_id",
      "p.checkout_session_id",
      "b.reference",
      "b.time_zone",
      businessOfOwner.as("business_name"),
      zoneOfOwner.as("owner_time_zone"),
    ])
    .where(byAddress("c.email", email));
  return keysetPage(query, {
    sortColumn: "p.created_at",
    idColumn: "p.id",
    descending: true,
    page,
    key: (row): Cursor => [row.created_at, row.id],
  });
}

/** A booking made with the address: what booking it again fills in. */
export async function findCustomerBooking(email: string, bookingId: string) {
  return getDb()
    .selectFrom("bookings as b")
    .select(["b.id", "b.service_id", "b.customer_name", "b.customer_email", "b.customer_phone", "b.service_address", "b.special_requests"])
    .where("b.id", "=", bookingId)
    .where(byAddress("b.customer_email", email))
    .executeTakeFirst();
}

/** What erasing the customer ends first through its own path: their live bookings ahead and their waiting places (capped: a person's own). */
export async function findOpenCommitments(email: string, now: Date) {
  const [bookings, entries] = await Promise.all([
    getDb()
      .selectFrom("bookings")
      .select("id")
      .where(byAddress("customer_email", email))
      .where("starts_at", ">", now.toISOString())
      .where("status", "in", LIVE_STATUSES)
      .limit(1_000)
      .execute(),
    getDb()
      .selectFrom("waitlist_entries")
      .select("id")
      .where(byAddress("customer_email", email))
      .where("status", "=", "waiting")
      .limit(1_000)
      .execute(),
  ]);
  return { bookingIds: bookings.map((row) => row.id), entryIds: entries.map((row) => row.id) };
}

/** Whether a number the customer gave confirmed with YES (only then are texts theirs to choose). */
export async function hasConfirmedNumber(email: string): Promise<boolean> {
  const row = await sql<{ found: number }>`
    select 1 as found from text_consents c where c.confirmed_at is not null and c.id in (
      select text_consent_id from bookings where lower(customer_email) = ${email.trim().toLowerCase()}
      union select text_consent_id from quote_requests where lower(customer_email) = ${email.trim().toLowerCase()}
      union select text_consent_id from waitlist_entries where lower(customer_email) = ${email.trim().toLowerCase()})
    limit 1`.execute(getDb());
  return row.rows.length > 0;
}

/** The customer's language: their account's, and that of everything still ahead, whose e-mails and texts follow it. */
export async function setCustomerLanguage(executor: Executor, input: { customerId: string; email: string; language: Language; now: Date }) {
  await executor.updateTable("customer_accounts").set({ language: input.language }).where("id", "=", input.customerId).execute();
  await executor
    .updateTable("bookings")
    .set({ language: input.language })
    .where(byAddress("customer_email", input.email))
    .where("starts_at", ">", input.now.toISOString())
    .where("status", "in", LIVE_STATUSES)
    .execute();
  await executor
    .updateTable("quote_requests")
    .set({ language: input.language })
    .where(byAddress("customer_email", input.email))
    .where("status", "=", "open")
    .execute();
  await executor
    .updateTable("waitlist_entries")
    .set({ language: input.language })
    .where(byAddress("customer_email", input.email))
    .where("status", "=", "waiting")
    .execute();
}

/** The name and phone of the customer's latest booking, for the forms they fill in next. */
export async function findLatestContact(email: string) {
  return getDb()
    .selectFrom("bookings")
    .select(["customer_name", "customer_phone"])
    .where(byAddress("customer_email", email))
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
}
