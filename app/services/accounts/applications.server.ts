import { APPLICATION_REASONS, EMAIL_TAKEN } from "~/domain/accounts/application";
import { SIGN_IN_REASONS } from "~/domain/accounts/sign-in";
import {
  parseStoredServiceNames,
  storedServiceNamesSchema,
  type ApplicationDetails,
  type NewAccountApplication,
} from "~/domain/accounts/application.schema.server";
import { availabilitySchema } from "~/domain/schedule/availability.schema.server";
import type { HoneypotVerdict } from "~/domain/forms/honeypot";
import { checkImageUpload } from "~/domain/image";
import { fullPlace } from "~/domain/places/location";
import { refuse, refuseForm, type Outcome } from "~/domain/outcome";
import { localClock, timeZoneOfPlace } from "~/domain/time";
import { localDayIn } from "~/locales/dates";
import { requirementLabelIn } from "~/locales/credentials";
import { newId } from "~/domain/uuid";
import { parseZip } from "~/domain/places/zip.schema.server";
import { log } from "~/lib/logger.server";
import { hashPassword } from "~/lib/password.server";
import type { ApplicationLink } from "~/lib/signed-links.server";
import { enqueueEmail } from "~/models/email-outbox.server";
import { createMedia } from "~/models/media.server";
import {
  findPendingApplication,
  findSubmittedApplication,
  insertApplication,
  type ApplicationAccount,
  type ApplicationSubmission,
} from "~/models/provider-application.server";
import { createUser, EmailTakenError, findUserLanguage, type AuthUser } from "~/models/user.server";
import { providerApplicationEmail, providerWelcomeEmail } from "~/locales/account-emails";
import type { Language } from "~/domain/language";
import { findZipCode } from "~/models/zip-code.server";
import { orFailure } from "~/services/support/failure.server";
import { takeAccountCreation } from "~/services/support/limits.server";
import { decideInTransaction } from "~/services/support/transaction.server";
import type { OneTimeSubmission } from "~/lib/submission-key.server";
import { madeBefore, madeBy, priorOf } from "~/services/support/submissions.server";
import { checkedDocument, missingAtApproval, recordCredential } from "~/services/credentials/index.server";
import { CREDENTIAL_REASONS, type DocumentContentType } from "~/domain/credentials/credentials";
import type { CredentialFields } from "~/domain/credentials/credentials.schema.server";
import type { ImageUpload } from "~/domain/image";

/**
 * Joining the network: an application (with its account, logo and confirmation e-mail), the
 * portal sign-up, and an admin's review (tiles, e-mail and audit entry), each in one transaction.
 */

function isDuplicateEmail(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: users\.email/.test(error.message);
}

/** The join page: a signed-in provider with an application under review is told so instead of a form. */
export async function joinPage(applicant: AuthUser | null, language: Language) {
  const pending = applicant?.role === "provider" ? await findPendingApplication(applicant.id) : undefined;
  return pending
    ? { businessName: pending.business_name, submittedOn: localDayIn(language, pending.created_at, timeZoneOfPlace(pending)) }
    : null;
}

/** What an applicant's link shows: the application they just sent, in the page's language. Undefined when it is gone. */
export async function submittedApplication(link: ApplicationLink, language: Language) {
  const application = await findSubmittedApplication(link.applicationId);
  if (!application) return undefined;
  // What Porchlight checks before its services are listed (decision 0035), named before the decision.
  const needs = await missingAtApproval(
    {
      providerUserId: application.user_id,
      category: application.category,
      zip: application.zip_code,
      services: [...parseStoredServiceNames(application.services_provided), ...parseStoredServiceNames(application.custom_services)],
    },
    new Date(),
  );
  return {
    needs: needs.map((need) => requirementLabelIn(language, need)),
    category: application.category,
    businessName: application.business_name,
    email: application.email,
    place: fullPlace({ zip: application.zip_code, city: application.city, state: application.state }),
    submittedOn: localDayIn(language, application.created_at, timeZoneOfPlace(application)),
    decided: application.status !== "pending",
  };
}

export type JoinRequest = {
  /** A signed-in provider applies for their own account; anyone else creates one. */
  applicant: AuthUser | null;
  /** The form's values, or null when its own checks failed. */
  details: ApplicationDetails | NewAccountApplication | null;
  zip: string;
  logo: { bytes: Uint8Array } | null;
  logoTooLarge: boolean;
  /** The optional credential's document (decision 0035): its bytes, that it went past 10 MB, or none. */
  credentialDocument?: ImageUpload;
  honeypot: HoneypotVerdict;
  ip: string;
  origin: string;
  /** The form's one-time submission: posted again, it is the application already sent (docs/decisions/0026). */
  once?: OneTimeSubmission;
  now: Date;
  /** The page's language: a new account is made in it (an existing one keeps its own). */
  language: Language;
};

