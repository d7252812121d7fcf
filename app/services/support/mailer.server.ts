import { sendEmail } from "~/lib/email-transport.server";
import type { EmailOutboxRow } from "~/lib/db-schema";
import { publicOrigin } from "~/lib/http.server";
import { oneClickUnsubscribePath, unsubscribePath } from "~/lib/signed-links.server";
import { contactKindOfEmail, ONE_CLICK_KINDS } from "~/domain/accounts/contact-preferences";
import { unsubscribeFooter } from "~/locales/email-layout";
import { log } from "~/lib/logger.server";
import { backgroundSender } from "~/lib/background-sender.server";
import { claimEmail, findDueEmails, markEmailAttemptFailed, markEmailDelivered } from "~/models/email-outbox.server";

/**
 * The one mailer. E-mails are written to `email_outbox` by models, in the transaction that
 * causes them; this module delivers what is due, each row claimed first (so machines sharing
 * the database never send one twice), with retries and back-off on failure.
 */

/**
 * An e-mail of a kind its reader may stop (decision 0054) goes out with a footer link that stops
 * that kind, and, when the kind is not transactional, RFC 8058's one-click List-Unsubscribe
 * headers too. The outbox keeps what was queued.
 */
function withUnsubscribe(row: EmailOutboxRow): [EmailOutboxRow, { headers?: Record<string, string> }] {
  const kind = contactKindOfEmail(row.kind);
  if (!kind) return [row, {}];
  const origin = publicOrigin();
  const footer = unsubscribeFooter(row.html, `${origin}${unsubscribePath(row.to, kind)}`);
  const html = row.html.endsWith("</div>") ? `${row.html.slice(0, -"</div>".length)}${footer.html}</div>` : `${row.html}${footer.html}`;
  const oneClick = ONE_CLICK_KINDS.has(kind)
    ? {
        headers: {
          "List-Unsubscribe": `<${origin}${oneClickUnsubscribePath(row.to, kind)}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      }
    : {};
  return [{ ...row, text: `${row.text}${footer.text}`, html }, oneClick];
}

const sender = backgroundSender("mailer", {
  findDue: (now) => findDueEmails(now),
  claim: claimEmail,
  async send(row, now) {
    try {
      const { status } = await sendEmail(...withUnsubscribe(row));
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
