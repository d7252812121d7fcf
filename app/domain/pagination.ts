/** The page asked for (?page=), 1 when missing or unusable. */
export function parsePage(value: unknown): number {
  const text = typeof value === "string" ? value : "";
  return /^\d{1,6}$/.test(text) && Number(text) > 0 ? Number(text) : 1;
}

/** How many pages `total` rows fill, never fewer than 1. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