type CredentialToRecord = {
  fields: CredentialFields;
  document: { contentType: DocumentContentType; bytes: Uint8Array };
  timeZone: string;
} | null;

/**
 * The application's optional credential: begun, it needs every field and its document (checked
 * by its bytes), and must run past the business's today in its zip's zone.
 */
function applicationCredential(
  request: JoinRequest,
  place: { state: string; time_zone: string | null } | undefined,
  fieldErrors: Record<string, string[]>,
): CredentialToRecord {
  const fields = request.details?.credential;
  const upload = request.credentialDocument ?? null;
  if (!fields && !upload) return null;
  const document = upload ? checkedDocument(upload) : null;
  if (!document) fieldErrors.credential_document = [CREDENTIAL_REASONS.document];
  else if (!document.ok) fieldErrors.credential_document = [document.message];
  if (!fields) {
    if (request.details) fieldErrors["credential.issuer"] = [CREDENTIAL_REASONS.issuer];
    return null;
  }
  if (!place) return null;
  const timeZone = timeZoneOfPlace(place);
  if (fields.expires_on < localClock(request.now, timeZone).date) fieldErrors["credential.expires_on"] = [CREDENTIAL_REASONS.expired];
  return document?.ok ? { fields, document, timeZone } : null;
}

/**
 * Spec section 4, the provider application: the logo judged by its bytes, the zip a real one, a bot
 * refused, only an application that creates an account counted toward the address's limit, and the
 * password hashed before the transaction so the database is not held meanwhile. The account, logo,
 * application and e-mail commit together.
 */
export async function applyToJoin(request: JoinRequest): Promise<Outcome<{ applicationId: string }>> {
  // Posted again once it was sent (a double tap): that application, not "this e-mail has an account".
  const before = await madeBefore(request.once);
  if (before) return { ok: true, applicationId: before };
  const fieldErrors: Record<string, string[]> = {};
  const logoCheck = checkImageUpload(request.logoTooLarge ? { tooLarge: true } : request.logo);
  const logo: ApplicationSubmission["logo"] = logoCheck.ok ? logoCheck.image : null;
  if (!logoCheck.ok) fieldErrors.logo = [logoCheck.problem === "size" ? APPLICATION_REASONS.logoSize : APPLICATION_REASONS.logoType];
  const zip = parseZip(request.zip);
  const place = zip.ok ? await findZipCode(zip.zip) : undefined;
  if (zip.ok && !place) fieldErrors.zip_code = [APPLICATION_REASONS.unknownZip];
  const credential = applicationCredential(request, place, fieldErrors);
  const details = request.details;
  if (!details || Object.keys(fieldErrors).length > 0) {
    // 413 for a logo over its limit, yet with the whole form: nothing typed is lost.
    const tooLarge = request.logoTooLarge || (request.credentialDocument != null && "tooLarge" in request.credentialDocument);
    return refuseForm(Object.keys(fieldErrors).length > 0 ? fieldErrors : undefined, tooLarge ? 413 : 400);
  }
  if (request.honeypot !== "ok") {
    log.warn("application refused as a bot's", { honeypot: request.honeypot });
    return refuse(400, APPLICATION_REASONS.bot);
  }
  const allowance = await takeAccountCreation(request.ip);
  if (!allowance.ok) {
    log.warn("application rate limit reached");
    return refuse(429, APPLICATION_REASONS.tooMany);
  }
  const account: ApplicationAccount = request.applicant
    ? { kind: "existing", userId: request.applicant.id, email: request.applicant.email }
    : {
        kind: "new",
        language: request.language,
        email: (details as NewAccountApplication).email,
        passwordHash: await hashPassword((details as NewAccountApplication).password),
      };
  const outcome = await orFailure({ message: APPLICATION_REASONS.failed, log: "application failed" }, () =>
    submitApplication({ details, account, logo, portalUrl: `${request.origin}/provider` }, request.once, credential, request.now),
  );
  if (!outcome.ok) await allowance.giveBack();
  else log.info("application submitted", { applicationId: outcome.applicationId });
  return outcome;
}

