import { sql } from "kysely";
import { DATA_EXPORT_ROW_CAP } from "~/domain/accounts/data-export";
import { getDb, inJsonList } from "~/lib/db.server";

/**
 * Everything Porchlight keeps about a customer's address (decision 0052), for the file they take:
 * the rows made with the address, the messages and photos of their conversations, their consents
 * with the words they ticked, what they chose not to be sent, their reviews and sign-ins. What a business wrote for itself (a
 * payment's notes, its customer record's status) stays out. Each kind is capped.
 */

const byAddress = (column: string, email: string) => sql<boolean>`lower(${sql.ref(column)}) = ${email.trim().toLowerCase()}`;

export async function customerRecords(email: string, customerId: string) {
  const db = getDb();
  const [bookings, series, requests, waitlist, threads, payments, signIns, sessions, preferences, addresses] = await Promise.all([
    db
      .selectFrom("bookings as b")
      .leftJoin("services as s", "s.id", "b.service_id")
      .select([
        "b.id",
        "b.reference",
        "s.business_name",
        "b.service_type",
        "b.customer_name",
        "b.customer_email",
        "b.customer_phone",
        "b.service_address",
        "b.preferred_date",
        "b.preferred_time",
        "b.time_zone",
        "b.duration_minutes",
        "b.special_requests",
        "b.status",
        "b.created_at",
        "b.cancelled_at",
        "b.cancelled_by",
        "b.cancellation_reason",
        "b.price_cents",
        "b.amount_due_cents",
        "b.fee_cents",
        "b.series_id",
        "b.text_consent_id",
        "b.language",
      ])
      .where(byAddress("b.customer_email", email))
      .orderBy("b.starts_at")
      .limit(DATA_EXPORT_ROW_CAP)
      .execute(),
    db
      .selectFrom("booking_series as r")
      .leftJoin("services as s", "s.id", "r.service_id")
      .select([
        "r.id",
        "s.business_name",
        "r.customer_name",
        "r.start_date",
        "r.time",
        "r.time_zone",
        "r.interval_weeks",
        "r.visit_count",
        "r.created_at",
      ])
      .where(byAddress("r.customer_email", email))
      .orderBy("r.created_at")
      .limit(DATA_EXPORT_ROW_CAP)
      .execute(),
    db
      .selectFrom("quote_requests as q")
      .select([
        "q.id",
        "q.category",
        "q.zip_code",
        "q.description",
        "q.needed",
        "q.needed_date",
        "q.customer_name",
        "q.customer_email",
        "q.customer_phone",
        "q.photo_ids",
        "q.status",
        "q.created_at",
        "q.text_consent_id",
      ])
      .where(byAddress("q.customer_email", email))
      .orderBy("q.created_at")
      .limit(DATA_EXPORT_ROW_CAP)
      .execute(),
    db
      .selectFrom("waitlist_entries as e")
      .innerJoin("services as s", "s.id", "e.service_id")
      .select([
        "e.id",
        "s.business_name",
        "s.service_name",
        "e.customer_name",
        "e.customer_email",
        "e.customer_phone",
        "e.windows",
        "e.time_zone",
        "e.status",
        "e.joined_at",
        "e.lapses_at",
        "e.text_consent_id",
      ])
      .where(byAddress("e.customer_email", email))
      .orderBy("e.joined_at")
      .limit(DATA_EXPORT_ROW_CAP)
      .execute(),
    db
      .selectFrom("threads as t")
      .leftJoin("services as s", "s.id", "t.service_id")
      .select(["t.id", "s.business_name", "t.request_id", "t.booking_id", "t.sent_at"])
      .where(byAddress("t.customer_email", email))
      .orderBy("t.sent_at")
      .limit(DATA_EXPORT_ROW_CAP)
      .execute(),
    db
      .selectFrom("payments as p")
      .innerJoin("customers as c", "c.id", "p.customer_id")
      .leftJoin("bookings as b", "b.id", "p.booking_id")
      .select(["p.id", "b.reference", "p.kind", "p.amount_cents", "p.method", "p.status", "p.card_brand", "p.card_last4", "p.created_at"])
      .where(byAddress("c.email", email))
      .orderBy("p.created_at")
      .limit(DATA_EXPORT_ROW_CAP)
      .execute(),
    db
      .selectFrom("email_sign_in_links")
      .select(["created_at", "used_at"])
      .where("email", "=", email.trim().toLowerCase())
      .orderBy("created_at")
      .limit(DATA_EXPORT_ROW_CAP)
      .execute(),
    db
      .selectFrom("customer_sessions")
      .select(["created_at", "expires_at"])
      .where("customer_id", "=", customerId)
      .orderBy("created_at")
      .limit(DATA_EXPORT_ROW_CAP)
      .execute(),
    db
      .selectFrom("contact_opt_outs")
      .select(["kind", "channel", "created_at"])
      .where("email", "=", email.trim().toLowerCase())
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("customer_addresses")
      .select(["label", "address", "is_default", "created_at"])
      .where("customer_id", "=", customerId)
      .orderBy("created_at")
      .execute(),
  ]);

  const threadIds = threads.map((thread) => thread.id);
  const bookingIds = bookings.map((booking) => booking.id);
  const consentIds = [
    ...new Set([...bookings, ...requests, ...waitlist].map((row) => row.text_consent_id).filter((id): id is string => !!id)),
  ];
  const [messages, reviews, consents] = await Promise.all([
    threadIds.length === 0
      ? []
      : db
          .selectFrom("thread_messages")
          .select(["id", "thread_id", "author", "body", "via", "photo_ids", "created_at", "hidden_at"])
          .where("thread_id", "in", inJsonList(threadIds))
          .orderBy("created_at")
          .limit(DATA_EXPORT_ROW_CAP)
          .execute(),
    bookingIds.length === 0
      ? []
      : db
          .selectFrom("reviews")
          .select(["id", "booking_id", "rating", "body", "reviewer_name", "created_at", "updated_at", "reply", "replied_at", "hidden_at"])
          .where("booking_id", "in", inJsonList(bookingIds))
          .orderBy("created_at")
          .limit(DATA_EXPORT_ROW_CAP)
          .execute(),
    consentIds.length === 0
      ? []
      : db
          .selectFrom("text_consents")
          .select(["id", "phone", "version", "wording", "page", "ip", "user_agent", "consented_at", "confirmed_at", "language"])
          .where("id", "in", inJsonList(consentIds))
          .orderBy("consented_at")
          .execute(),
  ]);
  return {
    bookings,
    series,
    requests,
    waitlist,
    threads,
    messages,
    payments,
    reviews,
    consents,
    preferences,
    addresses,
    signIns,
    sessions,
  };
}

export type CustomerRecords = Awaited<ReturnType<typeof customerRecords>>;

/** The photos of the customer's requests and conversations, by id. */
export async function customerPhotos(ids: readonly string[]) {
  if (ids.length === 0) return [];
  return getDb().selectFrom("media").select(["id", "content_type", "bytes"]).where("id", "in", inJsonList(ids)).execute();
}
