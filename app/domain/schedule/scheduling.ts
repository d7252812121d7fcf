import { reasons, type ReasonOf } from "../outcome";
import { cityStateLabel } from "../places/location";

/** The business dashboard's Scheduling tab: a business books a job for one of its customers. */
export const SCHEDULING_PATH = "/dashboard/scheduling";

/** How many services an admin's business search lists at once. */
export const SCHEDULING_SERVICE_LIMIT = 50;

/** The only POST of the tab. */
export const SCHEDULE_JOB_INTENT = "book";

/** The customer select's placeholder: never an empty value (spec's dropdown rule). */
export const NO_CUSTOMER = "none";

/** The dashboard's Scheduling tab's answers (decision 0047), worded in app/locales/reasons-booking.ts. */
export const SCHEDULING_REASONS = /* @__PURE__ */ reasons("scheduling", [
  "customerRequired",
  "customerUnknown",
  "serviceUnavailable",
  "notYourService",
  "failed",
  "noOwnServices",
  "noMatches",
  "noCustomers",
]);
export type SchedulingReason = ReasonOf<typeof SCHEDULING_REASONS>;

/** The tab's URL for a calendar; empty values are left out. */
export function schedulingPath(params: { service?: string | null; date?: string | null; q?: string | null }): string {
  const search = new URLSearchParams();
  if (params.q) search.set("q", params.q);
  if (params.service) search.set("service", params.service);
  if (params.date) search.set("date", params.date);
  const query = search.toString();
  return query ? `${SCHEDULING_PATH}?${query}` : SCHEDULING_PATH;
}

/** A service in the calendar select: the business is named when an admin chooses among many. */
export function serviceOptionLabel(
  service: { service_name: string; business_name: string; city?: string | null; state?: string | null },
  seesAll: boolean,
): string {
  if (!seesAll) return service.service_name;
  const place = service.city ? ` (${cityStateLabel({ zip: "", ...service })})` : "";
  return `${service.business_name} · ${service.service_name}${place}`;
}

/** A customer in the job form's select; an admin also sees whose business the customer belongs to. */
export function customerOptionLabel(customer: { name: string; email: string; owner_email?: string | null }, seesAll: boolean): string {
  const base = `${customer.name} (${customer.email})`;
  return seesAll && customer.owner_email ? `${base} · ${customer.owner_email}` : base;
}

/**
 * A job is booked for a customer of the business that provides the service: a provider books
 * their own customers; an admin books the provider's customers or their own, never a third
 * business's.
 */
export function customerFitsService(
  customer: { owner_user_id: string },
  service: { provider_user_id: string | null },
  scope: { userId: string },
): boolean {
  return customer.owner_user_id === service.provider_user_id || customer.owner_user_id === scope.userId;
}
