import type { Insertable } from "kysely";
import type { Executor } from "~/lib/db.server";
import type { ProviderApplicationsTable } from "~/lib/db-schema";

export type NewApplication = Insertable<ProviderApplicationsTable>;

/** Stores an application row; lists and availability arrive as validated JSON text. */
export async function insertApplication(executor: Executor, application: NewApplication): Promise<string> {
  await executor.insertInto("provider_applications").values(application).execute();
  return application.id;
}
