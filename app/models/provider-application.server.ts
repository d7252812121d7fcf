import type { Insertable } from "kysely";
import {
  applicationInsertFailedMessage,
  parseStoredServiceNames,
  storedServiceNamesSchema,
  type ApplicationDetails,
} from "~/domain/application";
import { availabilitySchema } from "~/domain/availability";
import { providerApplicationEmail } from "~/domain/email-templates";
import type { ImageContentType } from "~/domain/image";
import { newId } from "~/domain/uuid";
import { getDb, type Executor } from "~/lib/db.server";
import type { ProviderApplicationsTable } from "~/lib/db-schema";
import { enqueueEmail } from "./email-outbox.server";
import { createMedia } from "./media.server";
import { createUser, EmailTakenError } from "./user.server";

export type NewApplication = Insertable<ProviderApplicationsTable>;

/** Stores an application row; lists and availability arrive as validated JSON text. */
export async function insertApplication(executor: Executor, application: NewApplication): Promise<string> {
  await executor.insertInto("provider_applications").values(application).execute();
  return application.id;
}

/** The applicant's application that still waits for a decision, if any. */
export async function findPendingApplication(userId: string, executor: Executor = getDb()) {
  return executor
    .selectFrom("provider_applications")
    .select(["id", "business_name", "created_at"])
    .where("user_id", "=", userId)
    .where("status", "=", "pending")
    .orderBy("created_at", "desc")
    .executeTakeFirst();
}

/**
 * The user's most recent application with its place (city and state of its zip) and every
 * service it asks for (catalogue and custom), or undefined when they never applied.
 */
export async function findLatestApplication(userId: string, executor: Executor = getDb()) {
  const row = await executor
    .selectFrom("provider_applications as a")
    .leftJoin("zip_codes as z", "z.zip", "a.zip_code")
    .selectAll("a")
    .select(["z.city", "z.state", "z.time_zone"])
    .where("a.user_id", "=", userId)
    .orderBy("a.created_at", "desc")
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, services: [...parseStoredServiceNames(row.services_provided), ...parseStoredServiceNames(row.custom_services)] };
}

/** The logo could not be stored (spec: 'Failed to upload logo'). */
export class LogoStorageError extends Error {
  constructor(options: { cause: unknown }) {
    super("Failed to upload logo", options);
    this.name = "LogoStorageError";
  }
}

/** The application row could not be stored (spec: 'Application submission failed: {message}'). */
export class ApplicationInsertError extends Error {
  constructor(
    public readonly reason: string,
    options: { cause: unknown },
  ) {
    super(applicationInsertFailedMessage(reason), options);
    this.name = "ApplicationInsertError";
  }
}

/** A signed-in provider who already has an application waiting for review. */
export class PendingApplicationError extends Error {
  constructor() {
    super("There is already a pending application for this account");
    this.name = "PendingApplicationError";
  }
}

export type ApplicationAccount =
  /** A new applicant: the account is created with the application (password already hashed). */
  | { kind: "new"; email: string; passwordHash: string }
  /** A signed-in provider applying for their existing account. */
  | { kind: "existing"; userId: string; email: string };

export type ApplicationSubmission = {
  details: ApplicationDetails;
  account: ApplicationAccount;
  /** Checked image bytes (app/domain/image.ts), or null without a logo. */
  logo: { contentType: ImageContentType; bytes: Uint8Array } | null;
  /** Absolute URL of the provider portal, for the confirmation e-mail. */
  portalUrl: string;
};

function isDuplicateEmail(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: users\.email/.test(error.message);
}

/**
 * Spec section 4, in one transaction: the account (role provider, which creates its profile),
 * the logo, the application (pending) and the confirmation e-mail commit together or not at
 * all. Throws EmailTakenError, PendingApplicationError, LogoStorageError,
 * ApplicationInsertError, or whatever else failed.
 */
export async function submitApplication(input: ApplicationSubmission): Promise<{ applicationId: string; userId: string }> {
  const { details, account } = input;
  return getDb()
    .transaction()
    .execute(async (trx) => {
      let user: { id: string; email: string };
      if (account.kind === "new") {
        try {
          user = await createUser(trx, { email: account.email, passwordHash: account.passwordHash, role: "provider" });
        } catch (error) {
          // Two applications with one e-mail at the same moment: the UNIQUE index decides.
          if (isDuplicateEmail(error)) throw new EmailTakenError(account.email.trim().toLowerCase());
          throw error;
        }
      } else {
        if (await findPendingApplication(account.userId, trx)) throw new PendingApplicationError();
        user = { id: account.userId, email: account.email };
      }

      let logoUrl: string | null = null;
      if (input.logo) {
        try {
          logoUrl = (await createMedia(trx, input.logo)).url;
        } catch (error) {
          throw new LogoStorageError({ cause: error });
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
          custom_services: details.custom_services.length
            ? JSON.stringify(storedServiceNamesSchema.parse(details.custom_services))
            : null,
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
        throw new ApplicationInsertError("your application could not be saved. Please try again.", { cause: error });
      }

      await enqueueEmail(
        trx,
        providerApplicationEmail({
          email: user.email,
          businessName: details.business_name,
          ownerName: details.owner_name,
          portalUrl: input.portalUrl,
        }),
      );
      return { applicationId, userId: user.id };
    });
}
