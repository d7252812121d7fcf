import { monthRange, type BookingStatusFilter } from "~/domain/booking/admin-bookings";
import type { PageRequest } from "~/domain/pagination";
import { sql, type SelectQueryBuilder } from "kysely";
import { readBookingReference } from "~/domain/booking/reference";
import type { BookingsTable, Database } from "~/lib/db-schema";
import { phoneDigitsOf, textSearchOf } from "~/lib/text-search.server";
import { isUuid, UUID_GLOB } from "~/domain/uuid";
import { getDb } from "~/lib/db.server";
import { keysetPage } from "~/lib/keyset.server";

/** The admin's view of bookings: the list and the calendar month (changes go through app/services/booking/booking.server.ts). */

const LIST_COLUMNS = [
  "b.id",
  "b.reference",
  "b.customer_name",
  "b.customer_email",
  "b.customer_phone",
  "b.service_type",
  "b.service_address",
  "b.service_lat",
  "b.service_lng",
  "b.preferred_date",
  "b.preferred_time",
  "b.time_zone",
  "b.starts_at",
  "b.duration_minutes",
  "b.status",
  "b.provider_notified",
  "b.created_at",
  "b.series_index",
  "b.series_size",
  "s.business_name",
  // The team member doing the job (decision 0032).
  "tm.name as member_name",
] as const;

type BookingsQueryBuilder = SelectQueryBuilder<Database & { b: BookingsTable }, "b", object>;

/** The bookings an admin's search keeps (all of them without one). */
function matching(query: BookingsQueryBuilder, q: string | null): BookingsQueryBuilder {
  if (!q) return query;
  const reference = readBookingReference(q);
  if (reference) return query.where("b.reference", "=", reference);
  const search = textSearchOf(q);
  if (search.kind === "indexed") {
    return query.where(sql<boolean>`b.rowid in (select rowid from bookings_fts where bookings_fts match ${search.match})`);
  }
  if (search.kind === "none") return query;
  const { needle, typed, digits } = search;
  return query.where((eb) =>
    eb.or([
      eb(sql`instr(b.search_text, ${needle})`, ">", 0),
      eb(sql`instr(b.customer_phone, ${typed})`, ">", 0),
      ...(digits ? [eb(sql`instr(${phoneDigitsOf("b.customer_phone")}, ${digits})`, ">", 0)] : []),
    ]),
  );
}

/**
 * Spec: every booking, newest created first, one page and the total. A search matches the
 * customer's name, e-mail or phone, or the reference typed ("pl 7k3m9q" too); three or more
 * characters use the bookings' trigram index, fewer are looked for row by row.
 */
export async function listBookingsForAdmin(page: PageRequest, q: string | null = null) {
  const db = getDb();
  const [{ rows, links }, count] = await Promise.all([
    keysetPage(
      matching(db.selectFrom("bookings as b"), q)
        .leftJoin("services as s", "s.id", "b.service_id")
        .leftJoin("team_members as tm", "tm.user_id", "b.assigned_user_id")
        .select(LIST_COLUMNS),
      {
        sortColumn: "b.created_at",
        idColumn: "b.id",
        descending: true,
        page,
        key: (row) => [row.created_at, row.id],
      },
    ),
    matching(db.selectFrom("bookings as b"), q)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, links, total: Number(count.n) };
}

export type AdminBookingRow = Awaited<ReturnType<typeof listBookingsForAdmin>>["rows"][number];

type CalendarFilters = { type: string | null; status: BookingStatusFilter | null };

/**
 * The distinct service types of bookings, for the calendar's service filter: one index seek per
 * type (a loose index scan), not a read of every booking.
 */
export async function listBookingServiceTypes(limit = 500): Promise<string[]> {
  const { rows } = await sql<{ type: string }>`
    with recursive types(type) as (
      select min(service_type) from bookings where service_type > ''
      union all
      select (select min(service_type) from bookings where service_type > types.type) from types where types.type is not null
    )
    select type from types where type is not null limit ${limit}`.execute(getDb());
  return rows.map((row) => row.type);
}

/** A month's bookings that match the filters, from the calendar's index (dates, types, statuses, ids). */
function monthQuery(month: string, filters: CalendarFilters) {
  const { start, end } = monthRange(month);
  return getDb()
    .selectFrom("bookings")
    .where("preferred_date", ">=", start)
    .where("preferred_date", "<", end)
    .$if(filters.type !== null, (qb) => qb.where("service_type", "=", filters.type!))
    .$if(filters.status !== null, (qb) => qb.where("status", "=", filters.status!));
}

/** A booking the calendar shows: its id is a UUID (spec) and its date a real one. */
const onCalendar = sql<boolean>`(id glob ${UUID_GLOB} and date(preferred_date) is preferred_date)`;

/** How many bookings each day of a month has, counted in SQL (the calendar reads no booking rows). */
export async function countBookingsPerDay(month: string, filters: CalendarFilters): Promise<Record<string, number>> {
  const rows = await monthQuery(month, filters)
    .select(["preferred_date", (eb) => eb.fn.countAll<number>().as("n")])
    .where(onCalendar)
    .groupBy("preferred_date")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.preferred_date, Number(row.n)]));
}

/** A month's bookings the calendar leaves out, for the log: an id that is not a UUID or a date that is not one. */
export async function listLeftOutOfCalendar(month: string, filters: CalendarFilters, limit = 100) {
  const rows = await monthQuery(month, filters)
    .select(["id", "preferred_date"])
    .where(sql<boolean>`not ${onCalendar}`)
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, reason: isUuid(row.id) ? ("invalid-date" as const) : ("invalid-id" as const) }));
}

/** The bookings of one day that match the filters, by time (calendar order). */
export async function listBookingsOnDay(day: string, filters: CalendarFilters) {
  let query = getDb()
    .selectFrom("bookings as b")
    .leftJoin("services as s", "s.id", "b.service_id")
    .leftJoin("team_members as tm", "tm.user_id", "b.assigned_user_id")
    .select(LIST_COLUMNS)
    .where("b.preferred_date", "=", day);
  if (filters.type) query = query.where("b.service_type", "=", filters.type);
  if (filters.status) query = query.where("b.status", "=", filters.status);
  return query.orderBy("b.preferred_time").orderBy("b.customer_name").orderBy("b.id").execute();
}
