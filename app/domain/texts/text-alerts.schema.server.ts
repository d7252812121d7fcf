import { z } from "zod";
import { LANGUAGES } from "../language";
import { phoneField } from "../forms/fields.schema.server";
import { TEXT_REASONS } from "./texts";
import { textConsentField } from "./texts.schema.server";

/** A provider's or team member's own alerts by text: their number and the box. */
export const textAlertsSchema = z.object({
  phone: phoneField({ required: TEXT_REASONS.phoneForTexts, invalid: TEXT_REASONS.phoneForTexts }),
  text_consent: textConsentField,
});

/** The language of a business's own e-mails and texts (issue 54). */
export const alertsLanguageSchema = z.object({
  language: z.enum(LANGUAGES, { error: () => TEXT_REASONS.languageInvalid }),
});
