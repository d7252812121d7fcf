import { textConsenting } from "~/services/notifications/index.server";
import { isLive } from "~/domain/booking/booking-lifecycle";
import { amountInput } from "~/domain/payments/money";
import { MIN_CHARGE_CENTS } from "~/domain/payments/online-payments";
import { NOT_FOUND_REASONS, type Outcome, refuse, refuseForm } from "~/domain/outcome";
import {
  excerpt,
  isQuoteExpired,
  parsePhotoIds,
  parseQuoteLines,
  QUOTE_REASONS,
  QUOTE_VALID_FAR_REASON,
  QUOTE_VALID_MAX_DAYS,
  quoteTotal,
  requestJobLabel,
  type ThreadAnswer,
} from "~/domain/quotes/quotes";
import { hideContactDetailsIn } from "~/locales/thread-server";
import type { QuoteForm } from "~/domain/quotes/quotes.schema.server";
import { addDaysToDate, localClock, timeZoneOfPlace } from "~/domain/time";
import { firstNameAndInitial } from "~/domain/forms/fields";
import { newId } from "~/domain/uuid";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { cardWordsOf } from "~/locales/discovery";
import { quoteReceivedEmailFor, requestDeclinedEmailFor } from "~/locales/quote-emails";
import { customerTexts } from "~/locales/texts";
import { bookedLabelIn } from "~/locales/provider-inbox";
import { instantIn } from "~/locales/dates";
import { answerLabelIn, neededIn, newMessagesIn, providerFallbackIn, quoteViewIn } from "~/locales/quote-answers";
import type { Executor } from "~/lib/db.server";
import { publicOrigin } from "~/lib/http.server";
import { bookingPath, quotePath, requestPath, threadPath, type RequestLink } from "~/lib/signed-links.server";
import { onlinePaymentsEnabled } from "~/lib/stripe.server";
import { recordAudit } from "~/models/audit.server";
import { enqueueEmail } from "~/models/email-outbox.server";
import { mediaUrl } from "~/models/media.server";
import { closeThreadQuote, findThreadQuote, getQuoteRequest, listRequestAnswers, saveQuote } from "~/models/quote-request.server";
import { getActiveService } from "~/models/service.server";
import { countWaitingRequests, getThread, listProviderRequests, markFirstReply, setAnswer, type ThreadRow } from "~/models/thread.server";
import type { Owned, SignedInUser } from "~/services/support/access.server";
import { businessClock } from "~/services/support/business-clock.server";
import { businessScope } from "~/domain/accounts/business";
import type { PageRequest } from "~/domain/pagination";
import { orFailure } from "~/services/support/failure.server";
import { refreshResponseTime } from "./response-times.server";
import { businessThreadMessages } from "./threads.server";
import type { OneTimeSubmission } from "~/lib/submission-key.server";
import { madeBy, priorOf } from "~/services/support/submissions.server";
import { decideInTransaction } from "~/services/support/transaction.server";

/**
 * A request's answers (docs/decisions/0018): a provider quotes or declines in their thread, and
 * the customer compares the quotes on the request's signed page. Accepting one is
 * app/services/booking/quote-booking.server.ts.
 */

const ANSWERABLE: readonly ThreadAnswer[] = ["waiting", "quoted"];

/** A provider's thread about a request that is still open, with its service; else the refusal. */
async function openRequestThread(trx: Executor, threadId: string) {
  const thread = await getThread(threadId, trx);
  if (!thread?.request_id) return refuse(404, NOT_FOUND_REASONS.conversation);
  const request = await getQuoteRequest(thread.request_id, trx);
  if (!request || request.status !== "open" || !thread.answer || !ANSWERABLE.includes(thread.answer))
    return refuse(409, QUOTE_REASONS.requestClosed);
  const service = thread.service_id ? await getActiveService(thread.service_id, trx) : undefined;
  if (!service) return refuse(400, QUOTE_REASONS.serviceGone);
  return { ok: true as const, thread, request, service };
}

/** The first reply to a request counts for the provider's response time. */
async function firstReply(trx: Executor, thread: ThreadRow, now: Date) {
  if (thread.provider_user_id && (await markFirstReply(trx, thread.id, now.toISOString())))
    await refreshResponseTime(trx, thread.provider_user_id, now);
}

