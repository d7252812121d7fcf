/** The page asked for (?page=), 1 when missing or unusable. */
export function parsePage(value: unknown): number {
  const text = typeof value === "string" ? value : "";
  return /^\d{1,6}$/.test(text) && Number(text) > 0 ? Number(text) : 1;
}

/** How many pages `total` rows fill, never fewer than 1. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * Keyset pagination for lists that grow without bound (bookings, customers, audit...): a page
 * starts after (or ends before) the sort key and id of a row, so every page costs the same, the
 * thousandth as the first, and a row added meanwhile never shifts what the next page shows.
 */
export type Cursor = readonly [sortKey: string, id: string];

/** Where a page of a keyset list starts: the first page, after a row, or before a row. */
export type PageRequest = { after: Cursor | null; before: Cursor | null; perPage: number };

/** Where the neighbouring pages start, or null at either end. */
export type PageLinks = { previous: Cursor | null; next: Cursor | null };

const CURSOR_TEXT_MAX = 400;

export function encodeCursor(cursor: Cursor): string {
  return `${cursor[0]}~${cursor[1]}`;
}

/** A cursor from a query parameter; anything unusable counts as none (the first page). */
export function parseCursor(value: unknown): Cursor | null {
  if (typeof value !== "string" || value.length > CURSOR_TEXT_MAX) return null;
  const at = value.lastIndexOf("~");
  if (at <= 0 || at === value.length - 1) return null;
  const [sortKey, id] = [value.slice(0, at), value.slice(at + 1)];
  return /^[\w.:+-]+$/.test(sortKey) && /^[\w-]+$/.test(id) ? [sortKey, id] : null;
}

/** `?after=` or `?before=` of a list's URL (`?{list}_after=` for one of several lists on a page). */
export function parsePageRequest(params: URLSearchParams, perPage: number, list?: string): PageRequest {
  const [afterName, beforeName] = cursorNames(list);
  const after = parseCursor(params.get(afterName));
  return { after, before: after ? null : parseCursor(params.get(beforeName)), perPage };
}

function cursorNames(list: string | undefined): [string, string] {
  return list ? [`${list}_after`, `${list}_before`] : ["after", "before"];
}

/** A list's URL for the page a link leads to (the page's other parameters kept). */
export function pageHref(path: string, params: URLSearchParams, to: { after?: Cursor; before?: Cursor }, list?: string): string {
  const [afterName, beforeName] = cursorNames(list);
  const next = new URLSearchParams(params);
  for (const key of [afterName, beforeName, "page"]) next.delete(key);
  if (to.after) next.set(afterName, encodeCursor(to.after));
  if (to.before) next.set(beforeName, encodeCursor(to.before));
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}

/** The links a keyset list's page shows: to the neighbouring pages, and back to the first from an empty page. */
export type PageHrefs = { previousHref: string | null; nextHref: string | null; firstHref?: string };

export function pageHrefs(path: string, params: URLSearchParams, page: PageRequest, links: PageLinks, list?: string): PageHrefs {
  return {
    previousHref: links.previous ? pageHref(path, params, { before: links.previous }, list) : null,
    nextHref: links.next ? pageHref(path, params, { after: links.next }, list) : null,
    firstHref: page.after || page.before ? pageHref(path, params, {}, list) : undefined,
  };
}
