import { reasons, type ReasonOf } from "../outcome";
import { stateMachine } from "../state-machine";

/**
 * A customer's data to take (issue 56, decision 0052): asked for on their home, built by the
 * background process, kept seven days. A build that died (its process killed mid-way) goes back
 * to the queue once it is stale, so every ask ends in a file.
 */
export const DATA_EXPORT_STATUSES = ["queued", "building", "ready", "failed"] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const DATA_EXPORT_MACHINE = /* @__PURE__ */ stateMachine<DataExportStatus, "builder" | "sweep">("dataExport", {
  initial: ["queued"],
  table: {
    queued: { building: ["builder"] },
    building: { ready: ["builder"], failed: ["builder"], queued: ["sweep"] },
    ready: {},
    failed: {},
  },
});

/** How long a built file may be downloaded. */
export const DATA_EXPORT_KEEP_DAYS = 7;
/** A build not finished in this long is taken to have died with its process. */
export const DATA_EXPORT_STALE_MINUTES = 10;
/** The most rows of each kind one file holds: a person's own records are far fewer. */
export const DATA_EXPORT_ROW_CAP = 5_000;

export const ACCOUNT_REASONS = /* @__PURE__ */ reasons("account", ["exportAsked", "exportGone", "preferencesSaved"]);
export type AccountReason = ReasonOf<typeof ACCOUNT_REASONS>;

export type CsvValue = string | number | null | undefined;

/**
 * Rows as CSV (RFC 4180: a header row, CRLF, fields quoted when they hold a comma, a quote or a
 * line break). A text that a spreadsheet would run as a formula (=, +, -, @, a tab or a return
 * first) is given a leading apostrophe, as OWASP advises; numbers are written as they are.
 */
export function toCsv(columns: readonly string[], rows: ReadonlyArray<Readonly<Record<string, CsvValue>>>): string {
  const field = (value: CsvValue): string => {
    if (value === null || value === undefined) return "";
    if (typeof value === "number") return String(value);
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return [columns.join(","), ...rows.map((row) => columns.map((column) => field(row[column])).join(","))].join("\r\n") + "\r\n";
}
