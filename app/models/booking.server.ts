import type { Insertable } from "kysely";
import { zipInAddress } from "~/domain/booking";
import {
  bookingCancelledEmails,
  bookingConfirmationEmail,
  providerBookingNoticeEmail,
  type BookingEmailData,
} from "~/domain/email-templates";
import type { Availability } from "~/domain/availability";
import { slotsForDate } from "~/domain/slots";
import { instantOf, isValidDate, timeZoneAbbreviation, timeZoneForState } from "~/domain/time";
import { isUuid, newId } from "~/domain/uuid";
import { bookingPath } from "~/lib/booking-token.server";
import { getDb, type Executor } from "~/lib/db.server";
import type { BookingsTable } from "~/lib/db-schema";
import { adjustCustomerBookings } from "./customer.server";
import { enqueueEmail } from "./email-outbox.server";
import { findZipCode } from "./zip-code.server";

export type NewBooking = Insertable<BookingsTable>;

/** Inserts a booking; the partial unique index refuses a second live booking of a slot. */
export async function insertBooking(executor: Executor, booking: NewBooking): Promise<string> {
  await executor.insertInto("bookings").values(booking).execute();
  return booking.id;
}

/** The slot was taken between the customer's check and their insert: the database decided. */
export class SlotTakenError extends Error {
  constructor() {
    super("This time was just booked. Please choose another time.");
    this.name = "SlotTakenError";
  }
}

function isLiveSlotConflict(error: unknown): boolean {
  return (
    error instanceof Error &&
    /UNIQUE constraint failed: bookings\.provider_user_id, bookings\.preferred_date, bookings\.preferred_time/.test(
      error.message,
    )
  );
}

/** Times held by live (not cancelled) bookings of a provider on a date. */
export async function findBookedTimes(providerUserId: string, date: string): Promise<Set<string>> {
  const rows = await getDb()
    .selectFrom("bookings")
    .select("preferred_time")
    .where("provider_user_id", "=", providerUserId)
    .where("preferred_date", "=", date)
    .where("status", "!=", "cancelled")
    .execute();
  return new Set(rows.map((row) => row.preferred_time));
}

export type BookableService = {
  id: string;
  provider_user_id: string | null;
  service_name: string;
  business_name: string;
  email: string;
  phone: string;
  lat: number;
  lng: number;
  timeZone: string;
};

export type BookingRequest = {
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  preferred_date: string;
  preferred_time: string;
  service_address?: string;
  special_requests?: string | null;
};

/**
 * Where the job happens: the zip in the customer's address when it has a known one, else the
 * service's own zip.
 */
async function serviceCoordinates(executor: Executor, service: BookableService, address: string) {
  const zip = zipInAddress(address);
  const place = zip ? await findZipCode(zip, executor) : undefined;
  return place ? { lat: place.lat, lng: place.lng } : { lat: service.lat, lng: service.lng };
}

function emailData(
  booking: { id: string } & BookingRequest & { service_lat: number | null; service_lng: number | null },
  service: Pick<BookableService, "service_name" | "business_name" | "email" | "phone" | "timeZone">,
  origin: string,
): BookingEmailData {
  return {
    id: booking.id,
    customer_name: booking.customer_name,
    customer_email: booking.customer_email,
    customer_phone: booking.customer_phone,
    service_type: service.service_name,
    service_address: booking.service_address ?? "",
    preferred_date: booking.preferred_date,
    preferred_time: booking.preferred_time,
    coordinates:
      booking.service_lat !== null && booking.service_lng !== null
        ? { lat: booking.service_lat, lng: booking.service_lng }
        : null,
    special_requests: booking.special_requests ?? null,
    businessName: service.business_name,
    providerEmail: service.email,
    providerPhone: service.phone,
    timeZoneLabel: timeZoneAbbreviation(
      instantOf(booking.preferred_date, booking.preferred_time, service.timeZone),
      service.timeZone,
    ),
    manageUrl: `${origin}${bookingPath(booking.id)}`,
  };
}

/**
 * Books a slot: the booking, the customer's confirmation and the provider's notice commit
 * together or not at all. Throws SlotTakenError when another booking won the slot.
 */
export async function createBooking(
  service: BookableService,
  request: BookingRequest,
  options: { origin: string; customerId?: string | null },
): Promise<{ id: string }> {
  if (!service.provider_user_id) throw new Error(`Service ${service.id} has no provider`);
  try {
    return await getDb()
      .transaction()
      .execute(async (trx) => {
        const id = newId();
        const address = request.service_address ?? "";
        const coordinates = await serviceCoordinates(trx, service, address);
        const booking = {
          id,
          service_id: service.id,
          provider_user_id: service.provider_user_id,
          customer_id: options.customerId ?? null,
          customer_name: request.customer_name,
          customer_email: request.customer_email,
          customer_phone: request.customer_phone,
          service_type: service.service_name,
          service_address: address,
          service_lat: coordinates.lat,
          service_lng: coordinates.lng,
          preferred_date: request.preferred_date,
          preferred_time: request.preferred_time,
          special_requests: request.special_requests || null,
          status: "confirmed" as const,
          provider_notified: 0 as const,
          cancelled_at: null,
        };
        await insertBooking(trx, booking);
        if (booking.customer_id) await adjustCustomerBookings(trx, booking.customer_id, 1);
        const data = emailData(booking, service, options.origin);
        // Spec: the confirmation goes out only for a booking whose id is a valid UUID.
        if (isUuid(id)) await enqueueEmail(trx, bookingConfirmationEmail(data));
        await enqueueEmail(trx, providerBookingNoticeEmail(data));
        return { id };
      });
  } catch (error) {
    if (isLiveSlotConflict(error)) throw new SlotTakenError();
    throw error;
  }
}

