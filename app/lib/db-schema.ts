import type { Language } from "~/domain/language";
import type { NumberStatus, TextStatus } from "~/domain/texts/texts";
import type { CredentialKind, CredentialStatus } from "~/domain/credentials/credentials";
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";
import type { BookingStatus } from "~/domain/booking/booking-lifecycle";
import type { ChargePurpose, ChargeState, RefundPurpose, RefundState } from "~/domain/payments/money-states";
import type { QuoteStatus, RequestStatus } from "~/domain/quotes/quotes";
import type { PaymentRuleKind } from "~/domain/payments/online-payments";
import type { PaymentMethod } from "~/domain/payments/payments";
import type { BillState } from "~/domain/billing/bill";
import type { TravelMode } from "~/domain/schedule/travel";
import type { DisputeState } from "~/domain/payments/disputes";
import type { PaymentStatus } from "~/domain/payments/payment-status";
import type { StoredRole as Role } from "~/domain/accounts/business";
import type { ShareChannel } from "~/domain/marketing/share";
import type { SocialPlatform } from "~/domain/marketing/social";
import type { DataExportStatus } from "~/domain/accounts/data-export";
import type { ContactChannel, ContactKind } from "~/domain/accounts/contact-preferences";

/** A column the database fills in when the insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type { BookingStatus, Role };
export type PlanType = "community" | "premium";
export type ApplicationStatus = "pending" | "approved" | "rejected";
export type CancelledBy = "customer" | "provider" | "admin";
export type EmailStatus = "queued" | "sent" | "failed" | "logged" | "withdrawn";

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  created_at: Defaulted<string>;
  /** The consent to texts given with it (decision 0034), or null: no texts. */
  text_consent_id: Defaulted<string | null>;
  /** The person's language: every e-mail and text to them is in it (migration 0038). */
  language: Defaulted<Language>;
}

export interface ProfilesTable {
  user_id: string;
  email: string;
  role: Role;
  created_at: Defaulted<string>;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  expires_at: string;
  created_at: Defaulted<string>;
}

export interface MediaTable {
  id: string;
  content_type: string;
  bytes: Buffer | Uint8Array;
  size: number;
  sha256: string;
  created_at: Defaulted<string>;
  /** Set when the message the image was sent in was hidden: shown to administrators only. */
  withheld_at: string | null;
}

export interface ZipCodesTable {
  zip: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  /** IANA zone from the zip's coordinates (migration 0007); null only for zips added without one. */
  time_zone: string | null;
  /** The city folded for search (app/domain/discovery/search-text.ts). */
  city_search: string;
}

export interface ProviderApplicationsTable {
  id: string;
  user_id: string | null;
  business_name: string;
  owner_name: string;
  email: string;
  phone: string;
  zip_code: string;
  service_radius: Defaulted<number>;
  category: string;
  website: string | null;
  logo_url: string | null;
  /** JSON array of names. */
  services_provided: string;
  /** JSON array of names, or null. */
  custom_services: string | null;
  licenses: string;
  insurance: string;
  years_in_business: number;
  additional_info: string | null;
  plan_type: PlanType;
  /** JSON Availability (app/domain/schedule/availability.ts). */
  availability: string;
  status: Defaulted<ApplicationStatus>;
  created_at: Defaulted<string>;
  reviewed_at: string | null;
  review_note: string | null;
  reviewed_by: string | null;
}

export interface ServicesTable {
  id: string;
  /** Name, business and description folded for search (app/domain/discovery/search-text.ts); every write sets it. */
  search_text: string;
  application_id: string | null;
  provider_user_id: string | null;
  service_name: string;
  service_type: string;
  business_name: string;
  owner_name: string;
  phone: string;
  email: string;
  zip_code: string;
  service_radius: Defaulted<number>;
  plan_type: PlanType;
  category: string;
  logo_url: string | null;
  is_active: Defaulted<0 | 1>;
  /** Whether customers may join this service's waitlist and be offered freed time (decision 0033). */
  waitlist_on: Defaulted<0 | 1>;
  lat: number;
  lng: number;
  description: string | null;
  price_from_cents: number | null;
  price_to_cents: number | null;
  price_unit: string | null;
  /** What the card says: the provider's median time to first reply to requests, else the catalogue's. */
  response_time_minutes: number | null;
  /** The catalogue's response time, said until the provider has answered three requests in 90 days. */
  catalogue_response_minutes: number | null;
  /** The share (percent) of the provider's requests of 90 days answered within a day; null under five requests. */
  response_rate_percent: Defaulted<number | null>;
  /** The mean of the service's visible reviews, kept with them (null without any). */
  rating: number | null;
  review_count: Defaulted<number>;
  /** The sum of the visible reviews' stars, for the Bayesian ranking. */
  rating_sum: Defaulted<number>;
  /** How long a job takes: 30 to 240 minutes in 30-minute steps. */
  duration_minutes: Defaulted<number>;
  /** Paid on site (none), a deposit (deposit_cents or deposit_percent of the price) or in full when booking. */
  payment_rule: Defaulted<PaymentRuleKind>;
  deposit_cents: number | null;
  deposit_percent: number | null;
  created_at: Defaulted<string>;
}

