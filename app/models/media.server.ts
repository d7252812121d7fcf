import { createHash } from "node:crypto";
import { getDb, type Executor } from "~/lib/db.server";
import { newId } from "~/domain/uuid";

export async function getMedia(id: string) {
  return getDb().selectFrom("media").select(["id", "content_type", "bytes", "size", "sha256"]).where("id", "=", id).executeTakeFirst();
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

export function mediaUrl(id: string): string {
  return `/media/${id}`;
}
