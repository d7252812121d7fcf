import { z } from "zod";
import { tooLongReason } from "../forms/fields";
import { emailField, plainText, requiredText } from "../forms/fields.schema.server";
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_REASON, SIGN_IN_REASONS } from "./sign-in";

/** The sign-in form of the portal and the admin panel (fields `email`, `password`). */
export const signInSchema = z.object({
  email: z
    .string({ error: SIGN_IN_REASONS.emailRequired })
    .trim()
    .min(1, SIGN_IN_REASONS.emailRequired)
    .max(254)
    .pipe(z.email(SIGN_IN_REASONS.emailInvalid)),
  password: plainText({ error: SIGN_IN_REASONS.passwordRequired }).min(1, SIGN_IN_REASONS.passwordRequired).max(200),
  redirectTo: z.string().optional(),
});

/** Asking for an e-mailed sign-in link (field `email`). */
export const signInLinkSchema = signInSchema.pick({ email: true });

/** Portal sign-up (spec: e-mail, password of at least 6, business name, owner name). */
export const providerSignUpSchema = z.object({
  email: emailField({ required: SIGN_IN_REASONS.emailRequired, invalid: SIGN_IN_REASONS.emailInvalid }),
  password: plainText({ error: SIGN_IN_REASONS.newPasswordRequired })
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_REASON)
    .max(200, tooLongReason(200)),
  business_name: requiredText(SIGN_IN_REASONS.businessNameRequired, 120),
  owner_name: requiredText(SIGN_IN_REASONS.ownerNameRequired, 120),
});
