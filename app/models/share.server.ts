import type { ShareChannel } from "~/domain/marketing/share";
import { newId } from "~/domain/uuid";
import type { Executor } from "~/lib/db.server";
import { firstVisitToday } from "./analytics.server";

/**
 * Records a share of a service page (the spec's post-to-social-media, type 'service_share'),
 * once per visitor, channel and day: a repeated link cannot inflate the count.
 */
export async function recordShare(
  executor: Executor,
  input: { serviceId: string; channel: ShareChannel; url: string; content: string; visitor: string; now: Date },
) {
  if (
    !(await firstVisitToday(executor, {
      serviceId: input.serviceId,
      visitor: input.visitor,
      kind: `share:${input.channel}`,
      now: input.now,
    }))
  )
    return;
  await executor
    .insertInto("service_shares")
    .values({ id: newId(), service_id: input.serviceId, channel: input.channel, url: input.url, content: input.content })
    .execute();
}
