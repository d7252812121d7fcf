import { isUuid } from "./uuid";

/** Spec: a table shows at most two services, then '+N'. */
export function summarizeServices(services: readonly string[], shown = 2): { shown: string[]; more: number } {
  return { shown: services.slice(0, shown), more: Math.max(0, services.length - shown) };
}

export const ADMIN_MESSAGES = {
  approved: (business: string, zip: string) => `${business} approved! Service tiles created for ${zip}.`,
  rejected: "Application rejected",
  fetchApplications: "Failed to fetch applications",
  fetchServices: "Failed to fetch services",
  tileActivated: "Service tile activated",
  tileDeactivated: "Service tile deactivated",
  tileUpdated: "Service updated successfully",
  notified: "Customer notified that provider is en route",
  invalidBookingId: "Invalid booking ID format",
  alreadyNotified: "The customer was already notified for this booking.",
  settingUpdated: "Location setting updated successfully",
  settingFailed: "Failed to update location setting",
  settingsLoadFailed: "Failed to load location settings",
  noTiles: "No service tiles found. Approve provider applications to create service tiles.",
  noBookingsOnDay: "No bookings scheduled for this date",
  serviceNameRequired: "Please enter the service name",
} as const;

/** Spec: Notify En Route shows only for a confirmed, not yet notified booking with a UUID id. */
export function canNotifyEnRoute(booking: { id: string; status: string; provider_notified: number | boolean }): boolean {
  return isUuid(booking.id) && booking.status === "confirmed" && !booking.provider_notified;
}

/**
 * Spec section 7: a maps search by coordinates when present, otherwise by the URL-encoded
 * address. No address, no link: the coordinates of a booking without one are only its zip
 * code's centre, and a pin there would send the provider to the wrong door.
 */
export function mapSearchUrl(booking: {
  service_lat: number | null;
  service_lng: number | null;
  service_address: string | null;
}): string | null {
  const address = booking.service_address?.trim();
  if (!address) return null;
  const query = booking.service_lat !== null && booking.service_lng !== null ? `${booking.service_lat},${booking.service_lng}` : address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The admin edit offers Basic or Premium; Basic is the community (free) plan. */
export const ADMIN_PLAN_OPTIONS = [
  { value: "community", label: "Basic" },
  { value: "premium", label: "Premium" },
] as const;

export const TILE_RADIUS_MAX = 500;
