import type { Transaction } from "kysely";
import type { Outcome, Refusal } from "~/domain/outcome";
import type { Database } from "~/lib/db-schema";
import { getDb } from "~/lib/db.server";
import { notifyMailer } from "./mailer.server";
import { notifyTexter } from "./texter.server";

/**
 * The one way a use case writes: its steps in one transaction, then the mailer and the texter woken
 * for what the steps queued, never before the commit, so a rolled-back change sends nothing.
 * Counters written on every page served say they queue nothing, so they do not wake the senders.
 */
export async function inTransaction<T>(
  work: (trx: Transaction<Database>) => Promise<T>,
  options: { queuesEmail?: boolean } = {},
): Promise<T> {
  const result = await getDb().transaction().execute(work);
  if (options.queuesEmail !== false) {
    notifyMailer();
    notifyTexter();
  }
  return result;
}

class RefusedInTransaction extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

/**
 * A transaction whose work may end in a refusal found after it wrote something: then nothing it
 * wrote is kept, and the refusal is returned.
 */
export async function decideInTransaction<T extends object>(
  work: (trx: Transaction<Database>) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  try {
    return await inTransaction(async (trx) => {
      const result = await work(trx);
      if (!result.ok) throw new RefusedInTransaction(result);
      return result;
    });
  } catch (error) {
    if (error instanceof RefusedInTransaction) return error.refusal;
    throw error;
  }
}
