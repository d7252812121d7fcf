import { z } from "zod";
import { availabilityFormSchema } from "../schedule/availability.schema.server";
import { FORM_REASONS, formatPhone, isPlainText, normalizePhone, tooLongReason } from "../forms/fields";
import { plainText } from "../forms/fields.schema.server";
import { CATALOGUE } from "../discovery/catalogue";
import { CATEGORY_IDS } from "../discovery/categories";
import { IMAGE_CONTENT_TYPES, LOGO_MAX_BYTES } from "../image";
import { SERVICE_RADIUS } from "../places/service-area";
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_REASON } from "./sign-in";
import { zipSchema } from "../places/zip.schema.server";
import { credentialSchema } from "../credentials/credentials.schema.server";
import {
  PLAN_TYPES,
  YEARS_IN_BUSINESS_MAX,
  CUSTOM_SERVICE_MAX_LENGTH,
  CUSTOM_SERVICES_MAX,
  APPLICATION_LIMITS,
  APPLICATION_REASONS,
  isWebsiteUrl,
  splitCustomServices,
  mergeServices,
  servicesOfCategory,
  REQUIRED_FIELDS,
  asList,
  blankRequiredFields,
  countChosenServices,
  type ApplicationMode,
  CUSTOM_SERVICE_LENGTH_REASON,
  CUSTOM_SERVICES_COUNT_REASON,
  RADIUS_REASON,
  YEARS_REASON,
} from "./application";

const FIELD_REQUIRED = APPLICATION_REASONS.fieldRequired;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A required text: missing or blank gives the short "required" message (and nothing else).
 * No check here uses `abort`: an explicitly aborted issue would stop the whole-form rules.
 */
const requiredText = (max: number, options: { multiline?: boolean } = {}) =>
  plainText({ ...options, error: FIELD_REQUIRED })
    .trim()
    .min(1, FIELD_REQUIRED)
    .max(max, tooLongReason(max));

const optionalText = (max: number, options: { multiline?: boolean } = {}) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    plainText(options).trim().max(max, tooLongReason(max)).optional(),
  );

/** A stored list of service names (services_provided, custom_services): JSON text in the table. */
export const storedServiceNamesSchema = z.array(z.string().trim().min(1).max(100));

/** A stored JSON list of service names; anything unreadable counts as none. */
export function parseStoredServiceNames(json: string | null): string[] {
  if (!json) return [];
  try {
    const result = storedServiceNamesSchema.safeParse(JSON.parse(json));
    return result.success ? result.data : [];
  } catch {
    return [];
  }
}

const CATALOGUE_NAMES = new Set(CATALOGUE.map((entry) => entry.name));

const servicesProvidedSchema = z.preprocess(
  (value) => asList(value),
  z
    .array(z.string())
    .refine((names) => names.every((name) => CATALOGUE_NAMES.has(name)), APPLICATION_REASONS.unknownService)
    .transform((names) => [...new Set(names)]),
);

const customServicesSchema = z.preprocess(
  (value) => splitCustomServices(value),
  z
    .array(z.string())
    .refine((names) => names.every((name) => isPlainText(name)), FORM_REASONS.controlCharacters)
    .refine((names) => names.every((name) => name.length <= CUSTOM_SERVICE_MAX_LENGTH), CUSTOM_SERVICE_LENGTH_REASON)
    .refine((names) => names.length <= CUSTOM_SERVICES_MAX, CUSTOM_SERVICES_COUNT_REASON),
);

function isUploadedFile(value: unknown): value is { size: number; type: string } {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { size?: unknown }).size === "number" &&
    typeof (value as { type?: unknown }).type === "string"
  );
}

/**
 * In the browser the chosen file is checked by its declared type and size, as a convenience.
 * The server never passes the file through this schema: it checks the bytes (app/domain/image.ts).
 */
const logoSchema = z
  .unknown()
  .optional()
  .superRefine((value, ctx) => {
    if (!isUploadedFile(value) || value.size === 0) return;
    if (value.type !== "" && !(IMAGE_CONTENT_TYPES as readonly string[]).includes(value.type)) {
      ctx.addIssue({ code: "custom", message: APPLICATION_REASONS.logoType });
    } else if (value.size > LOGO_MAX_BYTES) {
      ctx.addIssue({ code: "custom", message: APPLICATION_REASONS.logoSize });
    }
  });

/**
 * The application's optional credential (decision 0035): left blank, none; begun, every field
 * is needed. Its expiry is checked against the business's today by the use case, which knows
 * the zip's zone.
 */
const CREDENTIAL_TEXT_FIELDS = ["issuer", "number", "expires_on"] as const;
const applicationCredentialSchema = z.preprocess(
  (value) =>
    isRecord(value) && CREDENTIAL_TEXT_FIELDS.some((field) => typeof value[field] === "string" && value[field].trim() !== "")
      ? value
      : undefined,
  credentialSchema("0000-01-01").optional(),
);

