import { CONTACT_KIND_OF_TEXT } from "~/domain/accounts/contact-preferences";
import { isContactStopped } from "~/models/contact-preferences.server";
import { firstNameAndInitial } from "~/domain/forms/fields";
import { OUTBOX_NOTE_REASONS } from "~/domain/statuses";
import type { ConsentSubject, TextKind, TextWhen } from "~/domain/texts/text-kinds";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { customerTexts } from "~/locales/texts";
import {
  CONSENT_WORDINGS,
  customerConsentVersion,
  type CustomerConsentKind,
  NEEDS_NO_YES,
  QUESTION_WAITS_HOURS,
  TEXT_REASONS,
  textSendTime,
  toE164,
  type ConsentVersion,
} from "~/domain/texts/texts";
import { bookingZoneLabel, FALLBACK_TIME_ZONE } from "~/domain/time";
import type { Executor } from "~/lib/db.server";
import { publicOrigin, type ConsentContext } from "~/lib/http.server";
import { bookingPath } from "~/lib/signed-links.server";
import { textsEnabled } from "~/lib/sms-transport.server";
import type { BookingDetails } from "~/models/booking.server";
import {
  claimQuestion,
  createShortLink,
  enqueueText,
  getConsent,
  insertConsent,
  markConsentAsked,
  nextConsentToAsk,
  numberState,
  withdrawQueuedTexts,
} from "~/models/text.server";

/**
 * Texts are queued in the transaction of the change they tell of (decision 0034): only to a number
 * whose consent is on record and confirmed by its YES (0039; until then they wait as held), outside
 * quiet hours unless urgent. With texts off, each is recorded as not sent and the e-mails carry
 * everything.
 */

/**
 * A form's box ticked for texts with a number that cannot take them: the phone field's message.
 * Checked on the server whatever the browser did.
 */
export function textConsentRefusal(form: { customer_phone: string; text_consent?: string }): Record<string, string[]> | null {
  if (form.text_consent !== "on" || toE164(form.customer_phone)) return null;
  return { customer_phone: [TEXT_REASONS.phoneForTexts] };
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
  kind: CustomerConsentKind = "booking",
): Promise<string | null> {
  if (form.text_consent !== "on" || !context) return null;
  return recordConsent(trx, { phone: form.customer_phone, version: customerConsentVersion(kind, context.language), context, now });
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
    language: input.context.language,
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
    /** The recipient's zone and the moment, for the question a consent not yet confirmed asks (out of the quiet hours). */
    ask?: { timeZone: string; now: Date };
  },
) {
  const enabled = textsEnabled();
  const consent = enabled && text.consentId && !NEEDS_NO_YES.has(text.kind) ? await getConsent(text.consentId, trx) : undefined;
  const waitsForYes = Boolean(consent && !consent.confirmed_at);
  const id = await enqueueText(trx, {
    to_phone: text.to,
    body: text.body,
    kind: text.kind,
    consent_id: text.consentId,
    booking_id: text.bookingId ?? null,
    business_name: text.businessName ?? null,
    fallback_email: text.fallbackEmail ?? null,
    status: !enabled ? "off" : waitsForYes ? "held" : "queued",
    ...(enabled ? {} : { last_error: OUTBOX_NOTE_REASONS.textsOff }),
    ...(enabled && text.sendAfter ? { sendAfter: text.sendAfter } : {}),
  });
  if (consent && waitsForYes) {
    const ask = text.ask ?? { timeZone: FALLBACK_TIME_ZONE, now: new Date() };
    await askForYes(
      trx,
      { id: consent.id, phone: consent.phone, language: consent.language },
      subjectOf(consent.user_id, text.kind, text.businessName ?? null, text.bookingId ?? null),
      { ...ask, bookingId: text.bookingId ?? null },
    );
  }
  return id;
}

/** What a consent is about, from the first text that waits for it. */
function subjectOf(userId: string | null, kind: string, business: string | null, bookingId: string | null): ConsentSubject {
  if (userId) return { kind: "alerts" };
  if (kind === "new_quote" || (kind === "message" && !bookingId) || !business) return { kind: "request" };
  if (kind === "waitlist_offer") return { kind: "waitlist", business };
  return { kind: "booking", business };
}

/**
 * Asks `phone` whether it wants the texts of this consent, unless it was asked already or
 * another consent's question waits for the number's answer (it is asked after that one). A
 * question left unanswered for a day gives its turn up: its texts are withdrawn.
 */
export async function askForYes(
  trx: Executor,
  consent: { id: string; phone: string; language: Language },
  about: ConsentSubject,
  at: { timeZone: string; now: Date; bookingId?: string | null },
) {
  const waiting = await numberState(consent.phone, trx);
  // A number that said STOP is asked nothing: its texts wait, and it is asked once it says START.
  if (waiting.optedOut) return;
  const since = new Date(at.now.getTime() - QUESTION_WAITS_HOURS * 3_600_000);
  if (!(await claimQuestion(trx, consent.phone, consent.id, at.now, since))) return;
  if (waiting.pendingConsentId && waiting.pendingConsentId !== consent.id)
    await withdrawQueuedTexts(trx, { consentId: waiting.pendingConsentId }, OUTBOX_NOTE_REASONS.noYes, at.now);
  if (!(await markConsentAsked(trx, consent.id, at.now))) return;
  await queueText(trx, {
    to: consent.phone,
    body: customerTexts(consent.language).confirmQuestion(about),
    kind: "confirm_question",
    consentId: consent.id,
    // The booking it is about, so HELP can name the business and its number.
    bookingId: at.bookingId ?? null,
    businessName: about.kind === "booking" || about.kind === "waitlist" ? about.business : null,
    sendAfter: textSendTime(at.now, at.timeZone, { urgent: false }),
  });
}

/** The number answered its question (or left): the next consent whose texts wait for it is asked. */
export async function askNextQuestion(trx: Executor, phone: string, now: Date) {
  const next = await nextConsentToAsk(trx, phone);
  if (!next) return;
  await askForYes(
    trx,
    { id: next.id, phone, language: next.language },
    subjectOf(next.user_id, next.kind, next.business_name, next.booking_id),
    {
      timeZone: next.time_zone ?? FALLBACK_TIME_ZONE,
      now,
      bookingId: next.booking_id,
    },
  );
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
  // A kind the customer stopped by text (decision 0054) is not queued; the fallback address is theirs.
  const contactKind = CONTACT_KIND_OF_TEXT[input.kind];
  if (contactKind && input.fallbackEmail && (await isContactStopped(trx, input.fallbackEmail, contactKind, "text"))) return;
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
    ask: { timeZone: input.timeZone, now: input.now },
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
    path: options.path ?? bookingPath(booking.id, booking.language),
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
export async function textNewJob(trx: Executor, booking: BookingDetails, now: Date) {
  const member = booking.assigned_user_id && booking.member_email;
  const phone = member ? booking.member_text_phone : booking.provider_text_phone;
  const consentId = member ? booking.member_text_consent_id : booking.provider_text_consent_id;
  if (!phone || !consentId) return;
  const link = `${publicOrigin()}${member ? "/team" : "/provider/bookings"}`;
  await queueText(trx, {
    to: phone,
    body: customerTexts((member ? booking.member_language : booking.provider_language) ?? DEFAULT_LANGUAGE).newJob({
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
    ask: { timeZone: booking.time_zone, now },
  });
}
