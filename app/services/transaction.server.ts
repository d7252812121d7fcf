import type { Transaction } from "kysely";
import type { Database } from "~/lib/db-schema";
import { getDb } from "~/lib/db.server";
import { notifyMailer } from "./mailer.server";

/**
 * The one way a use case writes: its steps in one transaction, and once that has committed,
 * the mailer is woken for whatever e-mail the steps queued in the outbox (never before the
 * commit, so a rolled-back change sends nothing). Nothing else calls notifyMailer.
 */
export async function inTransaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const result = await getDb().transaction().execute(work);
  notifyMailer();
  return result;
}