export interface ProviderSchedulesTable {
  provider_user_id: string;
  /** JSON Availability: the provider's weekly hours, shared by all of their services. */
  weekly_hours: string;
  buffer_minutes: Defaulted<number>;
  /** The cancellation policy: free until this many hours before, then fees in percent of the price. */
  free_cancel_hours: Defaulted<number>;
  late_fee_percent: Defaulted<number>;
  no_show_fee_percent: Defaulted<number>;
  /** Customers may book a series of visits (every 1, 2 or 4 weeks). */
  allows_series: Defaulted<0 | 1>;
  /** Whether the owner takes jobs themselves besides their team (migration 0031). */
  owner_takes_jobs: Defaulted<0 | 1>;
  /** Whether customers may choose which team member comes (migration 0032). */
  customers_choose_member: Defaulted<0 | 1>;
  /** Sales tax on a bill's taxable lines, in basis points (825: 8.25 %; migration 0045). */
  sales_tax_bp: Defaulted<number>;
  /** The business's travel between jobs (migration 0048): how it is estimated, and parking minutes on arrival. */
  travel_mode: Defaulted<TravelMode>;
  travel_minutes_per_mile: number | null;
  parking_minutes: Defaulted<number>;
  /** Where this person's day starts and ends: a zip code and its centre; null: the business's place. */
  day_start_zip: string | null;
  day_start_lat: number | null;
  day_start_lng: number | null;
  day_end_zip: string | null;
  day_end_lat: number | null;
  day_end_lng: number | null;
  updated_at: Defaulted<string>;
}

/** A provider's connected Stripe account (Connect, Express), where their share of a payment goes. */
export interface ProviderPaymentAccountsTable {
  provider_user_id: string;
  stripe_account_id: string;
  charges_enabled: Defaulted<0 | 1>;
  details_submitted: Defaulted<0 | 1>;
  updated_at: Defaulted<string>;
}

/** Every Stripe event applied, by its id: a second delivery changes nothing. */
/** Where an inbound event came from: its id is unique within its source. */
export type InboundSource = "stripe" | "email" | "twilio";

export interface InboundEventsTable {
  source: InboundSource;
  external_id: string;
  type: string;
  received_at: Defaulted<string>;
}

export interface ProviderTimeOffTable {
  id: string;
  provider_user_id: string;
  /** YYYY-MM-DD, both ends included, in the provider's own calendar. */
  start_date: string;
  end_date: string;
  note: string | null;
  created_at: Defaulted<string>;
}

export interface ProviderDigestsTable {
  provider_user_id: string;
  date: string;
  created_at: Defaulted<string>;
}

/** A 30-minute cell (on the UTC grid: epoch milliseconds / 1,800,000) held by a live booking. */
export interface BookingClaimsTable {
  provider_user_id: string;
  cell: number;
  booking_id: string;
}

export type WaitlistEntryStatus = "waiting" | "booked" | "left" | "lapsed";
export type WaitlistOfferStatus = "open" | "taken" | "declined" | "lapsed" | "withdrawn";

/** A customer waiting for freed time of a service (decision 0033). */
export interface WaitlistEntriesTable {
  id: string;
  service_id: string;
  provider_user_id: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  /** JSON: the windows (app/domain/waitlist/waitlist.ts), in the service's zone. */
  windows: string;
  time_zone: string;
  status: WaitlistEntryStatus;
  joined_at: string;
  status_changed_at: string;
  lapses_at: string;
  booking_id: string | null;
  /** The consent to texts given with it (decision 0034), or null: no texts. */
  text_consent_id: Defaulted<string | null>;
  /** The person's language: every e-mail and text to them is in it (migration 0038). */
  language: Defaulted<Language>;
}

