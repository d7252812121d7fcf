import { z } from "zod";
import { SERVICE_SORTS, SERVICE_FILTERS, SEARCH_MAX_LENGTH, type ListState, type ServiceListQuery } from "./service-list";

/** The list's query string. Unknown or malformed values fall back rather than fail. */
export const serviceListQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_MAX_LENGTH).catch("").default(""),
  sort: z.enum(SERVICE_SORTS).catch("rating").default("rating"),
  filter: z.enum(SERVICE_FILTERS).catch("all").default("all"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

export function parseServiceListQuery(params: URLSearchParams): ServiceListQuery {
  return serviceListQuerySchema.parse({
    q: params.get("q") ?? undefined,
    sort: params.get("sort") ?? undefined,
    filter: params.get("filter") ?? undefined,
    page: params.get("page") ?? undefined,
  });
}

/** Reads the list state back from a service page's query, if it carries one. */
export function parseListState(params: URLSearchParams): ListState | null {
  const zip = params.get("zip");
  const category = params.get("category");
  if (!zip || !/^\d{5}$/.test(zip) || !category) return null;
  return { zip, category, ...parseServiceListQuery(params) };
}
