import type { Insertable } from "kysely";
import { getDb, type Executor } from "~/lib/db.server";
import type { BookingSeriesTable } from "~/lib/db-schema";

/** Recurring jobs: a series' rule and its visits, which are bookings (docs/decisions/0019). */

export async function insertSeries(executor: Executor, row: Insertable<BookingSeriesTable>) {
  await executor.insertInto("booking_series").values(row).execute();
}

export async function getSeries(id: string, executor: Executor = getDb()) {
  return executor.selectFrom("booking_series").selectAll().where("id", "=", id).executeTakeFirst();
}

export type SeriesRow = NonNullable<Awaited<ReturnType<typeof getSeries>>>;

/** Every visit of a series in the rule's order (at most 26). */
export async function listSeriesVisits(seriesId: string, executor: Executor = getDb()) {
  return executor
    .selectFrom("bookings")
    .select([
      "id",
      "reference",
      "status",
      "preferred_date",
      "preferred_time",
      "time_zone",
      "starts_at",
      "duration_minutes",
      "series_index",
      "series_date",
      "cancelled_by",
      "customer_id",
      "assigned_user_id",
    ])
    .where("series_id", "=", seriesId)
    .orderBy("starts_at")
    .execute();
}

export type SeriesVisit = Awaited<ReturnType<typeof listSeriesVisits>>[number];

/** Every change to a visit raises the series' SEQUENCE, so calendars replace their copy. */
export async function bumpSeriesSequence(executor: Executor, seriesId: string) {
  await executor
    .updateTable("booking_series")
    .set((eb) => ({ sequence: eb("sequence", "+", 1) }))
    .where("id", "=", seriesId)
    .execute();
}

/** The series' conversation: the thread of its first visit, with what the customer has not read in it. */
export async function findSeriesThread(seriesId: string, executor: Executor = getDb()) {
  const row = await executor
    .selectFrom("threads as t")
    .innerJoin("bookings as b", "b.id", "t.booking_id")
    .select(["t.id", "t.customer_unread"])
    .where("b.series_id", "=", seriesId)
    .orderBy("b.series_index")
    .executeTakeFirst();
  return row ?? null;
}

/** Whether any visit of the series has had its review invitation (reviews are asked for once per series). */
export async function seriesHasReviewInvitation(executor: Executor, seriesId: string): Promise<boolean> {
  const row = await executor
    .selectFrom("review_invitations as r")
    .innerJoin("bookings as b", "b.id", "r.booking_id")
    .select("r.booking_id")
    .where("b.series_id", "=", seriesId)
    .executeTakeFirst();
  return Boolean(row);
}
