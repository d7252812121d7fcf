import { addDaysToDate, instantOf } from "../time";

/** Every action the audit log records, as an admin reads it. */
export const AUDIT_ACTIONS = {
  "application.approve": "Approved an application",
  "application.reject": "Rejected an application",
  "booking.create": "Booked a job",
  "booking.reschedule": "Moved a booking",
  "booking.status": "Changed a booking's status",
  "tile.activate": "Turned a tile on",
  "tile.deactivate": "Turned a tile off",
  "tile.edit": "Edited a tile",
  "location_setting.update": "Changed a location setting",
  "review.write": "Wrote a review",
  "review.edit": "Changed a review",
  "review.reply": "Replied to a review",
  "review.hide": "Hid a review",
  "review.restore": "Restored a review",
  "booking.paid": "Paid for a booking",
  "booking.hold_released": "Released an unpaid booking's time",
  "payment.refund": "Refunded a payment",
  "payments.rule": "Changed a service's payment rule",
  "payments.policy": "Changed a cancellation policy",
  "payments.account": "Connected a Stripe account",
  "quote.send": "Sent a quote",
  "quote.decline": "Declined a request",
  "thread.report": "Reported a conversation",
  "thread.hide_message": "Hid a message",
  "team.add": "Added a team member",
  "team.remove": "Removed a team member",
  "booking.reassign": "Gave a job to another member",
  "waitlist.join": "Joined a waitlist",
  "waitlist.offer": "Offered freed time to the waitlist",
  "waitlist.leave": "Left a waitlist",
  "waitlist.switch": "Turned a waitlist on or off",
  "texts.alerts_on": "Turned on text alerts",
  "texts.alerts_off": "Turned off text alerts",
  "account.language": "Chose the language of their e-mails and texts",
  "texts.opt_out": "A number replied STOP",
  "texts.confirmed": "A number said YES to texts",
  "credential.submit": "Sent a credential for checking",
  "credential.withdraw": "Withdrew a credential",
  "credential.verify": "Verified a credential",
  "credential.reject": "Rejected a credential",
  "credential.revoke": "Withdrew a credential's verification",
  "credential.expire": "A credential expired",
  "credential.rules": "Changed the credential rules",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  provider_application: "Application",
  booking: "Booking",
  service: "Service tile",
  location_display_setting: "Location setting",
  review: "Review",
  user: "Account",
  quote: "Quote",
  thread: "Conversation",
  team_member: "Team member",
  waitlist_entry: "Waitlist entry",
  waitlist_offer: "Waitlist offer",
  text_number: "Phone number",
  credential: "Credential",
  credential_setting: "Credential setting",
};

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
export const AUDIT_DETAIL_LABELS = {
  business: "Business",
  zip: "Zip",
  date: "Date",
  time: "Time",
  from: "From",
  to: "To",
  by: "By",
  reason: "Reason",
  enabled: "Enabled",
} as const;

type DetailWords = { readonly [K in keyof typeof AUDIT_DETAIL_LABELS]: string };

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
  } = { labels: AUDIT_DETAIL_LABELS, tiles: "Tiles: {count}" },
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
  for (const key of Object.keys(AUDIT_DETAIL_LABELS) as Array<keyof DetailWords>) {
    const value = record[key];
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
      parts.push(`${words.labels[key]}: ${words.value ? words.value(key, String(value)) : String(value)}`);
  }
  if (Array.isArray(record.tiles)) parts.push(words.tiles.replace("{count}", String(record.tiles.length)));
  return parts.join(" · ");
}
