import type { Executor } from "~/lib/db.server";
import type { OneTimeSubmission } from "~/lib/submission-key.server";
import { claimSubmission, completeSubmission, findSubmission } from "~/models/submission.server";

/**
 * A use case that creates something, made once per submission (docs/decisions/0026): in its
 * transaction, first `priorOf` (what the same submission made before, if it did), then, once it
 * has made its thing, `madeBy`. The same post sent again finds the first one's result.
 */
export async function priorOf(trx: Executor, once: OneTimeSubmission | undefined): Promise<string | null> {
  return once ? claimSubmission(trx, once) : null;
}

export async function madeBy(trx: Executor, once: OneTimeSubmission | undefined, entityId: string) {
  if (once) await completeSubmission(trx, { id: once.id, entityId });
}

/**
 * What the submission made already (committed), read before the checks and the work a repeat must
 * not run again (a limit's allowance, "already booked"); `priorOf` in the transaction still decides
 * a repeat that arrives while the first is being made.
 */
export async function madeBefore(once: OneTimeSubmission | undefined): Promise<string | null> {
  return once ? findSubmission(once.id) : null;
}
