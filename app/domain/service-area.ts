/** Spec section 9: radius slider 5 to 100 miles, step 5, default 25 (also the fallback). */
export const SERVICE_RADIUS = { min: 5, max: 100, step: 5, default: 25 } as const;

/** Admin edit rule: parsed as an integer, anything unusable falls back to 25. */
export function radiusOrDefault(value: unknown): number {
  const parsed =
    typeof value === "number" ? Math.trunc(value) : Number.parseInt(String(value ?? ""), 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : SERVICE_RADIUS.default;
}
