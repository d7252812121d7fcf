import { createHash } from "node:crypto";
import { getDb, type Executor } from "~/lib/db.server";
import { newId } from "~/domain/uuid";

export async function getMedia(id: string) {
  return getDb()
    .selectFrom("media")
    .select(["id", "content_type", "bytes", "size", "sha256", "withheld_at"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Stores checked image bytes; returns the URL pages use (never a data URL). */
export async function createMedia(
  executor: Executor,
  image: { contentType: string; bytes: Uint8Array },
): Promise<{ id: string; url: string }> {
  const id = newId();
  const bytes = Buffer.from(image.bytes);
  await executor
    .insertInto("media")
    .values({
      id,
      content_type: image.contentType,
      bytes,
      size: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
    })
    .execute();
  return { id, url: mediaUrl(id) };
}

/** Withholds images (a hidden message's photos) from everyone but administrators. */
export async function withholdMedia(executor: Executor, ids: readonly string[], at: string) {
  if (ids.length === 0) return;
  await executor.updateTable("media").set({ withheld_at: at }).where("id", "in", ids).where("withheld_at", "is", null).execute();
}

export function mediaUrl(id: string): string {
  return `/media/${id}`;
}
