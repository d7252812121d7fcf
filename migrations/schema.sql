-- index analytics_visitors_day
CREATE INDEX analytics_visitors_day on analytics_visitors (day);

-- index area_index_entries_provider_user_id
CREATE INDEX area_index_entries_provider_user_id on area_index_entries (provider_user_id);

-- index audit_log_action_created_at
CREATE INDEX audit_log_action_created_at on audit_log (action, created_at);

-- index audit_log_actor_created_at
CREATE INDEX audit_log_actor_created_at on audit_log (actor_user_id, created_at);

-- index audit_log_created_at_id
CREATE INDEX audit_log_created_at_id on audit_log (created_at, id);

-- index audit_log_entity
CREATE INDEX audit_log_entity on audit_log (entity, entity_id);

-- index bills_owner_status
CREATE INDEX bills_owner_status on bills (owner_user_id, status, created_at);

-- index bills_worker_paid
CREATE INDEX bills_worker_paid on bills (worker_user_id, paid_at) where status = 'paid';

-- index booking_claims_booking_id
CREATE INDEX booking_claims_booking_id on booking_claims (booking_id);

-- index booking_series_customer_email
CREATE INDEX booking_series_customer_email on booking_series (lower(customer_email), created_at, id);

-- index bookings_assigned_start
CREATE INDEX bookings_assigned_start on bookings (assigned_user_id, starts_at);

-- index bookings_calendar
CREATE INDEX bookings_calendar on bookings (preferred_date, service_type, status, id);

-- index bookings_checkout_session
CREATE INDEX bookings_checkout_session on bookings (checkout_session_id);

-- index bookings_created_at_id
CREATE INDEX bookings_created_at_id on bookings (created_at, id);

-- index bookings_customer_email
CREATE INDEX bookings_customer_email on bookings (lower(customer_email), starts_at, id);

-- index bookings_customer_id
CREATE INDEX bookings_customer_id on bookings (customer_id);

-- index bookings_hold_expires_at
CREATE INDEX bookings_hold_expires_at on bookings (hold_expires_at) where status = 'pending';

-- index bookings_preferred_date
CREATE INDEX bookings_preferred_date on bookings (preferred_date, preferred_time);

-- index bookings_provider_date
CREATE INDEX bookings_provider_date on bookings (provider_user_id, preferred_date);

-- index bookings_provider_starts_at
CREATE INDEX bookings_provider_starts_at on bookings (provider_user_id, starts_at, id);

-- index bookings_provider_status
CREATE INDEX bookings_provider_status on bookings (provider_user_id, status);

-- index bookings_reference
CREATE UNIQUE INDEX bookings_reference on bookings (reference);

-- index bookings_series
CREATE INDEX bookings_series on bookings (series_id, starts_at) where series_id is not null;

-- index bookings_service_id
CREATE INDEX bookings_service_id on bookings (service_id);

-- index bookings_service_type
CREATE INDEX bookings_service_type on bookings (service_type);

-- index bookings_starts_at
CREATE INDEX bookings_starts_at on bookings (starts_at);

-- index bookings_status
CREATE INDEX bookings_status on bookings (status);

-- index busy_calendar_cells_person
CREATE INDEX busy_calendar_cells_person on busy_calendar_cells (person_user_id, cell);

-- index busy_calendars_due
CREATE INDEX busy_calendars_due on busy_calendars (next_sync_at) where failed_reads < 3;

-- index busy_calendars_person
CREATE INDEX busy_calendars_person on busy_calendars (person_user_id, created_at);

-- index credentials_business
CREATE INDEX credentials_business on credentials (provider_user_id, submitted_at);

-- index credentials_expiry
CREATE INDEX credentials_expiry on credentials (status, expires_at);

-- index credentials_held
CREATE INDEX credentials_held on credentials (holder_user_id, kind, status, expires_at);

-- index credentials_queue
CREATE INDEX credentials_queue on credentials (status, submitted_at);

-- index customer_addresses_customer
CREATE INDEX customer_addresses_customer on customer_addresses (customer_id, created_at);

-- index customer_addresses_one_default
CREATE UNIQUE INDEX customer_addresses_one_default on customer_addresses (customer_id) where is_default = 1;

-- index customer_sessions_customer
CREATE INDEX customer_sessions_customer on customer_sessions (customer_id);

-- index customer_sessions_expiry
CREATE INDEX customer_sessions_expiry on customer_sessions (expires_at);

-- index customers_created_at_id
CREATE INDEX customers_created_at_id on customers (created_at, id);

-- index customers_email
CREATE INDEX customers_email on customers (lower(email));

-- index customers_owner_created_at_id
CREATE INDEX customers_owner_created_at_id on customers (owner_user_id, created_at, id);

-- index customers_owner_status
CREATE INDEX customers_owner_status on customers (owner_user_id, status);

-- index customers_status
CREATE INDEX customers_status on customers (status);

-- index data_exports_customer
CREATE INDEX data_exports_customer on data_exports (customer_id, requested_at);

-- index data_exports_due
CREATE INDEX data_exports_due on data_exports (status, status_changed_at);

-- index data_exports_expiry
CREATE INDEX data_exports_expiry on data_exports (expires_at);

-- index data_exports_one_at_a_time
CREATE UNIQUE INDEX data_exports_one_at_a_time on data_exports (customer_id) where status in ('queued', 'building');

-- index disputes_booking
CREATE INDEX disputes_booking on disputes (booking_id) where booking_id is not null;

-- index disputes_lost
CREATE INDEX disputes_lost on disputes (owner_user_id, updated_at) where status = 'lost';

-- index disputes_open
CREATE INDEX disputes_open on disputes (owner_user_id, evidence_due_by) where status in ('needs_response', 'under_review');

-- index disputes_owner
CREATE INDEX disputes_owner on disputes (owner_user_id, created_at);

-- index email_outbox_booking_id
CREATE INDEX email_outbox_booking_id on email_outbox (booking_id, kind);

-- index email_outbox_created_at_id
CREATE INDEX email_outbox_created_at_id on email_outbox (created_at, id);

-- index email_outbox_status_next_attempt_at
CREATE INDEX email_outbox_status_next_attempt_at on email_outbox (status, next_attempt_at);

-- index email_sign_in_links_email
CREATE INDEX email_sign_in_links_email on email_sign_in_links (email) where used_at is null;

-- index email_sign_in_links_expiry
CREATE INDEX email_sign_in_links_expiry on email_sign_in_links (expires_at);

-- index payments_bill
CREATE INDEX payments_bill on payments (bill_id) where bill_id is not null;

