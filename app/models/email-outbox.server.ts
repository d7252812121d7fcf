import type { EmailKind } from "~/domain/email-kinds";
import type { PageRequest } from "~/domain/pagination";
import { keysetPage } from "~/lib/keyset.server";
import { getDb, type Executor } from "~/lib/db.server";
import type { EmailOutboxRow } from "~/lib/db-schema";
import { contactKindOfEmail } from "~/domain/accounts/contact-preferences";
import { isContactStopped } from "./contact-preferences.server";
import { newId } from "~/domain/uuid";
import { claimOutboxRow, findDueOutboxRows } from "./outbox-lease.server";

export type OutgoingEmail = { to: string; subject: string; html: string; text: string; kind: EmailKind };

/** When a queued e-mail may go out (a reminder's send-after time) and the booking it is about. */
export type EmailOptions = { sendAfter?: Date; bookingId?: string | null; replyTo?: string | null };

export const MAX_EMAIL_ATTEMPTS = 5;

/**
 * Records an e-mail to send. Call it with the transaction of the change that causes the
 * e-mail: both commit together or neither does, so a crash never loses one.
 */
export async function enqueueEmail(executor: Executor, email: OutgoingEmail, options: EmailOptions = {}): Promise<string | null> {
  // A kind its reader stopped (decision 0054) is not written at all.
  const contactKind = contactKindOfEmail(email.kind);
  if (contactKind && (await isContactStopped(executor, email.to, contactKind, "email"))) return null;
  const id = newId();
  await executor
    .insertInto("email_outbox")
    .values({
      id,
      ...email,
      booking_id: options.bookingId ?? null,
      reply_to: options.replyTo ?? null,
      ...(options.sendAfter ? { next_attempt_at: options.sendAfter.toISOString() } : {}),
    })
    .execute();
  return id;
}

/** Which of these bookings already have an e-mail of this kind (queued, sent or otherwise): a notice told once per booking. */
export async function bookingsWithEmail(executor: Executor, bookingIds: readonly string[], kind: EmailKind): Promise<Set<string>> {
  if (bookingIds.length === 0) return new Set();
  const rows = await executor
    .selectFrom("email_outbox")
    .select("booking_id")
    .where("booking_id", "in", [...bookingIds])
    .where("kind", "=", kind)
    .execute();
  return new Set(rows.map((row) => row.booking_id!));
}

/**
 * Withdraws a booking's queued e-mails of one kind (a reminder of a cancelled or moved
 * booking): they are never sent, and the outbox still shows them, with the reason.
 */
export async function withdrawQueuedEmails(executor: Executor, bookingId: string, kind: EmailKind, reason: string) {
  await executor
    .updateTable("email_outbox")
    .set({ status: "withdrawn", last_error: reason })
    .where("booking_id", "=", bookingId)
    .where("kind", "=", kind)
    .where("status", "=", "queued")
    .execute();
}

/** How long a machine that claimed an e-mail has to send it before another may try. */
export const EMAIL_CLAIM_MS = 5 * 60_000;

/** Claims a due e-mail for this machine (a lease of EMAIL_CLAIM_MS; app/models/outbox-lease.server.ts). */
export const claimEmail = (row: Pick<EmailOutboxRow, "id" | "next_attempt_at">, now: Date) =>
  claimOutboxRow("email_outbox", row, EMAIL_CLAIM_MS, now);

export const findDueEmails = (now: Date, limit = 20): Promise<EmailOutboxRow[]> => findDueOutboxRows("email_outbox", now, limit);

export async function markEmailDelivered(id: string, status: "sent" | "logged", now: Date) {
  await getDb()
    .updateTable("email_outbox")
    .set((eb) => ({
      status,
      attempts: eb("attempts", "+", 1),
      sent_at: now.toISOString(),
      last_error: null,
    }))
    .where("id", "=", id)
    .execute();
}

/** Counts a failed attempt: retried later with back-off, given up after MAX_EMAIL_ATTEMPTS. */
export async function markEmailAttemptFailed(row: EmailOutboxRow, error: string, now: Date) {
  const attempts = row.attempts + 1;
  const backoffMs = Math.min(30 * 60_000, 30_000 * 2 ** (attempts - 1));
  await getDb()
    .updateTable("email_outbox")
    .set({
      attempts,
      last_error: error.slice(0, 1000),
      status: attempts >= MAX_EMAIL_ATTEMPTS ? "failed" : "queued",
      next_attempt_at: new Date(now.getTime() + backoffMs).toISOString(),
    })
    .where("id", "=", row.id)
    .execute();
}

/** The outbox for the admin, newest first, one keyset page at a time. */
export async function listOutbox(page: PageRequest) {
  return keysetPage(
    getDb().selectFrom("email_outbox").select(["id", "to", "subject", "kind", "status", "attempts", "last_error", "created_at", "sent_at"]),
    { sortColumn: "created_at", idColumn: "id", descending: true, page, key: (row) => [row.created_at, row.id] },
  );
}

export async function findOutboxEmail(id: string) {
  return getDb().selectFrom("email_outbox").selectAll().where("id", "=", id).executeTakeFirst();
}
