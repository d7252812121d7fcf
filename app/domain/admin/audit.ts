import { addDaysToDate, instantOf } from "../time";

/** Every action the audit log records (worded in app/locales/admin-records.ts). */
export const AUDIT_ACTIONS = [
  "application.approve",
  "application.reject",
  "booking.create",
  "booking.reschedule",
  "booking.status",
  "tile.activate",
  "tile.deactivate",
  "tile.edit",
  "location_setting.update",
  "review.write",
  "review.edit",
  "review.reply",
  "review.hide",
  "review.restore",
  "booking.paid",
  "booking.hold_released",
  "payment.refund",
  "payments.rule",
  "payments.policy",
  "payments.account",
  "quote.send",
  "quote.decline",
  "thread.report",
  "thread.hide_message",
  "team.add",
  "team.remove",
  "booking.reassign",
  "waitlist.join",
  "waitlist.offer",
  "waitlist.leave",
  "waitlist.switch",
  "texts.alerts_on",
  "texts.alerts_off",
  "account.language",
  "texts.opt_out",
  "texts.confirmed",
  "credential.submit",
  "credential.withdraw",
  "credential.verify",
  "credential.reject",
  "credential.revoke",
  "credential.expire",
  "credential.rules",
  "customer.export",
  "customer.erase",
  "bill.write",
  "bill.approve",
  "bill.mark_paid",
  "dispute.respond",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The actor filter's value for changes made without an account (customers, by their booking link). */
export const NO_ACCOUNT_ACTOR = "customer";

export type AuditFilter = {
  actor: string | null;
  action: AuditAction | null;
  from: string | null;
  to: string | null;
};

/** The filter's dates as instants: from the start of `from` to the end of `to`, in the zone. */
export function auditWindow(filter: Pick<AuditFilter, "from" | "to">, timeZone: string): { since: string | null; before: string | null } {
  return {
    since: filter.from ? instantOf(filter.from, "00:00", timeZone).toISOString() : null,
    before: filter.to ? instantOf(addDaysToDate(filter.to, 1), "00:00", timeZone).toISOString() : null,
  };
}

/** The query string of a filter, leaving out what is not set. */
export function auditQuery(filter: AuditFilter): string {
  const params = new URLSearchParams();
  if (filter.actor) params.set("actor", filter.actor);
  if (filter.action) params.set("action", filter.action);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The details an entry's summary names, in this order. */
export const AUDIT_DETAIL_KEYS = ["business", "zip", "date", "time", "from", "to", "by", "reason", "enabled"] as const;

export type AuditDetailKey = (typeof AUDIT_DETAIL_KEYS)[number];
type DetailWords = { readonly [K in AuditDetailKey]: string };

/**
 * A one-line summary of an entry's details ("To: confirmed · By: provider"), its labels in a
 * language, and its stored values worded by `value` where one is given (else as stored).
 */
export function summarizeAuditDetails(
  details: string | null,
  words: {
    labels: DetailWords;
    tiles: string;
    value?: (key: keyof DetailWords, value: string) => string;
  },
): string {
  if (!details) return "";
  let parsed: unknown;
  try {
    parsed = JSON.parse(details);
  } catch {
    return "";
  }
  if (typeof parsed !== "object" || parsed === null) return "";
  const record = parsed as Record<string, unknown>;
  const parts: string[] = [];
  for (const key of AUDIT_DETAIL_KEYS) {
    const value = record[key];
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
      parts.push(`${words.labels[key]}: ${words.value ? words.value(key, String(value)) : String(value)}`);
  }
  if (Array.isArray(record.tiles)) parts.push(words.tiles.replace("{count}", String(record.tiles.length)));
  return parts.join(" · ");
}
