import { textConsenting } from "~/services/notifications/index.server";
import { claimInboundEvent } from "~/models/inbound-event.server";
import { firstNameAndInitial } from "~/domain/forms/fields";
import { NOT_FOUND_REASONS, type Outcome, refuse } from "~/domain/outcome";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { appointmentIn, instantIn } from "~/locales/dates";
import { cardWordsOf } from "~/locales/discovery";
import { attachmentNoteTextIn, attachmentsNotAddedEmailFor, messageEmailFor } from "~/locales/quote-emails";
import { customerTexts } from "~/locales/texts";
import { conversationAboutIn } from "~/locales/provider-inbox";
import { newMessagesIn } from "~/locales/quote-answers";
import { hideContactDetailsIn, threadServerWords } from "~/locales/thread-server";
import { unnamedProviderWords } from "~/locales/unnamed-provider";
import { fill } from "~/locales/words";
import {
  checkUploadedPhotos,
  parseAttachmentNotes,
  sortAttachments,
  type AttachmentNote,
  type KeptPhoto,
  type MailAttachment,
} from "~/domain/quotes/photos";
import { contactsShared, MESSAGES_PER_PAGE, parsePhotoIds, QUOTE_REASONS } from "~/domain/quotes/quotes";
import { extractReply } from "~/domain/quotes/reply-text";
import { timeZoneAbbreviation, timeZoneOfPlace } from "~/domain/time";
import { newId } from "~/domain/uuid";
import type { Executor } from "~/lib/db.server";
import type { MessageAuthor } from "~/lib/db-schema";
import { publicOrigin } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import { bookingPath, replyAddress, requestPath, threadPath, type ReplyAddress, type ThreadLink } from "~/lib/signed-links.server";
import { recordAudit } from "~/models/audit.server";
import { enqueueEmail } from "~/models/email-outbox.server";
import { createMedia, mediaUrl, withholdMedia } from "~/models/media.server";
import {
  getThread,
  hideMessage,
  insertMessage,
  listReportedThreads,
  listThreadMessages,
  markFirstReply,
  markThreadRead,
  listProviderConversations,
  reportThread,
  type ThreadRow,
} from "~/models/thread.server";
import type { Owned, SignedInUser } from "~/services/support/access.server";
import { businessClock } from "~/services/support/business-clock.server";
import { businessScope } from "~/domain/accounts/business";
import type { PageRequest } from "~/domain/pagination";
import { orFailure } from "~/services/support/failure.server";
import { takeThreadMessage } from "~/services/support/limits.server";
import { refreshResponseTime } from "./response-times.server";
import { decideInTransaction } from "~/services/support/transaction.server";
import type { OneTimeSubmission } from "~/lib/submission-key.server";
import { madeBefore, madeBy, priorOf } from "~/services/support/submissions.server";

/**
 * Conversations (docs/decisions/0018): the customer writes through their signed link, the
 * provider in the portal, either side by replying to the e-mail of a message. Until a booking
 * exists, neither sees the other's e-mail address or phone number, in what they write too.
 * An admin reads a thread only once one side has reported it, and may hide a message.
 */

/** Who writes into a thread: the customer's link, the provider the gate found it theirs, or a reply's signed address. */
export type ThreadScope = ThreadLink | Owned<"thread"> | ReplyAddress | TextReply;
/** A customer's text, granted by Twilio's signature and the number's latest booking text (never built from a request). */
type TextReply = { kind: "text"; threadId: string };

function scopeOf(scope: ThreadScope): { threadId: string; author: MessageAuthor | null } {
  if (scope.kind === "thread" && "threadId" in scope) return { threadId: scope.threadId, author: "customer" };
  if (scope.kind === "reply") return { threadId: scope.threadId, author: scope.author };
  if (scope.kind === "text") return { threadId: scope.threadId, author: "customer" };
  // An admin reads reported threads; only the two sides write.
  const owned = scope as Owned<"thread">;
  return { threadId: owned.id, author: owned.actor.seesAll ? null : "provider" };
}

