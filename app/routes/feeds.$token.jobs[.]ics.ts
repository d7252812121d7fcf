import type { LoaderFunctionArgs } from "@remix-run/node";
import { textResponse } from "~/lib/http.server";
import { calendarFeed } from "~/services/portal/index.server";

/**
 * A provider's jobs as a calendar feed, through its private address (the token is the only key,
 * as in every calendar app's secret address). Calendars poll it; nothing is cached on the way.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const ics = await calendarFeed(params.token, new Date());
  if (!ics) return textResponse(404, "Calendar not found. Its address may have been replaced in the portal.");
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="porchlight-jobs.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
