import type { ContactChannel, ContactKind } from "~/domain/accounts/contact-preferences";
import { getDb, type Executor } from "~/lib/db.server";

/** What addresses chose not to be sent (migration 0043, decision 0054), kept by the address case folded. */

const folded = (email: string) => email.trim().toLowerCase();

export async function isContactStopped(executor: Executor, email: string, kind: ContactKind, channel: ContactChannel): Promise<boolean> {
  const row = await executor
    .selectFrom("contact_opt_outs")
    .select("kind")
    .where("email", "=", folded(email))
    .where("kind", "=", kind)
    .where("channel", "=", channel)
    .executeTakeFirst();
  return row !== undefined;
}

export async function listContactOptOuts(email: string) {
  return getDb().selectFrom("contact_opt_outs").select(["kind", "channel"]).where("email", "=", folded(email)).execute();
}

/** The address's choices, all at once (the preferences form names every kind and channel). */
export async function replaceContactOptOuts(
  executor: Executor,
  email: string,
  stopped: ReadonlyArray<{ kind: ContactKind; channel: ContactChannel }>,
) {
  await executor.deleteFrom("contact_opt_outs").where("email", "=", folded(email)).execute();
  if (stopped.length === 0) return;
  await executor
    .insertInto("contact_opt_outs")
    .values(stopped.map((each) => ({ email: folded(email), kind: each.kind, channel: each.channel })))
    .execute();
}

/** One kind stopped by one click (again is no change). */
export async function stopContact(executor: Executor, email: string, kind: ContactKind, channel: ContactChannel) {
  await executor
    .insertInto("contact_opt_outs")
    .values({ email: folded(email), kind, channel })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