function sharedOf(thread: ThreadRow): boolean {
  return contactsShared({ status: thread.booking_status });
}

function zoneOf(thread: ThreadRow): string {
  return thread.booking_time_zone ?? timeZoneOfPlace({ time_zone: thread.request_time_zone, state: thread.request_state });
}

/** The customer's language: their booking's, else their request's (every e-mail and text to them uses it). */
function customerLanguageOf(thread: ThreadRow): Language {
  return thread.booking_language ?? thread.request_language ?? DEFAULT_LANGUAGE;
}

/** What the conversation is about, in a few words for e-mails, in the reader's language. */
function aboutOf(thread: ThreadRow, language: Language = DEFAULT_LANGUAGE): string {
  if (thread.booking_id && thread.booking_service_type)
    return fill(threadServerWords[language].aboutBooking, { service: thread.booking_service_type });
  return fill(threadServerWords[language].aboutRequest, {
    category: cardWordsOf(language)
      .category(thread.request_category ?? "")
      .toLowerCase(),
  });
}

async function threadMessages(thread: ThreadRow, reader: MessageAuthor | "admin", language: Language = DEFAULT_LANGUAGE) {
  const shared = sharedOf(thread);
  const zone = zoneOf(thread);
  const rows = await listThreadMessages(thread.id, MESSAGES_PER_PAGE);
  const names: Record<MessageAuthor, string> = {
    customer: shared ? thread.customer_name : firstNameAndInitial(thread.customer_name),
    provider: thread.business_name ?? unnamedProviderWords[language].theProvider,
  };
  const unread =
    reader === "admin"
      ? new Set<string>()
      : unreadIds(rows, reader, reader === "customer" ? thread.customer_unread : thread.provider_unread);
  return rows.map((row) => {
    const shown = reader === "admin" || !row.hidden_at;
    return {
      id: row.id,
      mine: row.author === reader,
      unread: unread.has(row.id),
      who: names[row.author],
      text: !shown ? null : reader === "admin" || shared ? row.body : hideContactDetailsIn(language, row.body),
      photos: shown ? parsePhotoIds(row.photo_ids).map(mediaUrl) : [],
      // A file's name is its sender's words: only they (and an admin) read why it was not added.
      notes:
        row.author === reader || reader === "admin"
          ? parseAttachmentNotes(row.attachment_notes).map((note) => attachmentNoteTextIn(language, note))
          : [],
      hidden: row.hidden_at !== null,
      hiddenReason: reader === "admin" ? row.hidden_reason : null,
      viaEmail: row.via === "email",
      viaText: row.via === "text",
      at: instantIn(language, new Date(row.created_at), zone),
    };
  });
}

/** The reader's unread messages: the latest `count` written by the other side. */
function unreadIds(rows: ReadonlyArray<{ id: string; author: MessageAuthor }>, reader: MessageAuthor, count: number): Set<string> {
  const ids = new Set<string>();
  for (let i = rows.length - 1; i >= 0 && ids.size < count; i--) if (rows[i]!.author !== reader) ids.add(rows[i]!.id);
  return ids;
}

function bookingSummary(thread: ThreadRow, language: Language = DEFAULT_LANGUAGE) {
  if (!thread.booking_id || !thread.booking_date || !thread.booking_time || !thread.booking_time_zone || !thread.booking_starts_at)
    return null;
  return {
    serviceType: thread.booking_service_type ?? "",
    when: appointmentIn(language, {
      preferred_date: thread.booking_date,
      preferred_time: thread.booking_time,
      duration_minutes: thread.booking_duration ?? 60,
      timeZoneLabel: timeZoneAbbreviation(new Date(thread.booking_starts_at), thread.booking_time_zone),
    }),
    status: thread.booking_status,
  };
}

/**
 * The customer's side of a thread, through its link. Opened (`markRead`; not a browser's
 * prefetch), nothing in it stays unread for them; the messages that were say so once.
 */
