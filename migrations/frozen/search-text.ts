/**
 * The search-text rule migrations 0010 and 0025 filled their columns with, frozen (a copy of
 * app/domain/discovery/search-text.ts, 2026-12-05): accents and case folded, fields joined by a line break.
 * Never edited: a new rule is a new migration that refills the columns.
 */
export function foldForSearch(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().normalize("NFC");
}

const FIELD_BREAK = "\n";

export function serviceSearchText(service: { service_name: string; business_name: string; description?: string | null }): string {
  return foldForSearch([service.service_name, service.business_name, service.description ?? ""].join(FIELD_BREAK));
}

export function customerSearchText(customer: { name: string; email: string }): string {
  return foldForSearch([customer.name, customer.email].join(FIELD_BREAK));
}

export function bookingSearchText(booking: { customer_name: string; customer_email: string; reference: string }): string {
  return foldForSearch([booking.customer_name, booking.customer_email, booking.reference].join(FIELD_BREAK));
}