/** A booking with what its page shows about the service and provider. */
export async function getBookingDetails(id: string, executor: Executor = getDb()) {
  const row = await executor
    .selectFrom("bookings as b")
    .leftJoin("services as s", "s.id", "b.service_id")
    .leftJoin("zip_codes as z", "z.zip", "s.zip_code")
    .selectAll("b")
    .select([
      "s.business_name",
      "s.owner_name",
      "s.phone as provider_phone",
      "s.email as provider_email",
      "s.service_name",
      "z.state",
    ])
    .where("b.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, timeZone: timeZoneForState(row.state) };
}

export type BookingDetails = NonNullable<Awaited<ReturnType<typeof getBookingDetails>>>;

export class BookingNotCancellableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BookingNotCancellableError";
  }
}

export const CANCEL_MESSAGES = {
  started: "This booking can no longer be cancelled because its time has started.",
  alreadyCancelled: "This booking is already cancelled.",
  finished: "This booking is completed and cannot be cancelled.",
} as const;

/** Whether the customer may still cancel (before the slot starts, and only once). */
export function cancellationRefusal(booking: BookingDetails, now: Date): string | null {
  if (booking.status === "cancelled") return CANCEL_MESSAGES.alreadyCancelled;
  if (booking.status === "completed") return CANCEL_MESSAGES.finished;
  const start = instantOf(booking.preferred_date, booking.preferred_time, booking.timeZone);
  return now >= start ? CANCEL_MESSAGES.started : null;
}

/** Cancels, frees the slot (the live-slot index ignores cancelled rows) and e-mails both sides. */
export async function cancelBooking(id: string, options: { now: Date; origin: string }): Promise<void> {
  await getDb()
    .transaction()
    .execute(async (trx) => {
      const booking = await getBookingDetails(id, trx);
      if (!booking) throw new BookingNotCancellableError("Booking not found");
      const refusal = cancellationRefusal(booking, options.now);
      if (refusal) throw new BookingNotCancellableError(refusal);
      const updated = await trx
        .updateTable("bookings")
        .set({ status: "cancelled", cancelled_at: options.now.toISOString() })
        .where("id", "=", id)
        .where("status", "in", ["pending", "confirmed"])
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new BookingNotCancellableError(CANCEL_MESSAGES.alreadyCancelled);
      if (booking.customer_id) await adjustCustomerBookings(trx, booking.customer_id, -1);
      const data = emailData(
        booking,
        {
          service_name: booking.service_type,
          business_name: booking.business_name ?? "your provider",
          email: booking.provider_email ?? "",
          phone: booking.provider_phone ?? "",
          timeZone: booking.timeZone,
        },
        options.origin,
      );
      for (const email of bookingCancelledEmails(data)) {
        if (email.to) await enqueueEmail(trx, email);
      }
    });
}

/** The slot grid of a date for a service, from its provider's hours and live bookings. */
export async function slotsForService(
  service: { provider_user_id: string | null; availability: Availability; timeZone: string },
  date: string,
  now: Date,
) {
  const bookedTimes =
    service.provider_user_id && isValidDate(date) ? await findBookedTimes(service.provider_user_id, date) : new Set<string>();
  const context = { availability: service.availability, timeZone: service.timeZone, now, bookedTimes };
  return { context, ...slotsForDate(date, context) };
}

/** A provider's bookings: upcoming first (soonest first), then the most recent past ones. */
export async function listProviderBookings(providerUserId: string, today: string, limit = 50) {
  const base = getDb()
    .selectFrom("bookings as b")
    .select([
      "b.id",
      "b.service_type",
      "b.customer_name",
      "b.customer_email",
      "b.customer_phone",
      "b.service_address",
      "b.preferred_date",
      "b.preferred_time",
      "b.status",
      "b.special_requests",
    ])
    .where("b.provider_user_id", "=", providerUserId);
  const [upcoming, past] = await Promise.all([
    base.where("b.preferred_date", ">=", today).orderBy("b.preferred_date").orderBy("b.preferred_time").limit(limit).execute(),
    base.where("b.preferred_date", "<", today).orderBy("b.preferred_date", "desc").orderBy("b.preferred_time", "desc").limit(limit).execute(),
  ]);
  return { upcoming, past };
}
