/** A month view for the admin calendar: weeks start on Sunday (spec section 9). */
export type MonthDay = { date: string; day: number; inMonth: boolean };

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: unknown): value is string {
  return typeof value === "string" && MONTH_PATTERN.test(value);
}

export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function shiftMonth(month: string, delta: number): string {
  const [year, m] = month.split("-").map(Number);
  const shifted = new Date(Date.UTC(year, m - 1 + delta, 1));
  return shifted.toISOString().slice(0, 7);
}

/** The weeks (Sunday first) that show a month, with the neighbouring months' days to fill them. */
export function monthGrid(month: string): MonthDay[][] {
  const [year, m] = month.split("-").map(Number);
  const first = new Date(Date.UTC(year, m - 1, 1));
  const start = new Date(Date.UTC(year, m - 1, 1 - first.getUTCDay()));
  const weeks: MonthDay[][] = [];
  for (let cursor = start; ;) {
    const week: MonthDay[] = [];
    for (let i = 0; i < 7; i++) {
      const date = cursor.toISOString().slice(0, 10);
      week.push({ date, day: cursor.getUTCDate(), inMonth: cursor.getUTCMonth() === m - 1 });
      cursor = new Date(Date.UTC(cursor.getUTCFullYear(), cursor.getUTCMonth(), cursor.getUTCDate() + 1));
    }
    weeks.push(week);
    if (cursor.getUTCMonth() !== m - 1) break;
  }
  return weeks;
}
