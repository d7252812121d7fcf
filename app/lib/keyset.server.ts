import { sql, type SelectQueryBuilder } from "kysely";
import type { Cursor, PageLinks, PageRequest } from "~/domain/pagination";

/**
 * One page of a keyset list (app/domain/pagination.ts): the query's rows ordered by a sort
 * column and the id, read from an index that starts with them, never skipped over with OFFSET.
 * `descending` lists newest first. Returns the rows and the cursors of the neighbouring pages.
 */
export async function keysetPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  options: { sortColumn: string; idColumn: string; descending: boolean; page: PageRequest; key: (row: O) => Cursor },
): Promise<{ rows: O[]; links: PageLinks }> {
  const { sortColumn, idColumn, descending, page } = options;
  const backwards = page.before !== null;
  const cursor = page.after ?? page.before;
  // Moving towards the end of the list: after the cursor in the list's order; towards its start: before it.
  const further = descending !== backwards ? "<" : ">";
  const direction = descending !== backwards ? "desc" : "asc";
  let ordered = query;
  if (cursor) {
    ordered = ordered.where(sql<boolean>`(${sql.ref(sortColumn)}, ${sql.ref(idColumn)}) ${sql.raw(further)} (${cursor[0]}, ${cursor[1]})`);
  }
  const fetched = await ordered
    .orderBy(sql.ref(sortColumn), direction)
    .orderBy(sql.ref(idColumn), direction)
    .limit(page.perPage + 1)
    .execute();
  const more = fetched.length > page.perPage;
  const rows = fetched.slice(0, page.perPage);
  if (backwards) rows.reverse();
  const first = rows[0];
  const last = rows[rows.length - 1];
  return {
    rows,
    links: {
      previous: first && (backwards ? more : cursor !== null) ? options.key(first) : null,
      next: last && (backwards || more) ? options.key(last) : null,
    },
  };
}
