import { undeliveredTextEmailFor } from "~/locales/notices";
import { OUTBOX_NOTE_REASONS, sentByEmailNote } from "~/domain/statuses";
import { customerTexts } from "~/locales/texts";
import { keywordOf, toE164, type Keyword } from "~/domain/texts/texts";
import type { Executor } from "~/lib/db.server";
import { log } from "~/lib/logger.server";
import { recordAudit } from "~/models/audit.server";
import { enqueueEmail } from "~/models/email-outbox.server";
import { claimInboundEvent } from "~/models/inbound-event.server";
import {
  applyTextStatus,
  clearQuestion,
  confirmConsent,
  latestBusinessTextedTo,
  latestConfirmedTextTo,
  noteText,
  numberLanguage,
  numberState,
  releaseHeldTexts,
  setNumberStatus,
} from "~/models/text.server";
import { findBookingThread } from "~/models/thread.server";
import { replyByText } from "~/services/quotes/index.server";
import { askNextQuestion, queueText } from "~/services/notifications/index.server";
import { optOutNumber } from "~/services/support/texter.server";
import { inTransaction } from "~/services/support/transaction.server";

/**
 * What Twilio posts, its signature checked by the route (decisions 0034, 0039): a text a number
 * sent us (a keyword, a YES, or an answer for its booking's conversation) and the status of a text
 * we sent, each applied once through the inbound events table.
 */

/** How long after our last text about a booking a number's answer still joins its conversation. */
const REPLY_WINDOW_DAYS = 30;

export type ReceivedText = Exclude<Keyword, "nothing"> | "ignored" | "reply" | "unmatched" | "duplicate";

/** The number's texts in the language it last agreed to texts in. */
async function textsFor(phone: string, trx: Executor) {
  return customerTexts(await numberLanguage(phone, trx));
}

/** Applies a number's keyword (or its YES) once; false when this message was applied before. */
async function applyKeyword(trx: Executor, keyword: Keyword, input: { phone: string; messageSid: string; now: Date }): Promise<boolean> {
  const { phone, now } = input;
  if (!(await claimInboundEvent(trx, { source: "twilio", externalId: `sms:${input.messageSid}`, type: `keyword.${keyword}` })))
    return false;
  if (keyword === "opt_out") {
    // One confirmation: a number already out is not texted again, whatever it sends.
    if (await optOutNumber(trx, phone, now, "keyword", OUTBOX_NOTE_REASONS.optedOut))
      await queueText(trx, { to: phone, body: (await textsFor(phone, trx)).optedOut(), kind: "opted_out", consentId: null });
  } else if (keyword === "opt_in") {
    if (!(await setNumberStatus(trx, phone, "opted_in", now))) return true;
    await queueText(trx, { to: phone, body: (await textsFor(phone, trx)).optedIn(), kind: "opted_in", consentId: null });
    await askNextQuestion(trx, phone, now);
  } else if (keyword === "confirm") {
    const { pendingConsentId } = await numberState(phone, trx);
    if (!pendingConsentId) return true;
    await clearQuestion(trx, phone, pendingConsentId);
    if (await confirmConsent(trx, pendingConsentId, input.messageSid, now)) {
      await releaseHeldTexts(trx, pendingConsentId, now);
      await recordAudit(trx, {
        actorUserId: null,
        action: "texts.confirmed",
        entity: "text_consent",
        entityId: pendingConsentId,
        details: { message_sid: input.messageSid },
      });
    }
    await askNextQuestion(trx, phone, now);
  } else if (keyword === "help") {
    const last = await latestBusinessTextedTo(phone, daysBefore(now, 90), trx);
    await queueText(trx, {
      to: phone,
      body: (await textsFor(phone, trx)).help({ business: last?.business_name ?? null, contact: last?.business_phone ?? null }),
      kind: "help",
      consentId: null,
    });
  }
  return true;
}

export async function receiveText(input: { from: string; body: string; messageSid: string; now: Date }): Promise<ReceivedText> {
  const phone = toE164(input.from) ?? input.from;
  const state = await numberState(phone);
  const keyword = keywordOf(input.body, { optedOut: state.optedOut, questionWaiting: state.pendingConsentId !== null });
  if (keyword) {
    const applied = await inTransaction((trx) => applyKeyword(trx, keyword, { phone, messageSid: input.messageSid, now: input.now }));
    log.info("text keyword received", { keyword, duplicate: !applied });
    if (!applied) return "duplicate";
    return keyword === "nothing" ? "ignored" : keyword;
  }
  const last = await latestConfirmedTextTo(phone, daysBefore(input.now, REPLY_WINDOW_DAYS));
  const thread = last?.booking_id ? await findBookingThread(last.booking_id) : undefined;
  if (!thread) {
    log.info("text received with no booking to answer", { messageSid: input.messageSid });
    return "unmatched";
  }
  const outcome = await replyByText({ threadId: thread.id, body: input.body, messageSid: input.messageSid, now: input.now });
  if (!outcome.ok) {
    log.warn("text reply refused", { threadId: thread.id, reason: outcome.message });
    return "unmatched";
  }
  return outcome.duplicate ? "duplicate" : "reply";
}

function daysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString();
}

const FINAL = new Set(["delivered", "undelivered", "failed"]);

/**
 * Twilio's word on a text we sent: delivered, undelivered or failed moves it (as its table
 * allows, once per message and status); an undelivered or failed text with an address goes once
 * by e-mail instead. Twilio's interim words (queued, sending, sent) change nothing.
 */
export async function textStatusReported(input: { messageSid: string; status: string; errorCode: string | null; now: Date }) {
  if (!FINAL.has(input.status)) return { applied: false };
  const to = input.status as "delivered" | "undelivered" | "failed";
  return inTransaction(async (trx) => {
    if (!(await claimInboundEvent(trx, { source: "twilio", externalId: `status:${input.messageSid}:${to}`, type: `text.${to}` })))
      return { applied: false };
    const error = input.errorCode ? `Twilio error ${input.errorCode.slice(0, 20)}` : null;
    const text = await applyTextStatus(trx, input.messageSid, to, error, input.now);
    if (!text) return { applied: false };
    if (to !== "delivered" && text.fallback_email) {
      const language = await numberLanguage(text.to_phone, trx);
      await enqueueEmail(
        trx,
        undeliveredTextEmailFor({ to: text.fallback_email, body: text.body, businessName: text.business_name, language }),
        {
          bookingId: text.booking_id,
        },
      );
      await noteText(trx, text.id, sentByEmailNote(error || null));
    }
    return { applied: true };
  });
}
