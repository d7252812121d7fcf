import { sql, type Kysely } from "kysely";
import { runWithoutForeignKeys } from "./frozen/without-foreign-keys";

/**
 * Money in step with the booking (docs/decisions/0022). SQLite changes a CHECK only by
 * rebuilding its table, so two tables are rebuilt, their rows, indexes and triggers kept:
 *
 * - `bookings`: a hold that ran out is the status `expired` (it was `cancelled` by no one); a
 *   booking waiting for its payment always has a hold; the saved card's charge moves to the
 *   ledger (a `scheduled` row with its `due_at`) and `checkout_attempt` numbers the booking's
 *   Checkout Sessions (Stripe's idempotency key, so a double submit makes one session).
 * - `payments`: an online row has a `state` from its table (app/domain/money-states.ts), and the
 *   plain `status` follows from it (a CHECK holds them together); a `purpose`, a failure's reason,
 *   a payment link's Checkout Session, the number of the row's last request to Stripe (its
 *   idempotency key's; a 5xx uses one up) and the record form's one-time `request_key`.
 *
 * Both are rebuilt the way SQLite's documentation asks (new table, copy, drop, rename) with
 * foreign keys off for this one transaction (migrations/index.ts WITHOUT_FOREIGN_KEYS), so no
 * foreign-key action fires and every table pointing at them points at the rebuilt ones; the batch
 * checks every foreign key before it commits. Quotes gain a `revision`, which an accept must
 * name (a quote revised meanwhile is not booked).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The bookings' indexes and triggers, made again on the rebuilt table (the saved card's charge is the ledger's now).
  const kept = (await schemaOf(db, "bookings")).filter((statement) => !/bookings_charge_due_at/.test(statement));
  await runWithoutForeignKeys(db, [
    PAYMENTS,
    COPY_PAYMENTS,
    SCHEDULE_SAVED_CARDS,
    "drop table payments",
    "alter table payments_new rename to payments",
    ...PAYMENT_INDEXES,
    BOOKINGS,
    COPY_BOOKINGS,
    "drop table bookings",
    "alter table bookings_new rename to bookings",
    ...kept,
    "alter table quotes add column revision integer not null default 1 check (revision >= 1)",
  ]);
}

const NOW = `(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

const CHARGE_STATES = `'scheduled', 'open', 'sending', 'sent', 'succeeded', 'partially_refunded', 'refunded', 'failed', 'voided'`;
const REFUND_STATES = `'sending', 'sent', 'succeeded', 'failed'`;

const PAYMENTS = `create table "payments_new" (
  "id" text primary key,
  "owner_user_id" text not null references "users" ("id") on delete cascade,
  "customer_id" text not null references "customers" ("id"),
  "booking_id" text references "bookings" ("id") on delete set null,
  "amount_cents" integer not null check (amount_cents >= 0),
  "method" text check (method is null or method in ('cash', 'check', 'credit', 'venmo', 'cashapp')),
  "status" text not null check (status in ('pending', 'completed', 'failed', 'voided')),
  "card_brand" text,
  "card_last4" text check (card_last4 is null or card_last4 glob '[0-9][0-9][0-9][0-9]'),
  "card_expiry" text check (card_expiry is null or card_expiry glob '[0-1][0-9]/[0-9][0-9]'),
  "notes" text,
  "created_at" text default ${NOW} not null,
  "kind" text default 'charge' not null check (kind in ('charge', 'refund')),
  "source" text default 'manual' not null check (source in ('manual', 'stripe')),
  "reason" text,
  "stripe_id" text,
  "application_fee_cents" integer default 0 not null check (application_fee_cents >= 0),
  "created_by" text,
  "refund_of" text references "payments" ("id"),
  "state" text,
  "purpose" text,
  "due_at" text,
  "failure_reason" text,
  "checkout_session_id" text,
  "attempt" integer default 0 not null check (attempt >= 0),
  "updated_at" text,
  "request_key" text,
  check ((source = 'stripe') = (state is not null)),
  check (state is null or (kind = 'charge' and state in (${CHARGE_STATES})) or (kind = 'refund' and state in (${REFUND_STATES}))),
  check (state is null or status = case
    when state in ('succeeded', 'partially_refunded', 'refunded') then 'completed'
    when state = 'failed' then 'failed'
    when state = 'voided' then 'voided'
    else 'pending' end),
  check (state is null or (kind = 'refund') = (refund_of is not null)),
  check (state is null or state <> 'scheduled' or due_at is not null),
  check (purpose is null or (kind = 'charge' and purpose in ('due', 'fee', 'link', 'card_on_file')) or (kind = 'refund' and purpose in ('settlement', 'admin'))),
  check (failure_reason is null or state = 'failed')
)`;

const PAYMENT_INDEXES = [
  `create index "payments_customer_id" on "payments" ("customer_id")`,
  `create index "payments_owner_status_created_at" on "payments" ("owner_user_id", "status", "created_at")`,
  `create index "payments_booking_id" on "payments" ("booking_id")`,
  `create index "payments_owner_created_at_id" on "payments" ("owner_user_id", "created_at", "id")`,
  `create index "payments_created_at_id" on "payments" ("created_at", "id")`,
  `create unique index payments_stripe_id on payments (stripe_id) where stripe_id is not null`,
  `create index "payments_booking_created_at" on "payments" ("booking_id", "created_at")`,
  // The sweep's two lists: saved cards falling due, and requests Stripe has not answered yet.
  `create index payments_scheduled_due on payments (due_at) where state = 'scheduled'`,
  `create index payments_unsent on payments (created_at) where state = 'sending'`,
  `create index payments_checkout_session on payments (checkout_session_id) where checkout_session_id is not null`,
  // The record form's one-time key: posted twice, it records once.
  `create unique index payments_request_key on payments (owner_user_id, request_key) where request_key is not null`,
];

const BOOKINGS = `create table "bookings_new" (
  "id" text primary key,
  "service_id" text references "services" ("id") on delete set null,
  "provider_user_id" text references "users" ("id") on delete set null,
  "customer_id" text references "customers" ("id") on delete set null,
  "customer_name" text not null,
  "customer_email" text not null,
  "customer_phone" text not null,
  "service_type" text not null,
  "service_address" text default '' not null,
  "service_lat" real,
  "service_lng" real,
  "preferred_date" text not null,
  "preferred_time" text not null,
  "time_zone" text not null,
  "duration_minutes" integer not null check (duration_minutes between 30 and 240),
  "starts_at" text not null,
  "special_requests" text,
  "status" text default 'confirmed' not null check (status in ('pending', 'confirmed', 'en_route', 'in_progress', 'completed', 'cancelled', 'no_show', 'expired')),
  "status_changed_at" text,
  "provider_notified" integer default 0 not null check (provider_notified in (0, 1)),
  "sequence" integer default 0 not null check (sequence >= 0),
  "created_at" text default ${NOW} not null,
  "cancelled_at" text,
  "cancelled_by" text check (cancelled_by is null or cancelled_by in ('customer', 'provider', 'admin')),
  "cancellation_reason" text,
  "price_cents" integer check (price_cents is null or price_cents >= 0),
  "payment_mode" text check (payment_mode is null or payment_mode in ('deposit', 'full')),
  "amount_due_cents" integer default 0 not null check (amount_due_cents >= 0),
  "cancellation_policy" text check (cancellation_policy is null or json_valid(cancellation_policy)),
  "hold_expires_at" text,
  "checkout_session_id" text,
  "checkout_attempt" integer default 0 not null check (checkout_attempt >= 0),
  "stripe_customer_id" text,
  "stripe_payment_method_id" text,
  "fee_cents" integer default 0 not null check (fee_cents >= 0),
  "quote_id" text references "quotes" ("id") on delete set null,
  "series_id" text references "booking_series" ("id") on delete set null,
  "series_index" integer check (series_index is null or series_index between 1 and 26),
  "series_size" integer,
  "series_date" text,
  check (status <> 'pending' or hold_expires_at is not null)
)`;

const BOOKING_COLUMNS = `id, service_id, provider_user_id, customer_id, customer_name, customer_email, customer_phone,
  service_type, service_address, service_lat, service_lng, preferred_date, preferred_time, time_zone, duration_minutes,
  starts_at, special_requests, status, status_changed_at, provider_notified, sequence, created_at, cancelled_at,
  cancelled_by, cancellation_reason, price_cents, payment_mode, amount_due_cents, cancellation_policy, hold_expires_at,
  checkout_session_id, stripe_customer_id, stripe_payment_method_id, fee_cents, quote_id, series_id, series_index,
  series_size, series_date`;

/** The indexes and triggers of a table as SQLite keeps them, to be made again on the rebuilt table. */
async function schemaOf(db: Kysely<any>, table: string): Promise<string[]> {
  const { rows } = await sql<{ sql: string }>`
    select sql from sqlite_master where tbl_name = ${table} and type in ('index', 'trigger') and sql is not null
  `.execute(db);
  return rows.map((row) => row.sql);
}