-- index payments_booking_created_at
CREATE INDEX payments_booking_created_at on payments (booking_id, created_at);

-- index payments_booking_id
CREATE INDEX payments_booking_id on payments (booking_id);

-- index payments_checkout_session
CREATE INDEX payments_checkout_session on payments (checkout_session_id) where checkout_session_id is not null;

-- index payments_created_at_id
CREATE INDEX payments_created_at_id on payments (created_at, id);

-- index payments_customer_created
CREATE INDEX payments_customer_created on payments (customer_id, created_at, id);

-- index payments_customer_id
CREATE INDEX payments_customer_id on payments (customer_id);

-- index payments_owner_created_at_id
CREATE INDEX payments_owner_created_at_id on payments (owner_user_id, created_at, id);

-- index payments_owner_status_created_at
CREATE INDEX payments_owner_status_created_at on payments (owner_user_id, status, created_at);

-- index payments_request_key
CREATE UNIQUE INDEX payments_request_key on payments (owner_user_id, request_key) where request_key is not null;

-- index payments_scheduled_due
CREATE INDEX payments_scheduled_due on payments (due_at) where state = 'scheduled';

-- index payments_stripe_id
CREATE UNIQUE INDEX payments_stripe_id on payments (stripe_id) where stripe_id is not null;

-- index payments_unsent
CREATE INDEX payments_unsent on payments (created_at) where state = 'sending';

-- index provider_applications_created_at_id
CREATE INDEX provider_applications_created_at_id on provider_applications (created_at, id);

-- index provider_applications_status_created_at_id
CREATE INDEX provider_applications_status_created_at_id on provider_applications (status, created_at, id);

-- index provider_applications_user_id
CREATE INDEX provider_applications_user_id on provider_applications (user_id);

-- index provider_time_off_provider_end
CREATE INDEX provider_time_off_provider_end on provider_time_off (provider_user_id, end_date);

-- index quote_requests_customer_email
CREATE INDEX quote_requests_customer_email on quote_requests (lower(customer_email), created_at, id);

-- index quotes_request
CREATE INDEX quotes_request on quotes (request_id);

-- index rate_limits_window_start
CREATE INDEX rate_limits_window_start on rate_limits (window_start);

-- index reviews_created_at_id
CREATE INDEX reviews_created_at_id on reviews (created_at, id);

-- index reviews_hidden_created_at
CREATE INDEX reviews_hidden_created_at on reviews (hidden_at, created_at);

-- index reviews_provider_created_at_id
CREATE INDEX reviews_provider_created_at_id on reviews (provider_user_id, created_at, id);

-- index reviews_service_visible
CREATE INDEX reviews_service_visible on reviews (service_id, hidden_at, created_at, id);

-- index service_areas_user_id
CREATE INDEX service_areas_user_id on service_areas (user_id, created_at);

-- index service_shares_service_created_at
CREATE INDEX service_shares_service_created_at on service_shares (service_id, created_at);

-- index services_application_id
CREATE INDEX services_application_id on services (application_id);

-- index services_created_at_id
CREATE INDEX services_created_at_id on services (created_at, id);

-- index services_search_by_id
CREATE INDEX services_search_by_id on services (id, is_active, category, plan_type, rating_sum, review_count, service_name, price_from_cents, response_time_minutes, response_rate_percent, zip_code, service_type, provider_user_id);

-- index services_search_by_provider
CREATE INDEX services_search_by_provider on services (provider_user_id, is_active, category, plan_type, rating_sum, review_count, service_name, price_from_cents, response_time_minutes, response_rate_percent, zip_code, service_type, id);

-- index sessions_expires_at
CREATE INDEX sessions_expires_at on sessions (expires_at);

-- index sessions_user_id
CREATE INDEX sessions_user_id on sessions (user_id);

-- index sign_in_links_expiry
CREATE INDEX sign_in_links_expiry on sign_in_links (expires_at);

-- index sign_in_links_user
CREATE INDEX sign_in_links_user on sign_in_links (user_id) where used_at is null;

-- index social_posts_user_created_at
CREATE INDEX social_posts_user_created_at on social_posts (user_id, created_at);

-- index submissions_created
CREATE INDEX submissions_created on submissions (created_at);

-- index team_member_services_service
CREATE INDEX team_member_services_service on team_member_services (service_id, user_id);

-- index team_members_provider
CREATE INDEX team_members_provider on team_members (provider_user_id, created_at);

-- index text_consents_phone
CREATE INDEX text_consents_phone on text_consents (phone, consented_at);

-- index text_outbox_booking
CREATE INDEX text_outbox_booking on text_outbox (booking_id, kind);

-- index text_outbox_created
CREATE INDEX text_outbox_created on text_outbox (created_at, id);

-- index text_outbox_due
CREATE INDEX text_outbox_due on text_outbox (status, next_attempt_at);

-- index text_outbox_held
CREATE INDEX text_outbox_held on text_outbox (consent_id, status);

-- index text_outbox_to
CREATE INDEX text_outbox_to on text_outbox (to_phone, created_at);

-- index thread_messages_thread_created
CREATE INDEX thread_messages_thread_created on thread_messages (thread_id, created_at);

-- index threads_customer_email
CREATE INDEX threads_customer_email on threads (lower(customer_email), sent_at, id);

-- index threads_provider_latest
CREATE INDEX threads_provider_latest on threads (provider_user_id, last_message_at, id) where last_message_at is not null;

-- index threads_provider_requests
CREATE INDEX threads_provider_requests on threads (provider_user_id, sent_at, id) where request_id is not null;

-- index threads_provider_unread
CREATE INDEX threads_provider_unread on threads (provider_user_id) where provider_unread > 0;

-- index threads_reported
CREATE INDEX threads_reported on threads (reported_at) where reported_at is not null;

-- index threads_request_sent
CREATE INDEX threads_request_sent on threads (sent_at) where request_id is not null;

-- index threads_request_service
CREATE UNIQUE INDEX threads_request_service on threads (request_id, service_id) where request_id is not null;

-- index waitlist_entries_customer_email
CREATE INDEX waitlist_entries_customer_email on waitlist_entries (lower(customer_email), joined_at, id);

-- index waitlist_entries_lapse
CREATE INDEX waitlist_entries_lapse on waitlist_entries (status, lapses_at);

-- index waitlist_entries_queue
CREATE INDEX waitlist_entries_queue on waitlist_entries (service_id, status, joined_at);

-- index waitlist_holds_offer
CREATE INDEX waitlist_holds_offer on waitlist_holds (offer_id);

