import { CALENDAR_BUDGET } from "~/domain/schedule/busy-calendars";
import { readBusyCells } from "./busy-events.worker";
import { fetchPublicText } from "../public-fetch.server";

/**
 * A calendar's read, whole, in its worker thread (decision 0039): the fetch (public internet
 * only, 5 MB, 10 s, 3 redirects; decision 0030), then the busy cells of its events within the
 * budget. Only the cells (at most a window's worth of numbers) cross back to the server's thread.
 */

export type CalendarReadInput = {
  url: string;
  etag: string | null;
  lastModified: string | null;
  userAgent: string;
  allowHosts: readonly string[];
  window: { fromMs: number; toMs: number; timeZone: string };
};

export type CalendarRead =
  { changed: false } | { changed: true; cells: number[]; events: number; etag: string | null; lastModified: string | null };

export async function readCalendar(input: CalendarReadInput): Promise<CalendarRead> {
  const result = await fetchPublicText(new URL(input.url), {
    maxBytes: CALENDAR_BUDGET.bytes,
    timeoutMs: CALENDAR_BUDGET.fetchMs,
    maxRedirects: CALENDAR_BUDGET.redirects,
    etag: input.etag,
    lastModified: input.lastModified,
    userAgent: input.userAgent,
    accept: "text/calendar, text/plain;q=0.8, */*;q=0.5",
    allowHosts: input.allowHosts,
  });
  if (!result.changed) return { changed: false };
  const reading = readBusyCells(result.body, {
    from: new Date(input.window.fromMs),
    to: new Date(input.window.toMs),
    timeZone: input.window.timeZone,
  });
  return { changed: true, cells: reading.cells, events: reading.events, etag: result.etag, lastModified: result.lastModified };
}
