import type { LoaderFunctionArgs } from "@remix-run/node";
import { findImage } from "~/services/support/public-files.server";

/** Uploaded images. Ids are never reused, so responses may be cached for a year (but a withheld one). */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const media = await findImage(params.mediaId, request);
  if (!media) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const etag = `"${media.sha256}"`;
  const headers = {
    // A withheld photo reaches an admin only, and is kept by nobody on the way.
    "Cache-Control": media.withheld_at ? "private, no-store" : "public, max-age=31536000, immutable",
    ETag: etag,
    "Content-Type": media.content_type,
    "Content-Disposition": "inline",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(media.bytes), {
    headers: { ...headers, "Content-Length": String(media.size) },
  });
}
