const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The same rule as a SQLite GLOB pattern (GLOB is case-sensitive, so both cases are listed). */
const HEX = "[0-9a-fA-F]";
export const UUID_GLOB = [
  `${HEX.repeat(8)}`,
  `${HEX.repeat(4)}`,
  `[1-8]${HEX.repeat(3)}`,
  `[89abAB]${HEX.repeat(3)}`,
  `${HEX.repeat(12)}`,
].join("-");

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID_PATTERN.test(value);
}

export function newId(): string {
  return globalThis.crypto.randomUUID();
}
