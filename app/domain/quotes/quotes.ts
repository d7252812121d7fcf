import { reasons, reasonWith, type ReasonOf } from "../outcome";
import { stateMachine } from "../state-machine";

/**
 * Quotes and conversations (docs/decisions/0018): a customer describes a job, the providers who
 * cover it quote or decline, the accepted quote becomes a booking, and both sides talk in a
 * thread that keeps their contact details private until a booking exists.
 */

export const DESCRIPTION_MIN = 20;
export const DESCRIPTION_MAX = 2000;
export const MESSAGE_MAX = 2000;
export const DECLINE_REASON_MAX = 500;
export const REPORT_REASON_MAX = 500;
export const QUOTE_NOTE_MAX = 1000;
export const MAX_PHOTOS = 3;
/** A request's photo: at most 5 MB, checked by its bytes (the media table's limit). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** A request from the list goes to at most this many providers, the list's highest ranked. */
export const MAX_PROVIDERS_PER_REQUEST = 5;
/** Rows of line items on the quote form (no script needed to add one). */
export const QUOTE_LINE_ROWS = 6;
/** How far ahead a quote may stay open. */
export const QUOTE_VALID_MAX_DAYS = 90;
/** A provider's response time counts requests of this many days, once there are this many answers. */
export const RESPONSE_WINDOW_DAYS = 90;
export const RESPONSE_MIN_ANSWERS = 3;
/** A response rate is shown once a provider has this many requests in the window. */
export const RESPONSE_RATE_MIN_REQUESTS = 5;
/** A request answered within this many hours counts as answered in time. */
export const RESPONSE_RATE_HOURS = 24;
/** Messages shown per thread page (the newest; older ones behind a link). */
export const MESSAGES_PER_PAGE = 50;

export type NeededWhen = "flexible" | "week" | "date";
export const NEEDED_CHOICES: readonly NeededWhen[] = ["flexible", "week", "date"];

/** The job-type choice that asks the best-rated providers of any type (the customer's job is none of those listed). */
export const ANY_JOB_TYPE = "other";

/** The choices of "What does the job need?": the types offered near the zip, most offered first, then "Something else". */
/** How the job-type choices word their hints and the catch-all choice, in the reader's language (app/locales/quote-answers.ts). */
export type JobTypeWords = { nearby: (providers: number) => string; anyLabel: string; anyHint: string };

/** The job types offered near the job (their names are the providers' own), then "Something else". */
export function jobTypeChoices(types: ReadonlyArray<{ serviceType: string; providers: number }>, words: JobTypeWords) {
  return [
    ...types.map((type) => ({ value: type.serviceType, label: type.serviceType, hint: words.nearby(type.providers) })),
    { value: ANY_JOB_TYPE, label: words.anyLabel, hint: words.anyHint },
  ];
}

/** What a request is for, as its pages say: "Home Services: Plumbing", or the category alone. */
export function requestJobLabel(categoryName: string, serviceType: string | null): string {
  return serviceType ? `${categoryName}: ${serviceType}` : categoryName;
}

/** A request for quotes, its quotes and its conversation: their reasons (decision 0047), worded in app/locales/reasons-quotes.ts. */
export const QUOTE_REASONS = /* @__PURE__ */ reasons("quote", [
  "category",
  "jobType",
  "noProvidersForType",
  "zipUnknown",
  "description",
  "needed",
  "neededDate",
  "neededDatePast",
  "photoType",
  "photoSize",
  "photoCount",
  "noProviders",
  "serviceGone",
  "tooMany",
  "bot",
  "failed",
  "sent",
  "lineLabel",
  "lineAmount",
  "lineNeeded",
  "duration",
  "validUntil",
  "validUntilPast",
  "validUntilFar",
  "deposit",
  "depositTooSmall",
  "depositOverTotal",
  "depositOff",
  "quoteSent",
  "quoteUpdated",
  "declineReason",
  "declined",
  "requestClosed",
  "quoteExpired",
  "quoteClosed",
  "quoteChanged",
  "alreadyBooked",
  "booked",
  "message",
  "messageSent",
  "noProvider",
  "replySenderRefused",
  "reportReason",
  "reported",
  "alreadyReported",
  "hideReason",
  "hidden",
  "notReported",
  "notWriter",
  "tooFast",
  "messageFailed",
  "emptyReply",
  "emptyText",
  "notReporter",
  "adminHides",
  "quoteFailed",
  "declineFailed",
  "messageToHide",
]);
export type QuoteReason = ReasonOf<typeof QUOTE_REASONS>;

export const DESCRIPTION_REASON = /* @__PURE__ */ reasonWith("quote.description" satisfies QuoteReason, {
  min: DESCRIPTION_MIN,
  max: DESCRIPTION_MAX.toLocaleString("en-US"),
});
export const PHOTO_COUNT_REASON = /* @__PURE__ */ reasonWith("quote.photoCount" satisfies QuoteReason, { max: MAX_PHOTOS });
export const QUOTE_VALID_FAR_REASON = /* @__PURE__ */ reasonWith("quote.validUntilFar" satisfies QuoteReason, {
  max: QUOTE_VALID_MAX_DAYS,
});
export const MESSAGE_LENGTH_REASON = /* @__PURE__ */ reasonWith("quote.message" satisfies QuoteReason, {
  max: MESSAGE_MAX.toLocaleString("en-US"),
});

