import { firstNameOf } from "~/domain/team/team";
import type { BookingEmailData } from "~/locales/email-layout";
import { DEFAULT_LANGUAGE } from "~/domain/language";
import { confirmationEmailFor, memberJobEmailFor, providerNoticeEmailFor, reminderEmailFor } from "~/locales/booking-emails";
import { timeZoneAbbreviation } from "~/domain/time";
import { isUuid } from "~/domain/uuid";
import type { Executor } from "~/lib/db.server";
import { bookingPath } from "~/lib/signed-links.server";
import { getBookingDetails, type BookingDetails } from "~/models/booking.server";
import { enqueueEmail, withdrawQueuedEmails } from "~/models/email-outbox.server";
import { customerTexts } from "~/locales/texts";
import { textBookingCustomer, textNewJob, textWhenOf, withdrawBookingTexts } from "./texts.server";
import { getQuote, settleRequestQuotes } from "~/models/quote-request.server";
import { quoteNotChosenEmail } from "~/locales/en/quote-emails";
import { seriesBookedEmailsFor } from "~/locales/series-emails";
import { firstNameAndInitial } from "~/domain/forms/fields";

/** What every e-mail about a booking says of it, and the e-mails that announce a confirmed booking. */

export const REMINDER_KIND = "booking_reminder";
const REMINDER_LEAD_MS = 24 * 3_600_000;

export function emailDataOf(booking: BookingDetails, origin: string): BookingEmailData {
  return {
    id: booking.id,
    reference: booking.reference,
    customer_name: booking.customer_name,
    customer_email: booking.customer_email,
    customer_phone: booking.customer_phone,
    service_type: booking.service_type,
    service_address: booking.service_address,
    preferred_date: booking.preferred_date,
    preferred_time: booking.preferred_time,
    duration_minutes: booking.duration_minutes,
    coordinates:
      booking.service_lat !== null && booking.service_lng !== null ? { lat: booking.service_lat, lng: booking.service_lng } : null,
    special_requests: booking.special_requests,
    businessName: booking.business_name ?? "Your provider",
    providerEmail: booking.provider_email ?? "",
    providerPhone: booking.provider_phone ?? "",
    timeZoneLabel: timeZoneAbbreviation(new Date(booking.starts_at), booking.time_zone),
    manageUrl: `${origin}${bookingPath(booking.id, booking.language)}`,
    series:
      booking.series_index !== null && booking.series_size !== null
        ? { index: booking.series_index, of: booking.series_size, intervalWeeks: booking.series_interval_weeks ?? 1 }
        : null,
    member: booking.member_name ? firstNameOf(booking.member_name) : null,
    owner: booking.owner_name ? firstNameOf(booking.owner_name) : null,
    memberPhotoUrl: booking.member_photo_url ? `${origin}${booking.member_photo_url}` : null,
    language: booking.language,
    providerLanguage: booking.provider_language ?? DEFAULT_LANGUAGE,
  };
}

/** The customer's reminder, due 24 hours before the job (none when that moment has passed); by text too, out of the quiet hours. */
export async function queueReminder(trx: Executor, booking: BookingDetails, data: BookingEmailData, now: Date) {
  const sendAfter = new Date(new Date(booking.starts_at).getTime() - REMINDER_LEAD_MS);
  if (sendAfter <= now) return;
  await enqueueEmail(trx, reminderEmailFor(data), { sendAfter, bookingId: booking.id });
  await textBookingCustomer(
    trx,
    booking,
    "booking_reminder",
    (link) =>
      customerTexts(booking.language).reminder({
        business: data.businessName,
        service: booking.service_type,
        when: textWhenOf(booking),
        link,
      }),
    { now, sendAfter },
  );
}

/** A booking's reminders not sent yet are withdrawn (it was cancelled, moved or ended): never sent, kept in the outboxes with the reason. */
export async function withdrawReminder(trx: Executor, bookingId: string, reason: string, now: Date) {
  await withdrawQueuedEmails(trx, bookingId, REMINDER_KIND, reason);
  await withdrawBookingTexts(trx, bookingId, ["booking_reminder"], reason, now);
}

/** A booking ended (cancelled, a no-show): what its texts not sent yet say of its time (its reminder, a move) no longer holds. */
export async function withdrawTimeTexts(trx: Executor, bookingId: string, reason: string, now: Date) {
  await withdrawReminder(trx, bookingId, reason, now);
  await withdrawBookingTexts(trx, bookingId, ["booking_moved"], reason, now);
}

