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

/** Driving directions to a job (a standard maps URL, opened by any maps app): none without an address, as above. */
export function directionsUrl(booking: {
  service_lat: number | null;
  service_lng: number | null;
  service_address: string | null;
}): string | null {
  const address = booking.service_address?.trim();
  if (!address) return null;
  const to = booking.service_lat !== null && booking.service_lng !== null ? `${booking.service_lat},${booking.service_lng}` : address;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(to)}&travelmode=driving`;
}
