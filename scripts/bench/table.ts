/** One measured row of the benchmark's table. */
/** `met` is null for a row measured to be seen, without a goal of its own. */
export type Row = { what: string; value: string; goal: string; met: boolean | null };

/** The table as Markdown (so it can be pasted into docs/performance.md as it is). */
export function markdownTable(rows: Row[]): string {
  const lines = ["| what | measured | goal | met |", "|---|---|---|---|"];
  for (const row of rows)
    lines.push(`| ${row.what} | ${row.value} | ${row.goal} | ${row.met === null ? "—" : row.met ? "yes" : "**no**"} |`);
  return lines.join("\n");
}
