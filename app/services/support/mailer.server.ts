import { sendEmail } from "~/lib/email-transport.server";
import { log } from "~/lib/logger.server";
import { backgroundSender } from "~/lib/background-sender.server";
import { claimEmail, findDueEmails, markEmailAttemptFailed, markEmailDelivered } from "~/models/email-outbox.server";

/**
 * The one mailer. E-mails are written to `email_outbox` by models, in the transaction that
 * causes them; this module delivers what is due, each row claimed first (so machines sharing
 * the database never send one twice), with retries and back-off on failure.
 */

const sender = backgroundSender("mailer", {
  findDue: (now) => findDueEmails(now),
  claim: claimEmail,
  async send(row, now) {
    try {
      const { status } = await sendEmail(row);
      await markEmailDelivered(row.id, status, now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn("email delivery failed", { emailId: row.id, kind: row.kind, attempt: row.attempts + 1, reason: message });
      await markEmailAttemptFailed(row, message, now());
    }
  },
});

/**
 * Delivers every e-mail that is due. Calls that arrive while a run is in progress join it
 * (and trigger one more pass), so an e-mail is never sent twice by overlapping runs.
 */
export const deliverDueEmails = sender.deliver;

/** Call after committing a transaction that queued e-mails; delivery happens off the request. */
export const notifyMailer = sender.notify;

/** Retries due e-mails periodically (including ones left queued by a previous run). */
export const startMailer = (intervalMs = 30_000) => sender.start(intervalMs);

/**
 * Stops sending: no new e-mail is claimed, an e-mail being sent may finish (for up to
 * `graceMs`), and whatever is still queued waits for the next start.
 */
export const stopMailer = (graceMs = 5_000) => sender.stop(graceMs);
