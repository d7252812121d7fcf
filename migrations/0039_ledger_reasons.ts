import { sql, type Kysely } from "kysely";

/**
 * Why money moved is stored as a reason's id (issue 54, decision 0047), worded in each reader's
 * language when it is read, no longer as the English it was written in. The rows written before
 * take the id of their English; a refund an admin gave keeps what they typed as its value.
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
}
