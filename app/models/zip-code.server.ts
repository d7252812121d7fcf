import { getDb, type Executor } from "~/lib/db.server";
import type { ZipCodeRow } from "~/lib/db-schema";

export async function findZipCode(zip: string, executor: Executor = getDb()): Promise<ZipCodeRow | undefined> {
  return executor.selectFrom("zip_codes").selectAll().where("zip", "=", zip).executeTakeFirst();
}

export async function requireZipCode(zip: string, executor: Executor = getDb()): Promise<ZipCodeRow> {
  const row = await findZipCode(zip, executor);
  if (!row) throw new UnknownZipError(zip);
  return row;
}

export class UnknownZipError extends Error {
  constructor(public readonly zip: string) {
    super(`Unknown zip code ${zip}`);
    this.name = "UnknownZipError";
  }
}
