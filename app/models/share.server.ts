import type { ShareChannel } from "~/domain/share";
import { newId } from "~/domain/uuid";
import { getDb } from "~/lib/db.server";
import { firstVisitToday } from "./analytics.server";

/**
 * Records a share of a service page (the spec's post-to-social-media, type 'service_share'),
 * once per visitor, channel and day: a repeated link cannot inflate the count.
 */
export async function recordShare(input: {
  serviceId: string;
  channel: ShareChannel;
  url: string;
  content: string;
  visitor: string;
  now?: Date;
}) {
  const now = input.now ?? new Date();
  await getDb()
    .transaction()
    .execute(async (trx) => {
      if (!(await firstVisitToday(trx, { serviceId: input.serviceId, visitor: input.visitor, kind: `share:${input.channel}`, now })))
        return;
      await trx
        .insertInto("service_shares")
        .values({ id: newId(), service_id: input.serviceId, channel: input.channel, url: input.url, content: input.content })
        .execute();
    });
}
