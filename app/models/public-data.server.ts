import { getDb } from "~/lib/db.server";

/**
 * The number that every change to what public pages show raises (triggers of migration 0013,
 * in the writing transaction): a page rendered at one number is out of date at the next. Read
 * on every request for a public page, so the query is compiled once.
 */
let compiled: ReturnType<typeof compile> | null = null;
const compile = () => getDb().selectFrom("public_data_version").select("version").where("id", "=", 1).compile();

export async function publicDataVersion(): Promise<number> {
  compiled ??= compile();
  const { rows } = await getDb().executeQuery(compiled);
  if (!rows[0]) throw new Error("public_data_version has no row: run the migrations");
  return rows[0].version;
}
