import { sql, type Insertable } from "kysely";
import type { PageRequest } from "~/domain/pagination";
import { getDb, inJsonList, type Executor } from "~/lib/db.server";
import type { MessageAuthor, ThreadAnswer, ThreadMessagesTable, ThreadsTable } from "~/lib/db-schema";
import { keysetPage } from "~/lib/keyset.server";

/** Conversations between a customer and a provider, and their messages (docs/decisions/0018). */

export async function insertThread(executor: Executor, row: Insertable<ThreadsTable>) {
  await executor.insertInto("threads").values(row).execute();
}

/** A thread with what its pages and e-mails need: the service, the request and the booking it is about. */
export async function getThread(id: string, executor: Executor = getDb()) {
  return executor
    .selectFrom("threads as t")
    .leftJoin("services as s", "s.id", "t.service_id")
    .leftJoin("bookings as b", "b.id", "t.booking_id")
    .leftJoin("quote_requests as r", "r.id", "t.request_id")
    .leftJoin("zip_codes as z", "z.zip", "r.zip_code")
    .leftJoin("users as pu", "pu.id", "t.provider_user_id")
    .selectAll("t")
    .select([
      "pu.language as provider_language",
      "s.service_name",
      "s.business_name",
      "s.email as provider_email",
      "s.is_active as service_active",
      "b.status as booking_status",
      "b.preferred_date as booking_date",
      "b.preferred_time as booking_time",
      "b.time_zone as booking_time_zone",
      "b.starts_at as booking_starts_at",
      "b.service_type as booking_service_type",
      "b.duration_minutes as booking_duration",
      "b.text_consent_id as booking_text_consent_id",
      "b.language as booking_language",
      "r.language as request_language",
      "r.category as request_category",
      "r.description as request_description",
      "r.status as request_status",
      "z.time_zone as request_time_zone",
      "z.state as request_state",
    ])
    .where("t.id", "=", id)
    .executeTakeFirst();
}

export type ThreadRow = NonNullable<Awaited<ReturnType<typeof getThread>>>;

/**
 * A booking's thread (every booking has one; a booking made from a quote carries on its
 * request's), with how many of its messages the customer has not read.
 */
export async function findBookingThread(bookingId: string, executor: Executor = getDb()) {
  const row = await executor.selectFrom("threads").select(["id", "customer_unread"]).where("booking_id", "=", bookingId).executeTakeFirst();
  return row ?? null;
}

/** The threads of several bookings at once (a list's rows), by booking id. */
export async function bookingThreadIds(bookingIds: readonly string[]): Promise<Map<string, string>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await getDb().selectFrom("threads").select(["id", "booking_id"]).where("booking_id", "in", inJsonList(bookingIds)).execute();
  return new Map(rows.map((row) => [row.booking_id!, row.id]));
}

export async function attachBooking(executor: Executor, threadId: string, bookingId: string) {
  await executor.updateTable("threads").set({ booking_id: bookingId }).where("id", "=", threadId).execute();
}