/**
 * The provider quotes (or revises their open quote): lines, total, how long, until when, and a
 * deposit when online payment is on for them. The customer is e-mailed.
 */
export async function answerWithQuote(input: {
  thread: Owned<"thread">;
  quote: QuoteForm;
  /** The form's one-time submission: posted again, it is the quote already sent (docs/decisions/0026). */
  once?: OneTimeSubmission;
  now: Date;
}): Promise<Outcome<{ revised: boolean }>> {
  const { quote, now } = input;
  const outcome = await orFailure({ message: QUOTE_REASONS.quoteFailed, log: "quote failed", details: { threadId: input.thread.id } }, () =>
    decideInTransaction(async (trx) => {
      // Posted again (a double tap): the quote is sent, and the customer is not told twice.
      if (await priorOf(trx, input.once)) return { ok: true, revised: false };
      const found = await openRequestThread(trx, input.thread.id);
      if (!found.ok) return found;
      const { thread, request, service } = found;
      const today = localClock(now, service.timeZone).date;
      const totalCents = quoteTotal(quote.lines);
      const fieldErrors: Record<string, string[]> = {};
      if (quote.validUntil < today) fieldErrors.valid_until = [QUOTE_REASONS.validUntilPast];
      else if (quote.validUntil > addDaysToDate(today, QUOTE_VALID_MAX_DAYS)) fieldErrors.valid_until = [QUOTE_VALID_FAR_REASON];
      if (quote.depositCents !== null) {
        if (!onlinePaymentsEnabled() || service.takes_online_payments !== 1) fieldErrors.deposit = [QUOTE_REASONS.depositOff];
        else if (quote.depositCents < MIN_CHARGE_CENTS) fieldErrors.deposit = [QUOTE_REASONS.depositTooSmall];
        else if (quote.depositCents > totalCents) fieldErrors.deposit = [QUOTE_REASONS.depositOverTotal];
      }
      if (Object.keys(fieldErrors).length > 0) return refuseForm(fieldErrors);

      const at = now.toISOString();
      const saved = await saveQuote(trx, {
        id: newId(),
        thread_id: thread.id,
        request_id: request.id,
        service_id: service.id,
        lines: JSON.stringify(quote.lines),
        total_cents: totalCents,
        deposit_cents: quote.depositCents,
        duration_minutes: quote.durationMinutes,
        valid_until: quote.validUntil,
        note: quote.note,
        created_at: at,
        updated_at: at,
      });
      if (!saved) return refuse(409, QUOTE_REASONS.requestClosed);
      await setAnswer(trx, thread.id, { to: "quoted", from: ANSWERABLE });
      await firstReply(trx, thread, now);
      await enqueueEmail(
        trx,
        quoteReceivedEmailFor({
          to: request.customer_email,
          customerName: request.customer_name,
          businessName: service.business_name,
          totalCents,
          validUntil: quote.validUntil,
          url: `${publicOrigin()}${requestPath(request.id, request.language)}`,
          revised: saved === "updated",
          language: request.language,
        }),
      );
      await textConsenting(trx, {
        consentId: request.text_consent_id,
        kind: "new_quote",
        path: requestPath(request.id, request.language),
        build: (link) => customerTexts(request.language).newQuote({ business: service.business_name, amountCents: totalCents, link }),
        timeZone: service.timeZone,
        businessName: service.business_name,
        fallbackEmail: request.customer_email,
        now,
      });
      await recordAudit(trx, {
        actorUserId: input.thread.actor.userId,
        action: "quote.send",
        entity: "thread",
        entityId: thread.id,
        details: { request_id: request.id, total_cents: totalCents, deposit_cents: quote.depositCents, revised: saved === "updated" },
      });
      await madeBy(trx, input.once, thread.id);
      return { ok: true, revised: saved === "updated" };
    }),
  );
  return outcome;
}

