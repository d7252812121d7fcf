import { parseStoredServiceNames } from "~/domain/accounts/application.schema.server";
import type { PageRequest } from "~/domain/pagination";
import { getDb, type Executor } from "~/lib/db.server";
import { keysetPage } from "~/lib/keyset.server";

/**
 * The applications, newest first (spec: provider_applications select all by created_at desc),
 * one keyset page at a time, and how many there are.
 */
export async function listApplications(page: PageRequest) {
  const db = getDb();
  const [{ rows, links }, count] = await Promise.all([
    keysetPage(
      db
        .selectFrom("provider_applications")
        .select([
          "id",
          "business_name",
          "owner_name",
          "email",
          "phone",
          "logo_url",
          "category",
          "services_provided",
          "custom_services",
          "zip_code",
          "service_radius",
          "status",
          "created_at",
          "reviewed_at",
          "review_note",
        ]),
      { sortColumn: "created_at", idColumn: "id", descending: true, page, key: (row) => [row.created_at, row.id] },
    ),
    db
      .selectFrom("provider_applications")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map(({ services_provided, custom_services, ...row }) => ({
      ...row,
      services: [...parseStoredServiceNames(services_provided), ...parseStoredServiceNames(custom_services)],
    })),
    links,
    total: Number(count.n),
  };
}

export async function findApplication(id: string, executor: Executor = getDb()) {
  return executor.selectFrom("provider_applications").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Claims a pending application for a decision and returns it, or undefined when it is no longer
 * pending (or never was): the WHERE on status makes double decisions impossible.
 */
export async function decideApplication(
  trx: Executor,
  id: string,
  decision: { status: "approved" | "rejected"; adminId: string; note: string | null; now: Date },
) {
  const result = await trx
    .updateTable("provider_applications")
    .set({
      status: decision.status,
      reviewed_at: decision.now.toISOString(),
      reviewed_by: decision.adminId,
      review_note: decision.note,
    })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return trx.selectFrom("provider_applications").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}
