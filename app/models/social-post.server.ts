import type { SocialPlatform } from "~/domain/marketing/social";
import { newId } from "~/domain/uuid";
import { getDb, type Executor } from "~/lib/db.server";
import type { PublishResult } from "~/lib/social-publisher.server";

/** Records one post to several platforms: a row per platform, with what its publisher answered. */
export async function insertSocialPosts(
  executor: Executor,
  post: {
    userId: string;
    serviceId: string;
    content: string;
    url: string;
    results: ReadonlyArray<{ platform: SocialPlatform; status: PublishResult }>;
  },
) {
  const batchId = newId();
  await executor
    .insertInto("social_posts")
    .values(
      post.results.map(({ platform, status }) => ({
        id: newId(),
        batch_id: batchId,
        user_id: post.userId,
        service_id: post.serviceId,
        platform,
        content: post.content,
        url: post.url,
        status,
      })),
    )
    .execute();
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
