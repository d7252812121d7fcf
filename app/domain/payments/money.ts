// Built once: an Intl formatter costs far more to make than to use (formatDollars runs per card).
const WHOLE_DOLLARS = new Intl.NumberFormat("en-US", { minimumFractionDigits: 0, maximumFractionDigits: 0 });
const DOLLARS_AND_CENTS = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$150" for whole dollars, "$89.50" otherwise, "−$2.50" below zero. Money is integer cents everywhere. */
export function formatDollars(cents: number): string {
  const value = Math.abs(cents) / 100;
  return `${cents < 0 ? "−" : ""}$${(Number.isInteger(value) ? WHOLE_DOLLARS : DOLLARS_AND_CENTS).format(value)}`;
}

/** An amount as a form's field shows it ("120.00", "89.50"); parseAmountToCents reads it back. */
export function amountInput(cents: number): string {
  return (cents / 100).toFixed(2);
}
