import { firstNameOf } from "~/domain/team/team";
import { OUTBOX_NOTE_REASONS } from "~/domain/statuses";
import { mapSearchUrl } from "~/domain/places/maps";
import { cancellationRefusal, isLive, rescheduleRefusal, timelineText } from "~/domain/booking/booking-lifecycle";
import { buildIcs } from "~/domain/booking/ics";
import { NOT_FOUND_REASONS, type Outcome, type Refusal, refuse } from "~/domain/outcome";
import { isDayOff } from "~/domain/schedule/schedule";
import { BOOKING_WINDOW_DAYS, SLOT_REASONS } from "~/domain/schedule/slots";
import { addDaysToDate, bookingZoneLabel, isValidDate, localClock } from "~/domain/time";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { newMessagesIn, quoteViewIn } from "~/locales/quote-answers";
import { freeDayLabelIn } from "~/locales/booking";
import { appointmentIn, instantIn } from "~/locales/dates";
import { durationIn } from "~/locales/clock";
import { bookingEventTextIn, calendarTitleIn } from "~/locales/calendar";
import { isUuid } from "~/domain/uuid";
import { getEnv } from "~/lib/env.server";
import { publicOrigin } from "~/lib/http.server";
import { bookingPath, threadPath, type BookingLink } from "~/lib/signed-links.server";
import { findBookingThread } from "~/models/thread.server";
import { findSeriesThread } from "~/models/series.server";
import { listTimeOff } from "~/models/provider-schedule.server";
import { SERIES_WINDOW_DAYS } from "~/domain/series/series";
import { cancelFollowing, moveFollowing, seriesCalendar, seriesSection } from "./series-changes.server";
import { getQuote } from "~/models/quote-request.server";
import { listBookingHistory } from "~/models/audit.server";
import { clearBookingTextConsent, getBookingDetails, type BookingDetails } from "~/models/booking.server";
import { getActiveService, getListedService } from "~/models/service.server";
import { getConsent, withdrawQueuedTexts } from "~/models/text.server";
import { TEXT_KINDS } from "~/domain/texts/text-kinds";
import { inTransaction } from "~/services/support/transaction.server";
import { nationalOf } from "~/domain/texts/texts";
import { textsEnabled } from "~/lib/sms-transport.server";
import { customerPlace, freeDaysForService, slotsForService, type SlotsForDate } from "./availability.server";
import { placeOf, type LatLng } from "~/domain/places/geo";
import { cancelBookingAsCustomer, rescheduleBooking } from "./booking.server";
import type { Owned } from "~/services/support/access.server";
import { orFailure } from "~/services/support/failure.server";
import { customerMoneyOf } from "~/services/payments/index.server";

/**
 * What a customer does through their booking's signed link: read its page, add it to a
 * calendar, move it or cancel it. Each takes the link the gate opened
 * (app/lib/signed-links.server.ts), never a bare id.
 */

const CHANGE_FAILED = "We could not change your booking. Please try again.";

/** The picker's times for moving a booking: its own time counts as free, its own length applies. */
async function moveSlots(booking: BookingDetails, date: string, now: Date, language: Language = DEFAULT_LANGUAGE) {
  const service = booking.service_id ? await getActiveService(booking.service_id) : undefined;
  if (!service) return null;
  // A visit of a series may move as far ahead as its series reaches.
  const windowDays = booking.series_id ? SERIES_WINDOW_DAYS : BOOKING_WINDOW_DAYS;
  const place = placeOf(booking.service_lat, booking.service_lng);
  const slots = await slotsForService(service, date, now, {
    exceptBookingId: booking.id,
    durationMinutes: booking.duration_minutes,
    windowDays,
    place,
  });
  const today = localClock(now, service.timeZone).date;
  const free = await freeDaysForService(service, now, { exceptBookingId: booking.id, durationMinutes: booking.duration_minutes, place });
  return {
    serviceId: service.id,
    minDate: today,
    maxDate: addDaysToDate(today, windowDays),
    initial: slots,
    freeDays: free.map((day) => ({ date: day.date, label: freeDayLabelIn(language, day) })),
  };
}

