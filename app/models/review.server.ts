import { sql } from "kysely";
import type { AdminReviewFilter } from "~/domain/reviews/reviews";
import { newId } from "~/domain/uuid";
import type { PageRequest } from "~/domain/pagination";
import { keysetPage } from "~/lib/keyset.server";
import { getDb, type Executor } from "~/lib/db.server";

/** Records (or replaces) a completed booking's review invitation: the newest link is the only one that works. */
export async function saveReviewInvitation(executor: Executor, invitation: { bookingId: string; nonce: string; expiresAt: Date }) {
  await executor
    .insertInto("review_invitations")
    .values({ booking_id: invitation.bookingId, nonce: invitation.nonce, expires_at: invitation.expiresAt.toISOString() })
    .onConflict((oc) => oc.column("booking_id").doUpdateSet({ nonce: invitation.nonce, expires_at: invitation.expiresAt.toISOString() }))
    .execute();
}

/** A booking's invitation with what the review page shows about the job. */
export async function findReviewInvitation(bookingId: string, executor: Executor = getDb()) {
  return executor
    .selectFrom("review_invitations as i")
    .innerJoin("bookings as b", "b.id", "i.booking_id")
    .leftJoin("services as s", "s.id", "b.service_id")
    .select([
      "i.booking_id",
      "i.nonce",
      "i.expires_at",
      "b.status",
      "b.service_id",
      "b.provider_user_id",
      "b.customer_name",
      "b.customer_email",
      "b.service_type",
      "b.preferred_date",
      "b.time_zone",
      "s.business_name",
      "s.email as provider_email",
    ])
    .where("i.booking_id", "=", bookingId)
    .executeTakeFirst();
}

export type ReviewInvitation = NonNullable<Awaited<ReturnType<typeof findReviewInvitation>>>;

export async function findReviewOfBooking(bookingId: string, executor: Executor = getDb()) {
  return executor.selectFrom("reviews").selectAll().where("booking_id", "=", bookingId).executeTakeFirst();
}

export type NewReview = {
  bookingId: string;
  serviceId: string;
  providerUserId: string | null;
  rating: number;
  body: string | null;
  reviewerName: string;
  at: Date;
  editableUntil: Date;
};

