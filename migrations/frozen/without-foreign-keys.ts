import type { Client } from "@libsql/client";
import { CompiledQuery, type Kysely } from "kysely";

/**
 * Moved here from app/lib/db.server.ts (2026-12-05), which no longer uses it: migrations import
 * nothing from app/.
 *
 * Runs a table rebuild (the only way SQLite changes a CHECK) in one transaction with foreign keys
 * off, as SQLite's own procedure asks: otherwise dropping the old table would cascade into every
 * table that points at it. libSQL does it with its client's `migrate` (foreign keys off around
 * one batch); embedded SQLite on its one connection, which must not be inside a transaction (the
 * pragma would then do nothing). Either way the batch refuses itself unless foreign keys really
 * are off, and checks every foreign key before it commits.
 */
export async function runWithoutForeignKeys(db: Pick<Kysely<unknown>, "getExecutor">, statements: readonly string[]): Promise<void> {
  const guarded = [
    "create table rebuild_guard (value integer not null check (value = 0))",
    // Foreign keys must be off, or the drops below would cascade.
    "insert into rebuild_guard select foreign_keys from pragma_foreign_keys",
    ...statements,
    "delete from rebuild_guard",
    // Every row still points at a row that exists.
    "insert into rebuild_guard select count(*) from pragma_foreign_key_check",
    "drop table rebuild_guard",
  ];
  await db.getExecutor().provideConnection(async (connection) => {
    const client = (connection as { client?: Client }).client;
    if (client && typeof client.migrate === "function") {
      await client.migrate(guarded.map((statement) => ({ sql: statement, args: [] })));
      return;
    }
    const run = (statement: string) => connection.executeQuery(CompiledQuery.raw(statement));
    await run("pragma foreign_keys = off");
    try {
      await run("begin immediate");
      try {
        for (const statement of guarded) await run(statement);
        await run("commit");
      } catch (error) {
        await run("rollback");
        throw error;
      }
    } finally {
      await run("pragma foreign_keys = on");
    }
  });
}