/** The number the booking's texts wait on for its YES (national format), or null when none wait. */
/**
 * Whether this booking's texts are on (after the number's YES, decision 0039), waiting for that
 * YES, or off; null where Porchlight sends no texts, or the booking is over.
 */
async function bookingTexts(booking: BookingDetails): Promise<{ state: "on" | "waiting" | "off"; phone: string | null } | null> {
  if (!textsEnabled() || !isLive(booking.status)) return null;
  const consent = booking.text_consent_id ? await getConsent(booking.text_consent_id) : undefined;
  if (!consent) return { state: "off", phone: null };
  return { state: consent.confirmed_at ? "on" : "waiting", phone: nationalOf(consent.phone) };
}

/** The customer stops this booking's texts from its page: none is sent for it again, nor queued. */
export async function stopTextsFromLink(link: BookingLink, now: Date): Promise<Outcome> {
  return orFailure({ message: CHANGE_FAILED, log: "stopping a booking's texts failed", details: { bookingId: link.bookingId } }, () =>
    inTransaction(async (trx) => {
      await clearBookingTextConsent(trx, link.bookingId);
      await withdrawQueuedTexts(trx, { bookingId: link.bookingId, kinds: TEXT_KINDS }, OUTBOX_NOTE_REASONS.customerStoppedTexts, now);
      return { ok: true };
    }),
  );
}

/** The booking's page: its details and history, what the customer may still do, and (asked for) the times to move to. */
export async function bookingPage(link: BookingLink, options: { move: { date: string | null } | null; now: Date; language?: Language }) {
  const { now, language = DEFAULT_LANGUAGE } = options;
  const booking = await getBookingDetails(link.bookingId);
  if (!booking) return undefined;
  const cancelRefusal = cancellationRefusal(booking, now);
  const moveRefusal = rescheduleRefusal(booking, now, getEnv().RESCHEDULE_NOTICE_HOURS);
  const wantsMove = options.move !== null && moveRefusal === null;
  const [history, money, thread, quote, series, away, texts] = await Promise.all([
    listBookingHistory(booking.id),
    customerMoneyOf(booking, link, { now, canCancel: cancelRefusal === null, language }),
    // A series has one conversation: its first visit's.
    findBookingThread(booking.id).then((found) => found ?? (booking.series_id ? findSeriesThread(booking.series_id) : null)),
    booking.quote_id ? getQuote(booking.quote_id) : undefined,
    seriesSection(booking, language),
    providerAwayOn(booking),
    bookingTexts(booking),
  ]);
  return {
    ...money,
    booking: {
      id: booking.id,
      reference: booking.reference,
      status: booking.status,
      serviceType: booking.service_type,
      businessName: booking.business_name,
      ownerName: booking.owner_name,
      // Who of the provider's team is coming (decision 0032); none when the provider comes themselves.
      member: booking.member_name ? { name: firstNameOf(booking.member_name), photoUrl: booking.member_photo_url } : null,
      providerPhone: booking.provider_phone,
      providerEmail: booking.provider_email,
      when: appointmentIn(language, { ...booking, timeZoneLabel: bookingZoneLabel(booking) }),
      length: durationIn(language, booking.duration_minutes),
      address: booking.service_address,
      mapHref: mapSearchUrl(booking),
      specialRequests: booking.special_requests,
      cancellationReason: booking.cancelled_by && booking.cancelled_by !== "customer" ? booking.cancellation_reason : null,
      customer: { name: booking.customer_name, email: booking.customer_email, phone: booking.customer_phone },
      // A booking made from a quote carries its lines and total.
      quote: quote ? quoteViewIn(language, quote) : null,
      messagesHref: thread ? threadPath(thread.id, language) : null,
      unreadMessages: thread && thread.customer_unread > 0 ? newMessagesIn(language, thread.customer_unread) : null,
      // Texts about it: on, off, or waiting for the number's YES (decision 0039), which the page says where to answer.
      texts,
    },
    history: history.flatMap((event) => {
      const text = timelineText(event);
      return text ? [{ id: event.id, text, at: instantIn(language, new Date(event.at), booking.time_zone) }] : [];
    }),
    series,
    // The provider added a day off over this visit: the customer is asked to move it.
    providerAway: away && isLive(booking.status),
    canCancel: cancelRefusal === null,
    cancelNote: booking.status === "cancelled" ? null : cancelRefusal,
    canMove: moveRefusal === null,
    moveNote: moveRefusal && cancelRefusal === null ? moveRefusal : null,
    move: wantsMove ? await moveSlots(booking, options.move?.date || booking.preferred_date, now, language) : null,
  };
}

