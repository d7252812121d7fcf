import { sql, type RawBuilder } from "kysely";
import { searchNeedle } from "~/domain/discovery/search-text";

/**
 * Looking a typed text up in a table's FTS5 trigram index (customers and bookings, migrations
 * 0014 and 0025): the folded text (app/domain/discovery/search-text.ts) anywhere in the indexed text, and
 * typed digits anywhere in a phone's digits. Texts shorter than a trigram cannot be looked up in
 * it, so the caller looks for those row by row.
 */

/** The shortest text the trigram index can look up. */
export const TRIGRAM = 3;

/** An FTS5 query for a text anywhere in a column: a quoted phrase (quotes doubled). */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

export type TextSearch =
  | { kind: "none" }
  /** `match` goes to `<table>_fts match ?`. */
  | { kind: "indexed"; match: string }
  /** Too short for the index: `needle` in the folded text, `typed` or `digits` in the phone. */
  | { kind: "scan"; needle: string; typed: string; digits: string };

export function textSearchOf(q: string): TextSearch {
  const needle = searchNeedle(q);
  const digits = needle.replace(/\D/g, "");
  if (needle === "") return { kind: "none" };
  if (needle.length < TRIGRAM) return { kind: "scan", needle, typed: q.trim(), digits };
  const phrases = [needle, ...(digits.length >= TRIGRAM && digits !== needle ? [digits] : [])];
  return { kind: "indexed", match: phrases.map(phrase).join(" OR ") };
}

/** A phone column without its punctuation, for matching typed digits ("5125550142") to "(512) 555-0142". */
export function phoneDigitsOf(column: string): RawBuilder<string> {
  const digits = ["(", ")", " ", "-", ".", "+"].reduce((text, character) => `replace(${text}, '${character}', '')`, column);
  return sql<string>`${sql.raw(digits)}`;
}
