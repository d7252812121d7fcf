import { visitorKey } from "~/lib/security.server";
import { recordServiceView } from "~/models/analytics.server";
import { inTransaction } from "~/services/support/transaction.server";

/** A service page's path, as a document or as the data of a client-side navigation. */
const SERVICE_PAGE = /^\/service\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\.data)?$/i;

/**
 * Counts a view when a service page is served, whether the page cache or the app answers it:
 * once per visitor, service and day, never for a crawler.
 */
export async function countServicePageView(request: { method: string; path: string; userAgent: string | undefined; clientIp: string }) {
  const serviceId = request.method === "GET" ? SERVICE_PAGE.exec(request.path)?.[1] : undefined;
  if (!serviceId) return;
  const visitor = visitorKey(request.userAgent, request.clientIp);
  if (visitor)
    await inTransaction((trx) => recordServiceView(trx, { serviceId: serviceId.toLowerCase(), visitor, now: new Date() }), {
      queuesEmail: false,
    });
}
