import { QUOTE_MACHINE, REQUEST_MACHINE } from "~/domain/quotes/quotes";
import { getDb, type Executor } from "~/lib/db.server";
import type { Insertable } from "kysely";
import type { QuoteRequestsTable, QuotesTable } from "~/lib/db-schema";

/** Requests for quotes and the providers' quotes (docs/decisions/0018). */

export async function insertQuoteRequest(executor: Executor, row: Insertable<QuoteRequestsTable>) {
  await executor.insertInto("quote_requests").values(row).execute();
}

export async function getQuoteRequest(id: string, executor: Executor = getDb()) {
  return executor
    .selectFrom("quote_requests as r")
    .innerJoin("zip_codes as z", "z.zip", "r.zip_code")
    .selectAll("r")
    .select(["z.city", "z.state", "z.time_zone"])
    .where("r.id", "=", id)
    .executeTakeFirst();
}

export type QuoteRequestRow = NonNullable<Awaited<ReturnType<typeof getQuoteRequest>>>;

/**
 * The one accept that wins: the request becomes booked by this booking only while it is still
 * open (an atomic update, on both engines), so two accepts of two quotes leave one booking.
 */
export async function markRequestBooked(executor: Executor, requestId: string, bookingId: string): Promise<boolean> {
  const result = await executor
    .updateTable("quote_requests")
    .set({ status: "booked", booking_id: bookingId })
    .where("id", "=", requestId)
    .where("status", "in", REQUEST_MACHINE.sources("booked", "accept"))
    .where("booking_id", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Inserts a provider's quote, or revises it while it is still open (its revision rises); false when it can no longer change. */
export async function saveQuote(
  executor: Executor,
  row: Insertable<QuotesTable> & { updated_at: string },
): Promise<"created" | "updated" | false> {
  const existing = await executor.selectFrom("quotes").select(["id", "status"]).where("thread_id", "=", row.thread_id).executeTakeFirst();
  if (!existing) {
    await executor.insertInto("quotes").values(row).execute();
    return "created";
  }
  const result = await executor
    .updateTable("quotes")
    .set((eb) => ({
      revision: eb("revision", "+", 1),
      lines: row.lines,
      total_cents: row.total_cents,
      deposit_cents: row.deposit_cents,
      duration_minutes: row.duration_minutes,
      valid_until: row.valid_until,
      note: row.note,
      updated_at: row.updated_at,
    }))
    .where("id", "=", existing.id)
    .where("status", "in", QUOTE_MACHINE.sources("open", "provider"))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? "updated" : false;
}

/** A provider who declines withdraws their open quote. */
export async function closeThreadQuote(executor: Executor, threadId: string, at: string) {
  await executor
    .updateTable("quotes")
    .set({ status: "closed", updated_at: at })
    .where("thread_id", "=", threadId)
    .where("status", "in", QUOTE_MACHINE.sources("closed", "provider"))
    .execute();
}

/** A quote with what accepting it needs: its request, thread and service. */
export async function getQuote(id: string, executor: Executor = getDb()) {
  return executor
    .selectFrom("quotes as q")
    .innerJoin("threads as t", "t.id", "q.thread_id")
    .selectAll("q")
    .select(["t.answer", "t.provider_user_id"])
    .where("q.id", "=", id)
    .executeTakeFirst();
}

export type QuoteRow = NonNullable<Awaited<ReturnType<typeof getQuote>>>;

/** The quote a provider gave in a thread, if any. */
export async function findThreadQuote(threadId: string, executor: Executor = getDb()) {
  return executor.selectFrom("quotes").selectAll().where("thread_id", "=", threadId).executeTakeFirst();
}

/**
 * Marks the accepted quote, and closes the request's other open quotes and the answers still
 * waiting; returns the threads closed, with where to tell their providers.
 */
export async function settleRequestQuotes(executor: Executor, input: { requestId: string; acceptedQuoteId: string; at: string }) {
  await executor
    .updateTable("quotes")
    .set({ status: "accepted", updated_at: input.at })
    .where("id", "=", input.acceptedQuoteId)
    .where("status", "in", QUOTE_MACHINE.sources("accepted", "booking"))
    .execute();
  await executor
    .updateTable("quotes")
    .set({ status: "closed", updated_at: input.at })
    .where("request_id", "=", input.requestId)
    .where("id", "!=", input.acceptedQuoteId)
    .where("status", "in", QUOTE_MACHINE.sources("closed", "booking"))
    .execute();
  const closing = await executor
    .selectFrom("threads as t")
    .leftJoin("services as s", "s.id", "t.service_id")
    .select(["t.id", "s.email", "s.service_name"])
    .where("t.request_id", "=", input.requestId)
    .where("t.answer", "in", ["waiting", "quoted"])
    .where("t.id", "not in", executor.selectFrom("quotes").select("thread_id").where("id", "=", input.acceptedQuoteId))
    .execute();
  if (closing.length > 0) {
    await executor
      .updateTable("threads")
      .set({ answer: "closed" })
      .where(
        "id",
        "in",
        closing.map((thread) => thread.id),
      )
      .execute();
  }
  return closing;
}

/**
 * A booking that ended before it was ever confirmed (its hold ran out, or it was cancelled while
 * waiting for its payment) gives its request back to the customer.
 */
export async function reopenRequest(executor: Executor, bookingId: string) {
  await executor
    .updateTable("quote_requests")
    .set({ status: "open", booking_id: null })
    .where("booking_id", "=", bookingId)
    .where("status", "in", REQUEST_MACHINE.sources("open", "unpaid-ending"))
    .execute();
}

/**
 * The request page: every provider asked, with their answer, quote, rating and response time
 * (at most five rows, read at once).
 */
export async function listRequestAnswers(requestId: string) {
  return getDb()
    .selectFrom("threads as t")
    .leftJoin("services as s", "s.id", "t.service_id")
    .leftJoin("quotes as q", "q.thread_id", "t.id")
    .select([
      "t.id as thread_id",
      "t.customer_unread",
      "t.answer",
      "t.decline_reason",
      "t.last_message_at",
      "s.id as service_id",
      "s.service_name",
      "s.business_name",
      "s.logo_url",
      "s.rating",
      "s.review_count",
      "s.response_time_minutes",
      "q.id as quote_id",
      "q.lines",
      "q.total_cents",
      "q.deposit_cents",
      "q.duration_minutes",
      "q.valid_until",
      "q.note",
      "q.status as quote_status",
    ])
    .where("t.request_id", "=", requestId)
    .orderBy("t.sent_at")
    .orderBy("t.id")
    .execute();
}
