import { BOOKING_REASONS } from "~/domain/booking/booking";
import { policyOf } from "~/domain/payments/online-payments";
import { NOT_FOUND_REASONS, type Outcome, type Refusal, refuse, refuseForm } from "~/domain/outcome";
import { isQuoteExpired, QUOTE_REASONS } from "~/domain/quotes/quotes";
import { BOOKING_WINDOW_DAYS, SLOT_REASONS } from "~/domain/schedule/slots";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { freeDayLabelIn } from "~/locales/booking";
import { cardWordsOf } from "~/locales/discovery";
import { policyWordsIn } from "~/locales/policy";
import { quoteViewIn } from "~/locales/quote-answers";
import { addDaysToDate, isValidDate, localClock } from "~/domain/time";
import { isUuid } from "~/domain/uuid";
import type { Executor } from "~/lib/db.server";
import { publicOrigin } from "~/lib/http.server";
import type { OneTimeSubmission } from "~/lib/submission-key.server";
import { madeBefore } from "~/services/support/submissions.server";
import { log } from "~/lib/logger.server";
import { bookingPath, type RequestLink } from "~/lib/signed-links.server";
import { onlinePaymentsEnabled } from "~/lib/stripe.server";
import { getQuote, getQuoteRequest, markRequestBooked, type QuoteRequestRow, type QuoteRow } from "~/models/quote-request.server";
import { getListedService, type ServiceCard } from "~/models/service.server";
import { freeDaysForService, slotsForService, type SlotsForDate } from "./availability.server";
import { bookService } from "./booking.server";
import { checkoutNewBooking } from "~/services/payments/index.server";
import { orFailure } from "~/services/support/failure.server";
import { takeBookingAttempt } from "~/services/support/limits.server";

/**
 * Accepting a quote (docs/decisions/0018): the provider's time picker (the one slot engine, with
 * the quote's job length), then a booking that carries the quote's lines and total. The request
 * is claimed inside the booking's transaction, so of two accepts only one books.
 */

type Acceptable = { request: QuoteRequestRow; quote: QuoteRow; service: ServiceCard };

/** Why a quote cannot be accepted now, or null. */
function acceptRefusal(request: QuoteRequestRow, quote: QuoteRow, service: ServiceCard | undefined, now: Date): Refusal | null {
  if (request.status === "booked") return refuse(409, QUOTE_REASONS.alreadyBooked);
  if (request.status !== "open" || quote.status !== "open" || quote.answer !== "quoted") return refuse(409, QUOTE_REASONS.quoteClosed);
  if (!service) return refuse(400, QUOTE_REASONS.serviceGone);
  if (isQuoteExpired(quote.valid_until, localClock(now, service.timeZone).date)) return refuse(410, QUOTE_REASONS.quoteExpired);
  return null;
}

/** The request's quote the link may accept, with its service; else the refusal. */
async function findAcceptable(link: RequestLink, quoteId: string, now: Date, executor?: Executor): Promise<Outcome<Acceptable>> {
  const request = await getQuoteRequest(link.requestId, executor);
  const quote = isUuid(quoteId) ? await getQuote(quoteId, executor) : undefined;
  if (!request || !quote || quote.request_id !== request.id) return refuse(404, NOT_FOUND_REASONS.quote);
  // A new booking: only while the tile is listed (its provider holds what it requires, decision 0035).
  const service = quote.service_id ? await getListedService(quote.service_id, now, executor) : undefined;
  return acceptRefusal(request, quote, service, now) ?? { ok: true, request, quote, service: service! };
}

function slotsFor(found: Acceptable, date: string, now: Date): Promise<SlotsForDate> {
  return slotsForService(found.service, date, now, { durationMinutes: found.quote.duration_minutes });
}

/**
 * The accept page: the quote, and the provider's free times for a date (the quoted job length).
 * A quote that can no longer be accepted is shown with the reason instead.
 */
export async function quoteAcceptPage(
  link: RequestLink,
  quoteId: string,
  options: { date: string | null; now: Date; language?: Language },
) {
  const { language = DEFAULT_LANGUAGE } = options;
  const found = await findAcceptable(link, quoteId, options.now);
  if (!found.ok) return found.status === 404 ? undefined : { refusal: found.message, accept: null };
  const { quote, service } = found;
  const today = localClock(options.now, service.timeZone).date;
  const free = await freeDaysForService(service, options.now, { durationMinutes: quote.duration_minutes });
  const due = quote.deposit_cents !== null && onlinePaymentsEnabled() && service.takes_online_payments === 1;
  return {
    refusal: null,
    accept: {
      serviceId: service.id,
      businessName: service.business_name,
      serviceName: service.service_name,
      quote: quoteViewIn(language, quote),
      revision: quote.revision,
      policy: policyWordsIn(language, policyOf(service), quote.total_cents, { paidOnline: due }),
      dueNow: due
        ? cardWordsOf(language).dueNow(quote.deposit_cents! >= quote.total_cents ? "full" : "deposit", quote.deposit_cents!)
        : null,
      minDate: today,
      maxDate: addDaysToDate(today, BOOKING_WINDOW_DAYS),
      // The picker opens on the first day with a free time for the quoted job, unless a date was asked for.
      initial: await slotsFor(found, options.date && isValidDate(options.date) ? options.date : (free[0]?.date ?? today), options.now),
      freeDays: free.map((day) => ({ date: day.date, label: freeDayLabelIn(language, day) })),
    },
  };
}

