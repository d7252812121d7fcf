import { monthRange, type BookingStatusFilter } from "~/domain/admin-bookings";
import { getDb } from "~/lib/db.server";

/** The admin's view of bookings: the list and the calendar month (changes go through app/services/booking.server.ts). */

const LIST_COLUMNS = [
  "b.id",
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
  "s.business_name",
] as const;

/** Spec: the list is every booking, newest created first; one page of it and the total. */
export async function listBookingsForAdmin(options: { page: number; perPage: number }) {
  const db = getDb();
  const [rows, count] = await Promise.all([
    db
      .selectFrom("bookings as b")
      .leftJoin("services as s", "s.id", "b.service_id")
      .select(LIST_COLUMNS)
      .orderBy("b.created_at", "desc")
      .orderBy("b.id", "desc")
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage)
      .execute(),
    db
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type AdminBookingRow = Awaited<ReturnType<typeof listBookingsForAdmin>>["rows"][number];

type CalendarFilters = { type: string | null; status: BookingStatusFilter | null };

/** The distinct service types of bookings, for the calendar's service filter. */
export async function listBookingServiceTypes(limit = 500): Promise<string[]> {
  const rows = await getDb()
    .selectFrom("bookings")
    .select("service_type")
    .distinct()
    .where("service_type", "!=", "")
    .orderBy("service_type")
    .limit(limit)
    .execute();
  return rows.map((row) => row.service_type);
}

/**
 * The id and date of every booking of a month that matches the filters (a range on the
 * preferred_date index), for counting per day in one pass.
 */
export async function listBookingDatesInMonth(month: string, filters: CalendarFilters) {
  const { start, end } = monthRange(month);
  let query = getDb()
    .selectFrom("bookings")
    .select(["id", "preferred_date"])
    .where("preferred_date", ">=", start)
    .where("preferred_date", "<", end);
  if (filters.type) query = query.where("service_type", "=", filters.type);
  if (filters.status) query = query.where("status", "=", filters.status);
  return query.execute();
}

/** The bookings of one day that match the filters, by time (calendar order). */
export async function listBookingsOnDay(day: string, filters: CalendarFilters) {
  let query = getDb()
    .selectFrom("bookings as b")
    .leftJoin("services as s", "s.id", "b.service_id")
    .select(LIST_COLUMNS)
    .where("b.preferred_date", "=", day);
  if (filters.type) query = query.where("b.service_type", "=", filters.type);
  if (filters.status) query = query.where("b.status", "=", filters.status);
  return query.orderBy("b.preferred_time").orderBy("b.customer_name").orderBy("b.id").execute();
}
