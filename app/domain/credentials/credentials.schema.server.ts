import { z } from "zod";
import { CATEGORY_IDS } from "../discovery/categories";
import { CREDENTIAL_KINDS, CREDENTIAL_REASONS } from "./credentials";
import { requiredText } from "../forms/fields.schema.server";
import { isValidDate, US_STATES } from "../time";

const stateField = z
  .string({ error: CREDENTIAL_REASONS.state })
  .trim()
  .toUpperCase()
  .refine((state) => US_STATES.includes(state), CREDENTIAL_REASONS.state);

const kindField = z.enum(CREDENTIAL_KINDS, { error: CREDENTIAL_REASONS.kind });

/**
 * A credential's fields (the portal's form, and the application's optional one); the document
 * is checked by its bytes beside it. `today` is the business's: a credential must run past it.
 */
export function credentialSchema(today: string) {
  return z.object({
    kind: kindField,
    issuer: requiredText(CREDENTIAL_REASONS.issuer, 100),
    state: stateField,
    number: requiredText(CREDENTIAL_REASONS.number, 40),
    expires_on: z
      .string({ error: CREDENTIAL_REASONS.expiresOn })
      .trim()
      .min(1, { message: CREDENTIAL_REASONS.expiresOn, abort: true })
      .refine(isValidDate, { message: CREDENTIAL_REASONS.expiresOn, abort: true })
      .refine((date) => date >= today, CREDENTIAL_REASONS.expired),
  });
}

export type CredentialFields = z.infer<ReturnType<typeof credentialSchema>>;

/** The portal's form: the fields, and whose it is ("owner" or a team member's id). */
export function portalCredentialSchema(today: string) {
  return credentialSchema(today).extend({ holder: z.string({ error: CREDENTIAL_REASONS.holder }).min(1, CREDENTIAL_REASONS.holder) });
}

/** The admin's rejection: a reason is required (the provider reads it). */
export const credentialRejectionSchema = z.object({
  credential_id: z.string({ error: CREDENTIAL_REASONS.notFound }),
  reason: requiredText(CREDENTIAL_REASONS.reason, 500, { multiline: true }),
});

/** The admin's category rules: for each category, the kinds it requires (the boxes ticked in its row). */
export const credentialRulesSchema = z.object(
  Object.fromEntries(CATEGORY_IDS.map((category) => [category, z.array(kindField).default([])])) as Record<
    (typeof CATEGORY_IDS)[number],
    z.ZodDefault<z.ZodArray<typeof kindField>>
  >,
);

export const licensedTradeSchema = z.object({
  state: stateField,
  service_type: requiredText(CREDENTIAL_REASONS.serviceType, 80),
});

export const credentialLookupSchema = z.object({
  state: stateField,
  kind: kindField,
  url: z
    .string({ error: CREDENTIAL_REASONS.lookupUrl })
    .trim()
    .max(500, CREDENTIAL_REASONS.lookupUrl)
    .refine((url) => URL.canParse(url) && new URL(url).protocol === "https:", CREDENTIAL_REASONS.lookupUrl),
});