-- index waitlist_offers_entry_start
CREATE UNIQUE INDEX waitlist_offers_entry_start on waitlist_offers (entry_id, starts_at);

-- index waitlist_offers_one_open_per_customer
CREATE UNIQUE INDEX waitlist_offers_one_open_per_customer on waitlist_offers (customer_email) where status = 'open';

-- index waitlist_offers_open
CREATE INDEX waitlist_offers_open on waitlist_offers (status, expires_at);

-- index waitlist_offers_provider_day
CREATE INDEX waitlist_offers_provider_day on waitlist_offers (provider_user_id, preferred_date);

-- index zip_codes_lat
CREATE INDEX zip_codes_lat on zip_codes (lat);

-- table analytics_visitors
CREATE TABLE analytics_visitors (service_id text not null references services (id) on delete cascade, day text not null, kind text not null, visitor text not null, constraint analytics_visitors_pk primary key (service_id, day, kind, visitor)) without rowid;

-- table app_meta
CREATE TABLE app_meta (key text primary key, value text not null);

-- table area_index_entries
CREATE TABLE area_index_entries (id integer primary key, service_id text unique references services (id) on delete cascade, service_area_id text unique references service_areas (id) on delete cascade, provider_user_id text, lat real not null, lng real not null, radius_miles real not null check (radius_miles > 0), constraint area_index_entries_one_owner check ((service_id is null) <> (service_area_id is null)));

