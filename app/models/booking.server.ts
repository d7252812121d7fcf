import { sql, type Insertable } from "kysely";
import {
  BOOKING_MACHINE,
  JOB_UNDER_WAY_MS,
  LIVE_STATUSES,
  type BookingMover,
  type BookingStatus,
} from "~/domain/booking/booking-lifecycle";
import type { PageRequest } from "~/domain/pagination";
import { placeOf } from "~/domain/places/geo";
import type { PlacedJob } from "~/domain/schedule/travel";
import { newBookingReference } from "~/domain/booking/reference";
import { bookingSearchText } from "~/domain/discovery/search-text";
import { keysetPage } from "~/lib/keyset.server";
import { calendarCellsQuery, cellsByPerson } from "./busy-calendar.server";
import { holdCellsQuery } from "./waitlist.server";
import { getDb, inJsonList, type Executor } from "~/lib/db.server";
import type { BookingsTable, CancelledBy } from "~/lib/db-schema";

export type NewBooking = Omit<Insertable<BookingsTable>, "reference" | "search_text">;

/** Draws of a reference before giving up: a clash is one in a billion per booking held. */
const REFERENCE_DRAWS = 5;

function isReferenceClash(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: bookings\.reference/.test(error.message);
}

/**
 * Inserts a booking row (its claims are written beside it by claimCells) with a new short
 * reference; the unique index decides whether a reference is free, and a clash draws another.
 */
export async function insertBooking(executor: Executor, booking: NewBooking, drawReference = newBookingReference): Promise<string> {
  for (let draw = 1; ; draw++) {
    const reference = drawReference();
    try {
      await executor
        .insertInto("bookings")
        .values({
          ...booking,
          // A booking made without naming who does it is its provider's own job.
          assigned_user_id: booking.assigned_user_id ?? booking.provider_user_id,
          reference,
          search_text: bookingSearchText({ ...booking, reference }),
        })
        .execute();
      return booking.id;
    } catch (error) {
      if (!isReferenceClash(error) || draw >= REFERENCE_DRAWS) throw error;
    }
  }
}

/** Another live booking of the provider already holds one of the cells: the database decided. */
export class SlotTakenError extends Error {
  constructor() {
    super("This time was just booked. Please choose another time.");
    this.name = "SlotTakenError";
  }
}

/**
 * Another booking's claim (the primary key), a known busy event in the provider's calendar
 * (migration 0029's trigger), or a waitlist offer's hold (migration 0033's).
 */
function isClaimConflict(error: unknown): boolean {
  return (
    error instanceof Error &&
    /UNIQUE constraint failed: booking_claims\.provider_user_id, booking_claims\.cell|busy in a calendar: booking_claims\.cell|held for a waitlist offer: booking_claims\.cell/.test(
      error.message,
    )
  );
}

/**
 * Claims the cells of a booking's job and buffer for its provider. The primary key
 * (provider, cell) refuses a cell another live booking holds: throws SlotTakenError, and the
 * caller's transaction rolls back with everything it wrote.
 */
export async function claimCells(executor: Executor, claim: { providerUserId: string; bookingId: string; cells: readonly number[] }) {
  try {
    await executor
      .insertInto("booking_claims")
      .values(claim.cells.map((cell) => ({ provider_user_id: claim.providerUserId, cell, booking_id: claim.bookingId })))
      .execute();
  } catch (error) {
    if (isClaimConflict(error)) throw new SlotTakenError();
    throw error;
  }
}

/** Frees the time a booking held (cancelled, finished, or about to move). */
export async function releaseCells(executor: Executor, bookingId: string) {
  await executor.deleteFrom("booking_claims").where("booking_id", "=", bookingId).execute();
}

/**
 * The cells of these providers in [from, to) that are not free, by provider: held by their live
 * bookings, by busy events of the calendars they keep (decision 0030), or by a waitlist offer (0033).
 */
