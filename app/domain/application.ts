import { z } from "zod";
import { availabilityFieldNames, availabilityFormSchema } from "./availability";
import { CONTROL_CHARACTERS_MESSAGE, formatPhone, isPlainText, normalizePhone, plainText, tooLongMessage } from "./fields";
import { CATALOGUE, findCatalogueEntry } from "./catalogue";
import { CATEGORY_IDS } from "./categories";
import { IMAGE_CONTENT_TYPES, LOGO_MAX_BYTES } from "./image";
import { SERVICE_RADIUS } from "./service-area";
import { PASSWORD_MIN_LENGTH } from "./sign-in";
import { ZIP_MESSAGES, zipSchema } from "./zip";

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

export const APPLICATION_MESSAGES = {
  /** Spec section 8, shown at the top of the form. */
  required: "Please fill in all required fields",
  /** Beside each missing required field. */
  fieldRequired: "This field is required",
  noService: "Please select at least one service",
  email: "Please enter a valid email address",
  password: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  phone: "Please enter a valid phone number",
  zip: ZIP_MESSAGES.invalid,
  unknownZip: "We could not find this zip code. Please check it and try again.",
  website: "Please enter a valid website address starting with http:// or https://",
  years: `Please enter a whole number of years from 0 to ${YEARS_IN_BUSINESS_MAX}`,
  radius: `Please choose a radius from ${SERVICE_RADIUS.min} to ${SERVICE_RADIUS.max} miles in steps of ${SERVICE_RADIUS.step}`,
  category: "Please choose one of the categories",
  plan: "Please choose the community or the premium plan",
  unknownService: "Please choose services from the list",
  customServiceLength: `Custom service names can be at most ${CUSTOM_SERVICE_MAX_LENGTH} characters`,
  customServicesCount: `Please add at most ${CUSTOM_SERVICES_MAX} custom services`,
  logoType: "Please select an image file",
  logoSize: "File size must be less than 2MB",
  logoUpload: "Failed to upload logo",
  accountExists: "Account creation failed: An account with this email already exists.",
  failed: "Failed to submit application. Please try again.",
  pending: "You already have an application under review. We will e-mail you as soon as it has been decided.",
  bot: "Your application could not be sent. Please try again.",
  tooMany: "Too many applications from your network. Please wait an hour and try again.",
  success: "Your application has been submitted successfully! Please check your email for confirmation.",
} as const;

/** Spec section 8: 'Application submission failed: {message}'. */
export function applicationInsertFailedMessage(reason: string): string {
  return `Application submission failed: ${reason}`;
}

const FIELD_REQUIRED = APPLICATION_MESSAGES.fieldRequired;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function asList(value: unknown): unknown[] {
  if (value === undefined || value === null || value === "") return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * A required text: missing or blank gives the short "required" message (and nothing else).
 * No check here uses `abort`: an explicitly aborted issue would stop the whole-form rules.
 */
const requiredText = (max: number, options: { multiline?: boolean } = {}) =>
  plainText({ ...options, error: FIELD_REQUIRED })
    .trim()
    .min(1, FIELD_REQUIRED)
    .max(max, tooLongMessage(max));

const optionalText = (max: number, options: { multiline?: boolean } = {}) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    plainText(options).trim().max(max, tooLongMessage(max)).optional(),
  );

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
    .refine((names) => names.every((name) => CATALOGUE_NAMES.has(name)), APPLICATION_MESSAGES.unknownService)
    .transform((names) => [...new Set(names)]),
);

const customServicesSchema = z.preprocess(
  (value) => splitCustomServices(value),
  z
    .array(z.string())
    .refine((names) => names.every((name) => isPlainText(name)), CONTROL_CHARACTERS_MESSAGE)
    .refine((names) => names.every((name) => name.length <= CUSTOM_SERVICE_MAX_LENGTH), APPLICATION_MESSAGES.customServiceLength)
    .refine((names) => names.length <= CUSTOM_SERVICES_MAX, APPLICATION_MESSAGES.customServicesCount),
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
      ctx.addIssue({ code: "custom", message: APPLICATION_MESSAGES.logoType });
    } else if (value.size > LOGO_MAX_BYTES) {
      ctx.addIssue({ code: "custom", message: APPLICATION_MESSAGES.logoSize });
    }
  });

