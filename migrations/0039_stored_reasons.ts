import { sql, type Kysely } from "kysely";

/**
 * Why money moved, and why an outbox e-mail or text was withdrawn or not sent, are stored as a
 * reason's id (issue 54, decision 0047), worded in each reader's language when read, no longer as
 * the English they were written in. The rows written before take the id of their English; a
 * refund an admin gave keeps what they typed, and a text sent by e-mail Twilio's error, as a value.
 */
const IDS: Readonly<Record<string, string>> = {
  Payment: "ledger.payment",
  Deposit: "ledger.deposit",
  "Payment link": "ledger.paymentLink",
  "Card on file": "ledger.cardOnFile",
  Refund: "ledger.refund",
  "No-show fee": "ledger.noShowFee",
  "Late-cancellation fee": "ledger.lateFee",
  "Refund: the booking had ended when the payment arrived": "ledger.refundAfterEnd",
  "Refund: the time was taken before the payment arrived": "ledger.refundTimeTaken",
  "Refund: this booking was already paid": "ledger.refundPaidTwice",
  "Refund: what is left after the no-show fee": "ledger.refundAfterNoShowFee",
  "Refund: what is left after the late-cancellation fee": "ledger.refundAfterLateFee",
  "Refund: cancelled by the Porchlight team": "ledger.refundByTeam",
  "Refund: cancelled by the provider": "ledger.refundByProvider",
  "Refund: cancelled in time": "ledger.refundInTime",
};

const ADMIN_REFUND = "Refund by Porchlight: ";

const NOTES: Readonly<Record<string, string>> = {
  "not sent: text messages are off": "outboxNote.textsOff",
  "not sent: the number replied STOP": "outboxNote.optedOut",
  "not sent: the number did not answer YES": "outboxNote.noYes",
  "not sent: the carrier says the number unsubscribed (Twilio 21610)": "outboxNote.unsubscribed",
  "sent by e-mail instead": "outboxNote.sentByEmail",
  "The booking moved: a new reminder was queued.": "outboxNote.bookingMoved",
  "The visit moved: a new reminder was queued.": "outboxNote.visitMoved",
  "The booking moved again.": "outboxNote.movedAgain",
  "The booking was cancelled.": "outboxNote.cancelled",
  "The booking is completed.": "outboxNote.ended?status=statusLabel.completed",
  "The booking is no-show.": "outboxNote.ended?status=statusLabel.no_show",
  "The booking is cancelled.": "outboxNote.ended?status=statusLabel.cancelled",
  "The booking is expired.": "outboxNote.ended?status=statusLabel.expired",
  "The customer stopped this booking's texts.": "outboxNote.customerStoppedTexts",
  "The customer wrote their review.": "outboxNote.reviewWritten",
};
const BY_EMAIL = "; sent by e-mail instead";

export async function up(db: Kysely<any>): Promise<void> {
  for (const [english, id] of Object.entries(IDS)) {
    await sql`update payments set reason = ${id} where reason = ${english}`.execute(db);
  }
  // Few rows (an admin's refunds), each with its own typed words: rewritten one by one.
  const typed = await sql<{ id: string; reason: string }>`
    select id, reason from payments where substr(reason, 1, ${ADMIN_REFUND.length}) = ${ADMIN_REFUND}
  `.execute(db);
  for (const row of typed.rows) {
    const reason = `ledger.refundByPorchlight?${new URLSearchParams({ reason: row.reason.slice(ADMIN_REFUND.length) })}`;
    await sql`update payments set reason = ${reason} where id = ${row.id}`.execute(db);
  }
  for (const table of ["email_outbox", "text_outbox"]) {
    for (const [english, id] of Object.entries(NOTES)) {
      await sql`update ${sql.table(table)} set last_error = ${id} where last_error = ${english}`.execute(db);
    }
  }
  const byEmail = await sql<{ id: string; last_error: string }>`
    select id, last_error from text_outbox where substr(last_error, -${BY_EMAIL.length}) = ${BY_EMAIL}
  `.execute(db);
  for (const row of byEmail.rows) {
    const note = `outboxNote.sentByEmailAfter?${new URLSearchParams({ error: row.last_error.slice(0, -BY_EMAIL.length) })}`;
    await sql`update text_outbox set last_error = ${note} where id = ${row.id}`.execute(db);
  }
}
