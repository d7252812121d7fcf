import { getDb } from "~/lib/db.server";
import { preparedQuery } from "~/lib/prepared-query.server";

// Read on every request for a public page: compiled once.
const versionQuery = preparedQuery()(() => getDb().selectFrom("public_data_version").select("version").where("id", "=", 1));

/**
 * The number that every change to what public pages show raises (triggers of migration 0013,
 * in the writing transaction): a page rendered at one number is out of date at the next.
 */
export async function publicDataVersion(): Promise<number> {
  const [row] = await versionQuery(getDb(), {});
  if (!row) throw new Error("public_data_version has no row: run the migrations");
  return row.version;
}
