import { availabilityFieldNames } from "../schedule/availability";
import { CATALOGUE, findCatalogueEntry } from "../discovery/catalogue";
import { findCategory } from "../discovery/categories";
import { SERVICE_RADIUS } from "../places/service-area";
import { reasons, reasonWith, type ReasonOf } from "../outcome";

/** The provider application (/join): spec sections 2, 4, 5 and 8. */

export const PLAN_TYPES = ["community", "premium"] as const;
export type PlanTypeId = (typeof PLAN_TYPES)[number];

export const YEARS_IN_BUSINESS_MAX = 150;
export const CUSTOM_SERVICE_MAX_LENGTH = 60;
export const CUSTOM_SERVICES_MAX = 20;

export const APPLICATION_LIMITS = {
  business_name: 100,
  owner_name: 100,
  email: 254,
  password: 200,
  phone: 30,
  website: 200,
  licenses: 1000,
  insurance: 1000,
  additional_info: 2000,
} as const;

/** An admin's review of applications (spec section 8; decision 0047), worded in app/locales/admin-sentences.ts. */
export const APPLICATION_REVIEW_REASONS = /* @__PURE__ */ reasons("applicationReview", [
  "fetchFailed",
  "unknown",
  "decisionFailed",
  "gone",
  "alreadyApproved",
  "alreadyRejected",
]);
export type ApplicationReviewReason = ReasonOf<typeof APPLICATION_REVIEW_REASONS>;

/** Why an application cannot be decided: it was decided already, or it is gone. */
export function notPendingReason(status: string | null): ApplicationReviewReason {
  if (status === null) return APPLICATION_REVIEW_REASONS.gone;
  return status === "rejected" ? APPLICATION_REVIEW_REASONS.alreadyRejected : APPLICATION_REVIEW_REASONS.alreadyApproved;
}

/** Spec: a table shows at most two services, then '+N'. */
export function summarizeServices(services: readonly string[], shown = 2): { shown: string[]; more: number } {
  return { shown: services.slice(0, shown), more: Math.max(0, services.length - shown) };
}

/** Why a provider's application to join says no, and what it did (decision 0047), worded in app/locales/reasons-forms.ts. */
export const APPLICATION_REASONS = /* @__PURE__ */ reasons("application", [
  "required",
  "fieldRequired",
  "noService",
  "email",
  "phone",
  "unknownZip",
  "website",
  "years",
  "radius",
  "category",
  "plan",
  "unknownService",
  "customServiceLength",
  "customServicesCount",
  "logoType",
  "logoSize",
  "logoUpload",
  "accountExists",
  "failed",
  "notSaved",
  "pending",
  "bot",
  "tooMany",
  "success",
]);
export type ApplicationReason = ReasonOf<typeof APPLICATION_REASONS>;
export const YEARS_REASON = /* @__PURE__ */ reasonWith("application.years" satisfies ApplicationReason, { max: YEARS_IN_BUSINESS_MAX });
export const RADIUS_REASON = /* @__PURE__ */ reasonWith("application.radius" satisfies ApplicationReason, {
  min: SERVICE_RADIUS.min,
  max: SERVICE_RADIUS.max,
  step: SERVICE_RADIUS.step,
});
export const CUSTOM_SERVICE_LENGTH_REASON = /* @__PURE__ */ reasonWith("application.customServiceLength" satisfies ApplicationReason, {
  max: CUSTOM_SERVICE_MAX_LENGTH,
});
export const CUSTOM_SERVICES_COUNT_REASON = /* @__PURE__ */ reasonWith("application.customServicesCount" satisfies ApplicationReason, {
  max: CUSTOM_SERVICES_MAX,
});

/** The refusal's code for an e-mail that already has an account: the form offers to sign in. */
export const EMAIL_TAKEN = "email-taken";

/** A form value as a list: absent is none, one value is one. */
export function asList(value: unknown): unknown[] {
  if (value === undefined || value === null || value === "") return [];
  return Array.isArray(value) ? value : [value];
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** The required fields (of those `present` in the form) left blank: each gets a message, and the form the spec's. */
export function blankRequiredFields(record: Record<string, unknown>, present: readonly string[]): string[] {
  return REQUIRED_FIELDS.filter((name) => present.includes(name) && isBlank(record[name]));
}

/**
 * The catalogue's services of a category, among names chosen: the form shows only the chosen
 * category's, and one ticked before the category changed (hidden since) is not the business's.
 */
export function servicesOfCategory(names: readonly string[], category: unknown): string[] {
  // No category chosen yet (its own message says so): nothing is hidden.
  if (!CATALOGUE.some((entry) => entry.category === category) && !findCategory(String(category))) return [...names];
  return names.filter((name) => findCatalogueEntry(name)?.category === category);
}

/** How many services were chosen, from the catalogue (the chosen category's) and typed in: at least one is needed. */
export function countChosenServices(record: Record<string, unknown>): number {
  return servicesOfCategory(asList(record.services_provided).map(String), record.category).length + asList(record.custom_services).length;
}

/** A website is optional; when given it must be an absolute http(s) address with a domain. */
export function isWebsiteUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && /\.[a-z0-9-]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

/**
 * Custom services as the form sends them: repeated `custom_services` values (the chips of the
 * JavaScript form) or one textarea with one name per line (without JavaScript). Every value is
 * split on newlines and trimmed; blanks and repeats (in any letter case) are dropped.
 */
export function splitCustomServices(raw: unknown): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const value of asList(raw)) {
    if (typeof value !== "string") continue;
    for (const line of value.split(/\r\n|\r|\n/)) {
      const name = line.trim().replace(/\s+/g, " ");
      const key = name.toLowerCase();
      if (name === "" || seen.has(key)) continue;
      seen.add(key);
      names.push(name);
    }
  }
  return names;
}

/**
 * A custom service named like a catalogue entry is that entry (so it gets the catalogue's
 * description and price on approval): it moves to the provided services.
 */
export function mergeServices(provided: readonly string[], custom: readonly string[]) {
  const services = [...provided];
  const others: string[] = [];
  for (const name of custom) {
    const entry = findCatalogueEntry(name);
    if (!entry) others.push(name);
    else if (!services.includes(entry.name)) services.push(entry.name);
  }
  const order = (name: string) => CATALOGUE.findIndex((entry) => entry.name === name);
  return { services_provided: services.sort((a, b) => order(a) - order(b)), custom_services: others };
}

/** Spec section 5: the fields that must be filled in (e-mail and password only for a new account). */
export const REQUIRED_FIELDS = [
  "business_name",
  "owner_name",
  "email",
  "password",
  "phone",
  "zip_code",
  "category",
  "licenses",
  "insurance",
  "years_in_business",
] as const;

export type ApplicationMode = "new-account" | "existing-account";

/** What the form shows before anything is typed. */
export const APPLICATION_DEFAULTS = {
  service_radius: SERVICE_RADIUS.default,
  plan_type: "community" as PlanTypeId,
} as const;

export { availabilityFieldNames };