export async function customerThreadPage(link: ThreadLink, options: { markRead: boolean; language?: Language }) {
  const { language = DEFAULT_LANGUAGE } = options;
  const thread = await getThread(link.threadId);
  if (!thread) return undefined;
  const messages = await threadMessages(thread, "customer", language);
  if (options.markRead && thread.customer_unread > 0) await markThreadRead(thread.id, "customer");
  const words = threadServerWords[language];
  return {
    thread: {
      id: thread.id,
      businessName: thread.business_name ?? unnamedProviderWords[language].yourProvider,
      about:
        thread.request_id && !thread.booking_id
          ? fill(words.yourRequest, {
              category: cardWordsOf(language)
                .category(thread.request_category ?? "")
                .toLowerCase(),
            })
          : null,
      requestHref: thread.request_id ? requestPath(thread.request_id, language) : null,
      booking: bookingSummary(thread, language),
      bookingHref: thread.booking_id ? bookingPath(thread.booking_id, language) : null,
      canWrite: thread.provider_user_id !== null,
      reported: thread.reported_at !== null,
      contactsShared: sharedOf(thread),
    },
    messages,
  };
}

/** The thread as the gate found it (a provider's own; an admin's only once reported). */
async function readableThread(owned: Owned<"thread">) {
  const thread = await getThread(owned.id);
  if (!thread) return undefined;
  if (owned.actor.seesAll && !thread.reported_at) return undefined;
  return thread;
}

/**
 * The provider's or the admin's view of a thread's messages (the request beside them is
 * app/services/quotes/quotes.server.ts). The provider opening it (`markRead`) has read it; an
 * admin reading a report changes nothing for either side.
 */
export async function businessThreadMessages(owned: Owned<"thread">, options: { markRead: boolean; language?: Language }) {
  const thread = await readableThread(owned);
  if (!thread) return undefined;
  const reader = owned.actor.seesAll ? "admin" : "provider";
  const messages = await threadMessages(thread, reader, options.language);
  if (reader === "provider" && options.markRead && thread.provider_unread > 0) await markThreadRead(thread.id, "provider");
  return { thread, shared: sharedOf(thread), messages };
}

/** Whether one of the addresses the mail names as its sender is `expected` (case aside). */
function isSenderOf(expected: string | null, senders: readonly string[]): boolean {
  if (!expected) return false;
  const wanted = expected.trim().toLowerCase();
  return senders.some((sender) => sender.trim().toLowerCase() === wanted);
}

/**
 * A message written on the page, with the photos chosen beside it (all kept, or the form comes
 * back with the reason beside the photos and the text as typed).
 */
export async function postMessage(input: {
  scope: ThreadLink | Owned<"thread">;
  body: string;
  upload?: { files: ReadonlyArray<{ bytes: Uint8Array }>; tooLarge: boolean };
  /** The form's one-time submission: posted again, it is the message already sent (docs/decisions/0026). */
  once?: OneTimeSubmission;
  now: Date;
}): Promise<Outcome<{ threadId: string }>> {
  const photos = checkUploadedPhotos(input.upload?.files ?? [], input.upload?.tooLarge ?? false);
  if (photos.error) return refuse(input.upload?.tooLarge ? 413 : 400, photos.error, "photos");
  return writeMessage({ scope: input.scope, body: input.body, photos: photos.photos, via: "web", once: input.once, now: input.now });
}

/**
 * Writes a message and e-mails it to the other side with the thread's link (and, when replies
 * by e-mail are on, a signed Reply-To). A provider's first reply to a request counts for their
 * response time.
 */
