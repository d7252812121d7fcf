/**
 * How text is compared in every search (services, customers, places): accents and case are
 * ignored, so "ecole", "École" and "ÉCOLE" find one another. SQLite's lower() folds ASCII
 * only, so each searchable row stores its text folded here (a `search_text` column) and the
 * query folds the needle the same way: one rule, applied on both sides.
 */
export function foldForSearch(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().normalize("NFC");
}

/** Fields joined so that a needle never matches across two of them. */
const FIELD_BREAK = "\n";

export function serviceSearchText(service: { service_name: string; business_name: string; description?: string | null }): string {
  return foldForSearch([service.service_name, service.business_name, service.description ?? ""].join(FIELD_BREAK));
}

export function customerSearchText(customer: { name: string; email: string }): string {
  return foldForSearch([customer.name, customer.email].join(FIELD_BREAK));
}

/** A booking is found by its customer's name and e-mail and by its reference ("pl-7k3m9q"). */
export function bookingSearchText(booking: { customer_name: string; customer_email: string; reference: string }): string {
  return foldForSearch([booking.customer_name, booking.customer_email, booking.reference].join(FIELD_BREAK));
}

/** What a search box's text is looked for as (empty: no search). */
export function searchNeedle(q: string): string {
  return foldForSearch(q.trim().replace(/\s+/g, " "));
}