-- table audit_log
CREATE TABLE audit_log (id text primary key, actor_user_id text references users (id) on delete set null, action text not null, entity text not null, entity_id text, details text check (details is null or json_valid(details)), created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

-- table bills
CREATE TABLE bills (id text primary key, booking_id text not null unique references bookings (id) on delete cascade, owner_user_id text not null references users (id), status text not null check (status in ('awaiting_approval', 'due', 'paid')), lines text not null, reference_cents integer, subtotal_cents integer not null, tax_rate_bp integer not null check (tax_rate_bp between 0 and 2500), tax_cents integer not null check (tax_cents >= 0), total_cents integer not null check (total_cents >= 0), tip_cents integer default 0 not null check (tip_cents >= 0), written_by text references users (id) on delete set null, worker_user_id text references users (id) on delete set null, paid_method text check (paid_method in ('cash', 'check', 'credit', 'venmo', 'cashapp')), paid_reference text check (length(paid_reference) <= 100), created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, approved_at text, paid_at text, updated_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

-- table booking_claims
CREATE TABLE booking_claims (provider_user_id text not null references users (id) on delete cascade, cell integer not null, booking_id text not null references bookings (id) on delete cascade, constraint booking_claims_pk primary key (provider_user_id, cell)) without rowid;

-- table booking_series
CREATE TABLE booking_series (id text primary key, service_id text references services (id) on delete set null, provider_user_id text references users (id) on delete set null, customer_name text not null, customer_email text not null, start_date text not null, time text not null, time_zone text not null, duration_minutes integer not null, interval_weeks integer not null check (interval_weeks in (1, 2, 4)), visit_count integer not null check (visit_count between 2 and 26), sequence integer default 0 not null, created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, language text not null default 'en' check (language in ('en', 'es')));

-- table bookings
CREATE TABLE bookings (
  id text primary key,
  service_id text references services (id) on delete set null,
  provider_user_id text references users (id) on delete set null,
  customer_id text references customers (id) on delete set null,
  customer_name text not null,
  customer_email text not null,
  customer_phone text not null,
  service_type text not null,
  service_address text default '' not null,
  service_lat real,
  service_lng real,
  preferred_date text not null,
  preferred_time text not null,
  time_zone text not null,
  duration_minutes integer not null check (duration_minutes between 30 and 240),
  starts_at text not null,
  special_requests text,
  status text default 'confirmed' not null check (status in ('pending', 'confirmed', 'en_route', 'in_progress', 'completed', 'cancelled', 'no_show', 'expired')),
  status_changed_at text,
  provider_notified integer default 0 not null check (provider_notified in (0, 1)),
  sequence integer default 0 not null check (sequence >= 0),
  created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null,
  cancelled_at text,
  cancelled_by text check (cancelled_by is null or cancelled_by in ('customer', 'provider', 'admin')),
  cancellation_reason text,
  price_cents integer check (price_cents is null or price_cents >= 0),
  payment_mode text check (payment_mode is null or payment_mode in ('deposit', 'full')),
  amount_due_cents integer default 0 not null check (amount_due_cents >= 0),
  cancellation_policy text check (cancellation_policy is null or json_valid(cancellation_policy)),
  hold_expires_at text,
  checkout_session_id text,
  checkout_attempt integer default 0 not null check (checkout_attempt >= 0),
  stripe_customer_id text,
  stripe_payment_method_id text,
  fee_cents integer default 0 not null check (fee_cents >= 0),
  quote_id text references quotes (id) on delete set null,
  series_id text references booking_series (id) on delete set null,
  series_index integer check (series_index is null or series_index between 1 and 26),
  series_size integer,
  series_date text, reference text, search_text text default '' not null, assigned_user_id text references users (id) on delete set null, text_consent_id text references text_consents (id) on delete set null, language text not null default 'en' check (language in ('en', 'es')), after_job_cap_cents integer check (after_job_cap_cents is null or after_job_cap_cents > 0),
  check (status <> 'pending' or hold_expires_at is not null)
);

-- table bookings_fts
CREATE VIRTUAL TABLE bookings_fts using fts5(search_text, phone, tokenize = 'trigram');

-- table bookings_fts_config
CREATE TABLE 'bookings_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table bookings_fts_content
CREATE TABLE 'bookings_fts_content'(id INTEGER PRIMARY KEY, c0, c1);

-- table bookings_fts_data
CREATE TABLE 'bookings_fts_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table bookings_fts_docsize
CREATE TABLE 'bookings_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table bookings_fts_idx
CREATE TABLE 'bookings_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table busy_calendar_cells
CREATE TABLE busy_calendar_cells (calendar_id text not null references busy_calendars (id) on delete cascade, cell integer not null, person_user_id text not null, constraint busy_calendar_cells_pk primary key (calendar_id, cell));

-- table busy_calendars
CREATE TABLE busy_calendars (id text primary key, person_user_id text not null references users (id) on delete cascade, label text not null, sealed_url text not null, url_hint text not null, etag text, last_modified text, last_synced_at text, busy_events integer default 0 not null, last_error text, failing_since text, failure_told_at text, next_sync_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, failed_reads integer default 0 not null);

-- table calendar_feeds
CREATE TABLE calendar_feeds (owner_user_id text primary key references users (id) on delete cascade, token_hash text not null unique, created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

-- table contact_opt_outs
CREATE TABLE contact_opt_outs (email text not null, kind text not null check (kind in ('reminders', 'on_the_way', 'offers', 'quotes', 'receipts', 'review_requests')), channel text not null check (channel in ('email', 'text')), created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, constraint contact_opt_outs_key primary key (email, kind, channel));

-- table coverage_version
CREATE TABLE coverage_version (id integer primary key check (id = 1), version integer not null);

-- table credential_documents
CREATE TABLE credential_documents (id text primary key, provider_user_id text not null references users (id) on delete cascade, content_type text not null check (content_type in ('application/pdf', 'image/jpeg', 'image/png')), bytes blob not null, size integer not null check (size between 1 and 10485760), sha256 text not null);

-- table credential_lookups
CREATE TABLE credential_lookups (state text not null check (state glob '[A-Z][A-Z]'), kind text not null check (kind in ('licence', 'insurance', 'background_check', 'certification')), url text not null check (url like 'https://%'), constraint credential_lookups_pk primary key (state, kind));

-- table credential_rules
CREATE TABLE credential_rules (category text not null, kind text not null check (kind in ('licence', 'insurance', 'background_check', 'certification')), constraint credential_rules_pk primary key (category, kind));

-- table credentials
CREATE TABLE credentials (id text primary key, provider_user_id text not null references users (id) on delete cascade, holder_user_id text not null references users (id) on delete cascade, application_id text references provider_applications (id) on delete set null, kind text not null check (kind in ('licence', 'insurance', 'background_check', 'certification')), issuer text not null, state text not null check (state glob '[A-Z][A-Z]'), number text not null, expires_on text not null, expires_at text not null, document_id text not null references credential_documents (id), status text not null check (status in ('submitted', 'verified', 'rejected', 'expired', 'withdrawn')), reason text, submitted_at text not null, status_changed_at text not null, verified_at text, verified_by text references users (id) on delete set null, reminded_days integer);

-- table customer_accounts
CREATE TABLE customer_accounts (id text primary key, email text not null unique collate nocase, language text default 'en' not null check (language in ('en', 'es')), created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

-- table customer_addresses
CREATE TABLE customer_addresses (id text primary key, customer_id text not null references customer_accounts (id) on delete cascade, label text default '' not null check (length(label) <= 40), address text not null check (length(address) between 5 and 200), is_default integer default 0 not null check (is_default in (0, 1)), created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

-- table customer_sessions
CREATE TABLE customer_sessions (id text primary key, customer_id text not null references customer_accounts (id) on delete cascade, expires_at text not null, created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

-- table customers
CREATE TABLE customers (id text primary key, owner_user_id text not null references users (id) on delete cascade, name text not null, email text not null collate nocase, phone text not null, address text default '' not null, total_bookings integer default 0 not null check (total_bookings >= 0), total_spent_cents integer default 0 not null check (total_spent_cents >= 0), status text default 'active' not null, created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, search_text text default '' not null, constraint customers_owner_email unique (owner_user_id, email));

-- table customers_fts
CREATE VIRTUAL TABLE customers_fts using fts5(search_text, phone, tokenize = 'trigram');

-- table customers_fts_config
CREATE TABLE 'customers_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table customers_fts_content
CREATE TABLE 'customers_fts_content'(id INTEGER PRIMARY KEY, c0, c1);

-- table customers_fts_data
CREATE TABLE 'customers_fts_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table customers_fts_docsize
CREATE TABLE 'customers_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table customers_fts_idx
CREATE TABLE 'customers_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table data_exports
CREATE TABLE data_exports (id text primary key, customer_id text not null references customer_accounts (id) on delete cascade, status text not null check (status in ('queued', 'building', 'ready', 'failed')), requested_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, status_changed_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, expires_at text not null, zip blob, size_bytes integer);

-- table disputes
CREATE TABLE disputes (id text primary key, stripe_dispute_id text not null unique, payment_id text not null references payments (id), booking_id text references bookings (id) on delete set null, owner_user_id text not null references users (id), amount_cents integer not null check (amount_cents > 0), reason text not null check (length(reason) <= 60), status text not null check (status in ('needs_response', 'under_review', 'won', 'lost', 'closed')), evidence_due_by text, evidence_submitted_at text, created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, updated_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

-- table email_outbox
CREATE TABLE email_outbox (id text primary key, to text not null, subject text not null, html text not null, text text not null, kind text not null, status text default 'queued' not null check (status in ('queued', 'sent', 'failed', 'logged', 'withdrawn')), attempts integer default 0 not null, last_error text, next_attempt_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, sent_at text, booking_id text references bookings (id) on delete cascade, reply_to text);

-- table email_sign_in_links
CREATE TABLE email_sign_in_links (token_hash text primary key, email text not null, expires_at text not null, used_at text, created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

-- table inbound_events
CREATE TABLE inbound_events (source text not null, external_id text not null, type text not null, received_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, constraint inbound_events_key primary key (source, external_id));

-- table job_leases
CREATE TABLE job_leases (job text primary key, period integer not null, holder text not null, held_until integer not null, rounds integer default 0 not null);

-- table licensed_trades
CREATE TABLE licensed_trades (state text not null check (state glob '[A-Z][A-Z]'), service_type text not null, constraint licensed_trades_pk primary key (state, service_type));

-- table location_display_settings
CREATE TABLE location_display_settings (id text primary key, setting_name text not null unique, description text not null, enabled integer not null check (enabled in (0, 1)), updated_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

-- table media
CREATE TABLE media (
    id text primary key,
    content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
    bytes blob not null,
    size integer not null check (size > 0 and size <= 5242880),
    sha256 text not null,
    created_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  , withheld_at text);

-- table payments
CREATE TABLE payments (
  id text primary key,
  owner_user_id text not null references users (id) on delete cascade,
  customer_id text not null references customers (id),
  booking_id text references bookings (id) on delete set null,
  amount_cents integer not null check (amount_cents >= 0),
  method text check (method is null or method in ('cash', 'check', 'credit', 'venmo', 'cashapp')),
  status text not null check (status in ('pending', 'completed', 'failed', 'voided')),
  card_brand text,
  card_last4 text check (card_last4 is null or card_last4 glob '[0-9][0-9][0-9][0-9]'),
  card_expiry text check (card_expiry is null or card_expiry glob '[0-1][0-9]/[0-9][0-9]'),
  notes text,
  created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null,
  kind text default 'charge' not null check (kind in ('charge', 'refund')),
  source text default 'manual' not null check (source in ('manual', 'stripe')),
  reason text,
  stripe_id text,
  application_fee_cents integer default 0 not null check (application_fee_cents >= 0),
  created_by text,
  refund_of text references payments (id),
  state text,
  purpose text,
  due_at text,
  failure_reason text,
  checkout_session_id text,
  attempt integer default 0 not null check (attempt >= 0),
  updated_at text,
  request_key text, bill_id text references bills(id), tip_cents integer not null default 0 check (tip_cents >= 0),
  check ((source = 'stripe') = (state is not null)),
  check (state is null or (kind = 'charge' and state in ('scheduled', 'open', 'sending', 'sent', 'succeeded', 'partially_refunded', 'refunded', 'failed', 'voided')) or (kind = 'refund' and state in ('sending', 'sent', 'succeeded', 'failed'))),
  check (state is null or status = case
    when state in ('succeeded', 'partially_refunded', 'refunded') then 'completed'
    when state = 'failed' then 'failed'
    when state = 'voided' then 'voided'
    else 'pending' end),
  check (state is null or (kind = 'refund') = (refund_of is not null)),
  check (state is null or state <> 'scheduled' or due_at is not null),
  check (purpose is null or (kind = 'charge' and purpose in ('due', 'fee', 'link', 'card_on_file')) or (kind = 'refund' and purpose in ('settlement', 'admin'))),
  check (failure_reason is null or state = 'failed')
);

-- table profiles
CREATE TABLE profiles (user_id text primary key references users (id) on delete cascade, email text not null, role text not null check (role in ('provider', 'admin')), created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

-- table provider_applications
CREATE TABLE provider_applications (id text primary key, user_id text references users (id) on delete set null, business_name text not null, owner_name text not null, email text not null, phone text not null, zip_code text not null, service_radius integer default 25 not null check (service_radius between 5 and 100), category text not null, website text, logo_url text, services_provided text default '[]' not null check (json_valid(services_provided)), custom_services text check (custom_services is null or json_valid(custom_services)), licenses text not null, insurance text not null, years_in_business integer not null check (years_in_business >= 0), additional_info text, plan_type text default 'community' not null check (plan_type in ('community', 'premium')), availability text not null check (json_valid(availability)), status text default 'pending' not null check (status in ('pending', 'approved', 'rejected')), created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, reviewed_at text, review_note text, reviewed_by text references users (id) on delete set null);

-- table provider_digests
CREATE TABLE provider_digests (provider_user_id text not null references users (id) on delete cascade, date text not null, created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, constraint provider_digests_pk primary key (provider_user_id, date)) without rowid;

-- table provider_payment_accounts
CREATE TABLE provider_payment_accounts (provider_user_id text primary key references users (id) on delete cascade, stripe_account_id text not null unique, charges_enabled integer default 0 not null check (charges_enabled in (0, 1)), details_submitted integer default 0 not null check (details_submitted in (0, 1)), updated_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

-- table provider_schedules
CREATE TABLE provider_schedules (provider_user_id text primary key references users (id) on delete cascade, weekly_hours text not null check (json_valid(weekly_hours)), buffer_minutes integer default 0 not null check (buffer_minutes in (0, 15, 30, 60)), updated_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, free_cancel_hours integer default 24 not null check (free_cancel_hours between 0 and 168), late_fee_percent integer default 0 not null check (late_fee_percent between 0 and 100), no_show_fee_percent integer default 0 not null check (no_show_fee_percent between 0 and 100), allows_series integer default 0 not null check (allows_series in (0, 1)), owner_takes_jobs integer default 1 not null, customers_choose_member integer default 0 not null, sales_tax_bp integer not null default 0 check (sales_tax_bp between 0 and 2500), travel_mode text not null default 'suburban' check (travel_mode in ('off', 'urban', 'suburban', 'rural', 'per_mile')), travel_minutes_per_mile real check (travel_minutes_per_mile is null or travel_minutes_per_mile between 0.5 and 10), parking_minutes integer not null default 5 check (parking_minutes between 0 and 60), day_start_zip text, day_start_lat real, day_start_lng real, day_end_zip text, day_end_lat real, day_end_lng real);

-- table provider_time_off
CREATE TABLE provider_time_off (id text primary key, provider_user_id text not null references users (id) on delete cascade, start_date text not null, end_date text not null, note text, created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, constraint provider_time_off_order check (end_date >= start_date));

-- table public_data_version
CREATE TABLE public_data_version (id integer primary key check (id = 1), version integer not null);

-- table quote_requests
CREATE TABLE quote_requests (id text primary key, category text not null, zip_code text not null, description text not null check (length(description) between 20 and 2000), needed text not null check (needed in ('flexible', 'week', 'date')), needed_date text check ((needed = 'date') = (needed_date is not null)), customer_name text not null, customer_email text not null, customer_phone text not null, service_id text references services (id) on delete set null, photo_ids text default '[]' not null check (json_valid(photo_ids) and json_array_length(photo_ids) <= 3), status text default 'open' not null check (status in ('open', 'booked', 'closed')), booking_id text unique references bookings (id) on delete set null, created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, service_type text, text_consent_id text references text_consents (id) on delete set null, language text not null default 'en' check (language in ('en', 'es')));

-- table quotes
CREATE TABLE quotes (id text primary key, thread_id text not null unique references threads (id) on delete cascade, request_id text not null references quote_requests (id) on delete cascade, service_id text references services (id) on delete set null, lines text not null check (json_valid(lines) and json_array_length(lines) between 1 and 10), total_cents integer not null check (total_cents >= 0), deposit_cents integer check (deposit_cents is null or (deposit_cents >= 50 and deposit_cents <= total_cents)), duration_minutes integer not null check (duration_minutes between 30 and 240 and duration_minutes % 30 = 0), valid_until text not null, note text, status text default 'open' not null check (status in ('open', 'accepted', 'closed')), created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, updated_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, revision integer not null default 1 check (revision >= 1));

-- table rate_limits
CREATE TABLE rate_limits (key text not null, window_start integer not null, count integer not null check (count >= 0), constraint rate_limits_pk primary key (key, window_start)) without rowid;

-- table rating_totals
CREATE TABLE rating_totals (id integer primary key check (id = 1), rating_sum integer not null, review_count integer not null);

-- table review_invitations
CREATE TABLE review_invitations (booking_id text primary key references bookings (id) on delete cascade, nonce text not null, expires_at text not null, created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ','now')) not null);

-- table reviews
CREATE TABLE reviews (id text primary key, booking_id text not null unique references bookings (id) on delete cascade, service_id text not null references services (id) on delete cascade, provider_user_id text references users (id) on delete set null, rating integer not null check (rating between 1 and 5), body text check (length(body) <= 2000), reviewer_name text not null, created_at text not null, updated_at text not null, editable_until text not null, hidden_at text, hidden_reason text, hidden_by text references users (id) on delete set null, reply text check (length(reply) <= 2000), replied_at text);

-- table service_areas
CREATE TABLE service_areas (id text primary key, user_id text not null references users (id) on delete cascade, zip_code text not null references zip_codes (zip), service_radius integer default 25 not null check (service_radius between 5 and 100), created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

-- table service_page_views
CREATE TABLE service_page_views (service_id text not null references services (id) on delete cascade, day text not null, views integer default 0 not null check (views >= 0), constraint service_page_views_pk primary key (service_id, day)) without rowid;

-- table service_shares
CREATE TABLE service_shares (id text primary key, service_id text not null references services (id) on delete cascade, type text default 'service_share' not null check (type = 'service_share'), channel text not null check (channel in ('facebook', 'x', 'linkedin', 'email', 'web_share', 'copy_link')), url text not null, content text not null, created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

-- table services
CREATE TABLE services (id text primary key, application_id text references provider_applications (id) on delete set null, provider_user_id text references users (id) on delete set null, service_name text not null, service_type text not null, business_name text not null, owner_name text not null, phone text not null, email text not null, zip_code text not null references zip_codes (zip), service_radius integer default 25 not null check (service_radius > 0 and service_radius <= 500), plan_type text default 'community' not null check (plan_type in ('community', 'premium')), category text default '' not null, logo_url text, is_active integer default 1 not null check (is_active in (0, 1)), lat real not null, lng real not null, description text, price_from_cents integer check (price_from_cents is null or price_from_cents >= 0), price_to_cents integer check (price_to_cents is null or price_to_cents >= price_from_cents), price_unit text, response_time_minutes integer check (response_time_minutes is null or response_time_minutes > 0), rating real check (rating is null or rating between 0 and 5), review_count integer default 0 not null check (review_count >= 0), created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, duration_minutes integer default 60 not null check (duration_minutes between 30 and 240 and duration_minutes % 30 = 0), search_text text default '' not null, rating_sum integer default 0 not null, payment_rule text default 'none' not null check (payment_rule in ('none', 'deposit', 'full')), deposit_cents integer check (deposit_cents is null or deposit_cents >= 50), deposit_percent integer check (deposit_percent is null or deposit_percent between 1 and 100), catalogue_response_minutes integer, response_rate_percent integer check (response_rate_percent is null or response_rate_percent between 0 and 100), waitlist_on integer default 1 not null);

-- table sessions
CREATE TABLE sessions (id text primary key, user_id text not null references users (id) on delete cascade, expires_at text not null, created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

-- table short_links
CREATE TABLE short_links (code text primary key, path text not null, created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

-- table sign_in_links
CREATE TABLE sign_in_links (token_hash text primary key, user_id text not null references users (id) on delete cascade, expires_at text not null, used_at text, created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

-- table social_posts
CREATE TABLE social_posts (id text primary key, batch_id text not null, user_id text not null references users (id) on delete cascade, service_id text references services (id) on delete set null, platform text not null check (platform in ('facebook', 'instagram', 'google_my_business', 'yelp', 'nextdoor', 'linkedin')), content text not null, url text not null, status text not null check (status in ('recorded', 'posted', 'failed')), created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

-- table submissions
CREATE TABLE submissions (id text primary key, kind text not null, entity_id text, created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

-- table team_member_services
CREATE TABLE team_member_services (user_id text not null references team_members (user_id) on delete cascade, service_id text not null references services (id) on delete cascade, constraint team_member_services_pk primary key (user_id, service_id));

-- table team_members
CREATE TABLE team_members (user_id text primary key references users (id) on delete cascade, provider_user_id text not null references users (id) on delete cascade, name text not null, status text default 'invited' not null check (status in ('invited', 'active', 'removed')), created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, status_changed_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, photo_url text, constraint team_members_not_owner check (user_id <> provider_user_id));

-- table text_consents
CREATE TABLE text_consents (id text primary key, phone text not null check (phone glob '+1[2-9][0-9][0-9][2-9][0-9][0-9][0-9][0-9][0-9][0-9]'), version text not null, wording text not null, page text not null, ip text not null, user_agent text not null, consented_at text not null, user_id text references users (id) on delete set null, asked_at text, confirmed_at text, confirmation_sid text, language text not null default 'en' check (language in ('en', 'es')));

-- table text_numbers
CREATE TABLE text_numbers (phone text primary key, status text not null check (status in ('opted_in', 'opted_out')), changed_at text not null, pending_consent_id text references text_consents (id) on delete set null, asked_at text);

-- table text_outbox
CREATE TABLE text_outbox (id text primary key, to_phone text not null, body text not null check (length(body) between 1 and 640), kind text not null, status text not null check (status in ('held', 'queued', 'sent', 'delivered', 'undelivered', 'failed', 'withdrawn', 'blocked', 'off')), consent_id text references text_consents (id) on delete set null, booking_id text, business_name text, fallback_email text, attempts integer default 0 not null, last_error text, next_attempt_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, sent_at text, status_at text, twilio_sid text unique);

-- table thread_messages
CREATE TABLE thread_messages (id text primary key, thread_id text not null references threads (id) on delete cascade, author text not null check (author in ('customer', 'provider')), body text not null check (length(body) <= 2000), via text default 'web' not null check (via in ('web', 'email', 'text')), created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, hidden_at text, hidden_by text references users (id) on delete set null, hidden_reason text, photo_ids text default '[]' not null check (json_valid(photo_ids) and json_array_length(photo_ids) <= 3), attachment_notes text default '[]' not null check (json_valid(attachment_notes) and json_array_length(attachment_notes) <= 20), constraint thread_messages_says_something check (length(body) >= 1 or json_array_length(photo_ids) >= 1));

-- table threads
CREATE TABLE threads (id text primary key, request_id text references quote_requests (id) on delete cascade, booking_id text unique references bookings (id) on delete cascade, service_id text references services (id) on delete set null, provider_user_id text references users (id) on delete set null, customer_name text not null, customer_email text not null, answer text check (answer is null or answer in ('waiting', 'quoted', 'declined', 'closed')), decline_reason text, sent_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, first_reply_at text, last_message_at text, reported_at text, reported_by text check (reported_by is null or reported_by in ('customer', 'provider')), report_reason text, customer_unread integer default 0 not null, provider_unread integer default 0 not null, constraint threads_about_something check (request_id is not null or booking_id is not null));

-- table users
CREATE TABLE users (id text primary key, email text not null unique collate nocase, password_hash text not null, created_at text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, text_consent_id text references text_consents (id) on delete set null, language text not null default 'en' check (language in ('en', 'es')));

-- table waitlist_entries
CREATE TABLE waitlist_entries (id text primary key, service_id text not null references services (id) on delete cascade, provider_user_id text not null references users (id) on delete cascade, customer_name text not null, customer_email text not null, customer_phone text not null, windows text not null, time_zone text not null, status text not null check (status in ('waiting', 'booked', 'left', 'lapsed')), joined_at text not null, status_changed_at text not null, lapses_at text not null, booking_id text references bookings (id) on delete set null, text_consent_id text references text_consents (id) on delete set null, language text not null default 'en' check (language in ('en', 'es')));

-- table waitlist_holds
CREATE TABLE waitlist_holds (person_user_id text not null references users (id) on delete cascade, cell integer not null, offer_id text not null references waitlist_offers (id) on delete cascade, constraint waitlist_holds_pk primary key (person_user_id, cell)) without rowid;

-- table waitlist_offers
CREATE TABLE waitlist_offers (id text primary key, entry_id text not null references waitlist_entries (id) on delete cascade, service_id text not null references services (id) on delete cascade, provider_user_id text not null references users (id) on delete cascade, assigned_user_id text not null references users (id) on delete cascade, customer_email text not null, preferred_date text not null, preferred_time text not null, starts_at text not null, status text not null check (status in ('open', 'taken', 'declined', 'lapsed', 'withdrawn')), offered_at text not null, expires_at text not null, status_changed_at text not null, booking_id text references bookings (id) on delete set null);

-- table zip_codes
CREATE TABLE zip_codes (zip text primary key check (zip glob '[0-9][0-9][0-9][0-9][0-9]'), city text not null, state text not null, lat real not null check (lat between -90 and 90), lng real not null check (lng between -180 and 180), time_zone text, city_search text default '' not null) without rowid;

-- trigger area_index_entries_delete_coverage
CREATE TRIGGER area_index_entries_delete_coverage after delete on area_index_entries begin update coverage_version set version = version + 1 where id = 1; end;

-- trigger area_index_entries_insert_coverage
CREATE TRIGGER area_index_entries_insert_coverage after insert on area_index_entries begin update coverage_version set version = version + 1 where id = 1; end;

-- trigger area_index_entries_update_coverage
CREATE TRIGGER area_index_entries_update_coverage after update on area_index_entries begin update coverage_version set version = version + 1 where id = 1; end;

-- trigger booking_claims_calendar_busy
CREATE TRIGGER booking_claims_calendar_busy before insert on booking_claims
       when exists (select 1 from busy_calendar_cells where person_user_id = new.provider_user_id and cell = new.cell)
       begin select raise(abort, 'busy in a calendar: booking_claims.cell'); end;

-- trigger booking_claims_delete_public_version
CREATE TRIGGER booking_claims_delete_public_version after delete on booking_claims begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger booking_claims_insert_public_version
CREATE TRIGGER booking_claims_insert_public_version after insert on booking_claims begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger booking_claims_update_public_version
CREATE TRIGGER booking_claims_update_public_version after update on booking_claims begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger booking_claims_waitlist_hold
CREATE TRIGGER booking_claims_waitlist_hold before insert on booking_claims
       when exists (select 1 from waitlist_holds where person_user_id = new.provider_user_id and cell = new.cell)
       begin select raise(abort, 'held for a waitlist offer: booking_claims.cell'); end;

-- trigger bookings_delete_public_version
CREATE TRIGGER bookings_delete_public_version after delete on bookings begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger bookings_fts_delete
CREATE TRIGGER bookings_fts_delete after delete on bookings begin delete from bookings_fts where rowid = old.rowid; end;

-- trigger bookings_fts_insert
CREATE TRIGGER bookings_fts_insert after insert on bookings begin
        insert into bookings_fts (rowid, search_text, phone) values (new.rowid, new.search_text, new.customer_phone || ' ' || replace(replace(replace(replace(replace(replace(new.customer_phone, '(', ''), ')', ''), ' ', ''), '-', ''), '.', ''), '+', ''));
      end;

-- trigger bookings_fts_update
CREATE TRIGGER bookings_fts_update after update of search_text, customer_phone on bookings begin
        delete from bookings_fts where rowid = old.rowid;
        insert into bookings_fts (rowid, search_text, phone) values (new.rowid, new.search_text, new.customer_phone || ' ' || replace(replace(replace(replace(replace(replace(new.customer_phone, '(', ''), ')', ''), ' ', ''), '-', ''), '.', ''), '+', ''));
      end;

-- trigger bookings_insert_public_version
CREATE TRIGGER bookings_insert_public_version after insert on bookings begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger bookings_reference_not_null_on_insert
CREATE TRIGGER bookings_reference_not_null_on_insert before insert on bookings when new.reference is null
    begin select raise(abort, 'a booking needs its reference'); end;

-- trigger bookings_reference_not_null_on_update
CREATE TRIGGER bookings_reference_not_null_on_update before update of reference on bookings when new.reference is null
    begin select raise(abort, 'a booking needs its reference'); end;

-- trigger bookings_update_public_version
CREATE TRIGGER bookings_update_public_version after update on bookings begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger busy_calendar_cells_delete_public_version
CREATE TRIGGER busy_calendar_cells_delete_public_version after delete on busy_calendar_cells begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger busy_calendar_cells_insert_public_version
CREATE TRIGGER busy_calendar_cells_insert_public_version after insert on busy_calendar_cells begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger busy_calendar_cells_update_public_version
CREATE TRIGGER busy_calendar_cells_update_public_version after update on busy_calendar_cells begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger credential_rules_delete_public_version
CREATE TRIGGER credential_rules_delete_public_version after delete on credential_rules begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger credential_rules_insert_public_version
CREATE TRIGGER credential_rules_insert_public_version after insert on credential_rules begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger credential_rules_update_public_version
CREATE TRIGGER credential_rules_update_public_version after update on credential_rules begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger credentials_delete_public_version
CREATE TRIGGER credentials_delete_public_version after delete on credentials begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger credentials_insert_public_version
CREATE TRIGGER credentials_insert_public_version after insert on credentials begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger credentials_update_public_version
CREATE TRIGGER credentials_update_public_version after update on credentials begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger customer_addresses_at_most_five
CREATE TRIGGER customer_addresses_at_most_five before insert on customer_addresses
    when (select count(*) from customer_addresses where customer_id = new.customer_id) >= 5
    begin select raise(abort, 'addresses.tooMany'); end;

-- trigger customers_fts_delete
CREATE TRIGGER customers_fts_delete after delete on customers begin delete from customers_fts where rowid = old.rowid; end;

-- trigger customers_fts_insert
CREATE TRIGGER customers_fts_insert after insert on customers begin
        insert into customers_fts (rowid, search_text, phone) values (new.rowid, new.search_text, new.phone || ' ' || replace(replace(replace(replace(replace(replace(new.phone, '(', ''), ')', ''), ' ', ''), '-', ''), '.', ''), '+', ''));
      end;

-- trigger customers_fts_update
CREATE TRIGGER customers_fts_update after update of search_text, phone on customers begin
        delete from customers_fts where rowid = old.rowid;
        insert into customers_fts (rowid, search_text, phone) values (new.rowid, new.search_text, new.phone || ' ' || replace(replace(replace(replace(replace(replace(new.phone, '(', ''), ')', ''), ' ', ''), '-', ''), '.', ''), '+', ''));
      end;

-- trigger licensed_trades_delete_public_version
CREATE TRIGGER licensed_trades_delete_public_version after delete on licensed_trades begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger licensed_trades_insert_public_version
CREATE TRIGGER licensed_trades_insert_public_version after insert on licensed_trades begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger licensed_trades_update_public_version
CREATE TRIGGER licensed_trades_update_public_version after update on licensed_trades begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger location_display_settings_delete_public_version
CREATE TRIGGER location_display_settings_delete_public_version after delete on location_display_settings begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger location_display_settings_insert_public_version
CREATE TRIGGER location_display_settings_insert_public_version after insert on location_display_settings begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger location_display_settings_update_public_version
CREATE TRIGGER location_display_settings_update_public_version after update on location_display_settings begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger provider_applications_delete_public_version
CREATE TRIGGER provider_applications_delete_public_version after delete on provider_applications begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger provider_applications_insert_public_version
CREATE TRIGGER provider_applications_insert_public_version after insert on provider_applications begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger provider_applications_update_public_version
CREATE TRIGGER provider_applications_update_public_version after update on provider_applications begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger provider_payment_accounts_delete_public_version
CREATE TRIGGER provider_payment_accounts_delete_public_version after delete on provider_payment_accounts begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger provider_payment_accounts_insert_public_version
CREATE TRIGGER provider_payment_accounts_insert_public_version after insert on provider_payment_accounts begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger provider_payment_accounts_update_public_version
CREATE TRIGGER provider_payment_accounts_update_public_version after update on provider_payment_accounts begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger provider_schedules_delete_public_version
CREATE TRIGGER provider_schedules_delete_public_version after delete on provider_schedules begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger provider_schedules_insert_public_version
CREATE TRIGGER provider_schedules_insert_public_version after insert on provider_schedules begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger provider_schedules_update_public_version
CREATE TRIGGER provider_schedules_update_public_version after update on provider_schedules begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger provider_time_off_delete_public_version
CREATE TRIGGER provider_time_off_delete_public_version after delete on provider_time_off begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger provider_time_off_insert_public_version
CREATE TRIGGER provider_time_off_insert_public_version after insert on provider_time_off begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger provider_time_off_update_public_version
CREATE TRIGGER provider_time_off_update_public_version after update on provider_time_off begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger rating_totals_delete_public_version
CREATE TRIGGER rating_totals_delete_public_version after delete on rating_totals begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger rating_totals_insert_public_version
CREATE TRIGGER rating_totals_insert_public_version after insert on rating_totals begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger rating_totals_update_public_version
CREATE TRIGGER rating_totals_update_public_version after update on rating_totals begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger reviews_delete_public_version
CREATE TRIGGER reviews_delete_public_version after delete on reviews begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger reviews_insert_public_version
CREATE TRIGGER reviews_insert_public_version after insert on reviews begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger reviews_update_public_version
CREATE TRIGGER reviews_update_public_version after update on reviews begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger service_areas_delete_public_version
CREATE TRIGGER service_areas_delete_public_version after delete on service_areas begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger service_areas_insert_public_version
CREATE TRIGGER service_areas_insert_public_version after insert on service_areas begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger service_areas_update_public_version
CREATE TRIGGER service_areas_update_public_version after update on service_areas begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger services_category_coverage
CREATE TRIGGER services_category_coverage after update of category on services begin update coverage_version set version = version + 1 where id = 1; end;

-- trigger services_delete_public_version
CREATE TRIGGER services_delete_public_version after delete on services begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger services_insert_public_version
CREATE TRIGGER services_insert_public_version after insert on services begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger services_update_public_version
CREATE TRIGGER services_update_public_version after update on services begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger team_member_services_delete_public_version
CREATE TRIGGER team_member_services_delete_public_version after delete on team_member_services begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger team_member_services_insert_public_version
CREATE TRIGGER team_member_services_insert_public_version after insert on team_member_services begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger team_member_services_update_public_version
CREATE TRIGGER team_member_services_update_public_version after update on team_member_services begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger team_members_delete_public_version
CREATE TRIGGER team_members_delete_public_version after delete on team_members begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger team_members_insert_public_version
CREATE TRIGGER team_members_insert_public_version after insert on team_members begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger team_members_update_public_version
CREATE TRIGGER team_members_update_public_version after update on team_members begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger waitlist_holds_delete_public_version
CREATE TRIGGER waitlist_holds_delete_public_version after delete on waitlist_holds begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger waitlist_holds_insert_public_version
CREATE TRIGGER waitlist_holds_insert_public_version after insert on waitlist_holds begin update public_data_version set version = version + 1 where id = 1; end;

-- trigger waitlist_holds_taken
CREATE TRIGGER waitlist_holds_taken before insert on waitlist_holds
       when exists (select 1 from booking_claims where provider_user_id = new.person_user_id and cell = new.cell)
         or exists (select 1 from busy_calendar_cells where person_user_id = new.person_user_id and cell = new.cell)
       begin select raise(abort, 'taken: waitlist_holds.cell'); end;
