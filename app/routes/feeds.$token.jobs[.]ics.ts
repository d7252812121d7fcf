import { createHash } from "node:crypto";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { textResponse } from "~/lib/http.server";
import { calendarFeed } from "~/services/portal/index.server";

/**
 * A provider's jobs as a calendar feed, through its private address (the token is the only key,
 * as in every calendar app's secret address). Calendars poll it; nothing is cached on the way,
 * but a calendar that asks with the ETag it holds is told 304 until a job changes.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const ics = await calendarFeed(params.token, new Date());
  if (!ics) return textResponse(404, "Calendar not found. Its address may have been replaced in the portal.");
  const etag = `"${createHash("sha256").update(ics).digest("base64url").slice(0, 27)}"`;
  const headers = { ETag: etag, "Cache-Control": "private, no-cache", "X-Robots-Tag": "noindex" };
  const asked = request.headers.get("If-None-Match") ?? "";
  if (asked.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) return new Response(null, { status: 304, headers });
  return new Response(ics, {
    headers: {
      ...headers,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="porchlight-jobs.ics"',
    },
  });
}