/**
 * The booking as an iCalendar file in the service's own zone, as long as the job is. Its UID
 * never changes; SEQUENCE rises with every move or cancellation, so calendars update the event.
 */
export async function bookingCalendar(link: BookingLink, now: Date): Promise<string | undefined> {
  const booking = await getBookingDetails(link.bookingId);
  if (!booking) return undefined;
  // A visit of a series: the whole series, as one event with its rule, exceptions and overrides.
  if (booking.series_id) return seriesCalendar(booking, now);
  const manageUrl = `${publicOrigin()}${bookingPath(booking.id, booking.language)}`;
  return buildIcs({
    uid: `${booking.id}@porchlight`,
    sequence: booking.sequence,
    date: booking.preferred_date,
    time: booking.preferred_time,
    durationMinutes: booking.duration_minutes,
    timeZone: booking.time_zone,
    summary: calendarTitleIn(booking.language, booking),
    description: bookingEventTextIn(booking.language, booking, manageUrl),
    location: booking.service_address,
    url: manageUrl,
    stamp: now,
    cancelled: booking.status === "cancelled" || booking.status === "expired",
  });
}

/** The customer cancels through their link. */
export function cancelFromLink(link: BookingLink, now: Date): Promise<Outcome> {
  return orFailure({ message: CHANGE_FAILED, log: "booking change failed", details: { bookingId: link.bookingId, intent: "cancel" } }, () =>
    cancelBookingAsCustomer({ link, origin: publicOrigin(), now }),
  );
}

/** A move that was refused comes back with the times of the date the customer chose. */
export type RefusedMove = Refusal & { slots: SlotsForDate | null };

/** The customer moves their booking through their link to another start of the same service. */
export async function moveFromLink(link: BookingLink, to: { date: string; time: string }, now: Date): Promise<{ ok: true } | RefusedMove> {
  const outcome = await orFailure(
    { message: CHANGE_FAILED, log: "booking change failed", details: { bookingId: link.bookingId, intent: "reschedule" } },
    () => rescheduleBooking({ link, date: to.date, time: to.time, origin: publicOrigin(), now }),
  );
  if (outcome.ok) return outcome;
  const booking = await getBookingDetails(link.bookingId);
  const slots = booking ? await moveSlots(booking, to.date, now) : null;
  return { ...outcome, slots: slots?.initial ?? null };
}

/**
 * The times of one date for the pickers' fetcher. With a booking's link, the times that
 * booking could move to: its own time counts as free and its own length applies.
 */
export async function pickerSlots(input: {
  serviceId: string | null;
  date: string;
  /** A booking being moved: opened by its link, or found the signed-in business's. */
  moving: { bookingId: string } | null;
  /** The team member the customer chose on the booking form (decision 0032). */
  member?: string | null;
  /** The customer's zip: a new job's times are judged for a job there (issue 58). */
  zip?: string | null;
  now: Date;
}): Promise<Outcome<{ slots: SlotsForDate }>> {
  // A new booking's times only for a tile customers may book now (decision 0035); a booking already made may still move.
  const service = !isUuid(input.serviceId)
    ? undefined
    : input.moving
      ? await getActiveService(input.serviceId)
      : await getListedService(input.serviceId, input.now);
  if (!service) return refuse(404, NOT_FOUND_REASONS.serviceClosed);
  if (!isValidDate(input.date)) return refuse(400, input.date ? SLOT_REASONS.dateInvalid : SLOT_REASONS.dateRequired);
  let moving: { exceptBookingId: string; durationMinutes: number; windowDays?: number; place: LatLng | null } | undefined;
  if (input.moving) {
    const booking = await getBookingDetails(input.moving.bookingId);
    if (!booking || booking.service_id !== service.id) return refuse(404, NOT_FOUND_REASONS.booking);
    moving = {
      exceptBookingId: booking.id,
      durationMinutes: booking.duration_minutes,
      windowDays: booking.series_id ? SERIES_WINDOW_DAYS : undefined,
      place: placeOf(booking.service_lat, booking.service_lng),
    };
  }
  const member = isUuid(input.member) ? input.member : null;
  const place = (await customerPlace(input.zip))?.place ?? null;
  return { ok: true, slots: await slotsForService(service, input.date, input.now, moving ?? { member, place }) };
}