/** A version 4 UUID made by SQLite itself (for the scheduled charges this migration writes). */
const NEW_UUID = `lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' ||
  substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`;

// Online rows get the state their plain status and Stripe's id say; a charge refunded since says how much.
const COPY_PAYMENTS = `insert into payments_new (id, owner_user_id, customer_id, booking_id, amount_cents, method, status, card_brand,
    card_last4, card_expiry, notes, created_at, kind, source, reason, stripe_id, application_fee_cents, created_by, refund_of,
    state, purpose, updated_at)
  select p.id, p.owner_user_id, p.customer_id, p.booking_id, p.amount_cents, p.method, p.status, p.card_brand, p.card_last4,
    p.card_expiry, p.notes, p.created_at, p.kind, p.source, p.reason, p.stripe_id, p.application_fee_cents, p.created_by,
    p.refund_of,
    case
      when p.source = 'manual' then null
      when p.status = 'failed' then 'failed'
      when p.status = 'pending' then case when p.stripe_id is null then 'sending' else 'sent' end
      when p.kind = 'refund' then 'succeeded'
      when r.refunded >= p.amount_cents then 'refunded'
      when r.refunded > 0 then 'partially_refunded'
      else 'succeeded'
    end,
    case
      when p.source = 'manual' then null
      when p.kind = 'refund' then case when p.reason like 'Refund by Porchlight:%' then 'admin' else 'settlement' end
      when p.reason in ('Late-cancellation fee', 'No-show fee') then 'fee'
      else 'due'
    end,
    p.created_at
  from payments p
  left join (
    select refund_of, sum(amount_cents) as refunded from payments
    where kind = 'refund' and status = 'completed' and refund_of is not null group by refund_of
  ) r on r.refund_of = p.id`;

