import type { SocialPlatform } from "~/domain/social";
import { newId } from "~/domain/uuid";
import { getDb } from "~/lib/db.server";
import { localSocialPublisher, type SocialPublisher } from "~/lib/social-publisher.server";

/** Publishes a post to each platform and records one row per platform (one batch). */
export async function createSocialPost(
  input: { userId: string; serviceId: string; platforms: SocialPlatform[]; content: string; url: string },
  publisher: SocialPublisher = localSocialPublisher,
): Promise<number> {
  const batchId = newId();
  const results = await Promise.all(
    input.platforms.map(async (platform) => ({
      platform,
      status: await publisher.publish({ platform, content: input.content, url: input.url }),
    })),
  );
  await getDb()
    .insertInto("social_posts")
    .values(
      results.map(({ platform, status }) => ({
        id: newId(),
        batch_id: batchId,
        user_id: input.userId,
        service_id: input.serviceId,
        platform,
        content: input.content,
        url: input.url,
        status,
      })),
    )
    .execute();
  return results.filter((result) => result.status !== "failed").length;
}

/** The provider's recent posts, one entry per post with its platforms. */
export async function listSocialPosts(userId: string, limit = 20) {
  const rows = await getDb()
    .selectFrom("social_posts as p")
    .leftJoin("services as s", "s.id", "p.service_id")
    .select(["p.batch_id", "p.platform", "p.status", "p.content", "p.created_at", "s.service_name"])
    .where("p.user_id", "=", userId)
    .orderBy("p.created_at", "desc")
    .limit(limit * 6)
    .execute();
  const posts = new Map<
    string,
    {
      id: string;
      content: string;
      createdAt: string;
      serviceName: string | null;
      platforms: Array<{ platform: SocialPlatform; status: string }>;
    }
  >();
  for (const row of rows) {
    const post = posts.get(row.batch_id) ?? {
      id: row.batch_id,
      content: row.content,
      createdAt: row.created_at,
      serviceName: row.service_name,
      platforms: [],
    };
    post.platforms.push({ platform: row.platform, status: row.status });
    posts.set(row.batch_id, post);
  }
  return [...posts.values()].slice(0, limit);
}
