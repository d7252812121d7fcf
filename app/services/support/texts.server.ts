import { firstNameAndInitial } from "~/domain/fields";
import type { TextKind, TextWhen } from "~/domain/texts/text-templates";
import { providerNewBookingText } from "~/domain/texts/text-templates";
import {
  CONSENT_WORDINGS,
  CUSTOMER_CONSENT,
  TEXT_MESSAGES,
  TEXT_NOT_SENT,
  textSendTime,
  toE164,
  type ConsentVersion,
} from "~/domain/texts/texts";
import { bookingZoneLabel } from "~/domain/time";
import type { Executor } from "~/lib/db.server";
import { publicOrigin, type ConsentContext } from "~/lib/http.server";
import { bookingPath } from "~/lib/signed-links.server";
import { textsEnabled } from "~/lib/sms-transport.server";
import type { BookingDetails } from "~/models/booking.server";
import { createShortLink, enqueueText, getConsent, insertConsent, withdrawQueuedTexts } from "~/models/text.server";

/**
 * Queuing texts (decision 0034), in the transaction of the change they tell of, beside its
 * e-mails: only to a number whose consent is on record, with a short link to the signed page,
 * due outside the recipient's quiet hours unless urgent. Texts off (no Twilio settings), each is
 * recorded as not sent and the e-mails carry everything, as before.
 */

/**
 * A form's box ticked for texts with a number that cannot take them: the phone field's message.
 * Checked on the server whatever the browser did.
 */
export function textConsentRefusal(form: { customer_phone: string; text_consent?: string }): Record<string, string[]> | null {
  if (form.text_consent !== "on" || toE164(form.customer_phone)) return null;
  return { customer_phone: [TEXT_MESSAGES.phoneForTexts] };
}

/**
 * The consent a form carried, recorded in the transaction that saves what it made: null when
 * the box was not ticked (or no context was given).
 */
export async function consentOfForm(
  trx: Executor,
  form: { customer_phone: string; text_consent?: string },
  context: ConsentContext | null | undefined,
  now: Date,
): Promise<string | null> {
  if (form.text_consent !== "on" || !context) return null;
  return recordConsent(trx, { phone: form.customer_phone, version: CUSTOMER_CONSENT, context, now });
}

/** Records the words a person ticked for `phone`; null when the number is no US number (the form said so first). */
export async function recordConsent(
  trx: Executor,
  input: { phone: string; version: ConsentVersion; context: ConsentContext; now: Date; userId?: string },
): Promise<string | null> {
  const phone = toE164(input.phone);
  if (!phone) return null;
  return insertConsent(trx, {
    phone,
    version: input.version,
    wording: CONSENT_WORDINGS[input.version],
    page: input.context.page,
    ip: input.context.ip,
    userAgent: input.context.userAgent,
    at: input.now,
    userId: input.userId,
  });
}

/** A short signed link for a text: `/b/…`, opening the signed path. */
export async function shortLink(trx: Executor, path: string): Promise<string> {
  return `${publicOrigin()}/b/${await createShortLink(trx, path)}`;
}

export async function queueText(
  trx: Executor,
  text: {
    to: string;
    body: string;
    kind: TextKind;
    consentId: string | null;
    bookingId?: string | null;
    businessName?: string | null;
    fallbackEmail?: string | null;
    sendAfter?: Date;
  },
) {
  const enabled = textsEnabled();
  return enqueueText(trx, {
    to_phone: text.to,
    body: text.body,
    kind: text.kind,
    consent_id: text.consentId,
    booking_id: text.bookingId ?? null,
    business_name: text.businessName ?? null,
    fallback_email: text.fallbackEmail ?? null,
    status: enabled ? "queued" : "off",
    ...(enabled ? {} : { last_error: TEXT_NOT_SENT.off }),
    ...(enabled && text.sendAfter ? { sendAfter: text.sendAfter } : {}),
  });
}

/** A booking's time in a text's words. */
export function textWhenOf(booking: Pick<BookingDetails, "preferred_date" | "preferred_time" | "starts_at" | "time_zone">): TextWhen {
  return { date: booking.preferred_date, time: booking.preferred_time, zone: bookingZoneLabel(booking) };
}

/**
 * A text to whoever gave `consentId` (a booking's, a request's or a waitlist entry's customer):
 * `build` gets the short link to `path`. Due at `sendAfter` (or now), moved out of the quiet hours
 * in `timeZone` unless urgent. Nothing without a consent.
 */
export async function textConsenting(
  trx: Executor,
  input: {
    consentId: string | null;
    /** The consent's number when the caller read it with its row (a booking's), else it is read here. */
    phone?: string | null;
    kind: TextKind;
    path: string;
    build: (link: string) => string;
    timeZone: string;
    businessName: string | null;
    fallbackEmail: string | null;
    bookingId?: string | null;
    now: Date;
    urgent?: boolean;
    sendAfter?: Date;
  },
) {
  if (!input.consentId) return;
  const phone = input.phone ?? (await getConsent(input.consentId, trx))?.phone;
  if (!phone) return;
  const link = await shortLink(trx, input.path);
  await queueText(trx, {
    to: phone,
    body: input.build(link),
    kind: input.kind,
    consentId: input.consentId,
    bookingId: input.bookingId ?? null,
    businessName: input.businessName,
    fallbackEmail: input.fallbackEmail,
    sendAfter: textSendTime(input.sendAfter ?? input.now, input.timeZone, { urgent: input.urgent ?? false }),
  });
}

/** A text to the booking's customer when they agreed to texts with it, linking to its page (or `path`). */
export async function textBookingCustomer(
  trx: Executor,
  booking: BookingDetails,
  kind: TextKind,
  build: (link: string) => string,
  options: { now: Date; urgent?: boolean; sendAfter?: Date; path?: string },
) {
  if (!booking.text_consent_id || !booking.customer_text_phone) return;
  await textConsenting(trx, {
    consentId: booking.text_consent_id,
    phone: booking.customer_text_phone,
    kind,
    path: options.path ?? bookingPath(booking.id),
    build,
    timeZone: booking.time_zone,
    businessName: booking.business_name,
    fallbackEmail: booking.customer_email,
    bookingId: booking.id,
    now: options.now,
    urgent: options.urgent,
    sendAfter: options.sendAfter,
  });
}

/** Withdraws a booking's queued texts of these kinds (a reminder of a job cancelled or moved). */
export async function withdrawBookingTexts(trx: Executor, bookingId: string, kinds: readonly TextKind[], reason: string, now: Date) {
  await withdrawQueuedTexts(trx, { bookingId, kinds }, reason, now);
}

/**
 * The person doing a new job hears of it by text when they asked for alerts: the team member it
 * is given to, else the provider. Sent at once (a new job is worth knowing of), their own portal link.
 */
export async function textNewJob(trx: Executor, booking: BookingDetails) {
  const member = booking.assigned_user_id && booking.member_email;
  const phone = member ? booking.member_text_phone : booking.provider_text_phone;
  const consentId = member ? booking.member_text_consent_id : booking.provider_text_consent_id;
  if (!phone || !consentId) return;
  const link = `${publicOrigin()}${member ? "/team" : "/provider/bookings"}`;
  await queueText(trx, {
    to: phone,
    body: providerNewBookingText({
      customer: firstNameAndInitial(booking.customer_name),
      service: booking.service_type,
      when: textWhenOf(booking),
      link,
    }),
    kind: "provider_new_booking",
    consentId,
    bookingId: booking.id,
    businessName: booking.business_name,
    fallbackEmail: member ? booking.member_email : booking.provider_email,
  });
}
