import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import type { Client } from "@libsql/client";
import type { LibsqlDialect } from "@libsql/kysely-libsql";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type RawBuilder,
  type Transaction,
  sql,
} from "kysely";
import type { Database } from "./db-schema";
import { getEnv } from "./env.server";
import { databaseBusyRetries } from "./metrics.server";
import { singleton } from "./singleton.server";

export type DB = Kysely<Database>;
export type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The right side of `column IN` for a list of strings: one JSON parameter however long the
 * list (SQLite limits how many parameters a statement takes), on both engines.
 */
export function inJsonList(values: readonly string[] | RawBuilder<string>) {
  return sql<string>`(select value from json_each(${Array.isArray(values) ? JSON.stringify(values) : values}))`;
}

/** SQLite runs DDL inside transactions; Kysely's adapter is conservative and says it cannot. */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/**
 * Every transaction takes the write lock when it begins (BEGIN IMMEDIATE). A deferred one that
 * read first and then tried to write after another process wrote (Litestream's bookkeeping, a
 * second app process) would fail at once with "database is locked"; an immediate one waits its
 * turn under busy_timeout.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    // Several processes write to one file (decision 0048): past busy_timeout, twice more.
    for (let attempt = 1; ; attempt++) {
      try {
        await connection.executeQuery(CompiledQuery.raw("begin immediate"));
        return;
      } catch (error) {
        if (attempt >= BUSY_ATTEMPTS || (error as { code?: string }).code !== "SQLITE_BUSY") throw error;
        databaseBusyRetries.inc();
      }
    }
  }
}

/** How often a transaction tries for the write lock, each try waiting up to busy_timeout. */
const BUSY_ATTEMPTS = 3;

class PorchlightSqliteDialect extends SqliteDialect {
  constructor(private readonly config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
  }
  override createAdapter() {
    return new TransactionalSqliteAdapter();
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.config);
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

/** How many prepared statements one SQLite connection keeps (least recently used go first). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 behind Kysely, each SQL text prepared once: Kysely prepares a statement for
 * every query, and preparing costs more than running most of ours. Kysely runs one query at a
 * time on the connection, so a cached statement is never in use twice.
 */
export function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string): SQLite.Statement {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}

/**
 * libSQL with our own client (the dialect bundles an older one); destroying the database
 * closes the client too. Loaded only for a libSQL URL: its native modules cost ~20 MB of memory
 * and part of every start on the embedded database.
 */
function libsqlDatabase(url: string, authToken: string | undefined): DB {
  const require = createRequire(import.meta.url);
  const { createClient } = require("@libsql/client") as typeof import("@libsql/client");
  const { LibsqlDialect: Dialect } = require("@libsql/kysely-libsql") as { LibsqlDialect: typeof LibsqlDialect };
  const client: Client = createClient({ url, authToken });
  class PorchlightLibsqlDialect extends Dialect {
    constructor() {
      // The dialect's types name its bundled client; ours has the same query API.
      super({ client: client as never });
    }
    override createDriver(): Driver {
      const driver = super.createDriver();
      const destroy = driver.destroy.bind(driver);
      driver.destroy = async () => {
        await destroy();
        client.close();
      };
      return driver;
    }
  }
  return new Kysely<Database>({ dialect: new PorchlightLibsqlDialect() });
}

export function isRemoteDatabaseUrl(databaseUrl: string): boolean {
  return /^(libsql|https?):\/\//.test(databaseUrl);
}

/**
 * `file:` URLs open an embedded SQLite file (better-sqlite3); `libsql://`, `http://` and
 * `https://` URLs talk to a libSQL server (sqld, Turso) for running more than one machine.
 */
export function createDatabase(databaseUrl: string, authToken?: string): DB {
  if (isRemoteDatabaseUrl(databaseUrl)) return libsqlDatabase(databaseUrl, authToken);
  const sqlite = openSqlite(sqliteFilePath(databaseUrl));
  return new Kysely<Database>({ dialect: new PorchlightSqliteDialect({ database: withStatementCache(sqlite) }) });
}

/** The process's database, opened on first use from DATABASE_URL (and DATABASE_AUTH_TOKEN). */
export function getDb(): DB {
  return singleton("db", () => {
    const env = getEnv();
    return createDatabase(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN);
  });
}