/** One start offered to one entry, held for them until it expires. */
export interface WaitlistOffersTable {
  id: string;
  entry_id: string;
  service_id: string;
  provider_user_id: string;
  assigned_user_id: string;
  customer_email: string;
  preferred_date: string;
  preferred_time: string;
  starts_at: string;
  status: WaitlistOfferStatus;
  offered_at: string;
  expires_at: string;
  status_changed_at: string;
  booking_id: string | null;
}

/** A cell an open offer holds for the person who would do the job (refused to bookings by a trigger). */
export interface WaitlistHoldsTable {
  person_user_id: string;
  cell: number;
  offer_id: string;
}

export interface ServiceAreasTable {
  id: string;
  user_id: string;
  zip_code: string;
  service_radius: Defaulted<number>;
  created_at: Defaulted<string>;
}

export interface AreaIndexEntriesTable {
  id: Generated<number>;
  service_id: string | null;
  service_area_id: string | null;
  provider_user_id: string | null;
  lat: number;
  lng: number;
  radius_miles: number;
}

export interface CustomersTable {
  id: string;
  /** Name and e-mail folded for search (app/domain/discovery/search-text.ts); every write sets it. */
  search_text: string;
  owner_user_id: string;
  name: string;
  email: string;
  phone: string;
  address: Defaulted<string>;
  total_bookings: Defaulted<number>;
  total_spent_cents: Defaulted<number>;
  status: Defaulted<string>;
  created_at: Defaulted<string>;
}

export interface BookingsTable {
  id: string;
  /** Short and unique ("PL-7K3M9Q", app/domain/booking/reference.ts); insertBooking draws it. */
  reference: string;
  /** Customer's name and e-mail and the reference, folded for search (app/domain/discovery/search-text.ts). */
  search_text: string;
  service_id: string | null;
  provider_user_id: string | null;
  /** Who does the job: the owner, or one of their team (migration 0031); its claims are this person's cells. */
  assigned_user_id: Defaulted<string | null>;
  customer_id: string | null;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  service_type: string;
  service_address: Defaulted<string>;
  service_lat: number | null;
  service_lng: number | null;
  /** Wall-clock date and time in `time_zone`, the service's zone when it was booked. */
  preferred_date: string;
  preferred_time: string;
  time_zone: string;
  duration_minutes: number;
  /** The start as a UTC instant (ISO 8601). */
  starts_at: string;
  special_requests: string | null;
  status: Defaulted<BookingStatus>;
  status_changed_at: string | null;
  provider_notified: Defaulted<0 | 1>;
  /** Raised on every reschedule and cancellation, for the iCalendar SEQUENCE. */
  sequence: Defaulted<number>;
  created_at: Defaulted<string>;
  cancelled_at: string | null;
  cancelled_by: CancelledBy | null;
  cancellation_reason: string | null;
  /** The service's price when it was booked (what fees are a percent of). */
  price_cents: number | null;
  /** What online payment the booking asked for, and how much (0: paid on site). */
  payment_mode: "deposit" | "full" | null;
  amount_due_cents: Defaulted<number>;
  /** JSON CancellationPolicy: the terms the customer saw when booking. */
  cancellation_policy: string | null;
  /** A booking waiting for its payment holds its time until then. */
  hold_expires_at: string | null;
  checkout_session_id: string | null;
  /** Numbers the booking's Checkout Sessions: Stripe's idempotency key is the booking's id and this. */
  checkout_attempt: Defaulted<number>;
  /** A job far ahead or a series: the card saved at booking (its charge is a scheduled ledger row). */
  stripe_customer_id: string | null;
  stripe_payment_method_id: string | null;
  /** What a late cancellation or a no-show cost under the policy. */
  fee_cents: Defaulted<number>;
  /** The accepted quote the booking was made from (its lines and total). */
  quote_id: Defaulted<string | null>;
  /** A visit of a series: the series, its place in the rule (1-based) of how many, and the rule's date it stands for. */
  series_id: Defaulted<string | null>;
  series_index: Defaulted<number | null>;
  series_size: Defaulted<number | null>;
  series_date: Defaulted<string | null>;
  /** The consent to texts given with it (decision 0034), or null: no texts. */
  text_consent_id: Defaulted<string | null>;
  /** The person's language: every e-mail and text to them is in it (migration 0038). */
  language: Defaulted<Language>;
  /** "Charge my saved card after the job, up to" this (migration 0047), or null: the customer did not agree. */
  after_job_cap_cents: Defaulted<number | null>;
}

