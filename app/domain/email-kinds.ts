/**
 * Every kind of e-mail Porchlight sends, as the outbox stores it: a template says which it
 * writes, a notice told once per booking is found by it, and the admin's outbox names each in
 * the reader's language (app/locales/admin-records.ts).
 */
export const EMAIL_KINDS = [
  "application_approved",
  "application_rejected",
  "bill",
  "bill_receipt",
  "bill_reminder",
  "booking_cancelled",
  "booking_cancelled_provider",
  "booking_confirmation",
  "booking_day_off",
  "booking_member_changed",
  "booking_no_show",
  "booking_provider_notice",
  "booking_reminder",
  "booking_rescheduled",
  "booking_rescheduled_provider",
  "busy_calendar_failing",
  "card_saved_late",
  "credential_lapsed",
  "credential_lapsed_customer",
  "credential_rejected",
  "credential_reminder",
  "credential_verified",
  "data_export_ready",
  "dispute_closed",
  "dispute_opened",
  "member_job",
  "payment_failed",
  "payment_failed_provider",
  "payment_failure_admin",
  "payment_late_refund",
  "payment_link",
  "payment_receipt",
  "provider_application",
  "provider_day_summary",
  "provider_enroute",
  "provider_welcome",
  "quote_declined",
  "quote_not_chosen",
  "quote_received",
  "quote_request",
  "quote_request_provider",
  "refund_receipt",
  "review_hidden",
  "review_invite",
  "review_reminder",
  "series_cancelled",
  "series_cancelled_provider",
  "series_confirmation",
  "series_moved",
  "series_moved_provider",
  "series_provider_notice",
  "sign_in_link",
  "team_invitation",
  "text_undelivered",
  "thread_attachments_refused",
  "thread_message",
  "waitlist_joined",
  "waitlist_offer",
  "waitlist_offer_passed",
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

const KNOWN: ReadonlySet<string> = new Set(EMAIL_KINDS);

/** Whether a stored kind is one the app sends now (rows from before a rename keep their old one). */
export function isEmailKind(value: string): value is EmailKind {
  return KNOWN.has(value);
}