const baseShape = {
  business_name: requiredText(APPLICATION_LIMITS.business_name),
  owner_name: requiredText(APPLICATION_LIMITS.owner_name),
  phone: requiredText(APPLICATION_LIMITS.phone)
    .refine((value) => value === "" || normalizePhone(value) !== null, APPLICATION_REASONS.phone)
    // Stored in one format, whatever punctuation was typed.
    .transform((value) => formatPhone(normalizePhone(value)!)),
  zip_code: z.string({ error: FIELD_REQUIRED }).trim().min(1, FIELD_REQUIRED).pipe(zipSchema),
  service_radius: z.preprocess(
    (value) =>
      value === undefined || value === null || value === ""
        ? SERVICE_RADIUS.default
        : typeof value === "string"
          ? value.trim() === ""
            ? Number.NaN
            : Number(value.trim())
          : value,
    z
      .number({ error: RADIUS_REASON })
      .int(RADIUS_REASON)
      .min(SERVICE_RADIUS.min, RADIUS_REASON)
      .max(SERVICE_RADIUS.max, RADIUS_REASON)
      .multipleOf(SERVICE_RADIUS.step, RADIUS_REASON),
  ),
  category: z.string({ error: FIELD_REQUIRED }).pipe(z.enum(CATEGORY_IDS, { error: APPLICATION_REASONS.category })),
  website: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    plainText()
      .trim()
      .max(APPLICATION_LIMITS.website, tooLongReason(APPLICATION_LIMITS.website))
      .refine((value) => value.length > APPLICATION_LIMITS.website || isWebsiteUrl(value), APPLICATION_REASONS.website)
      .optional(),
  ),
  plan_type: z.preprocess(
    (value) => (value === undefined || value === "" ? "community" : value),
    z.enum(PLAN_TYPES, { error: APPLICATION_REASONS.plan }),
  ),
  services_provided: servicesProvidedSchema,
  custom_services: customServicesSchema,
  availability: availabilityFormSchema,
  years_in_business: z
    .string({ error: FIELD_REQUIRED })
    .trim()
    .min(1, { message: FIELD_REQUIRED, abort: true })
    .regex(/^\d{1,3}$/, YEARS_REASON)
    .transform(Number)
    .pipe(z.number().int(YEARS_REASON).min(0, YEARS_REASON).max(YEARS_IN_BUSINESS_MAX, YEARS_REASON)),
  licenses: requiredText(APPLICATION_LIMITS.licenses, { multiline: true }),
  insurance: requiredText(APPLICATION_LIMITS.insurance, { multiline: true }),
  additional_info: optionalText(APPLICATION_LIMITS.additional_info, { multiline: true }),
  logo: logoSchema,
  credential: applicationCredentialSchema,
};

const accountShape = {
  email: requiredText(APPLICATION_LIMITS.email).pipe(z.email(APPLICATION_REASONS.email)),
  // Never trimmed: spaces may be part of a password.
  password: z
    .string({ error: FIELD_REQUIRED })
    .min(1, { message: FIELD_REQUIRED, abort: true })
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_REASON)
    .max(APPLICATION_LIMITS.password, tooLongReason(APPLICATION_LIMITS.password)),
};

/**
 * Whole-form rules, run even when fields failed (`when`): any missing required field also
 * gives the spec's form message, and at least one service (catalogue or custom) is needed.
 * Issues are not yet finalised here (no messages), so the rules read the parsed values.
 */
function formRules(shape: Record<string, unknown>) {
  const required = REQUIRED_FIELDS.filter((name) => name in shape);
  return (value: unknown, ctx: z.core.$RefinementCtx<unknown>) => {
    const record = isRecord(value) ? value : {};
    if (blankRequiredFields(record, required).length > 0) {
      ctx.addIssue({ code: "custom", message: APPLICATION_REASONS.required, path: [] });
    }
    const servicesChecked = !ctx.issues.some((issue) => issue.path?.[0] === "services_provided" || issue.path?.[0] === "custom_services");
    if (servicesChecked && countChosenServices(record) === 0) {
      ctx.addIssue({ code: "custom", message: APPLICATION_REASONS.noService, path: ["services_provided"] });
    }
  };
}

/** The stored shape: no file (the server handles it apart), catalogue names merged. */
function finish<T extends { category: string; services_provided: string[]; custom_services: string[]; logo?: unknown }>(value: T) {
  const { logo: _logo, ...rest } = value;
  return { ...rest, ...mergeServices(servicesOfCategory(rest.services_provided, rest.category), rest.custom_services) };
}

/** A new applicant also creates the account (e-mail and password). */
const newAccountShape = { ...baseShape, ...accountShape };

export const newAccountApplicationSchema = z
  .object(newAccountShape)
  .superRefine(formRules(newAccountShape), { when: () => true })
  .transform(finish);

/** A signed-in provider applies for their existing account: no e-mail or password fields. */
export const existingAccountApplicationSchema = z
  .object(baseShape)
  .superRefine(formRules(baseShape), { when: () => true })
  .transform(finish);

/** The one schema of the form, for the browser and the server. */
export function applicationSchema(mode: ApplicationMode) {
  return mode === "new-account" ? newAccountApplicationSchema : existingAccountApplicationSchema;
}

export type ApplicationDetails = z.output<typeof existingAccountApplicationSchema>;

export type NewAccountApplication = z.output<typeof newAccountApplicationSchema>;

export { availabilityFormSchema };
