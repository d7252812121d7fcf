import { z } from "zod";
import { FORM_REASONS } from "../forms/fields";
import { LANGUAGES } from "../language";
import { CONTACT_KINDS } from "./contact-preferences";

const box = z.literal("on").optional();

/**
 * A customer's contact preferences (decision 0054): a box per kind and channel, ticked to be sent
 * it (`email_reminders`, `text_offers`...), and the language of what they are sent.
 */
export const contactPreferencesSchema = z.object({
  ...(Object.fromEntries(CONTACT_KINDS.flatMap((kind) => [`email_${kind}`, `text_${kind}`].map((name) => [name, box]))) as Record<
    `${"email" | "text"}_${(typeof CONTACT_KINDS)[number]}`,
    typeof box
  >),
  language: z.enum(LANGUAGES, { error: FORM_REASONS.chooseLanguage }),
});
