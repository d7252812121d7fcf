import { Migrator, type Migration, type MigrationProvider } from "kysely";
import { MIGRATIONS } from "../../migrations/index";
import type { DB } from "./db.server";

/**
 * The numbered migrations (migrations/index.ts), applied in name order. Each is imported only
 * when Kysely runs it, so a start on an up-to-date database loads none.
 */
class LazyMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, load]) => [
        name,
        {
          up: async (db) => (await load()).up(db),
          down: async (db) => (await load()).down?.(db),
        } satisfies Migration,
      ]),
    );
  }
}

/** The names of the migrations not yet applied (none are imported to find out). */
export async function pendingMigrations(db: DB): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new LazyMigrationProvider() });
  return (await migrator.getMigrations()).filter((migration) => !migration.executedAt).map((migration) => migration.name);
}

/** Applies every pending migration in one transaction; throws (changing nothing) on failure. */
export async function migrateToLatest(db: DB): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new LazyMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error");
    throw new Error(`Migration ${failed?.migrationName ?? "(unknown)"} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).map((result) => result.migrationName);
}