/** No provider near the job offers the type of job the customer chose (a provider's own name for it). */
export const noProvidersForTypeReason = (type: string) => reasonWith(QUOTE_REASONS.noProvidersForType, { type });

/** "Your request was sent to 3 providers…" */
export const requestSentReason = (count: number) => reasonWith(QUOTE_REASONS.sent, { count });

export type QuoteLine = { label: string; amountCents: number };

export function quoteTotal(lines: readonly QuoteLine[]): number {
  return lines.reduce((sum, line) => sum + line.amountCents, 0);
}

/** The lines as stored (JSON); bad data reads as no lines. */
export function parseQuoteLines(json: string): QuoteLine[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.flatMap((line) =>
      line && typeof line.label === "string" && Number.isInteger(line.amountCents)
        ? [{ label: line.label, amountCents: line.amountCents }]
        : [],
    );
  } catch {
    return [];
  }
}

/** The start of a long text, for a list or an e-mail. */
export function excerpt(text: string, length = 300): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/** A request's photos as stored (a JSON array of media ids). */
export function parsePhotoIds(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string").slice(0, MAX_PHOTOS) : [];
  } catch {
    return [];
  }
}

/** A quote can be accepted through its last valid day, in the service's own calendar. */
export function isQuoteExpired(validUntil: string, today: string): boolean {
  return today > validUntil;
}

/**
 * Whether a booking exists between the two sides: one confirmed (or past it). A booking still
 * waiting for its payment, or whose hold ran out unpaid, is not one yet.
 */
export function contactsShared(booking: { status: string | null }): boolean {
  return booking.status !== null && booking.status !== "pending" && booking.status !== "expired";
}

export const QUOTE_STATUSES = ["open", "accepted", "closed"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/**
 * A quote: its provider revises it while it is open (each revision numbered, so an accept of an
 * older one is refused) or withdraws it by declining; it is accepted when the booking made from it
 * is confirmed, and the request's other quotes close then.
 */
export const QUOTE_MACHINE = /* @__PURE__ */ stateMachine<QuoteStatus, "provider" | "booking">("quote", {
  initial: ["open"],
  table: {
    open: { open: ["provider"], accepted: ["booking"], closed: ["provider", "booking"] },
    accepted: {},
    closed: {},
  },
});

export const REQUEST_STATUSES = ["open", "booked", "closed"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/**
 * A request: one accept books it (the database picks one); a booking made from it that ends
 * before it was ever confirmed (its hold ran out, or it was cancelled while waiting for its
 * payment) gives it back to the customer.
 */
export const REQUEST_MACHINE = /* @__PURE__ */ stateMachine<RequestStatus, "accept" | "unpaid-ending">("request", {
  initial: ["open"],
  table: {
    open: { booked: ["accept"] },
    booked: { open: ["unpaid-ending"] },
    closed: {},
  },
});

/** The median of a list of minutes, rounded to the minute; null for none. */
export function medianMinutes(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return Math.max(1, Math.round(median));
}

/**
 * A provider's response time: the median of their minutes to first reply over the window, once
 * they have answered enough requests; until then, null (the catalogue's words stand).
 */
export function measuredResponseMinutes(minutesToFirstReply: readonly number[]): number | null {
  return minutesToFirstReply.length >= RESPONSE_MIN_ANSWERS ? medianMinutes(minutesToFirstReply) : null;
}

/**
 * The share of a provider's requests answered within 24 hours, in whole percent, once they have
 * five requests that count: the ones answered, and the unanswered ones whose 24 hours have run
 * out (a request still within its first day is not missed yet). Null before that.
 */
export function measuredResponseRate(requests: readonly { sentAt: string; firstReplyAt: string | null }[], now: Date): number | null {
  const limitMs = RESPONSE_RATE_HOURS * 3_600_000;
  let counted = 0;
  let inTime = 0;
  for (const request of requests) {
    const sent = Date.parse(request.sentAt);
    const answeredIn = request.firstReplyAt === null ? null : Date.parse(request.firstReplyAt) - sent;
    if (answeredIn === null && now.getTime() - sent < limitMs) continue;
    counted += 1;
    if (answeredIn !== null && answeredIn <= limitMs) inTime += 1;
  }
  return counted >= RESPONSE_RATE_MIN_REQUESTS ? Math.round((inTime / counted) * 100) : null;
}

/** What a provider's cards say of their answers: the median minutes (null: the catalogue's) and the rate. */
export function responseMeasures(
  requests: readonly { sentAt: string; firstReplyAt: string | null }[],
  now: Date,
): { minutes: number | null; ratePercent: number | null } {
  const minutes = requests.flatMap((request) =>
    request.firstReplyAt === null ? [] : [(Date.parse(request.firstReplyAt) - Date.parse(request.sentAt)) / 60_000],
  );
  return { minutes: measuredResponseMinutes(minutes), ratePercent: measuredResponseRate(requests, now) };
}

export type ThreadAnswer = "waiting" | "quoted" | "declined" | "closed";