/** A recurring job's rule (app/domain/series/series.ts); its visits are bookings. */
export interface BookingSeriesTable {
  id: string;
  service_id: string | null;
  provider_user_id: string | null;
  customer_name: string;
  customer_email: string;
  start_date: string;
  time: string;
  time_zone: string;
  duration_minutes: number;
  interval_weeks: number;
  visit_count: number;
  sequence: Defaulted<number>;
  created_at: Defaulted<string>;
  /** The person's language: every e-mail and text to them is in it (migration 0038). */
  language: Defaulted<Language>;
}

export interface PaymentsTable {
  id: string;
  owner_user_id: string;
  customer_id: string;
  booking_id: string | null;
  amount_cents: number;
  method: PaymentMethod | null;
  status: PaymentStatus;
  card_brand: string | null;
  card_last4: string | null;
  card_expiry: string | null;
  notes: string | null;
  created_at: Defaulted<string>;
  /** Money in (a charge) or out (a refund). */
  kind: Defaulted<"charge" | "refund">;
  /** Typed in by the business, or moved by Stripe (stripe_id: its object's id, recorded once). */
  source: Defaulted<"manual" | "stripe">;
  reason: string | null;
  stripe_id: string | null;
  application_fee_cents: Defaulted<number>;
  created_by: string | null;
  /** A refund's charge (the row whose payment intent it gives back part of). */
  refund_of: string | null;
  /** An online row's state (app/domain/payments/money-states.ts); null for a row the business typed in. */
  state: ChargeState | RefundState | null;
  purpose: ChargePurpose | RefundPurpose | null;
  /** A scheduled charge's time (a saved card, 48 hours before the job). */
  due_at: string | null;
  /** What Stripe said when it refused for good. */
  failure_reason: string | null;
  /** A payment link's Checkout Session. */
  checkout_session_id: string | null;
  /**
   * How many requests of this row's Stripe has seen, each under its own idempotency key: a page
   * made, or a charge or refund sent. A 5xx answer uses its key up (Stripe replays it).
   */
  attempt: Defaulted<number>;
  updated_at: string | null;
  /** The record form's one-time key (unique per business): a form posted twice records once. */
  request_key: string | null;
  /** The bill this row pays (migration 0045): a bill's payment by link, or one the business marked. */
  bill_id: Defaulted<string | null>;
  /** The part of the amount that is a tip: it goes to the business whole, with no platform fee. */
  tip_cents: Defaulted<number>;
}

/** The bill after the job (issue 57, decision 0055): its lines as JSON, totals in cents, its state along BILL_MACHINE. */
export interface BillsTable {
  id: string;
  booking_id: string;
  owner_user_id: string;
  status: BillState;
  /** JSON BillLine[] (app/domain/billing/bill.ts). */
  lines: string;
  /** The booked price or the accepted quote's total the bill is weighed against (null: none was agreed). */
  reference_cents: number | null;
  subtotal_cents: number;
  tax_rate_bp: number;
  tax_cents: number;
  total_cents: number;
  /** The tip its payment carried (or the business recorded with a marked payment). */
  tip_cents: Defaulted<number>;
  written_by: string | null;
  /** Who did the job: the tip is named for them. */
  worker_user_id: string | null;
  paid_method: PaymentMethod | null;
  paid_reference: string | null;
  created_at: Defaulted<string>;
  approved_at: string | null;
  paid_at: string | null;
  updated_at: Defaulted<string>;
}

/** A card payment the customer's bank disputes (issue 57, decision 0056), its state along DISPUTE_MACHINE. */
export interface DisputesTable {
  id: string;
  stripe_dispute_id: string;
  /** The charge disputed (a ledger row). */
  payment_id: string;
  booking_id: string | null;
  owner_user_id: string;
  amount_cents: number;
  /** Stripe's reason ("fraudulent", "product_not_received"...). */
  reason: string;
  status: DisputeState;
  /** The last moment Stripe takes evidence. */
  evidence_due_by: string | null;
  evidence_submitted_at: string | null;
  created_at: Defaulted<string>;
  updated_at: Defaulted<string>;
}

