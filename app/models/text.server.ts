import { randomBytes } from "node:crypto";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import type { PageRequest } from "~/domain/pagination";
import { NUMBER_MACHINE, TEXT_MACHINE, type NumberMover, type NumberStatus, type TextStatus } from "~/domain/texts/texts";
import { newId } from "~/domain/uuid";
import { claimOutboxRow, findDueOutboxRows } from "./outbox-lease.server";
import { getDb, type Executor } from "~/lib/db.server";
import type { TextOutboxTable } from "~/lib/db-schema";
import type { Insertable, Selectable } from "kysely";
import { keysetPage } from "~/lib/keyset.server";

/** Texts (decision 0034): consents, numbers' opt-outs, the text outbox and the short links texts carry. */

export type TextRow = Selectable<TextOutboxTable>;
export type ConsentInput = {
  phone: string;
  version: string;
  wording: string;
  page: string;
  ip: string;
  userAgent: string;
  at: Date;
  userId?: string;
  /** The language its words were shown in. */
  language?: Language;
};

export async function insertConsent(executor: Executor, consent: ConsentInput): Promise<string> {
  const id = newId();
  await executor
    .insertInto("text_consents")
    .values({
      id,
      phone: consent.phone,
      version: consent.version,
      wording: consent.wording,
      page: consent.page.slice(0, 500),
      ip: consent.ip.slice(0, 100),
      user_agent: consent.userAgent.slice(0, 500),
      consented_at: consent.at.toISOString(),
      user_id: consent.userId ?? null,
      language: consent.language ?? DEFAULT_LANGUAGE,
    })
    .execute();
  return id;
}

export async function getConsent(id: string, executor: Executor = getDb()) {
  return executor.selectFrom("text_consents").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Moves a number's state as its keyword (or its carrier) says (one row per number, created on
 * its first word or question); false when it was already there. Opting out ends the question
 * waiting for its YES.
 */