/** The picker's times for a quote (the slots resource). */
export async function quoteSlots(link: RequestLink, quoteId: string, date: string, now: Date): Promise<Outcome<{ slots: SlotsForDate }>> {
  if (!isValidDate(date)) return refuse(400, date ? SLOT_REASONS.dateInvalid : SLOT_REASONS.dateRequired);
  const found = await findAcceptable(link, quoteId, now);
  if (!found.ok) return found;
  return { ok: true, slots: await slotsFor(found, date, now) };
}

export type QuoteBookingForm = {
  preferred_date: string;
  preferred_time: string;
  service_address?: string;
  special_requests?: string | null;
};

export type RefusedQuoteBooking = Refusal & { slots: SlotsForDate | null };

/**
 * The customer books the accepted quote at a time: the customer's details are the request's,
 * the booking carries the quote, and a deposit is paid on Stripe's page when the quote asks one.
 */
export async function bookQuote(input: {
  link: RequestLink;
  quoteId: string;
  /** The revision of the quote the customer saw: the booking is made only while it is still that one. */
  revision: number;
  form: QuoteBookingForm | null;
  ip: string;
  /** The form's one-time submission: posted again, it finds this booking (docs/decisions/0026). */
  once?: OneTimeSubmission;
  now: Date;
}): Promise<{ ok: true; path: string; payment: string | null; duplicate?: boolean } | RefusedQuoteBooking> {
  const { now } = input;
  // Posted again (a double tap): the quote is accepted already, by this very post.
  const before = await madeBefore(input.once);
  if (before) {
    const request = await getQuoteRequest(input.link.requestId);
    return { ok: true, path: bookingPath(before, request?.language), payment: null, duplicate: true };
  }
  const found = await findAcceptable(input.link, input.quoteId, now);
  if (!found.ok) return { ...found, slots: null };
  if (found.quote.revision !== input.revision) return { ...refuse(409, QUOTE_REASONS.quoteChanged), slots: null };
  const outcome = await attempt(found, input);
  if (!outcome.ok) {
    return { ...outcome, slots: await slotsFor(found, input.form?.preferred_date || localClock(now, found.service.timeZone).date, now) };
  }
  const path = bookingPath(outcome.id, found.request.language);
  if (outcome.duplicate) return { ok: true, path, payment: null, duplicate: true };
  if (!outcome.awaitingPayment) return { ok: true, path, payment: null };
  const checkout = await checkoutNewBooking(outcome.id, now);
  if (checkout.ok) return { ok: true, path, payment: checkout.url };
  return { ...checkout, slots: null };
}

async function attempt(found: Acceptable, input: Parameters<typeof bookQuote>[0]) {
  const { request, quote, service } = found;
  if (!(await takeBookingAttempt(input.ip, input.now)).ok) {
    log.warn("booking rate limit reached", { serviceId: service.id });
    return refuse(429, BOOKING_REASONS.tooMany);
  }
  const form = input.form;
  if (!form) return refuseForm();
  return orFailure({ message: BOOKING_REASONS.saveFailed, log: "quote booking failed", details: { quoteId: quote.id } }, () =>
    bookService({
      service,
      request: {
        customer_name: request.customer_name,
        customer_email: request.customer_email,
        customer_phone: request.customer_phone,
        preferred_date: form.preferred_date,
        preferred_time: form.preferred_time,
        service_address: form.service_address,
        special_requests: form.special_requests || request.description.slice(0, 1000),
      },
      origin: publicOrigin(),
      now: input.now,
      actor: { kind: "customer" },
      once: input.once,
      // The box ticked with the request carries on to the booking.
      textConsentId: request.text_consent_id,
      language: request.language,
      quote: {
        quoteId: quote.id,
        threadId: quote.thread_id,
        durationMinutes: quote.duration_minutes,
        totalCents: quote.total_cents,
        depositCents: quote.deposit_cents,
        // Inside the booking's transaction: the quote is read again (still the revision the customer saw), and
        // the request claimed by one accept only.
        claim: async (trx, bookingId) => {
          const again = await findAcceptable(input.link, quote.id, input.now, trx);
          if (!again.ok) return again;
          if (again.quote.revision !== input.revision) return refuse(409, QUOTE_REASONS.quoteChanged);
          return (await markRequestBooked(trx, request.id, bookingId)) ? null : refuse(409, QUOTE_REASONS.alreadyBooked);
        },
      },
    }),
  );
}