/** The booking as it stands inside the transaction that changed it. */
export async function reread(trx: Executor, id: string): Promise<BookingDetails> {
  const booking = await getBookingDetails(id, trx);
  if (!booking) throw new Error(`Booking ${id} vanished inside its own transaction`);
  return booking;
}

/**
 * A confirmed booking's e-mails: the customer's confirmation, the provider's notice and the
 * reminder due 24 hours before. Sent at booking, or when its payment is confirmed.
 */
export async function announceBooking(trx: Executor, booking: BookingDetails, options: { origin: string; now: Date }) {
  const bookingId = booking.id;
  const data = emailDataOf(booking, options.origin);
  // Spec: the confirmation goes out only for a booking whose id is a valid UUID.
  if (isUuid(bookingId)) await enqueueEmail(trx, confirmationEmailFor(data), { bookingId });
  await enqueueEmail(trx, providerNoticeEmailFor(data), { bookingId });
  // The customer just booked (or paid): their text goes at once, whatever the hour.
  await textBookingCustomer(
    trx,
    booking,
    "booking_confirmation",
    (link) =>
      customerTexts(booking.language).confirmation({
        business: data.businessName,
        service: booking.service_type,
        when: textWhenOf(booking),
        link,
      }),
    { now: options.now, urgent: true },
  );
  await textNewJob(trx, booking, options.now);
  await tellMember(trx, booking, data, options.origin);
  await queueReminder(trx, booking, data, options.now);
  if (booking.quote_id) await closeOtherQuotes(trx, booking, booking.quote_id, options.now);
}

/** The team member a job is given to hears of it (decision 0032); a provider's own job needs no second e-mail. */
export async function tellMember(trx: Executor, booking: BookingDetails, data: BookingEmailData, origin: string) {
  if (booking.member_email)
    await enqueueEmail(
      trx,
      memberJobEmailFor(data, {
        email: booking.member_email,
        jobsUrl: `${origin}/team`,
        language: booking.member_language ?? DEFAULT_LANGUAGE,
      }),
      { bookingId: booking.id },
    );
}

/**
 * A booking made from a quote is confirmed: its quote is accepted, and the request's other
 * quotes close, their providers thanked by e-mail.
 */
async function closeOtherQuotes(trx: Executor, booking: BookingDetails, quoteId: string, now: Date) {
  const quote = await getQuote(quoteId, trx);
  if (!quote) return;
  const closed = await settleRequestQuotes(trx, { requestId: quote.request_id, acceptedQuoteId: quoteId, at: now.toISOString() });
  for (const thread of closed) {
    if (!thread.email) continue;
    await enqueueEmail(
      trx,
      quoteNotChosenEmail({
        to: thread.email,
        customer: firstNameAndInitial(booking.customer_name),
        serviceName: thread.service_name ?? "your service",
      }),
    );
  }
}

/** A series is booked (at once, or once its card is saved): its dates e-mailed once to each side, and each visit's reminder queued. */
export async function announceSeries(trx: Executor, seated: readonly BookingDetails[], options: { origin: string; now: Date }) {
  const visits = [];
  for (const booking of seated) {
    const data = emailDataOf(booking, options.origin);
    await queueReminder(trx, booking, data, options.now);
    await tellMember(trx, booking, data, options.origin);
    visits.push({ booking, data });
  }
  const first = visits[0];
  if (!first) return;
  // One text for the series: its first visit's confirmation (each visit's reminder is queued above).
  await textBookingCustomer(
    trx,
    first.booking,
    "booking_confirmation",
    (link) =>
      customerTexts(first.booking.language).confirmation({
        business: first.data.businessName,
        service: first.booking.service_type,
        when: textWhenOf(first.booking),
        link,
      }),
    { now: options.now, urgent: true },
  );
  const lines = visits.map(({ booking, data }) => ({ index: booking.series_index ?? 0, reference: booking.reference, when: data }));
  for (const email of seriesBookedEmailsFor(first.data, { intervalWeeks: first.booking.series_interval_weeks ?? 1, visits: lines })) {
    if (email.to) await enqueueEmail(trx, email, { bookingId: first.booking.id });
  }
}
