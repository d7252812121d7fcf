import { z } from "zod";
import { isValidDate } from "../time";
import { AUDIT_ACTIONS, NO_ACCOUNT_ACTOR, type AuditFilter } from "./audit";

const optionalDate = z
  .string()
  .trim()
  .transform((value) => (isValidDate(value) ? value : null))
  .catch(null);

const filterSchema = z.object({
  actor: z
    .string()
    .trim()
    .transform((value) => (value === NO_ACCOUNT_ACTOR || /^[0-9a-f-]{36}$/i.test(value) ? value : null))
    .catch(null),
  action: z.enum(AUDIT_ACTIONS).nullable().catch(null),
  from: optionalDate,
  to: optionalDate,
});

/**
 * The audit log's filter from the query string. Anything unusable is ignored (the list shows
 * everything rather than an error): an unknown action, a malformed date or actor.
 */
export function parseAuditFilter(params: URLSearchParams): AuditFilter {
  const parsed = filterSchema.parse({
    actor: params.get("actor") ?? "",
    action: params.get("action") || null,
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
  });
  const [from, to] = parsed.from && parsed.to && parsed.from > parsed.to ? [parsed.to, parsed.from] : [parsed.from, parsed.to];
  return { ...parsed, from, to };
}
