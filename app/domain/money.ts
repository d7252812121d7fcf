/** "$150" for whole dollars, "$89.50" otherwise. Money is integer cents everywhere. */
export function formatDollars(cents: number): string {
  const value = cents / 100;
  const digits = Number.isInteger(value) ? 0 : 2;
  return `$${value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}