/** The provider declines the request with a reason the customer reads (an open quote of theirs closes). */
export async function declineRequest(input: { thread: Owned<"thread">; reason: string; now: Date }): Promise<Outcome> {
  return orFailure({ message: QUOTE_REASONS.declineFailed, log: "decline failed", details: { threadId: input.thread.id } }, () =>
    decideInTransaction(async (trx) => {
      const found = await openRequestThread(trx, input.thread.id);
      if (!found.ok) return found;
      const { thread, request, service } = found;
      if (!(await setAnswer(trx, thread.id, { to: "declined", from: ANSWERABLE, reason: input.reason })))
        return refuse(409, QUOTE_REASONS.requestClosed);
      await closeThreadQuote(trx, thread.id, input.now.toISOString());
      await firstReply(trx, thread, input.now);
      await enqueueEmail(
        trx,
        requestDeclinedEmailFor({
          to: request.customer_email,
          customerName: request.customer_name,
          businessName: service.business_name,
          reason: input.reason,
          url: `${publicOrigin()}${requestPath(request.id, request.language)}`,
          language: request.language,
        }),
      );
      await recordAudit(trx, {
        actorUserId: input.thread.actor.userId,
        action: "quote.decline",
        entity: "thread",
        entityId: thread.id,
        details: { request_id: request.id, reason: input.reason },
      });
      return { ok: true };
    }),
  );
}

/** The customer's request page, in the page's language: the job, and every provider's answer side by side. */
export async function requestPage(link: RequestLink, now: Date, language: Language = DEFAULT_LANGUAGE) {
  const request = await getQuoteRequest(link.requestId);
  if (!request) return undefined;
  const today = localClock(now, timeZoneOfPlace(request)).date;
  const answers = await listRequestAnswers(request.id);
  const card = cardWordsOf(language);
  return {
    request: {
      id: request.id,
      status: request.status,
      category: requestJobLabel(card.category(request.category), request.service_type),
      place: `${request.city}, ${request.state} ${request.zip_code}`,
      description: request.description,
      needed: neededIn(language, request.needed, request.needed_date),
      photos: parsePhotoIds(request.photo_ids).map(mediaUrl),
      bookingHref: request.booking_id ? bookingPath(request.booking_id, language) : null,
    },
    answers: answers.map((answer) => {
      const rating = card.ratingSummary({ rating: answer.rating, review_count: answer.review_count ?? 0 });
      const expired = answer.valid_until !== null && isQuoteExpired(answer.valid_until, today);
      return {
        threadId: answer.thread_id,
        businessName: answer.business_name ?? providerFallbackIn(language),
        serviceName: answer.service_name ?? "",
        rating: rating.rating,
        reviews: rating.reviews,
        responseTime: card.responseTime(answer.response_time_minutes),
        answer: answerLabelIn(language, answer.answer ?? "waiting"),
        declineReason: answer.answer === "declined" ? answer.decline_reason : null,
        messagesHref: threadPath(answer.thread_id, language),
        unread: answer.customer_unread > 0 ? newMessagesIn(language, answer.customer_unread) : null,
        quote:
          answer.quote_id && answer.lines !== null
            ? {
                ...quoteViewIn(language, {
                  lines: answer.lines,
                  total_cents: answer.total_cents!,
                  deposit_cents: answer.deposit_cents,
                  duration_minutes: answer.duration_minutes!,
                  valid_until: answer.valid_until!,
                  note: answer.note,
                }),
                status: answer.quote_status!,
                expired,
                acceptHref:
                  request.status === "open" && answer.quote_status === "open" && !expired
                    ? quotePath(request.id, answer.quote_id, language)
                    : null,
              }
            : null,
      };
    }),
  };
}

/**
 * The provider's page of a thread: the request (without the customer's contact details until a
 * booking exists), their answer and quote, and the messages.
 */