/** The application's transaction: a refusal (the e-mail taken meanwhile, one already pending) keeps nothing. */
async function submitApplication(
  input: ApplicationSubmission,
  once: OneTimeSubmission | undefined,
  credential: CredentialToRecord,
  now: Date,
): Promise<Outcome<{ applicationId: string }>> {
  const { details, account } = input;
  return decideInTransaction(async (trx) => {
    const prior = await priorOf(trx, once);
    if (prior) return { ok: true, applicationId: prior };
    let user: { id: string; email: string };
    let language: Language;
    if (account.kind === "new") {
      language = account.language;
      try {
        user = await createUser(trx, { email: account.email, passwordHash: account.passwordHash, role: "provider", language });
      } catch (error) {
        // Two applications with one e-mail at the same moment: the UNIQUE index decides.
        if (error instanceof EmailTakenError || isDuplicateEmail(error))
          return { ...refuse(409, APPLICATION_REASONS.accountExists), code: EMAIL_TAKEN };
        throw error;
      }
    } else {
      if (await findPendingApplication(account.userId, trx)) return refuse(409, APPLICATION_REASONS.pending);
      user = { id: account.userId, email: account.email };
      language = await findUserLanguage(account.userId, trx);
    }

    let logoUrl: string | null = null;
    if (input.logo) {
      try {
        logoUrl = (await createMedia(trx, input.logo)).url;
      } catch (error) {
        log.error("application failed", { error });
        return refuse(500, APPLICATION_REASONS.logoUpload);
      }
    }

    const applicationId = newId();
    try {
      await insertApplication(trx, {
        id: applicationId,
        user_id: user.id,
        business_name: details.business_name,
        owner_name: details.owner_name,
        email: user.email,
        phone: details.phone,
        zip_code: details.zip_code,
        service_radius: details.service_radius,
        category: details.category,
        website: details.website ?? null,
        logo_url: logoUrl,
        services_provided: JSON.stringify(storedServiceNamesSchema.parse(details.services_provided)),
        custom_services: details.custom_services.length ? JSON.stringify(storedServiceNamesSchema.parse(details.custom_services)) : null,
        licenses: details.licenses,
        insurance: details.insurance,
        years_in_business: details.years_in_business,
        additional_info: details.additional_info ?? null,
        plan_type: details.plan_type,
        availability: JSON.stringify(availabilitySchema.parse(details.availability)),
        status: "pending",
        reviewed_at: null,
        review_note: null,
        reviewed_by: null,
      });
    } catch (error) {
      // The database's own words stay in the log; the applicant reads a plain reason.
      log.error("application failed", { error });
      return refuse(500, APPLICATION_REASONS.notSaved);
    }

    // Checked by an admin beside the application, and counting once verified (decision 0035).
    if (credential) await recordCredential(trx, { providerUserId: user.id, holderUserId: user.id, applicationId, ...credential, now });
    await enqueueEmail(
      trx,
      providerApplicationEmail({
        language,
        email: user.email,
        businessName: details.business_name,
        ownerName: details.owner_name,
        portalUrl: input.portalUrl,
      }),
    );
    await madeBy(trx, once, applicationId);
    return { ok: true, applicationId };
  });
}

/**
 * Portal sign-up: a bot's traits are refused first; only an account actually created counts
 * toward the address's limit; the account and its welcome e-mail commit together.
 */
export async function signUpProvider(input: {
  form: { email: string; password: string; business_name: string; owner_name: string } | null;
  honeypot: HoneypotVerdict;
  ip: string;
  origin: string;
  /** The page's language: the account is made in it. */
  language: Language;
}): Promise<Outcome<{ user: AuthUser }>> {
  if (input.honeypot !== "ok") {
    log.warn("sign-up refused as a bot's", { honeypot: input.honeypot });
    return refuse(400, SIGN_IN_REASONS.bot);
  }
  const { form } = input;
  if (!form) return refuseForm();
  const allowance = await takeAccountCreation(input.ip);
  if (!allowance.ok) return refuse(429, SIGN_IN_REASONS.tooManySignUps);
  const passwordHash = await hashPassword(form.password);
  const outcome = await decideInTransaction(async (trx): Promise<Outcome<{ user: AuthUser }>> => {
    let user: AuthUser;
    try {
      user = await createUser(trx, { email: form.email, passwordHash, role: "provider", language: input.language });
    } catch (error) {
      if (error instanceof EmailTakenError || isDuplicateEmail(error)) return refuse(409, SIGN_IN_REASONS.emailTaken);
      throw error;
    }
    await enqueueEmail(
      trx,
      providerWelcomeEmail({
        language: input.language,
        email: user.email,
        businessName: form.business_name,
        ownerName: form.owner_name,
        portalUrl: `${input.origin}/provider`,
        joinUrl: `${input.origin}/join`,
      }),
    );
    return { ok: true, user };
  }).catch(async (error: unknown) => {
    await allowance.giveBack();
    throw error;
  });
  if (!outcome.ok) await allowance.giveBack();
  return outcome;
}