/** Writes a booking's review; false when it already has one (the unique booking decides a race). */
export async function insertReview(executor: Executor, review: NewReview): Promise<string | null> {
  const id = newId();
  const at = review.at.toISOString();
  const result = await executor
    .insertInto("reviews")
    .values({
      id,
      booking_id: review.bookingId,
      service_id: review.serviceId,
      provider_user_id: review.providerUserId,
      rating: review.rating,
      body: review.body,
      reviewer_name: review.reviewerName,
      created_at: at,
      updated_at: at,
      editable_until: review.editableUntil.toISOString(),
    })
    .onConflict((oc) => oc.column("booking_id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? id : null;
}

/** Changes a review while its edit window is open (checked in the same statement). */
export async function updateReviewInWindow(
  executor: Executor,
  change: { bookingId: string; rating: number; body: string | null; at: Date },
) {
  const result = await executor
    .updateTable("reviews")
    .set({ rating: change.rating, body: change.body, updated_at: change.at.toISOString() })
    .where("booking_id", "=", change.bookingId)
    .where("editable_until", ">", change.at.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Recomputes a service's rating, count and star sum from its visible reviews. Called in the
 * transaction that writes, edits, hides or restores a review, so the numbers never drift.
 */
export async function refreshServiceRating(executor: Executor, serviceId: string) {
  const visible = (column: string) => sql`(select ${sql.raw(column)} from reviews where service_id = ${serviceId} and hidden_at is null)`;
  await executor
    .updateTable("services")
    .set({
      review_count: sql<number>`${visible("count(*)")}`,
      rating_sum: sql<number>`${visible("coalesce(sum(rating), 0)")}`,
      rating: sql<number | null>`${visible("avg(rating)")}`,
    })
    .where("id", "=", serviceId)
    .execute();
  await refreshCatalogueRating(executor);
}

/**
 * The catalogue's totals again from every service's (a scan, on review writes only, which are
 * rare; every search reads the one row).
 */
export async function refreshCatalogueRating(executor: Executor) {
  await sql`update rating_totals set
      rating_sum = (select coalesce(sum(rating_sum), 0) from services),
      review_count = (select coalesce(sum(review_count), 0) from services)
    where id = 1`.execute(executor);
}

const LIST_COLUMNS = [
  "r.id",
  "r.rating",
  "r.body",
  "r.reviewer_name",
  "r.created_at",
  "r.updated_at",
  "r.reply",
  "r.replied_at",
  "r.hidden_at",
  "r.hidden_reason",
] as const;

/** A page of a service's visible reviews, newest first (the count is the service's review_count). */
export async function listVisibleReviews(serviceId: string, page: { page: number; perPage: number }) {
  return getDb()
    .selectFrom("reviews as r")
    .select(LIST_COLUMNS)
    .where("r.service_id", "=", serviceId)
    .where("r.hidden_at", "is", null)
    .orderBy("r.created_at", "desc")
    .orderBy("r.id", "desc")
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage)
    .execute();
}

export type ListedReview = Awaited<ReturnType<typeof listVisibleReviews>>[number];

/** The reviews of a provider's services, newest first, hidden ones included (marked), a keyset page at a time. */
export async function listProviderReviews(providerUserId: string, page: PageRequest) {
  const db = getDb();
  const [{ rows, links }, count] = await Promise.all([
    keysetPage(
      db
        .selectFrom("reviews as r")
        .innerJoin("services as s", "s.id", "r.service_id")
        .select([...LIST_COLUMNS, "s.service_name", "s.business_name"])
        .where("r.provider_user_id", "=", providerUserId),
      { sortColumn: "r.created_at", idColumn: "r.id", descending: true, page, key: (row) => [row.created_at, row.id] },
    ),
    db
      .selectFrom("reviews")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("provider_user_id", "=", providerUserId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, links, total: Number(count.n) };
}

/** Every review for the admin, newest first, by visibility, a keyset page at a time. */
export async function listReviewsForAdmin(filter: AdminReviewFilter, page: PageRequest) {
  const db = getDb();
  const hiddenOp = filter === "hidden" ? "is not" : "is";
  const [{ rows, links }, count] = await Promise.all([
    keysetPage(
      db
        .selectFrom("reviews as r")
        .innerJoin("services as s", "s.id", "r.service_id")
        .select([...LIST_COLUMNS, "s.service_name", "s.business_name", "r.service_id"])
        .$if(filter !== "all", (qb) => qb.where("r.hidden_at", hiddenOp, null)),
      { sortColumn: "r.created_at", idColumn: "r.id", descending: true, page, key: (row) => [row.created_at, row.id] },
    ),
    db
      .selectFrom("reviews")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .$if(filter !== "all", (qb) => qb.where("hidden_at", hiddenOp, null))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, links, total: Number(count.n) };
}

/** A review with the people it concerns (for moderation and replies). */
export async function findReview(id: string, executor: Executor = getDb()) {
  return executor
    .selectFrom("reviews as r")
    .innerJoin("bookings as b", "b.id", "r.booking_id")
    .innerJoin("services as s", "s.id", "r.service_id")
    .select([
      "r.id",
      "r.service_id",
      "r.provider_user_id",
      "r.rating",
      "r.hidden_at",
      "r.reply",
      "b.customer_name",
      "b.customer_email",
      "b.language",
      "s.service_name",
      "s.business_name",
      "s.email as provider_email",
    ])
    .where("r.id", "=", id)
    .executeTakeFirst();
}

/** Sets a provider's reply on a review of their own service; false when it is not theirs. */
export async function saveReply(executor: Executor, input: { reviewId: string; providerUserId: string; reply: string; at: Date }) {
  const result = await executor
    .updateTable("reviews")
    .set({ reply: input.reply, replied_at: input.at.toISOString() })
    .where("id", "=", input.reviewId)
    .where("provider_user_id", "=", input.providerUserId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Hides or restores a review in one compare-and-set: false when it already was. */
export async function setReviewHidden(
  executor: Executor,
  input: { reviewId: string; hide: { at: Date; reason: string; by: string } | null },
): Promise<boolean> {
  const query = executor
    .updateTable("reviews")
    .set(
      input.hide
        ? { hidden_at: input.hide.at.toISOString(), hidden_reason: input.hide.reason, hidden_by: input.hide.by }
        : { hidden_at: null, hidden_reason: null, hidden_by: null },
    )
    .where("id", "=", input.reviewId)
    .where("hidden_at", input.hide ? "is" : "is not", null);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