const baseShape = {
  business_name: requiredText(APPLICATION_LIMITS.business_name),
  owner_name: requiredText(APPLICATION_LIMITS.owner_name),
  phone: requiredText(APPLICATION_LIMITS.phone)
    .refine((value) => value === "" || normalizePhone(value) !== null, APPLICATION_MESSAGES.phone)
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
      .number({ error: APPLICATION_MESSAGES.radius })
      .int(APPLICATION_MESSAGES.radius)
      .min(SERVICE_RADIUS.min, APPLICATION_MESSAGES.radius)
      .max(SERVICE_RADIUS.max, APPLICATION_MESSAGES.radius)
      .multipleOf(SERVICE_RADIUS.step, APPLICATION_MESSAGES.radius),
  ),
  category: z.string({ error: FIELD_REQUIRED }).pipe(z.enum(CATEGORY_IDS, { error: APPLICATION_MESSAGES.category })),
  website: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    plainText()
      .trim()
      .max(APPLICATION_LIMITS.website, tooLongMessage(APPLICATION_LIMITS.website))
      .refine((value) => value.length > APPLICATION_LIMITS.website || isWebsiteUrl(value), APPLICATION_MESSAGES.website)
      .optional(),
  ),
  plan_type: z.preprocess(
    (value) => (value === undefined || value === "" ? "community" : value),
    z.enum(PLAN_TYPES, { error: APPLICATION_MESSAGES.plan }),
  ),
  services_provided: servicesProvidedSchema,
  custom_services: customServicesSchema,
  availability: availabilityFormSchema,
  years_in_business: z
    .string({ error: FIELD_REQUIRED })
    .trim()
    .min(1, FIELD_REQUIRED)
    .refine((value) => value === "" || /^\d{1,3}$/.test(value), APPLICATION_MESSAGES.years)
    .transform(Number)
    .pipe(z.number().max(YEARS_IN_BUSINESS_MAX, APPLICATION_MESSAGES.years)),
  licenses: requiredText(APPLICATION_LIMITS.licenses, { multiline: true }),
  insurance: requiredText(APPLICATION_LIMITS.insurance, { multiline: true }),
  additional_info: optionalText(APPLICATION_LIMITS.additional_info, { multiline: true }),
  logo: logoSchema,
};

const accountShape = {
  email: requiredText(APPLICATION_LIMITS.email).pipe(z.email(APPLICATION_MESSAGES.email)),
  // Never trimmed: spaces may be part of a password.
  password: z
    .string({ error: FIELD_REQUIRED })
    .min(1, FIELD_REQUIRED)
    .refine((value) => value === "" || value.length >= PASSWORD_MIN_LENGTH, APPLICATION_MESSAGES.password)
    .max(APPLICATION_LIMITS.password, tooLongMessage(APPLICATION_LIMITS.password)),
};

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

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/**
 * Whole-form rules, run even when fields failed (`when`): any missing required field also
 * gives the spec's form message, and at least one service (catalogue or custom) is needed.
 * Issues are not yet finalised here (no messages), so the rules read the parsed values.
 */
function formRules(shape: Record<string, unknown>) {
  const required = REQUIRED_FIELDS.filter((name) => name in shape);
  return (value: unknown, ctx: z.core.$RefinementCtx<unknown>) => {
    const record = isRecord(value) ? value : {};
    if (required.some((name) => isBlank(record[name]))) {
      ctx.addIssue({ code: "custom", message: APPLICATION_MESSAGES.required, path: [] });
    }
    const servicesChecked = !ctx.issues.some((issue) => issue.path?.[0] === "services_provided" || issue.path?.[0] === "custom_services");
    const count = asList(record.services_provided).length + asList(record.custom_services).length;
    if (servicesChecked && count === 0) {
      ctx.addIssue({ code: "custom", message: APPLICATION_MESSAGES.noService, path: ["services_provided"] });
    }
  };
}

/** The stored shape: no file (the server handles it apart), catalogue names merged. */
function finish<T extends { services_provided: string[]; custom_services: string[]; logo?: unknown }>(value: T) {
  const { logo: _logo, ...rest } = value;
  return { ...rest, ...mergeServices(rest.services_provided, rest.custom_services) };
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

export type ApplicationMode = "new-account" | "existing-account";

/** The one schema of the form, for the browser and the server. */
export function applicationSchema(mode: ApplicationMode) {
  return mode === "new-account" ? newAccountApplicationSchema : existingAccountApplicationSchema;
}

export type ApplicationDetails = z.output<typeof existingAccountApplicationSchema>;
export type NewAccountApplication = z.output<typeof newAccountApplicationSchema>;

/** What the form shows before anything is typed. */
export const APPLICATION_DEFAULTS = {
  service_radius: SERVICE_RADIUS.default,
  plan_type: "community" as PlanTypeId,
} as const;

export const PLAN_OPTIONS: ReadonlyArray<{ id: PlanTypeId; name: string; summary: string; features: string[] }> = [
  {
    id: "community",
    name: "Community (free)",
    summary: "Everything you need to be found and booked.",
    features: [
      "Your services listed in local searches",
      "Online bookings with e-mail confirmations",
      "The provider portal for services and service areas",
    ],
  },
  {
    id: "premium",
    name: "Premium",
    summary: "Stand out to customers in your area.",
    features: ["Everything in Community", "A Premium badge on your service tiles", "Listed when customers filter for Premium Only"],
  },
];

// The hours fields live with the other rules about hours.
export { availabilityFieldNames, availabilityFormSchema };
