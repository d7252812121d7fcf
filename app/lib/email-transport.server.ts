import { Resend } from "resend";
import type { EmailOutboxRow } from "./db-schema";
import { getEnv } from "./env.server";
import { log } from "./logger.server";
import { singleton } from "./singleton.server";

/**
 * How one e-mail leaves the machine: through Resend when RESEND_API_KEY is set, otherwise it is
 * only printed as one log line (offline installs) and recorded as `logged`. The outbox and its
 * retries are app/services/support/mailer.server.ts.
 */
export type Delivery = { status: "sent" | "logged" };

function getResend(): Resend {
  return singleton("resend", () => {
    const env = getEnv();
    // Constructing Resend without a key throws, so it is only built once a key exists.
    return new Resend(env.RESEND_API_KEY, env.RESEND_BASE_URL ? { baseUrl: env.RESEND_BASE_URL } : undefined);
  });
}

/** Sends one outbox row; throws when the e-mail service refuses it (the outbox retries). */
export async function sendEmail(row: EmailOutboxRow, options: { headers?: Record<string, string> } = {}): Promise<Delivery> {
  const env = getEnv();
  if (!env.RESEND_API_KEY) {
    log.info("email logged (no RESEND_API_KEY)", { to: row.to, subject: row.subject, kind: row.kind });
    return { status: "logged" };
  }
  const { error } = await getResend().emails.send(
    {
      from: env.MAIL_FROM,
      to: row.to,
      subject: row.subject,
      html: row.html,
      text: row.text,
      ...(row.reply_to ? { replyTo: row.reply_to } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
    },
    { idempotencyKey: `outbox-${row.id}` },
  );
  if (error) throw new Error(`${error.name}: ${error.message}`);
  return { status: "sent" };
}
