import { Migrator, type Migration, type MigrationProvider, type MigrationResult } from "kysely";
import { MIGRATIONS, WITHOUT_FOREIGN_KEYS } from "../../migrations/index";
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

function failed(results: readonly MigrationResult[] | undefined, error: unknown): Error {
  const name = results?.find((result) => result.status === "Error")?.migrationName ?? "(unknown)";
  return new Error(`Migration ${name} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
}

/**
 * Applies every pending migration in one transaction, changing nothing on failure. A migration that
 * rebuilds a table others point at (WITHOUT_FOREIGN_KEYS) runs on its own, after those before it,
 * since foreign keys can be turned off only outside a transaction (runWithoutForeignKeys,
 * migrations/frozen/).
 */
export async function migrateToLatest(db: DB): Promise<string[]> {
  const applied: string[] = [];
  const names = Object.keys(MIGRATIONS).sort();
  for (const name of (await pendingMigrations(db)).filter((pending) => WITHOUT_FOREIGN_KEYS.has(pending))) {
    const before = names[names.indexOf(name) - 1];
    if (before) {
      const { error, results } = await new Migrator({ db, provider: new LazyMigrationProvider() }).migrateTo(before);
      if (error) throw failed(results, error);
      applied.push(...(results ?? []).map((result) => result.migrationName));
    }
    const { error, results } = await new Migrator({ db, provider: new LazyMigrationProvider(), disableTransactions: true }).migrateUp();
    if (error) throw failed(results, error);
    applied.push(...(results ?? []).map((result) => result.migrationName));
  }
  const { error, results } = await new Migrator({ db, provider: new LazyMigrationProvider() }).migrateToLatest();
  if (error) throw failed(results, error);
  return [...applied, ...(results ?? []).map((result) => result.migrationName)];
}
