import type { ShareChannel } from "~/domain/share";
import { newId } from "~/domain/uuid";
import { getDb } from "~/lib/db.server";

/** Records a share of a service page (the spec's post-to-social-media, type 'service_share'). */
export async function recordShare(input: { serviceId: string; channel: ShareChannel; url: string; content: string }) {
  await getDb()
    .insertInto("service_shares")
    .values({ id: newId(), service_id: input.serviceId, channel: input.channel, url: input.url, content: input.content })
    .execute();
}