/** The newest messages of a thread, oldest first for reading (hidden ones included, marked). */
export async function listThreadMessages(threadId: string, limit: number, executor: Executor = getDb()) {
  const rows = await executor
    .selectFrom("thread_messages")
    .select(["id", "author", "body", "via", "created_at", "hidden_at", "hidden_reason", "photo_ids", "attachment_notes"])
    .where("thread_id", "=", threadId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.reverse();
}

/** A message, and one more unread for the side it is written to (one atomic update of the thread). */
export async function insertMessage(executor: Executor, row: Insertable<ThreadMessagesTable> & { created_at: string }) {
  await executor.insertInto("thread_messages").values(row).execute();
  const reader = row.author === "customer" ? "provider_unread" : "customer_unread";
  await executor
    .updateTable("threads")
    .set((eb) => ({ last_message_at: row.created_at, [reader]: eb(reader, "+", 1) }))
    .where("id", "=", row.thread_id)
    .execute();
}

/** One side opened the conversation: nothing in it is unread for them. */
export async function markThreadRead(threadId: string, reader: MessageAuthor, executor: Executor = getDb()) {
  const column = reader === "customer" ? "customer_unread" : "provider_unread";
  await executor
    .updateTable("threads")
    .set({ [column]: 0 })
    .where("id", "=", threadId)
    .where(column, ">", 0)
    .execute();
}

/**
 * How many of a provider's conversations have messages they have not read (the portal's tab),
 * but for the one being opened (`except`), which is read by the time its page shows.
 */
export async function countUnreadThreads(providerUserId: string, except: string | null = null): Promise<number> {
  const row = await getDb()
    .selectFrom("threads")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("provider_user_id", "=", providerUserId)
    .where("provider_unread", ">", 0)
    .$if(except !== null, (qb) => qb.where("id", "!=", except!))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The provider's conversations with any message, latest message first, a keyset page at a time. */
export async function listProviderConversations(providerUserId: string, page: PageRequest) {
  return keysetPage(
    getDb()
      .selectFrom("threads as t")
      .leftJoin("services as s", "s.id", "t.service_id")
      .leftJoin("bookings as b", "b.id", "t.booking_id")
      .leftJoin("quote_requests as r", "r.id", "t.request_id")
      .select([
        "t.id",
        "t.customer_name",
        "t.last_message_at",
        "t.provider_unread",
        "t.request_id",
        "t.booking_id",
        "s.service_name",
        "b.status as booking_status",
        "b.reference as booking_reference",
        "r.service_type as request_type",
      ])
      .where("t.provider_user_id", "=", providerUserId)
      .where("t.last_message_at", "is not", null),
    {
      sortColumn: "t.last_message_at",
      idColumn: "t.id",
      descending: true,
      page,
      key: (row) => [row.last_message_at ?? "", row.id],
    },
  );
}

/** The provider's first reply to a request (a quote, a decline or a message) is kept once: their response time. */
export async function markFirstReply(executor: Executor, threadId: string, at: string): Promise<boolean> {
  const result = await executor
    .updateTable("threads")
    .set({ first_reply_at: at })
    .where("id", "=", threadId)
    .where("request_id", "is not", null)
    .where("first_reply_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The provider's answer to the request, from the answers it may follow. */
export async function setAnswer(
  executor: Executor,
  threadId: string,
  change: { to: ThreadAnswer; from: readonly ThreadAnswer[]; reason?: string | null },
): Promise<boolean> {
  const result = await executor
    .updateTable("threads")
    .set({ answer: change.to, decline_reason: change.to === "declined" ? (change.reason ?? null) : null })
    .where("id", "=", threadId)
    .where("answer", "in", change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One report per thread: the first side to report it wins the atomic update. */
export async function reportThread(executor: Executor, input: { threadId: string; by: MessageAuthor; reason: string; at: string }) {
  const result = await executor
    .updateTable("threads")
    .set({ reported_at: input.at, reported_by: input.by, report_reason: input.reason })
    .where("id", "=", input.threadId)
    .where("reported_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Hides a message (once): its photos' ids (JSON) when it was hidden now, else undefined. */
export async function hideMessage(
  executor: Executor,
  input: { threadId: string; messageId: string; by: string; reason: string; at: string },
): Promise<{ photo_ids: string } | undefined> {
  return executor
    .updateTable("thread_messages")
    .set({ hidden_at: input.at, hidden_by: input.by, hidden_reason: input.reason })
    .where("id", "=", input.messageId)
    .where("thread_id", "=", input.threadId)
    .where("hidden_at", "is", null)
    .returning("photo_ids")
    .executeTakeFirst();
}

/** The Requests tab: a provider's requests, newest first, a keyset page at a time. */
export async function listProviderRequests(providerUserId: string, page: PageRequest) {
  return keysetPage(
    getDb()
      .selectFrom("threads as t")
      .innerJoin("quote_requests as r", "r.id", "t.request_id")
      .innerJoin("zip_codes as z", "z.zip", "r.zip_code")
      .leftJoin("services as s", "s.id", "t.service_id")
      .leftJoin("bookings as b", "b.id", "t.booking_id")
      .select([
        "t.id",
        "t.sent_at",
        "t.answer",
        "t.provider_unread",
        "b.status as booking_status",
        "t.last_message_at",
        "r.customer_name",
        "r.description",
        "r.needed",
        "r.needed_date",
        "r.status as request_status",
        "z.city",
        "z.state",
        "r.zip_code",
        "s.service_name",
      ])
      .where("t.provider_user_id", "=", providerUserId)
      .where("t.request_id", "is not", null),
    { sortColumn: "t.sent_at", idColumn: "t.id", descending: true, page, key: (row) => [row.sent_at, row.id] },
  );
}

/** How many of a provider's requests wait for their answer (the tab's count). */
export async function countWaitingRequests(providerUserId: string): Promise<number> {
  const row = await getDb()
    .selectFrom("threads")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("provider_user_id", "=", providerUserId)
    .where("request_id", "is not", null)
    .where("answer", "=", "waiting")
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Reported conversations for the admin, newest report first. */
export async function listReportedThreads(page: PageRequest) {
  return keysetPage(
    getDb()
      .selectFrom("threads as t")
      .leftJoin("services as s", "s.id", "t.service_id")
      .select(["t.id", "t.reported_at", "t.reported_by", "t.report_reason", "t.customer_name", "s.business_name"])
      .where("t.reported_at", "is not", null),
    {
      sortColumn: "t.reported_at",
      idColumn: "t.id",
      descending: true,
      page,
      key: (row) => [row.reported_at!, row.id],
    },
  );
}

/** Minutes from a request reaching a provider to their first reply, for requests sent since `since`. */
export async function requestAnswersSince(
  executor: Executor,
  providerUserId: string,
  since: string,
): Promise<Array<{ sentAt: string; firstReplyAt: string | null }>> {
  const rows = await executor
    .selectFrom("threads")
    .select(["sent_at", "first_reply_at"])
    .where("provider_user_id", "=", providerUserId)
    .where("request_id", "is not", null)
    .where("sent_at", ">=", since)
    .execute();
  return rows.map((row) => ({ sentAt: row.sent_at, firstReplyAt: row.first_reply_at }));
}

/**
 * What every card of a provider says: their measured response time, or (null) the catalogue's
 * again, and their response rate (null while too few requests).
 */
export async function setProviderResponseTime(
  executor: Executor,
  providerUserId: string,
  measured: { minutes: number | null; ratePercent: number | null },
) {
  const { minutes, ratePercent } = measured;
  await executor
    .updateTable("services")
    .set((eb) => ({ response_time_minutes: minutes ?? eb.ref("catalogue_response_minutes"), response_rate_percent: ratePercent }))
    .where("provider_user_id", "=", providerUserId)
    // Only a change is written: every write to services moves the page cache's version.
    .where(
      sql<boolean>`(response_time_minutes is not coalesce(${minutes}, catalogue_response_minutes) or response_rate_percent is not ${ratePercent})`,
    )
    .execute();
}

/** Providers with requests sent in a span (the ones whose 90-day window a request just left). */
export async function providersWithRequestsBetween(from: string, to: string): Promise<string[]> {
  const rows = await getDb()
    .selectFrom("threads")
    .select("provider_user_id")
    .distinct()
    .where("request_id", "is not", null)
    .where("sent_at", ">=", from)
    .where("sent_at", "<", to)
    .where("provider_user_id", "is not", null)
    .execute();
  return rows.map((row) => row.provider_user_id!);
}