export interface LocationDisplaySettingsTable {
  id: string;
  setting_name: string;
  description: string;
  enabled: 0 | 1;
  updated_at: Defaulted<string>;
}

export interface EmailOutboxTable {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  kind: string;
  status: Defaulted<EmailStatus>;
  attempts: Defaulted<number>;
  last_error: string | null;
  /** When the e-mail is due: a reminder's send-after time, a retry's back-off, or a claim's lease. */
  next_attempt_at: Defaulted<string>;
  created_at: Defaulted<string>;
  sent_at: string | null;
  /** The booking an e-mail is about, so a reminder can follow or leave with its booking. */
  booking_id: Defaulted<string | null>;
  /** The signed address a reply goes to (a message's e-mail), or null: replies go to MAIL_FROM. */
  reply_to: Defaulted<string | null>;
}

export type NeededWhen = "flexible" | "week" | "date";
export type ThreadAnswer = "waiting" | "quoted" | "declined" | "closed";
export type MessageAuthor = "customer" | "provider";

/** A customer's description of a job, sent to the providers who cover it for quotes. */
export interface QuoteRequestsTable {
  id: string;
  category: string;
  zip_code: string;
  description: string;
  needed: NeededWhen;
  /** YYYY-MM-DD when `needed` is "date". */
  needed_date: string | null;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  /** The service whose page it was asked from (that provider alone), or null: from the list. */
  service_id: string | null;
  /** What the job needs (a service type), which decides who is asked; null: something else, or asked before types. */
  service_type: Defaulted<string | null>;
  /** JSON array of media ids (at most three photos). */
  photo_ids: Defaulted<string>;
  status: Defaulted<RequestStatus>;
  booking_id: Defaulted<string | null>;
  created_at: Defaulted<string>;
  /** The consent to texts given with it (decision 0034), or null: no texts. */
  text_consent_id: Defaulted<string | null>;
  /** The person's language: every e-mail and text to them is in it (migration 0038). */
  language: Defaulted<Language>;
}

/** One conversation: a request with one provider (carrying on once booked), or a booking's. */
export interface ThreadsTable {
  id: string;
  request_id: Defaulted<string | null>;
  booking_id: Defaulted<string | null>;
  service_id: string | null;
  provider_user_id: string | null;
  customer_name: string;
  customer_email: string;
  /** The provider's answer to the request (null for a booking's thread). */
  answer: Defaulted<ThreadAnswer | null>;
  decline_reason: Defaulted<string | null>;
  sent_at: Defaulted<string>;
  /** The provider's first quote, decline or message: their response time. */
  first_reply_at: Defaulted<string | null>;
  last_message_at: Defaulted<string | null>;
  reported_at: Defaulted<string | null>;
  reported_by: Defaulted<MessageAuthor | null>;
  report_reason: Defaulted<string | null>;
  /** Messages each side has not read yet (raised as the other side writes, nought once opened). */
  customer_unread: Defaulted<number>;
  provider_unread: Defaulted<number>;
}

export interface QuotesTable {
  id: string;
  thread_id: string;
  request_id: string;
  service_id: string | null;
  /** JSON array of QuoteLine (app/domain/quotes/quotes.ts). */
  lines: string;
  total_cents: number;
  deposit_cents: number | null;
  duration_minutes: number;
  /** YYYY-MM-DD in the service's own calendar: the last day it can be accepted. */
  valid_until: string;
  note: string | null;
  status: Defaulted<QuoteStatus>;
  /** Raised by every revision; an accept names the revision the customer saw. */
  revision: Defaulted<number>;
  created_at: Defaulted<string>;
  updated_at: Defaulted<string>;
}

export interface ThreadMessagesTable {
  id: string;
  thread_id: string;
  author: MessageAuthor;
  body: string;
  via: Defaulted<"web" | "email" | "text">;
  created_at: Defaulted<string>;
  hidden_at: Defaulted<string | null>;
  hidden_by: Defaulted<string | null>;
  hidden_reason: Defaulted<string | null>;
  /** JSON array of media ids (at most three photos). */
  photo_ids: Defaulted<string>;
  /** JSON array of { name, reason }: attachments of a reply by e-mail that were not kept. */
  attachment_notes: Defaulted<string>;
}