// A saved card still to be charged (the booking's old charge_state = 'due') becomes a scheduled ledger row.
const SCHEDULE_SAVED_CARDS = `insert into payments_new (id, owner_user_id, customer_id, booking_id, amount_cents, method, status, kind,
    source, reason, state, purpose, due_at, created_at, updated_at)
  select ${NEW_UUID}, provider_user_id, customer_id, id, amount_due_cents, 'credit', 'pending', 'charge', 'stripe',
    case when payment_mode = 'full' then 'Payment' else 'Deposit' end, 'scheduled', 'due', charge_due_at, created_at, created_at
  from bookings
  where charge_state = 'due' and charge_due_at is not null and provider_user_id is not null and customer_id is not null
    and amount_due_cents > 0 and status in ('confirmed', 'en_route', 'in_progress')`;

// A released hold is expired; a booking left pending without a hold (the demo data's) is confirmed
// when it asked nothing online, else given a hold that has run out (the sweep expires it).
const COPY_BOOKINGS = `insert into bookings_new (${BOOKING_COLUMNS})
  select ${BOOKING_COLUMNS.replace(
    "status, status_changed_at",
    `case
      when status = 'cancelled' and cancelled_by is null then 'expired'
      when status = 'pending' and hold_expires_at is null and payment_mode is null then 'confirmed'
      else status end,
    status_changed_at`,
  ).replace("hold_expires_at,", "case when status = 'pending' and hold_expires_at is null then created_at else hold_expires_at end,")}
  from bookings`;