export async function listBusyCells(
  providerUserIds: readonly string[],
  range: { from: number; to: number },
  options: { exceptBookingId?: string; exceptBookingIds?: readonly string[]; executor?: Executor } = {},
): Promise<Map<string, Set<number>>> {
  if (providerUserIds.length === 0) return new Map();
  const executor = options.executor ?? getDb();
  const rows = await executor
    .selectFrom("booking_claims")
    .select(["provider_user_id as user_id", "cell"])
    .where("provider_user_id", "in", inJsonList(providerUserIds))
    .where("cell", ">=", range.from)
    .where("cell", "<", range.to)
    .$if(Boolean(options.exceptBookingId), (qb) => qb.where("booking_id", "!=", options.exceptBookingId!))
    .$if(Boolean(options.exceptBookingIds?.length), (qb) => qb.where("booking_id", "not in", inJsonList(options.exceptBookingIds!)))
    .unionAll(calendarCellsQuery(executor, providerUserIds, range))
    .unionAll(holdCellsQuery(executor, providerUserIds, range))
    .execute();
  return cellsByPerson(rows);
}

/** Bookings with what their pages, e-mails and calendar files show about the service and provider. */
export function bookingDetailsQuery(executor: Executor) {
  return (
    executor
      .selectFrom("bookings as b")
      .leftJoin("services as s", "s.id", "b.service_id")
      .leftJoin("booking_series as bs", "bs.id", "b.series_id")
      // A team member doing the job (decision 0032); none when it is the provider's own.
      .leftJoin("team_members as tm", "tm.user_id", "b.assigned_user_id")
      .leftJoin("users as mu", "mu.id", "tm.user_id")
      // Who agreed to texts about it (decision 0034): the customer, the provider and the member doing it.
      .leftJoin("text_consents as ctc", "ctc.id", "b.text_consent_id")
      .leftJoin("users as pu", "pu.id", "s.provider_user_id")
      .leftJoin("text_consents as ptc", "ptc.id", "pu.text_consent_id")
      .leftJoin("text_consents as mtc", "mtc.id", "mu.text_consent_id")
      .selectAll("b")
      .select([
        "tm.name as member_name",
        "tm.photo_url as member_photo_url",
        "mu.email as member_email",
        "mu.language as member_language",
        "s.business_name",
        "s.owner_name",
        "s.phone as provider_phone",
        "s.email as provider_email",
        "s.service_name",
        "bs.interval_weeks as series_interval_weeks",
        "ctc.phone as customer_text_phone",
        "ptc.phone as provider_text_phone",
        "ptc.id as provider_text_consent_id",
        "mtc.phone as member_text_phone",
        "mtc.id as member_text_consent_id",
        "pu.language as provider_language",
      ])
  );
}

/** A booking with what its page, e-mails and calendar file show about the service and provider. */
export async function getBookingDetails(id: string, executor: Executor = getDb()) {
  return bookingDetailsQuery(executor).where("b.id", "=", id).executeTakeFirst();
}

/** Every visit of a series, in order, as getBookingDetails reads one (one query for the series). */
export async function listSeriesBookingDetails(seriesId: string, executor: Executor = getDb()) {
  return bookingDetailsQuery(executor).where("b.series_id", "=", seriesId).orderBy("b.series_index").execute();
}

export type BookingDetails = NonNullable<Awaited<ReturnType<typeof getBookingDetails>>>;

/**
 * Moves a booking to `to`, from whichever status the lifecycle's table lets `by` move it from, in
 * one compare-and-set: of two simultaneous changes only one applies. Returns whether this one did.
 */
