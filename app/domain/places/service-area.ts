/** Spec section 9: radius slider 5 to 100 miles, step 5, default 25 (also the fallback). */
export const SERVICE_RADIUS = { min: 5, max: 100, step: 5, default: 25 } as const;

/** Admin edit rule: parsed as an integer, anything unusable falls back to 25. */
export function radiusOrDefault(value: unknown): number {
  const parsed = typeof value === "number" ? Math.trunc(value) : Number.parseInt(String(value ?? ""), 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : SERVICE_RADIUS.default;
}

/** The most extra areas a provider may have. */
export const MAX_SERVICE_AREAS = 20;

export const SERVICE_AREA_MESSAGES = {
  added: "Service area added successfully!",
  failed: "Failed to add service area",
  removed: "Service area removed",
  radius: `Choose a radius between ${SERVICE_RADIUS.min} and ${SERVICE_RADIUS.max} miles`,
  unknownZip: "We could not find this zip code. Please check it.",
  duplicate: "You already have this service area.",
  tooMany: (max: number) => `Failed to add service area: you can have at most ${max} extra areas.`,
} as const;