export async function setNumberStatus(
  executor: Executor,
  phone: string,
  to: NumberStatus,
  at: Date,
  by: NumberMover = "keyword",
): Promise<boolean> {
  const out = to === "opted_out" ? { pending_consent_id: null, asked_at: null } : {};
  const result = await executor
    .insertInto("text_numbers")
    .values({ phone, status: to, changed_at: at.toISOString() })
    .onConflict((oc) =>
      oc
        .column("phone")
        .doUpdateSet({ status: to, changed_at: at.toISOString(), ...out })
        .where("text_numbers.status", "in", NUMBER_MACHINE.sources(to, by)),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function numberOptedOut(phone: string, executor: Executor = getDb()): Promise<boolean> {
  const row = await executor.selectFrom("text_numbers").select("status").where("phone", "=", phone).executeTakeFirst();
  return row?.status === "opted_out";
}

/** Where a number stands: opted out or not, and the consent whose question waits for its YES. */
export async function numberState(phone: string, executor: Executor = getDb()) {
  const row = await executor
    .selectFrom("text_numbers")
    .select(["status", "pending_consent_id"])
    .where("phone", "=", phone)
    .executeTakeFirst();
  return { optedOut: row?.status === "opted_out", pendingConsentId: row?.pending_consent_id ?? null };
}

/**
 * Makes `consentId` the number's question waiting for a YES, unless another's waits still (asked
 * after `waitingSince`): one statement decides, so two bookings at once never ask twice.
 */
export async function claimQuestion(executor: Executor, phone: string, consentId: string, at: Date, waitingSince: Date): Promise<boolean> {
  const result = await executor
    .insertInto("text_numbers")
    .values({ phone, status: "opted_in", changed_at: at.toISOString(), pending_consent_id: consentId, asked_at: at.toISOString() })
    .onConflict((oc) =>
      oc
        .column("phone")
        .doUpdateSet({ pending_consent_id: consentId, asked_at: at.toISOString() })
        .where((eb) =>
          eb.or([
            eb("text_numbers.pending_consent_id", "is", null),
            eb("text_numbers.pending_consent_id", "=", consentId),
            eb("text_numbers.asked_at", "<", waitingSince.toISOString()),
          ]),
        ),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** The question answered (or its consent gone): the number waits for nothing. */
export async function clearQuestion(executor: Executor, phone: string, consentId: string) {
  await executor
    .updateTable("text_numbers")
    .set({ pending_consent_id: null, asked_at: null })
    .where("phone", "=", phone)
    .where("pending_consent_id", "=", consentId)
    .execute();
}

/** Records that a consent's question was asked, once: false when it already was. */
export async function markConsentAsked(executor: Executor, consentId: string, at: Date): Promise<boolean> {
  const result = await executor
    .updateTable("text_consents")
    .set({ asked_at: at.toISOString() })
    .where("id", "=", consentId)
    .where("asked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The number said YES to this consent's question: when, and the id of its message. False when it already had. */
export async function confirmConsent(executor: Executor, consentId: string, messageSid: string, at: Date): Promise<boolean> {
  const result = await executor
    .updateTable("text_consents")
    .set({ confirmed_at: at.toISOString(), confirmation_sid: messageSid.slice(0, 64) })
    .where("id", "=", consentId)
    .where("confirmed_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A confirmed consent's texts that waited for its YES go, each when it is due (at once if that has passed). */
export async function releaseHeldTexts(executor: Executor, consentId: string, at: Date) {
  await executor
    .updateTable("text_outbox")
    .set({ status: "queued", status_at: at.toISOString() })
    .where("consent_id", "=", consentId)
    .where("status", "in", TEXT_MACHINE.sources("queued", "product"))
    .execute();
}

/**
 * The oldest consent for `phone` whose texts wait and whose question was never asked, with what
 * its first waiting text is about: asked next, once the number's question is answered.
 */
export async function nextConsentToAsk(executor: Executor, phone: string) {
  return executor
    .selectFrom("text_consents as c")
    .innerJoin("text_outbox as t", "t.consent_id", "c.id")
    .leftJoin("bookings as b", "b.id", "t.booking_id")
    .select(["c.id", "c.user_id", "c.language", "t.kind", "t.business_name", "t.booking_id", "b.time_zone"])
    .where("c.phone", "=", phone)
    .where("c.confirmed_at", "is", null)
    .where("c.asked_at", "is", null)
    .where("t.status", "=", "held")
    .orderBy("c.consented_at")
    .orderBy("t.created_at")
    .limit(1)
    .executeTakeFirst();
}

export async function enqueueText(
  executor: Executor,
  text: Omit<Insertable<TextOutboxTable>, "id" | "next_attempt_at"> & { sendAfter?: Date },
): Promise<string> {
  const id = newId();
  const { sendAfter, ...row } = text;
  await executor
    .insertInto("text_outbox")
    .values({ id, ...row, ...(sendAfter ? { next_attempt_at: sendAfter.toISOString() } : {}) })
    .execute();
  return id;
}

/** Compare-and-set of a text's status, as the state table allows `by` to move it. */
async function moveText(
  executor: Executor,
  where: { id: string } | { twilioSid: string },
  to: TextStatus,
  by: "sender" | "twilio" | "product",
  set: Partial<Pick<TextRow, "last_error" | "twilio_sid" | "sent_at" | "attempts">>,
  at: Date,
) {
  let query = executor
    .updateTable("text_outbox")
    .set({ status: to, status_at: at.toISOString(), ...set })
    .where("status", "in", TEXT_MACHINE.sources(to, by));
  query = "id" in where ? query.where("id", "=", where.id) : query.where("twilio_sid", "=", where.twilioSid);
  return query.returningAll().executeTakeFirst();
}

export const TEXT_CLAIM_MS = 60_000;

/** Claims a due text for this machine (a lease, as the e-mail outbox has; app/models/outbox-lease.server.ts). */
export const claimText = (row: Pick<TextRow, "id" | "next_attempt_at">, now: Date) =>
  claimOutboxRow("text_outbox", row, TEXT_CLAIM_MS, now);

export const findDueTexts = (now: Date, limit = 20): Promise<TextRow[]> => findDueOutboxRows("text_outbox", now, limit);

export async function markTextSent(id: string, sid: string, attempts: number, now: Date) {
  return moveText(getDb(), { id }, "sent", "sender", { twilio_sid: sid, sent_at: now.toISOString(), attempts, last_error: null }, now);
}

export async function markTextBlocked(id: string, reason: string, now: Date) {
  return moveText(getDb(), { id }, "blocked", "sender", { last_error: reason }, now);
}

export const MAX_TEXT_ATTEMPTS = 4;

/** A refused send: tried again with back-off, failed after MAX_TEXT_ATTEMPTS. */
export async function markTextAttemptFailed(row: TextRow, error: string, now: Date) {
  const attempts = row.attempts + 1;
  if (attempts >= MAX_TEXT_ATTEMPTS)
    return moveText(getDb(), { id: row.id }, "failed", "sender", { attempts, last_error: error.slice(0, 500) }, now);
  await getDb()
    .updateTable("text_outbox")
    .set({ attempts, last_error: error.slice(0, 500), next_attempt_at: new Date(now.getTime() + 60_000 * 2 ** attempts).toISOString() })
    .where("id", "=", row.id)
    .where("status", "=", "queued")
    .execute();
}

/** Puts a claimed text back until `until` (a number's hourly limit, the account's rate). */
export async function deferText(id: string, until: Date) {
  await getDb()
    .updateTable("text_outbox")
    .set({ next_attempt_at: until.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "queued")
    .execute();
}

/** Twilio's word on a sent text, applied once: the row as it became, or undefined when the table does not allow it. */
export async function applyTextStatus(
  executor: Executor,
  twilioSid: string,
  to: "delivered" | "undelivered" | "failed",
  error: string | null,
  at: Date,
) {
  return moveText(executor, { twilioSid }, to, "twilio", { last_error: error }, at);
}

/** What the outbox says of a text beside its status (it went by e-mail instead). */
export async function noteText(executor: Executor, id: string, note: string) {
  await executor
    .updateTable("text_outbox")
    .set({ last_error: note.slice(0, 500) })
    .where("id", "=", id)
    .execute();
}

/**
 * Withdraws texts not sent (queued, or waiting for a YES): a booking's of some kinds (a reminder
 * of a cancelled job), all to a number that said STOP, or all of a consent whose question's turn
 * passed without a YES.
 */
export async function withdrawQueuedTexts(
  executor: Executor,
  which: { bookingId: string; kinds: readonly string[] } | { phone: string } | { consentId: string },
  reason: string,
  at: Date,
) {
  let query = executor
    .updateTable("text_outbox")
    .set({ status: "withdrawn", last_error: reason, status_at: at.toISOString() })
    .where("status", "in", TEXT_MACHINE.sources("withdrawn", "product"));
  if ("phone" in which) query = query.where("to_phone", "=", which.phone);
  else if ("consentId" in which) query = query.where("consent_id", "=", which.consentId);
  else query = query.where("booking_id", "=", which.bookingId).where("kind", "in", which.kinds);
  await query.execute();
}

/**
 * The latest text about a booking a number was sent since `sinceIso` under a consent that very
 * number confirmed with its YES: a reply joins that booking's conversation. A number that never
 * said YES (someone else typed it) joins no one's conversation.
 */
export async function latestConfirmedTextTo(phone: string, sinceIso: string, executor: Executor = getDb()) {
  return executor
    .selectFrom("text_outbox as t")
    .innerJoin("text_consents as c", "c.id", "t.consent_id")
    .select(["t.booking_id"])
    .where("t.to_phone", "=", phone)
    .where("c.phone", "=", phone)
    .where("c.confirmed_at", "is not", null)
    .where("t.booking_id", "is not", null)
    .where("t.created_at", ">=", sinceIso)
    .where("t.status", "in", ["sent", "delivered"])
    .orderBy("t.created_at", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** The business the number last heard from (or was asked about) since `sinceIso`, delivered or not: HELP names it. */
/** The language a number last agreed to texts in (its keywords' answers are in it); English when it never did. */
export async function numberLanguage(phone: string, executor: Executor = getDb()): Promise<Language> {
  const latest = await executor
    .selectFrom("text_consents")
    .select("language")
    .where("phone", "=", phone)
    .orderBy("consented_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return latest?.language ?? DEFAULT_LANGUAGE;
}

export async function latestBusinessTextedTo(phone: string, sinceIso: string, executor: Executor = getDb()) {
  return executor
    .selectFrom("text_outbox as t")
    .leftJoin("bookings as b", "b.id", "t.booking_id")
    .leftJoin("services as s", "s.id", "b.service_id")
    .select(["t.business_name", "s.phone as business_phone"])
    .where("t.to_phone", "=", phone)
    .where("t.business_name", "is not", null)
    .where("t.created_at", ">=", sinceIso)
    .where("t.status", "in", ["sent", "delivered", "undelivered", "failed"])
    .orderBy("t.created_at", "desc")
    .limit(1)
    .executeTakeFirst();
}

export async function listTextOutbox(page: PageRequest) {
  return keysetPage(
    getDb()
      .selectFrom("text_outbox")
      .select(["id", "to_phone", "body", "kind", "status", "attempts", "last_error", "created_at", "next_attempt_at", "consent_id"]),
    { sortColumn: "created_at", idColumn: "id", descending: true, page, key: (row) => [row.created_at, row.id] },
  );
}

/** A short code for a signed path (a text's link): 72 random bits, so it cannot be guessed. */
export async function createShortLink(executor: Executor, path: string): Promise<string> {
  const code = randomBytes(9).toString("base64url");
  await executor.insertInto("short_links").values({ code, path }).execute();
  return code;
}

export async function findShortLink(code: string) {
  return getDb().selectFrom("short_links").select("path").where("code", "=", code).executeTakeFirst();
}

/** A person's own alerts by text: the consent on record (its number, and whether that number said STOP), or undefined. */
export async function findUserTextConsent(userId: string) {
  return getDb()
    .selectFrom("users as u")
    .innerJoin("text_consents as c", "c.id", "u.text_consent_id")
    .leftJoin("text_numbers as n", "n.phone", "c.phone")
    .select(["c.id", "c.phone", "c.consented_at", "c.confirmed_at", "n.status as number_status"])
    .where("u.id", "=", userId)
    .executeTakeFirst();
}

export async function setUserTextConsent(executor: Executor, userId: string, consentId: string | null) {
  await executor.updateTable("users").set({ text_consent_id: consentId }).where("id", "=", userId).execute();
}
