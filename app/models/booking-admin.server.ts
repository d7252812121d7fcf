import { ADMIN_MESSAGES } from "~/domain/admin";
import { monthRange, NOTIFY_MESSAGES, type BookingStatusFilter } from "~/domain/admin-bookings";
import { providerEnRouteEmail } from "~/domain/email-templates";
import { isUuid } from "~/domain/uuid";
import { bookingPath } from "~/lib/booking-token.server";
import { getDb, type Executor } from "~/lib/db.server";
import { recordAudit } from "./audit.server";
import { getBookingDetails } from "./booking.server";
import { enqueueEmail } from "./email-outbox.server";

/** The admin's view of bookings: the list, the calendar month and the en-route notification. */

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
    db.selectFrom("bookings").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
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

/** Why 'Notify En Route' was refused; the message is for the admin. */
export class NotifyRefusedError extends Error {
  constructor(
    message: string,
    readonly reason: "invalid-id" | "not-found" | "already-notified" | "not-confirmed",
  ) {
    super(message);
    this.name = "NotifyRefusedError";
  }
}

async function refusal(executor: Executor, id: string): Promise<NotifyRefusedError> {
  const current = await executor
    .selectFrom("bookings")
    .select(["status", "provider_notified"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!current) return new NotifyRefusedError(NOTIFY_MESSAGES.notFound, "not-found");
  if (current.provider_notified) return new NotifyRefusedError(ADMIN_MESSAGES.alreadyNotified, "already-notified");
  return new NotifyRefusedError(NOTIFY_MESSAGES.notConfirmed, "not-confirmed");
}

/**
 * Tells the customer that the provider is on the way: in one transaction the flag, the
 * 'provider_enroute' e-mail (with the booking page link) and the audit entry. The UPDATE only
 * matches a confirmed booking not yet notified, so of two simultaneous notifications exactly one
 * sends an e-mail; the other is refused and changes nothing. Call notifyMailer() after it.
 */
export async function notifyBookingEnRoute(id: string, options: { adminId: string; origin: string }) {
  if (!isUuid(id)) throw new NotifyRefusedError(ADMIN_MESSAGES.invalidBookingId, "invalid-id");
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const updated = await trx
        .updateTable("bookings")
        .set({ provider_notified: 1 })
        .where("id", "=", id)
        .where("provider_notified", "=", 0)
        .where("status", "=", "confirmed")
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw await refusal(trx, id);

      const booking = await getBookingDetails(id, trx);
      if (!booking) throw new NotifyRefusedError(NOTIFY_MESSAGES.notFound, "not-found");
      const coordinates =
        booking.service_lat !== null && booking.service_lng !== null ? { lat: booking.service_lat, lng: booking.service_lng } : null;
      const emailId = await enqueueEmail(
        trx,
        providerEnRouteEmail({
          id: booking.id,
          customer_name: booking.customer_name,
          customer_email: booking.customer_email,
          service_type: booking.service_type,
          service_address: booking.service_address,
          coordinates,
          businessName: booking.business_name ?? "Your provider",
          providerPhone: booking.provider_phone ?? "Not available",
          manageUrl: `${options.origin}${bookingPath(booking.id)}`,
        }),
      );
      await recordAudit(trx, {
        actorUserId: options.adminId,
        action: "booking.notify_enroute",
        entity: "booking",
        entityId: id,
        details: { customer_email: booking.customer_email, service_type: booking.service_type, email_id: emailId },
      });
      return { id, customerName: booking.customer_name, emailId };
    });
}