async function writeMessage(input: {
  scope: ThreadScope;
  body: string;
  /** Photos checked by their bytes. */
  photos: readonly KeptPhoto[];
  via: "web" | "email" | "text";
  /** A reply by e-mail: who the mail says sent it, its Message-ID (applied once) and the attachments it did not keep. */
  email?: { senders: readonly string[]; messageId: string | null; notes: readonly AttachmentNote[] };
  /** A reply by text: Twilio's id of the message (applied once). */
  text?: { messageSid: string };
  once?: OneTimeSubmission;
  now: Date;
}): Promise<Outcome<{ threadId: string; duplicate?: boolean; posted?: boolean }>> {
  const { threadId, author } = scopeOf(input.scope);
  if (!author) return refuse(403, QUOTE_REASONS.notWriter);
  // Posted again (a double tap): the message is already there, and the limit is not spent on it.
  if (await madeBefore(input.once)) return { ok: true, threadId, duplicate: true };
  if (!(await takeThreadMessage(threadId, input.now)).ok) return refuse(429, QUOTE_REASONS.tooFast);
  return orFailure({ message: QUOTE_REASONS.messageFailed, log: "message failed", details: { threadId } }, () =>
    decideInTransaction(async (trx) => {
      const thread = await getThread(threadId, trx);
      if (!thread) return refuse(404, NOT_FOUND_REASONS.conversation);
      if (!thread.provider_user_id || !thread.service_active) return refuse(400, QUOTE_REASONS.noProvider);
      if (input.email) {
        // Only the address this side was written to speaks for it: a forwarded notification does not.
        const expected = author === "customer" ? thread.customer_email : thread.provider_email;
        if (!isSenderOf(expected, input.email.senders)) {
          log.warn("inbound e-mail refused: not from the side's address", { threadId: thread.id, side: author });
          return refuse(403, QUOTE_REASONS.replySenderRefused);
        }
        // The mail service sends it again on any timeout: its Message-ID lets it in once.
        const { messageId } = input.email;
        if (messageId && !(await claimInboundEvent(trx, { source: "email", externalId: messageId, type: "thread.reply" })))
          return { ok: true, threadId: thread.id, duplicate: true };
      }
      // Twilio posts a text again when our answer is slow: its id lets it in once.
      if (
        input.text &&
        !(await claimInboundEvent(trx, { source: "twilio", externalId: `sms:${input.text.messageSid}`, type: "thread.reply" }))
      )
        return { ok: true, threadId: thread.id, duplicate: true };
      const notes = input.email?.notes ?? [];
      // Its sender learns by e-mail, where they wrote, which attachments were not added and why.
      if (notes.length > 0) await emailAttachmentNotes(trx, thread, author, notes);
      if (!input.body && input.photos.length === 0) return { ok: true, threadId: thread.id, posted: false };
      if (await priorOf(trx, input.once)) return { ok: true, threadId: thread.id, duplicate: true };
      const photoIds: string[] = [];
      for (const photo of input.photos) photoIds.push((await createMedia(trx, photo)).id);
      const messageId = newId();
      await insertMessage(trx, {
        id: messageId,
        thread_id: thread.id,
        author,
        body: input.body,
        photo_ids: JSON.stringify(photoIds),
        attachment_notes: JSON.stringify(notes),
        via: input.via,
        created_at: input.now.toISOString(),
      });
      if (author === "provider" && (await markFirstReply(trx, thread.id, input.now.toISOString())))
        await refreshResponseTime(trx, thread.provider_user_id, input.now);
      await emailOtherSide(trx, thread, author, { body: input.body, photos: photoIds.length }, input.now);
      await madeBy(trx, input.once, messageId);
      return { ok: true, threadId: thread.id, posted: true };
    }),
  );
}

/** Where each side reads the conversation (the customer's link opens in their language). */
function threadUrlFor(thread: ThreadRow, side: MessageAuthor): string {
  return side === "customer"
    ? `${publicOrigin()}${threadPath(thread.id, customerLanguageOf(thread))}`
    : `${publicOrigin()}/provider/messages/${thread.id}`;
}

/** To the address on record for the side that wrote (never the mail's From, which anyone can forge). */
async function emailAttachmentNotes(trx: Executor, thread: ThreadRow, author: MessageAuthor, notes: readonly AttachmentNote[]) {
  const address = author === "customer" ? thread.customer_email : thread.provider_email;
  if (!address) return;
  const language = author === "customer" ? customerLanguageOf(thread) : DEFAULT_LANGUAGE;
  await enqueueEmail(
    trx,
    attachmentsNotAddedEmailFor({ to: address, about: aboutOf(thread, language), notes, url: threadUrlFor(thread, author), language }),
    { bookingId: thread.booking_id },
  );
}

