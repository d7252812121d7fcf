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

export async function countShares(serviceId: string) {
  const row = await getDb()
    .selectFrom("service_shares")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("service_id", "=", serviceId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
