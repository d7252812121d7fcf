import { hideSignInTokens } from "~/lib/signed-links.server";
import { auditWindow, summarizeAuditDetails, type AuditFilter } from "~/domain/admin/audit";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { auditActionWords, auditDetailWords, auditEntityWords, auditValueIn, auditWords, emailStatusWords } from "~/locales/admin-records";
import { instantIn } from "~/locales/dates";
import { adminSayIn } from "~/locales/admin-sentences";
import { emailKindIn, textKindIn } from "~/locales/outbox-kinds";
import { businessScope } from "~/domain/accounts/business";
import type { PageRequest } from "~/domain/pagination";
import { labelOfStatus } from "~/domain/statuses";
import { isUuid } from "~/domain/uuid";
import { listAuditActors, listAuditLog } from "~/models/audit.server";
import { findOutboxEmail, listOutbox } from "~/models/email-outbox.server";
import { listTextOutbox } from "~/models/text.server";
import { textsEnabled } from "~/lib/sms-transport.server";
import { nationalOf } from "~/domain/texts/texts";
import type { SignedInUser } from "~/services/support/access.server";
import { businessClock } from "~/services/support/business-clock.server";

/**
 * What an admin reads of the records the app keeps: the audit log and the e-mail outbox, in the
 * marketplace's home zone (as the bookings calendar is).
 */

async function adminTimeZone(admin: SignedInUser) {
  return (await businessClock(businessScope(admin))).timeZone;
}

/** Who did what to which entity, and when: a keyset page of the audit log, filtered, and the actors to filter by. */
export async function auditPage(admin: SignedInUser, filter: AuditFilter, page: PageRequest, language: Language = DEFAULT_LANGUAGE) {
  const timeZone = await adminTimeZone(admin);
  const [{ rows, total, links }, actors] = await Promise.all([
    listAuditLog({ actor: filter.actor, action: filter.action, ...auditWindow(filter, timeZone) }, page),
    listAuditActors(),
  ]);
  const words = auditWords[language];
  const actions: Readonly<Record<string, string>> = auditActionWords[language];
  const entities: Readonly<Record<string, string>> = auditEntityWords[language];
  const value = auditValueIn(language);
  return {
    timeZone,
    total,
    links,
    actors: actors.map((actor) => ({ value: actor.id, label: actor.role ? `${actor.email} (${actor.role})` : actor.email })),
    entries: rows.map((row) => ({
      id: row.id,
      at: instantIn(language, new Date(row.created_at), timeZone),
      actor: row.actor_email ?? (row.actor_user_id ? words.deletedAccount : words.customer),
      action: actions[row.action] ?? row.action,
      entity: entities[row.entity] ?? row.entity,
      entityId: row.entity_id,
      summary: summarizeAuditDetails(row.details, { labels: auditDetailWords[language], tiles: words.tiles, value }),
    })),
  };
}

/** Every e-mail the mailer recorded, a keyset page at a time, so a self-hoster without an e-mail key sees what went out. */
export async function outboxPage(admin: SignedInUser, page: PageRequest, language: Language = DEFAULT_LANGUAGE) {
  const [{ rows, links }, timeZone] = await Promise.all([listOutbox(page), adminTimeZone(admin)]);
  return {
    links,
    emails: rows.map((row) => ({
      ...row,
      created: instantIn(language, new Date(row.created_at), timeZone),
      kind: emailKindIn(language, row.kind),
    })),
  };
}

/**
 * Every text the texter recorded (decision 0034), newest first: to whom, its words, its status as
 * Twilio last said it and why it was not sent, and whether a consent record stands behind it.
 */
export async function textOutboxPage(admin: SignedInUser, page: PageRequest, language: Language = DEFAULT_LANGUAGE) {
  const [{ rows, links }, timeZone] = await Promise.all([listTextOutbox(page), adminTimeZone(admin)]);
  return {
    links,
    enabled: textsEnabled(),
    texts: rows.map((row) => ({
      id: row.id,
      to: nationalOf(row.to_phone),
      body: row.body,
      kind: textKindIn(language, row.kind),
      status: row.status,
      note: row.last_error === null ? null : adminSayIn(language, row.last_error),
      consented: row.consent_id !== null,
      created: instantIn(language, new Date(row.created_at), timeZone),
      due: row.status === "queued" ? instantIn(language, new Date(row.next_attempt_at), timeZone) : null,
    })),
  };
}

/** One recorded e-mail: its headers, status and text, and its HTML (shown apart, sandboxed). Undefined for no such e-mail. */
export async function outboxEmail(admin: SignedInUser, id: string | undefined, language: Language = DEFAULT_LANGUAGE) {
  const email = isUuid(id) ? await findOutboxEmail(id) : undefined;
  if (!email) return undefined;
  const timeZone = await adminTimeZone(admin);
  const { html, ...rest } = email;
  return {
    html: hideSignInTokens(html),
    email: {
      ...rest,
      text: hideSignInTokens(rest.text),
      kind: emailKindIn(language, rest.kind),
      status: labelOfStatus(emailStatusWords[language], rest.status),
      last_error: rest.last_error === null ? null : adminSayIn(language, rest.last_error),
      created: instantIn(language, new Date(rest.created_at), timeZone),
      sent: rest.sent_at ? instantIn(language, new Date(rest.sent_at), timeZone) : null,
    },
  };
}
