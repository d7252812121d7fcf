import fs from "node:fs";
import path from "node:path";
import { sqliteFilePath } from "~/lib/db.server";

/**
 * Every file where the test database keeps its bytes: the SQLite file and its write-ahead log,
 * or, against a libSQL server (npm run test:libsql sets LIBSQL_DATA_DIR), every file of the
 * server's database directory (data, data-wal, wallog, ...).
 */
export function rawDatabaseFiles(): string[] {
  const url = process.env.DATABASE_URL ?? "";
  if (url.startsWith("file:")) {
    const file = sqliteFilePath(url);
    return [file, `${file}-wal`].filter((candidate) => fs.existsSync(candidate));
  }
  const dir = process.env.LIBSQL_DATA_DIR;
  if (!dir) throw new Error("Set LIBSQL_DATA_DIR to the libSQL server's --db-path to scan its files");
  const files: string[] = [];
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk(dir);
  return files;
}
