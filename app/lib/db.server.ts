import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteAdapter, SqliteDialect, type Transaction } from "kysely";
import type { Database } from "./db-schema";
import { getEnv } from "./env.server";
import { singleton } from "./singleton.server";

export type DB = Kysely<Database>;
export type Executor = Kysely<Database> | Transaction<Database>;

/** SQLite runs DDL inside transactions; Kysely's adapter is conservative and says it cannot. */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class PorchlightSqliteDialect extends SqliteDialect {
  override createAdapter() {
    return new TransactionalSqliteAdapter();
  }
}

export function sqliteFilePath(databaseUrl: string): string {
  if (!databaseUrl.startsWith("file:")) {
    throw new Error(`Not a file: database URL: ${databaseUrl}`);
  }
  const target = databaseUrl.slice("file:".length).replace(/^\/\/(?=\/)/, "");
  return target === ":memory:" ? target : path.resolve(target);
}

export function openSqlite(filePath: string): SQLite.Database {
  if (filePath !== ":memory:") fs.mkdirSync(path.dirname(filePath), { recursive: true });
  const sqlite = new SQLite(filePath);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  // Reads come from the memory-mapped file instead of copies in the small page cache.
  sqlite.pragma("mmap_size = 268435456");
  return sqlite;
}

export function createDatabase(databaseUrl: string): DB {
  const sqlite = openSqlite(sqliteFilePath(databaseUrl));
  return new Kysely<Database>({ dialect: new PorchlightSqliteDialect({ database: sqlite }) });
}

/** The process's database, opened on first use from DATABASE_URL. */
export function getDb(): DB {
  return singleton("db", () => createDatabase(getEnv().DATABASE_URL));
}
