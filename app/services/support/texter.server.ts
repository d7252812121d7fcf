import { KEYWORD_ANSWERS, OPT_OUT_EXEMPT, TWILIO_UNSUBSCRIBED, type NumberMover } from "~/domain/texts/texts";
import { OUTBOX_NOTE_REASONS } from "~/domain/statuses";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { publicOrigin } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import { backgroundSender } from "~/lib/background-sender.server";
import { sendText, textsEnabled } from "~/lib/sms-transport.server";
import { recordAudit } from "~/models/audit.server";
import { claimPacedMoment, countEvent } from "~/models/rate-limit.server";
import {
  claimText,
  deferText,
  findDueTexts,
  markTextAttemptFailed,
  markTextBlocked,
  markTextSent,
  numberOptedOut,
  setNumberStatus,
  withdrawQueuedTexts,
  type TextRow,
} from "~/models/text.server";
import { inTransaction } from "./transaction.server";

/**
 * The one sender of texts (decision 0034), the mailer's twin. Each text is checked as it goes, not
 * when queued: a number that said STOP since gets nothing, one past its hourly limit waits, and the
 * account's rate per second is a pace claimed in the shared database so all machines together keep to it.
 */
const HOUR_MS = 3_600_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits for the account's next moment to send: one every 1/TEXTS_PER_SECOND of a second, claimed
 * in the shared database so every machine together keeps the pace. Evenly spaced moments, not a
 * count per clock second, which would let a second's last text and the next one's first go
 * together. The rate is the carrier's, in real seconds, so it is read on the wall clock (never a
 * caller's "now", which a catch-up run or a test may hold still).
 */
async function takeSendingSlot() {
  const moment = await claimPacedMoment("texts-paced", Math.ceil(1_000 / getEnv().TEXTS_PER_SECOND), new Date());
  await sleep(Math.max(0, moment.getTime() - Date.now()));
}

async function sendOne(row: TextRow, now: () => Date) {
  if (!OPT_OUT_EXEMPT.has(row.kind) && (await numberOptedOut(row.to_phone))) {
    await markTextBlocked(row.id, OUTBOX_NOTE_REASONS.optedOut, now());
    return;
  }
  const at = now();
  if (!KEYWORD_ANSWERS.has(row.kind) && (await countEvent(`texts-to:${row.to_phone}`, HOUR_MS, at)) > getEnv().TEXTS_PER_NUMBER_PER_HOUR) {
    await deferText(row.id, new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS));
    return;
  }
  await takeSendingSlot();
  try {
    const { sid } = await sendText({ to: row.to_phone, body: row.body, statusCallback: `${publicOrigin()}/hooks/twilio/status` });
    await markTextSent(row.id, sid, row.attempts + 1, now());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.warn("text delivery failed", { textId: row.id, kind: row.kind, attempt: row.attempts + 1, reason: message });
    if ((error as { code?: unknown }).code === TWILIO_UNSUBSCRIBED) await unsubscribedAtCarrier(row, now());
    else await markTextAttemptFailed(row, message, now());
  }
}

/**
 * A number opts out, by its own STOP or its carrier's word (Twilio's 21610): what waits for it is
 * withdrawn (the sender checks each text again as it goes), and the change is audited. False
 * when it was out already.
 */
export async function optOutNumber(trx: Executor, phone: string, at: Date, by: NumberMover, reason: string): Promise<boolean> {
  await withdrawQueuedTexts(trx, { phone }, reason, at);
  if (!(await setNumberStatus(trx, phone, "opted_out", at, by))) return false;
  await recordAudit(trx, { actorUserId: null, action: "texts.opt_out", entity: "text_number", entityId: phone, details: { by } });
  return true;
}

/** Twilio's 21610: the number unsubscribed at its carrier. It is opted out here, this text and every queued one stop. */
async function unsubscribedAtCarrier(row: TextRow, at: Date) {
  await markTextBlocked(row.id, OUTBOX_NOTE_REASONS.unsubscribed, at);
  await inTransaction((trx) => optOutNumber(trx, row.to_phone, at, "carrier", OUTBOX_NOTE_REASONS.unsubscribed), { queuesEmail: false });
}

const sender = backgroundSender(
  "texter",
  { findDue: (now) => findDueTexts(now), claim: claimText, send: sendOne },
  { enabled: textsEnabled },
);

/** Sends every text that is due; calls that arrive during a run join it (and ask for one more pass). */
export const deliverDueTexts = sender.deliver;
/** Called after a commit that may have queued texts. */
export const notifyTexter = sender.notify;
export const startTexter = (intervalMs = 30_000) => sender.start(intervalMs);
export const stopTexter = (graceMs = 3_000) => sender.stop(graceMs);
