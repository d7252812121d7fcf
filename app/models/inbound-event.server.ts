import type { Executor } from "~/lib/db.server";
import type { InboundSource } from "~/lib/db-schema";

/**
 * Takes an inbound event (a Stripe event, an e-mailed reply) for applying, in the transaction of
 * what it changes: true the first time its source and id are seen. The primary key decides, on
 * any machine, so a webhook delivered twice, or twice at once, is applied once.
 */
export async function claimInboundEvent(
  executor: Executor,
  event: { source: InboundSource; externalId: string; type: string },
): Promise<boolean> {
  const result = await executor
    .insertInto("inbound_events")
    .values({ source: event.source, external_id: event.externalId, type: event.type })
    .onConflict((oc) => oc.columns(["source", "external_id"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}