async function emailOtherSide(
  trx: Executor,
  thread: ThreadRow,
  author: MessageAuthor,
  message: { body: string; photos: number },
  now: Date,
) {
  const shared = sharedOf(thread);
  const to: MessageAuthor = author === "customer" ? "provider" : "customer";
  const address = to === "customer" ? thread.customer_email : thread.provider_email;
  if (!address) return;
  // Each side in its own language: the customer's, or the business's choice for its e-mails.
  const language = to === "customer" ? customerLanguageOf(thread) : (thread.provider_language ?? DEFAULT_LANGUAGE);
  const from =
    author === "provider"
      ? (thread.business_name ?? unnamedProviderWords[language].yourProvider)
      : shared
        ? thread.customer_name
        : firstNameAndInitial(thread.customer_name);
  const replyTo = replyAddress(thread.id, to);
  await enqueueEmail(
    trx,
    messageEmailFor({
      to: address,
      from,
      about: aboutOf(thread, language),
      body: shared ? message.body : hideContactDetailsIn(language, message.body),
      photos: message.photos,
      url: threadUrlFor(thread, to),
      repliesByEmail: replyTo !== null,
      language,
    }),
    { bookingId: thread.booking_id, replyTo },
  );
  // A customer who agreed to texts about their booking gets the provider's words by text too, and may answer there.
  if (to === "customer" && message.body)
    await textConsenting(trx, {
      consentId: thread.booking_text_consent_id,
      kind: "message",
      path: threadPath(thread.id, language),
      build: (link) =>
        customerTexts(language).message({ from, body: shared ? message.body : hideContactDetailsIn(language, message.body), link }),
      timeZone: zoneOf(thread),
      businessName: thread.business_name,
      fallbackEmail: null,
      bookingId: thread.booking_id,
      now,
    });
}

/**
 * A reply by e-mail: the signed address names the thread and the side it was sent to; the text
 * above the quoted message and the photos attached become that side's message. Unknown or
 * forged addresses change nothing.
 */
export async function replyByEmail(input: {
  recipients: readonly string[];
  address: ReplyAddress | null;
  senders: readonly string[];
  messageId: string | null;
  text: string;
  attachments: readonly MailAttachment[];
  now: Date;
}) {
  if (!input.address) {
    log.warn("inbound e-mail refused: no signed reply address", { recipients: input.recipients.length });
    return refuse(404, NOT_FOUND_REASONS.conversationAddress);
  }
  const body = extractReply(input.text).slice(0, 2000);
  const { photos, notes } = sortAttachments(input.attachments);
  if (!body && photos.length === 0 && notes.length === 0) return refuse(400, QUOTE_REASONS.emptyReply);
  return writeMessage({
    scope: input.address,
    body,
    photos,
    via: "email",
    email: { senders: input.senders, messageId: input.messageId, notes },
    now: input.now,
  });
}

/**
 * A customer's text answering a text about their booking: it joins that booking's conversation
 * as theirs (the number's latest booking text named the thread), once per Twilio message id.
 */
export async function replyByText(input: { threadId: string; body: string; messageSid: string; now: Date }) {
  const body = input.body.trim().slice(0, 2000);
  if (!body) return refuse(400, QUOTE_REASONS.emptyText);
  return writeMessage({
    scope: { kind: "text", threadId: input.threadId },
    body,
    photos: [],
    via: "text",
    text: { messageSid: input.messageSid },
    now: input.now,
  });
}

/** One side reports the conversation: an admin may then read it. */
export async function reportConversation(input: { scope: ThreadLink | Owned<"thread">; reason: string; now: Date }): Promise<Outcome> {
  const { threadId, author } = scopeOf(input.scope);
  if (!author) return refuse(403, QUOTE_REASONS.notReporter);
  return decideInTransaction(async (trx) => {
    if (!(await reportThread(trx, { threadId, by: author, reason: input.reason, at: input.now.toISOString() })))
      return refuse(409, QUOTE_REASONS.alreadyReported);
    await recordAudit(trx, {
      actorUserId: author === "provider" ? (input.scope as Owned<"thread">).actor.userId : null,
      action: "thread.report",
      entity: "thread",
      entityId: threadId,
      details: { by: author, reason: input.reason },
    });
    return { ok: true };
  });
}

