import { reasons, reasonWith, type ReasonOf } from "../outcome";

/** Spec section 9: radius slider 5 to 100 miles, step 5, default 25 (also the fallback). */
export const SERVICE_RADIUS = { min: 5, max: 100, step: 5, default: 25 } as const;

/** Admin edit rule: parsed as an integer, anything unusable falls back to 25. */
export function radiusOrDefault(value: unknown): number {
  const parsed = typeof value === "number" ? Math.trunc(value) : Number.parseInt(String(value ?? ""), 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : SERVICE_RADIUS.default;
}

/** The most extra areas a provider may have. */
export const MAX_SERVICE_AREAS = 20;

/** Why an area was or was not added or removed (decision 0047), worded in app/locales/reasons-business.ts. */
export const SERVICE_AREA_REASONS = /* @__PURE__ */ reasons("area", [
  "added",
  "failed",
  "removed",
  "radius",
  "unknownZip",
  "duplicate",
  "tooMany",
  "gone",
]);
export type ServiceAreaReason = ReasonOf<typeof SERVICE_AREA_REASONS>;

/** The radius's refusal, with the slider's bounds. */
export const RADIUS_REASON = /* @__PURE__ */ reasonWith(SERVICE_AREA_REASONS.radius, { min: SERVICE_RADIUS.min, max: SERVICE_RADIUS.max });

/** Refused: the provider has the most extra areas they may have. */
export const TOO_MANY_AREAS_REASON = /* @__PURE__ */ reasonWith(SERVICE_AREA_REASONS.tooMany, { max: MAX_SERVICE_AREAS });