/** What a form's post made, under the hash of its kind, one-time key and content (docs/decisions/0026). */
export interface SubmissionsTable {
  id: string;
  kind: string;
  /** Set in the transaction that claimed the row: a committed row always has it. */
  entity_id: string | null;
  created_at: Defaulted<string>;
}

/** The link a completed booking's customer got to review it; a new invitation replaces the nonce. */
export interface ReviewInvitationsTable {
  booking_id: string;
  nonce: string;
  expires_at: string;
  created_at: Defaulted<string>;
}

export interface ReviewsTable {
  id: string;
  booking_id: string;
  service_id: string;
  provider_user_id: string | null;
  rating: number;
  /** Plain text, at most 2,000 characters. */
  body: string | null;
  /** First name and last initial. */
  reviewer_name: string;
  created_at: string;
  updated_at: string;
  editable_until: string;
  hidden_at: string | null;
  hidden_reason: string | null;
  hidden_by: string | null;
  reply: string | null;
  replied_at: string | null;
}

/** One row (id 1): the stars and count of every visible review, the ranking prior's mean. */
/** Raised by triggers on coverage (migration 0015): the search's grid in memory is read again when it moves. */
export interface CoverageVersionTable {
  id: number;
  version: number;
}

/** Raised by triggers on every change to what public pages show (migration 0013). */
export interface PublicDataVersionTable {
  id: number;
  version: number;
}

export interface RatingTotalsTable {
  id: number;
  rating_sum: number;
  review_count: number;
}

export interface AnalyticsVisitorsTable {
  service_id: string;
  day: string;
  /** "view", or "share:{channel}". */
  kind: string;
  /** A keyed hash of the visitor's address (never the address itself). */
  visitor: string;
}

export interface SignInLinksTable {
  /** SHA-256 of the e-mailed token, in hex: the token itself is never stored. */
  token_hash: string;
  user_id: string;
  expires_at: string;
  used_at: string | null;
  created_at: Defaulted<string>;
}

/** A customer's account (migration 0041): made when a sign-in link first proves the address. */
export interface CustomerAccountsTable {
  id: string;
  email: string;
  language: Defaulted<Language>;
  created_at: Defaulted<string>;
}

export interface CustomerSessionsTable {
  id: string;
  customer_id: string;
  expires_at: string;
  created_at: Defaulted<string>;
}

/** A customer's data to take (migration 0042): the ZIP once built, kept until `expires_at`. */
export interface DataExportsTable {
  id: string;
  customer_id: string;
  status: DataExportStatus;
  requested_at: Defaulted<string>;
  status_changed_at: Defaulted<string>;
  expires_at: string;
  zip: Uint8Array | null;
  size_bytes: number | null;
}

/** A kind of message an address chose not to be sent, by e-mail or text (migration 0043). */
export interface ContactOptOutsTable {
  /** Trimmed and lowercase. */
  email: string;
  kind: ContactKind;
  channel: ContactChannel;
  created_at: Defaulted<string>;
}

/** A customer's saved address (migration 0044). */
export interface CustomerAddressesTable {
  id: string;
  customer_id: string;
  label: Defaulted<string>;
  address: string;
  is_default: Defaulted<0 | 1>;
  created_at: Defaulted<string>;
}

/** A customer's one-time sign-in link (migration 0041): it names the address it proves, not an account. */
export interface EmailSignInLinksTable {
  /** SHA-256 of the e-mailed token, in hex. */
  token_hash: string;
  /** The address, trimmed and lowercase. */
  email: string;
  expires_at: string;
  used_at: string | null;
  created_at: Defaulted<string>;
}

export interface RateLimitsTable {
  key: string;
  /** The window's start, in epoch milliseconds. */
  window_start: number;
  count: number;
}

export interface AuditLogTable {
  id: string;
  actor_user_id: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  /** JSON object or null. */
  details: string | null;
  created_at: Defaulted<string>;
}

export interface ServiceSharesTable {
  id: string;
  service_id: string;
  type: Defaulted<"service_share">;
  channel: ShareChannel;
  url: string;
  content: string;
  created_at: Defaulted<string>;
}