export async function providerThreadPage(owned: Owned<"thread">, options: { now: Date; markRead: boolean; language?: Language }) {
  const { now } = options;
  const language = options.language ?? DEFAULT_LANGUAGE;
  const found = await businessThreadMessages(owned, { markRead: options.markRead, language });
  if (!found) return undefined;
  const { thread, shared, messages } = found;
  const request = thread.request_id ? await getQuoteRequest(thread.request_id) : undefined;
  const quote = thread.request_id ? await findThreadQuote(thread.id) : undefined;
  const service = thread.service_id ? await getActiveService(thread.service_id) : undefined;
  const zone = service?.timeZone ?? timeZoneOfPlace(request ?? null);
  const today = localClock(now, zone).date;
  const answerable = request?.status === "open" && thread.answer !== null && ANSWERABLE.includes(thread.answer) && service !== undefined;
  return {
    thread: {
      id: thread.id,
      customer: shared ? thread.customer_name : firstNameAndInitial(thread.customer_name),
      serviceName: thread.service_name ?? "",
      answer: thread.answer ? answerLabelIn(language, thread.answer) : null,
      declineReason: thread.answer === "declined" ? thread.decline_reason : null,
      reported: thread.reported_at !== null,
      bookingHref: thread.booking_id ? "/provider/bookings" : null,
      canWrite: thread.service_active === 1,
    },
    request: request
      ? {
          category: requestJobLabel(cardWordsOf(language).category(request.category), request.service_type),
          place: `${request.city}, ${request.state} ${request.zip_code}`,
          description: shared ? request.description : hideContactDetailsIn(language, request.description),
          needed: neededIn(language, request.needed, request.needed_date),
          photos: parsePhotoIds(request.photo_ids).map(mediaUrl),
          sentAt: instantIn(language, new Date(thread.sent_at), zone),
          closed: request.status !== "open",
        }
      : null,
    quote: quote ? { ...quoteViewIn(language, quote), status: quote.status, expired: isQuoteExpired(quote.valid_until, today) } : null,
    quoteForm: answerable
      ? {
          defaults: quote
            ? quoteFormDefaults(quote)
            : { valid_until: addDaysToDate(today, 14), duration_minutes: String(service.duration_minutes) },
          minDate: today,
          maxDate: addDaysToDate(today, QUOTE_VALID_MAX_DAYS),
          depositAllowed: onlinePaymentsEnabled() && service.takes_online_payments === 1,
          revising: quote !== undefined,
        }
      : null,
    messages,
  };
}

/** An open quote's values as the form shows them for a revision. */
function quoteFormDefaults(quote: NonNullable<Awaited<ReturnType<typeof findThreadQuote>>>): Record<string, string> {
  const defaults: Record<string, string> = {
    duration_minutes: String(quote.duration_minutes),
    valid_until: quote.valid_until,
    deposit: quote.deposit_cents !== null ? amountInput(quote.deposit_cents) : "",
    note: quote.note ?? "",
  };
  parseQuoteLines(quote.lines).forEach((line, i) => {
    defaults[`line_label_${i + 1}`] = line.label;
    defaults[`line_amount_${i + 1}`] = amountInput(line.amountCents);
  });
  return defaults;
}

/** The portal's Requests tab: the provider's requests, newest first, with their answer. */
export async function providerRequestsPage(provider: SignedInUser, page: PageRequest, language: Language = DEFAULT_LANGUAGE) {
  const [{ rows, links }, clock] = await Promise.all([listProviderRequests(provider.id, page), businessClock(businessScope(provider))]);
  return {
    links,
    requests: rows.map((row) => ({
      id: row.id,
      href: `/provider/messages/${row.id}`,
      customer: firstNameAndInitial(row.customer_name),
      serviceName: row.service_name ?? "",
      place: `${row.city}, ${row.state} ${row.zip_code}`,
      excerpt: excerpt(hideContactDetailsIn(language, row.description), 160),
      needed: neededIn(language, row.needed, row.needed_date),
      // Booked from this conversation: that is what the provider needs to see, not "Quoted".
      answer: row.booking_status ? bookedLabelIn(language, row.booking_status) : row.answer ? answerLabelIn(language, row.answer) : "",
      booked: row.booking_status !== null && isLive(row.booking_status),
      waiting: row.answer === "waiting" && row.request_status === "open",
      receivedAt: instantIn(language, new Date(row.sent_at), clock.timeZone),
      unread: row.provider_unread > 0 ? newMessagesIn(language, row.provider_unread) : null,
    })),
  };
}

/** How many requests wait for the provider's answer (the Requests tab's count). */
export function waitingRequests(provider: { id: string }): Promise<number> {
  return countWaitingRequests(provider.id);
}
