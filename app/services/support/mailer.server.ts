import { sendEmail } from "~/lib/email-transport.server";
import { log } from "~/lib/logger.server";
import { singleton } from "~/lib/singleton.server";
import { claimEmail, findDueEmails, markEmailAttemptFailed, markEmailDelivered } from "~/models/email-outbox.server";

/**
 * The one mailer. E-mails are written to `email_outbox` by models, in the transaction that
 * causes them; this module delivers what is due, each row claimed first (so machines sharing
 * the database never send one twice), with retries and back-off on failure.
 */
type MailerState = { running: Promise<void> | null; again: boolean; timer: NodeJS.Timeout | null; stopping: boolean };
const state = () => singleton<MailerState>("mailerState", () => ({ running: null, again: false, timer: null, stopping: false }));

async function drain(now: () => Date): Promise<void> {
  const mailer = state();
  for (;;) {
    if (mailer.stopping) return;
    const due = await findDueEmails(now());
    if (due.length === 0) return;
    for (const row of due) {
      // Shutting down: what is not claimed yet stays queued for the next start.
      if (mailer.stopping) return;
      // Another machine sharing the database may have taken it since it was read.
      if (!(await claimEmail(row, now()))) continue;
      try {
        const { status } = await sendEmail(row);
        await markEmailDelivered(row.id, status, now());
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.warn("email delivery failed", { emailId: row.id, kind: row.kind, attempt: row.attempts + 1, reason: message });
        await markEmailAttemptFailed(row, message, now());
      }
    }
  }
}

/**
 * Delivers every e-mail that is due. Calls that arrive while a run is in progress join it
 * (and trigger one more pass), so an e-mail is never sent twice by overlapping runs.
 */
export function deliverDueEmails(now: () => Date = () => new Date()): Promise<void> {
  const mailer = state();
  if (mailer.stopping) return Promise.resolve();
  if (mailer.running) {
    mailer.again = true;
    return mailer.running;
  }
  mailer.running = (async () => {
    try {
      do {
        mailer.again = false;
        await drain(now);
      } while (mailer.again);
    } catch (error) {
      log.error("mailer run failed", { error });
    } finally {
      mailer.running = null;
    }
  })();
  return mailer.running;
}

/** Call after committing a transaction that queued e-mails; delivery happens off the request. */
export function notifyMailer(): void {
  setImmediate(() => void deliverDueEmails());
}

/** Retries due e-mails periodically (including ones left queued by a previous run). */
export function startMailer(intervalMs = 30_000): void {
  const mailer = state();
  mailer.stopping = false;
  if (mailer.timer) return;
  mailer.timer = setInterval(() => void deliverDueEmails(), intervalMs);
  mailer.timer.unref();
  void deliverDueEmails();
}

/**
 * Stops sending: no new e-mail is claimed, an e-mail being sent may finish (for up to
 * `graceMs`), and whatever is still queued waits for the next start.
 */
export async function stopMailer(graceMs = 5_000): Promise<void> {
  const mailer = state();
  mailer.stopping = true;
  if (mailer.timer) clearInterval(mailer.timer);
  mailer.timer = null;
  let timeout: NodeJS.Timeout | undefined;
  await Promise.race([mailer.running, new Promise<void>((resolve) => (timeout = setTimeout(resolve, graceMs)))]);
  clearTimeout(timeout);
}
