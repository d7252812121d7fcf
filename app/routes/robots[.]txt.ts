import { robotsTxt } from "~/domain/discovery/structured-data";
import { publicOrigin } from "~/lib/http.server";

/** Crawlers may read the public pages; the sitemap is named with the public origin. */
export function loader() {
  return new Response(robotsTxt(publicOrigin()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
