import type { LoaderFunctionArgs } from "@remix-run/node";
import { publicOrigin, textResponse } from "~/lib/http.server";
import { sitemapDocument } from "~/services/discovery/index.server";

/** The active service pages for search engines (named in robots.txt). */
export async function loader({ request }: LoaderFunctionArgs) {
  const pageParam = new URL(request.url).searchParams.get("page");
  if (pageParam !== null && !/^[1-9]\d{0,5}$/.test(pageParam)) return textResponse(404, "No such sitemap page");
  const xml = await sitemapDocument({ origin: publicOrigin(), page: pageParam === null ? null : Number(pageParam), now: new Date() });
  if (xml === null) return textResponse(404, "No such sitemap page");
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
