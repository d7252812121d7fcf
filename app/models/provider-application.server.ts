import type { Language } from "~/domain/language";
import type { Insertable } from "kysely";
import { parseStoredServiceNames, type ApplicationDetails } from "~/domain/accounts/application.schema.server";
import type { ImageContentType } from "~/domain/image";
import { getDb, type Executor } from "~/lib/db.server";
import type { ProviderApplicationsTable } from "~/lib/db-schema";

export type NewApplication = Insertable<ProviderApplicationsTable>;

/** Stores an application row; lists and availability arrive as validated JSON text. */
export async function insertApplication(executor: Executor, application: NewApplication): Promise<string> {
  await executor.insertInto("provider_applications").values(application).execute();
  return application.id;
}

/** Applications with their zip's place (city, state and time zone), for showing them and their dates. */
function applicationsWithPlace(executor: Executor = getDb()) {
  return executor
    .selectFrom("provider_applications as a")
    .leftJoin("zip_codes as z", "z.zip", "a.zip_code")
    .select(["z.city", "z.state", "z.time_zone"]);
}

/** The applicant's application that still waits for a decision, if any. */
export async function findPendingApplication(userId: string, executor: Executor = getDb()) {
  return applicationsWithPlace(executor)
    .select(["a.id", "a.business_name", "a.created_at"])
    .where("a.user_id", "=", userId)
    .where("a.status", "=", "pending")
    .orderBy("a.created_at", "desc")
    .executeTakeFirst();
}

/**
 * The user's most recent application with its place (city and state of its zip) and every
 * service it asks for (catalogue and custom), or undefined when they never applied.
 */
export async function findLatestApplication(userId: string, executor: Executor = getDb()) {
  const row = await applicationsWithPlace(executor)
    .selectAll("a")
    .where("a.user_id", "=", userId)
    .orderBy("a.created_at", "desc")
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, services: [...parseStoredServiceNames(row.services_provided), ...parseStoredServiceNames(row.custom_services)] };
}

/** What the confirmation page of a submitted application shows, by its id. */
export async function findSubmittedApplication(id: string) {
  return applicationsWithPlace()
    .select([
      "a.id",
      "a.business_name",
      "a.email",
      "a.status",
      "a.created_at",
      "a.zip_code",
      "a.user_id",
      "a.category",
      "a.services_provided",
      "a.custom_services",
    ])
    .where("a.id", "=", id)
    .executeTakeFirst();
}

export type ApplicationAccount =
  /** A new applicant: the account is created with the application (password already hashed). */
  | { kind: "new"; email: string; passwordHash: string; language: Language }
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