/** An admin hides a message of a reported conversation (audited; both sides see that it was hidden). */
export async function hideReportedMessage(input: {
  thread: Owned<"thread">;
  messageId: string;
  reason: string;
  now: Date;
}): Promise<Outcome> {
  if (!input.thread.actor.seesAll) return refuse(403, QUOTE_REASONS.adminHides);
  return decideInTransaction(async (trx) => {
    const thread = await getThread(input.thread.id, trx);
    if (!thread?.reported_at) return refuse(404, QUOTE_REASONS.notReported);
    const hidden = await hideMessage(trx, {
      threadId: thread.id,
      messageId: input.messageId,
      by: input.thread.actor.userId,
      reason: input.reason,
      at: input.now.toISOString(),
    });
    if (!hidden) return refuse(404, NOT_FOUND_REASONS.message);
    // Its photos' addresses were in both sides' hands: from now on they open for an admin only.
    await withholdMedia(trx, parsePhotoIds(hidden.photo_ids), input.now.toISOString());
    await recordAudit(trx, {
      actorUserId: input.thread.actor.userId,
      action: "thread.hide_message",
      entity: "thread",
      entityId: thread.id,
      details: { message_id: input.messageId, reason: input.reason },
    });
    return { ok: true };
  });
}

/** The admin's list of reported conversations, newest report first. */
export async function reportedThreads(admin: SignedInUser, page: PageRequest, language: Language = DEFAULT_LANGUAGE) {
  const [{ rows, links }, clock] = await Promise.all([listReportedThreads(page), businessClock(businessScope(admin))]);
  return {
    links,
    rows: rows.map((row) => ({
      id: row.id,
      reportedAt: instantIn(language, new Date(row.reported_at!), clock.timeZone),
      reportedBy: row.reported_by === "provider" ? ("provider" as const) : ("customer" as const),
      reason: row.report_reason ?? "",
      customer: row.customer_name,
      business: row.business_name,
    })),
  };
}

/** The portal's Messages tab: the provider's conversations, latest message first, each with what is unread. */
export async function providerConversationsPage(provider: SignedInUser, page: PageRequest, language: Language = DEFAULT_LANGUAGE) {
  const [{ rows, links }, clock] = await Promise.all([
    listProviderConversations(provider.id, page),
    businessClock(businessScope(provider)),
  ]);
  return {
    links,
    conversations: rows.map((row) => {
      const shared = contactsShared({ status: row.booking_status });
      return {
        id: row.id,
        href: `/provider/messages/${row.id}`,
        customer: shared ? row.customer_name : firstNameAndInitial(row.customer_name),
        about: conversationAboutIn(language, row),
        unread: row.provider_unread > 0 ? newMessagesIn(language, row.provider_unread) : null,
        lastMessageAt: instantIn(language, new Date(row.last_message_at!), clock.timeZone),
      };
    }),
  };
}

/** A reported conversation as the admin reads it: every message, hidden ones too, with the report. */
export async function adminThreadPage(owned: Owned<"thread">, language: Language = DEFAULT_LANGUAGE) {
  const found = await businessThreadMessages(owned, { markRead: false, language });
  if (!found) return undefined;
  const { thread, messages } = found;
  const clock = await businessClock(owned.actor);
  return {
    thread: {
      id: thread.id,
      customer: thread.customer_name,
      business: thread.business_name,
      reportedBy: thread.reported_by === "provider" ? ("provider" as const) : ("customer" as const),
      reason: thread.report_reason ?? "",
      reportedAt: instantIn(language, new Date(thread.reported_at!), clock.timeZone),
    },
    messages,
  };
}