/** Whether the provider is away on the booking's date (a day off added after it was booked). */
async function providerAwayOn(booking: BookingDetails): Promise<boolean> {
  if (!booking.provider_user_id) return false;
  const timeOff = await listTimeOff([booking.provider_user_id], { fromDate: booking.preferred_date, toDate: booking.preferred_date });
  return isDayOff(booking.preferred_date, timeOff.get(booking.provider_user_id) ?? []);
}

/** The customer cancels this visit and every later one of its series. */
export function cancelFollowingFromLink(link: BookingLink, now: Date): Promise<Outcome<{ count: number }>> {
  return cancelFollowing({ scope: link, reason: null, now });
}

/** The customer moves this visit and every later one of its series by the same days, to the same time. */
export async function moveFollowingFromLink(
  link: BookingLink,
  to: { date: string; time: string },
  now: Date,
): Promise<{ ok: true; count: number } | RefusedMove> {
  const outcome = await moveFollowing({ scope: link, date: to.date, time: to.time, now });
  if (outcome.ok) return outcome;
  const booking = await getBookingDetails(link.bookingId);
  const slots = booking ? await moveSlots(booking, to.date, now) : null;
  return { ...outcome, slots: slots?.initial ?? null };
}

/** The move page of the portal (a provider's booking) or of an admin: the booking and the times it could move to. */
export async function businessMovePage(owned: Owned<"booking">, options: { date: string | null; now: Date; language?: Language }) {
  const booking = await getBookingDetails(owned.id);
  if (!booking) return undefined;
  const refusal = rescheduleRefusal(booking, options.now, 0);
  return {
    booking: {
      id: booking.id,
      reference: booking.reference,
      customerName: booking.customer_name,
      serviceType: booking.service_type,
      when: appointmentIn(options.language ?? DEFAULT_LANGUAGE, { ...booking, timeZoneLabel: bookingZoneLabel(booking) }),
      inSeries: booking.series_id !== null,
    },
    refusal,
    move: refusal ? null : await moveSlots(booking, options.date || booking.preferred_date, options.now, options.language),
  };
}

/** A provider (or an admin) moves a booking, or a visit and every later one of its series. */
export async function moveAsBusiness(
  owned: Owned<"booking">,
  to: { date: string; time: string; following: boolean },
  now: Date,
): Promise<{ ok: true; count: number } | RefusedMove> {
  const outcome = to.following
    ? await moveFollowing({ scope: owned, date: to.date, time: to.time, now })
    : await orFailure(
        { message: CHANGE_FAILED, log: "booking change failed", details: { bookingId: owned.id, intent: "reschedule" } },
        () => rescheduleBooking({ owned, date: to.date, time: to.time, origin: publicOrigin(), now }),
      );
  if (outcome.ok) return { ok: true, count: "count" in outcome ? (outcome.count as number) : 1 };
  const booking = await getBookingDetails(owned.id);
  const slots = booking ? await moveSlots(booking, to.date, now) : null;
  return { ...outcome, slots: slots?.initial ?? null };
}

/** Why a refused picker request shows no times (the picker prints it). */
export function noSlots(date: string, refusal: Refusal): SlotsForDate {
  return { date, slots: [], message: refusal.message };
}
