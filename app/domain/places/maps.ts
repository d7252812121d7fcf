/**
 * Spec section 7: a maps search by coordinates when present, otherwise by the URL-encoded
 * address. No address, no link: the coordinates of a booking without one are only its zip
 * code's centre, and a pin there would send the provider to the wrong door.
 */
export function mapSearchUrl(booking: MappedJob): string | null {
  const query = mapsQueryOf(booking);
  return query === null ? null : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

type MappedJob = { service_lat: number | null; service_lng: number | null; service_address: string | null };

/** Where a maps link points: the coordinates when present, else the address; none without an address. */
function mapsQueryOf(booking: MappedJob): string | null {
  const address = booking.service_address?.trim();
  if (!address) return null;
  return booking.service_lat !== null && booking.service_lng !== null ? `${booking.service_lat},${booking.service_lng}` : address;
}

/** Driving directions to a job (a standard maps URL, opened by any maps app), by the same rule. */
export function directionsUrl(booking: MappedJob): string | null {
  const query = mapsQueryOf(booking);
  return query === null ? null : `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(query)}&travelmode=driving`;
}