export interface SocialPostsTable {
  id: string;
  /** Rows of one post (one per platform) share a batch id. */
  batch_id: string;
  user_id: string;
  service_id: string | null;
  platform: SocialPlatform;
  content: string;
  url: string;
  status: "recorded" | "posted" | "failed";
  created_at: Defaulted<string>;
}

export interface ServicePageViewsTable {
  service_id: string;
  /** YYYY-MM-DD (UTC). */
  day: string;
  views: Defaulted<number>;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

/** A provider's private calendar subscription address, as the hash of its token. */
export interface CalendarFeedsTable {
  owner_user_id: string;
  token_hash: string;
  created_at: Defaulted<string>;
}

/** A calendar address whose busy events block a person's time (migration 0029). */
export interface BusyCalendarsTable {
  id: string;
  person_user_id: string;
  label: string;
  /** The address, sealed (app/lib/sealed-text.server.ts): it is a password to the calendar. */
  sealed_url: string;
  url_hint: string;
  etag: string | null;
  last_modified: string | null;
  last_synced_at: string | null;
  busy_events: Defaulted<number>;
  last_error: string | null;
  failing_since: string | null;
  failure_told_at: string | null;
  /** Reads since the last success, the one under way included (migration 0036): at 3 it waits for its owner. */
  failed_reads: Defaulted<number>;
  next_sync_at: Defaulted<string>;
  created_at: Defaulted<string>;
}

/** A 30-minute cell (booking claims' grid) a calendar's busy event covers. */
export interface BusyCalendarCellsTable {
  calendar_id: string;
  cell: number;
  person_user_id: string;
}

export type TeamMemberStatus = "invited" | "active" | "removed";

/** A member of a provider's team: an account of its own that does the business's jobs (migration 0031). */
export interface TeamMembersTable {
  user_id: string;
  provider_user_id: string;
  name: string;
  /** Their photo's /media address, shown to customers beside their first name (migration 0032). */
  photo_url: string | null;
  status: Defaulted<TeamMemberStatus>;
  created_at: Defaulted<string>;
  status_changed_at: Defaulted<string>;
}

/** The services a team member performs. */
export interface TeamMemberServicesTable {
  user_id: string;
  service_id: string;
}

export interface TextConsentsTable {
  id: string;
  /** E.164, US only. */
  phone: string;
  /** The wording's version ("booking-1") and the words themselves, as ticked. */
  version: string;
  wording: string;
  /** The page the box was ticked on, the client's address and browser. */
  page: string;
  ip: string;
  user_agent: string;
  consented_at: string;
  user_id: Defaulted<string | null>;
  /** When the number was asked to confirm with YES, when it did and the id of its YES (migration 0036). */
  asked_at: Defaulted<string | null>;
  confirmed_at: Defaulted<string | null>;
  confirmation_sid: Defaulted<string | null>;
  /** The person's language: every e-mail and text to them is in it (migration 0038). */
  language: Defaulted<Language>;
}

export interface TextNumbersTable {
  phone: string;
  status: NumberStatus;
  changed_at: string;
  /** The consent whose question waits for this number's YES, and when it was asked: one at a time. */
  pending_consent_id: Defaulted<string | null>;
  asked_at: Defaulted<string | null>;
}

export interface TextOutboxTable {
  id: string;
  to_phone: string;
  body: string;
  kind: string;
  status: TextStatus;
  consent_id: string | null;
  booking_id: string | null;
  business_name: string | null;
  fallback_email: string | null;
  attempts: Defaulted<number>;
  last_error: Defaulted<string | null>;
  /** When the text is due: quiet hours' 08:00, a retry's back-off, a claim's lease or the next hour of a number's limit. */
  next_attempt_at: Defaulted<string>;
  created_at: Defaulted<string>;
  sent_at: Defaulted<string | null>;
  status_at: Defaulted<string | null>;
  twilio_sid: Defaulted<string | null>;
}

export interface ShortLinksTable {
  code: string;
  path: string;
  created_at: Defaulted<string>;
}

export type { CredentialKind, CredentialStatus };

/** A private document a credential was checked against (decision 0035): never a public URL. */
export interface CredentialDocumentsTable {
  id: string;
  provider_user_id: string;
  content_type: "application/pdf" | "image/jpeg" | "image/png";
  bytes: Buffer;
  size: number;
  sha256: string;
}

/** A licence, insurance, background check or certification, as an admin checked it (decision 0035). */
export interface CredentialsTable {
  id: string;
  provider_user_id: string;
  holder_user_id: string;
  application_id: string | null;
  kind: CredentialKind;
  issuer: string;
  state: string;
  number: string;
  expires_on: string;
  expires_at: string;
  document_id: string;
  status: CredentialStatus;
  reason: string | null;
  submitted_at: string;
  status_changed_at: string;
  verified_at: string | null;
  verified_by: string | null;
  reminded_days: number | null;
}

export interface CredentialRulesTable {
  category: string;
  kind: CredentialKind;
}

export interface LicensedTradesTable {
  state: string;
  service_type: string;
}

export interface CredentialLookupsTable {
  state: string;
  kind: CredentialKind;
  url: string;
}

/** A background job's claim on its latest period (migration 0040): one holder at a time, until held_until (ms). */
export interface JobLeasesTable {
  job: string;
  period: number;
  holder: string;
  held_until: number;
  rounds: Generated<number>;
}

export interface Database {
  job_leases: JobLeasesTable;
  credential_documents: CredentialDocumentsTable;
  credentials: CredentialsTable;
  credential_rules: CredentialRulesTable;
  licensed_trades: LicensedTradesTable;
  credential_lookups: CredentialLookupsTable;
  text_consents: TextConsentsTable;
  text_numbers: TextNumbersTable;
  text_outbox: TextOutboxTable;
  short_links: ShortLinksTable;
  waitlist_entries: WaitlistEntriesTable;
  waitlist_offers: WaitlistOffersTable;
  waitlist_holds: WaitlistHoldsTable;
  team_members: TeamMembersTable;
  team_member_services: TeamMemberServicesTable;
  busy_calendars: BusyCalendarsTable;
  busy_calendar_cells: BusyCalendarCellsTable;
  calendar_feeds: CalendarFeedsTable;
  users: UsersTable;
  profiles: ProfilesTable;
  sessions: SessionsTable;
  media: MediaTable;
  zip_codes: ZipCodesTable;
  provider_applications: ProviderApplicationsTable;
  services: ServicesTable;
  service_areas: ServiceAreasTable;
  area_index_entries: AreaIndexEntriesTable;
  customers: CustomersTable;
  bookings: BookingsTable;
  booking_claims: BookingClaimsTable;
  provider_schedules: ProviderSchedulesTable;
  provider_time_off: ProviderTimeOffTable;
  provider_digests: ProviderDigestsTable;
  payments: PaymentsTable;
  bills: BillsTable;
  disputes: DisputesTable;
  location_display_settings: LocationDisplaySettingsTable;
  email_outbox: EmailOutboxTable;
  audit_log: AuditLogTable;
  rate_limits: RateLimitsTable;
  sign_in_links: SignInLinksTable;
  email_sign_in_links: EmailSignInLinksTable;
  customer_accounts: CustomerAccountsTable;
  customer_sessions: CustomerSessionsTable;
  data_exports: DataExportsTable;
  contact_opt_outs: ContactOptOutsTable;
  customer_addresses: CustomerAddressesTable;
  analytics_visitors: AnalyticsVisitorsTable;
  reviews: ReviewsTable;
  review_invitations: ReviewInvitationsTable;
  rating_totals: RatingTotalsTable;
  public_data_version: PublicDataVersionTable;
  coverage_version: CoverageVersionTable;
  app_meta: AppMetaTable;
  service_shares: ServiceSharesTable;
  social_posts: SocialPostsTable;
  service_page_views: ServicePageViewsTable;
  provider_payment_accounts: ProviderPaymentAccountsTable;
  inbound_events: InboundEventsTable;
  quote_requests: QuoteRequestsTable;
  threads: ThreadsTable;
  quotes: QuotesTable;
  thread_messages: ThreadMessagesTable;
  submissions: SubmissionsTable;
  booking_series: BookingSeriesTable;
}

export type ServiceRow = Selectable<ServicesTable>;
export type NewService = Insertable<ServicesTable>;
export type ServiceUpdate = Updateable<ServicesTable>;
export type ZipCodeRow = Selectable<ZipCodesTable>;
export type BookingRow = Selectable<BookingsTable>;
export type EmailOutboxRow = Selectable<EmailOutboxTable>;
export type ProviderApplicationRow = Selectable<ProviderApplicationsTable>;
export type ReviewRow = Selectable<ReviewsTable>;