export async function changeBookingStatus(
  executor: Executor,
  id: string,
  change: {
    to: BookingStatus;
    by: BookingMover;
    at: Date;
    cancelledBy?: CancelledBy;
    reason?: string | null;
    notified?: boolean;
  },
): Promise<boolean> {
  const from = BOOKING_MACHINE.sources(change.to, change.by);
  if (from.length === 0) return false;
  const at = change.at.toISOString();
  const result = await executor
    .updateTable("bookings")
    .set((eb) => ({
      status: change.to,
      status_changed_at: at,
      ...(change.to === "cancelled"
        ? {
            cancelled_at: at,
            cancelled_by: change.cancelledBy ?? null,
            cancellation_reason: change.reason ?? null,
            sequence: eb("sequence", "+", 1),
          }
        : {}),
      // Paid: the hold has done its work.
      ...(change.to === "confirmed" ? { hold_expires_at: null } : {}),
      ...(change.to === "expired" ? { sequence: eb("sequence", "+", 1) } : {}),
      ...(change.notified ? { provider_notified: 1 as const } : {}),
    }))
    .where("id", "=", id)
    .where("status", "in", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a live booking its new time (the caller moved its claims); calendars see a higher SEQUENCE. */
export async function moveBooking(
  executor: Executor,
  id: string,
  to: { date: string; time: string; timeZone: string; startsAt: Date; assignedUserId: string; from: readonly BookingStatus[] },
): Promise<boolean> {
  const result = await executor
    .updateTable("bookings")
    .set((eb) => ({
      preferred_date: to.date,
      preferred_time: to.time,
      time_zone: to.timeZone,
      starts_at: to.startsAt.toISOString(),
      assigned_user_id: to.assignedUserId,
      sequence: eb("sequence", "+", 1),
    }))
    .where("id", "=", id)
    .where("status", "in", to.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Gives a live job to another person (the caller moved its claims), in one compare-and-set on
 * whom it was with: of two owners reassigning at once, one applies. Calendars see a higher SEQUENCE.
 */
export async function reassignBooking(executor: Executor, id: string, change: { from: string | null; to: string }): Promise<boolean> {
  const result = await executor
    .updateTable("bookings")
    .set((eb) => ({ assigned_user_id: change.to, sequence: eb("sequence", "+", 1) }))
    .where("id", "=", id)
    .where("status", "in", LIVE_STATUSES)
    .where((eb) => (change.from === null ? eb("assigned_user_id", "is", null) : eb("assigned_user_id", "=", change.from)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const BUSINESS_BOOKING_COLUMNS = [
  "b.id",
  "b.reference",
  "b.service_type",
  "b.customer_name",
  "b.customer_email",
  "b.customer_phone",
  "b.service_address",
  "b.service_lat",
  "b.service_lng",
  "b.preferred_date",
  "b.preferred_time",
  "b.time_zone",
  "b.duration_minutes",
  "b.starts_at",
  "b.status",
  "b.special_requests",
  "b.cancellation_reason",
  "b.price_cents",
  "b.cancellation_policy",
  "b.fee_cents",
  "b.amount_due_cents",
  "b.payment_mode",
  "b.stripe_payment_method_id",
  "b.series_index",
  "b.series_size",
  "b.assigned_user_id",
  "b.service_id",
  "s.business_name",
  "tm.name as member_name",
] as const;

/**
 * A business's bookings: upcoming ones (live, starting later or under way) soonest first, and past
 * or ended ones latest first, so a cancelled job is never listed as upcoming. Each list is a range
 * of the (provider, start) index, one keyset page at a time.
 */
export async function listBusinessBookings(
  scope: { userId: string; seesAll: boolean },
  now: Date,
  pages: { upcoming: PageRequest; past: PageRequest },
  /** One person's jobs (the owner's own have no one assigned, or the owner), one day's (indexed by provider and date). */
  only: { person?: string | null; day?: string | null } = {},
) {
  const { person, day } = only;
  const base = getDb()
    .selectFrom("bookings as b")
    .leftJoin("services as s", "s.id", "b.service_id")
    .leftJoin("team_members as tm", "tm.user_id", "b.assigned_user_id")
    .select(BUSINESS_BOOKING_COLUMNS)
    .$if(!scope.seesAll, (qb) => qb.where("b.provider_user_id", "=", scope.userId))
    .$if(Boolean(day), (qb) => qb.where("b.preferred_date", "=", day!))
    .$if(Boolean(person), (qb) =>
      person === scope.userId
        ? qb.where((eb) => eb.or([eb("b.assigned_user_id", "is", null), eb("b.assigned_user_id", "=", person!)]))
        : qb.where("b.assigned_user_id", "=", person!),
    );
  const underWaySince = new Date(now.getTime() - JOB_UNDER_WAY_MS).toISOString();
  const key = (row: { starts_at: string; id: string }) => [row.starts_at, row.id] as const;
  const [upcoming, past] = await Promise.all([
    keysetPage(base.where("b.starts_at", ">=", underWaySince).where("b.status", "in", LIVE_STATUSES), {
      sortColumn: "b.starts_at",
      idColumn: "b.id",
      descending: false,
      page: pages.upcoming,
      key,
    }),
    keysetPage(
      base.where((eb) => eb.or([eb("b.starts_at", "<", underWaySince), eb("b.status", "not in", LIVE_STATUSES)])),
      { sortColumn: "b.starts_at", idColumn: "b.id", descending: true, page: pages.past, key },
    ),
  ]);
  return { upcoming, past };
}

/** A person's live jobs on dates from `from` to `to` (a day off added over them), at most `limit`. */
export async function listLiveBookingsOnDates(executor: Executor, personUserId: string, range: { from: string; to: string }, limit = 200) {
  return (
    executor
      .selectFrom("bookings")
      .select("id")
      // The jobs of whoever takes the day off: the owner's own, or a team member's.
      .where("assigned_user_id", "=", personUserId)
      .where("preferred_date", ">=", range.from)
      .where("preferred_date", "<=", range.to)
      .where("status", "in", LIVE_STATUSES)
      .orderBy("starts_at")
      .limit(limit)
      .execute()
  );
}

/** Live bookings starting in [from, to), for morning summaries. */
export async function listLiveBookingsStarting(range: { from: Date; to: Date }, executor: Executor = getDb()) {
  return executor
    .selectFrom("bookings")
    .select(["id", "provider_user_id", "preferred_date", "preferred_time", "time_zone", "starts_at"])
    .where("starts_at", ">=", range.from.toISOString())
    .where("starts_at", "<", range.to.toISOString())
    .where("status", "in", LIVE_STATUSES)
    .where("provider_user_id", "is not", null)
    .orderBy("starts_at")
    .execute();
}

/** A provider's live bookings on a local date, by time (the morning summary's list). */
export async function listProviderDayJobs(executor: Executor, providerUserId: string, date: string) {
  return executor
    .selectFrom("bookings")
    .select([
      "id",
      "service_type",
      "customer_name",
      "customer_phone",
      "service_address",
      "preferred_date",
      "preferred_time",
      "time_zone",
      "duration_minutes",
      "special_requests",
    ])
    .where("provider_user_id", "=", providerUserId)
    .where("preferred_date", "=", date)
    .where("status", "in", LIVE_STATUSES)
    .orderBy("starts_at")
    .execute();
}

/** The customer stopped this booking's texts (its page's button): false when it had none. */
export async function clearBookingTextConsent(executor: Executor, bookingId: string): Promise<boolean> {
  const result = await executor
    .updateTable("bookings")
    .set({ text_consent_id: null })
    .where("id", "=", bookingId)
    .where("text_consent_id", "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The live jobs of these people that start in a span, with their places, in start order: the
 * routes travel is judged on (issue 58). A moving booking's own job is left out, as its cells are.
 */
export async function listPlacedJobs(
  userIds: readonly string[],
  span: { fromMs: number; toMs: number },
  options: { exceptBookingId?: string; exceptBookingIds?: readonly string[]; executor?: Executor } = {},
): Promise<Map<string, PlacedJob[]>> {
  const jobs = new Map<string, PlacedJob[]>();
  if (userIds.length === 0) return jobs;
  const rows = await (options.executor ?? getDb())
    .selectFrom("bookings")
    .select(["id", "assigned_user_id", "starts_at", "duration_minutes", "service_lat", "service_lng"])
    .where("assigned_user_id", "in", inJsonList(userIds))
    .where("starts_at", ">=", new Date(span.fromMs).toISOString())
    .where("starts_at", "<", new Date(span.toMs).toISOString())
    // "+status" keeps SQLite on bookings_assigned_start: left to itself it picks bookings_status
    // and reads every live booking of every business (4x slower at 15,000 bookings).
    .where(sql<string>`+${sql.ref("status")}`, "in", LIVE_STATUSES)
    .orderBy("starts_at")
    .execute();
  const except = new Set([options.exceptBookingId, ...(options.exceptBookingIds ?? [])]);
  for (const row of rows) {
    if (except.has(row.id)) continue;
    const startMs = Date.parse(row.starts_at);
    const list = jobs.get(row.assigned_user_id!) ?? [];
    list.push({ startMs, endMs: startMs + row.duration_minutes * 60_000, place: placeOf(row.service_lat, row.service_lng) });
    jobs.set(row.assigned_user_id!, list);
  }
  return jobs;
}
