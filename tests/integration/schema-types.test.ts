import path from "node:path";
import { sql } from "kysely";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";

/**
 * The hand-written table types (app/lib/db-schema.ts) against the migrated tables, on either engine
 * (decision 0041): every table and column, its kind and nullability, and a default for what an
 * insert may leave out. Indexes and triggers are compared with migrations/schema.sql (rewritten by
 * `npx vitest run -u` on this file after a new migration).
 */

type Kind = "text" | "number" | "bytes";
type Column = { kind: Kind; nullable: boolean; insertMayOmit: boolean };
type Tables = Record<string, Record<string, Column>>;

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Tables with no type: SQLite's full-text indexes, read only through raw SQL, and their own tables. */
const UNTYPED = /^(customers_fts|services_fts|bookings_fts)(_\w+)?$/;

function typedTables(): Tables {
  const configFile = ts.readConfigFile(path.join(ROOT, "tsconfig.json"), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, ROOT);
  const file = path.join(ROOT, "app/lib/db-schema.ts");
  const program = ts.createProgram([file], { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const database = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(statement) && statement.name.text === "Database",
  )!;
  const members = (type: ts.Type) => (type.isUnion() ? type.types : [type]);
  const kindOf = (type: ts.Type): Kind | "null" | "undefined" => {
    if (type.flags & ts.TypeFlags.Null) return "null";
    if (type.flags & ts.TypeFlags.Undefined) return "undefined";
    if (type.flags & ts.TypeFlags.StringLike) return "text";
    if (type.flags & ts.TypeFlags.NumberLike) return "number";
    if (type.flags & ts.TypeFlags.BooleanLike) return "number";
    if (type.getProperty("byteLength")) return "bytes";
    throw new Error(`a column type the test does not know: ${checker.typeToString(type)}`);
  };
  const tables: Tables = {};
  const databaseType = checker.getTypeAtLocation(database);
  for (const table of databaseType.getProperties()) {
    const tableType = checker.getTypeOfSymbolAtLocation(table, database);
    tables[table.name] = {};
    for (const column of tableType.getProperties()) {
      const columnType = checker.getTypeOfSymbolAtLocation(column, database);
      const select = columnType.getProperty("__select__");
      const insert = columnType.getProperty("__insert__");
      const selected = members(select ? checker.getTypeOfSymbolAtLocation(select, database) : columnType).map(kindOf);
      const inserted = members(insert ? checker.getTypeOfSymbolAtLocation(insert, database) : columnType).map(kindOf);
      const kinds = [...new Set(selected.filter((kind): kind is Kind => kind !== "null" && kind !== "undefined"))];
      if (kinds.length !== 1) throw new Error(`${table.name}.${column.name} is of ${kinds.length} kinds`);
      tables[table.name][column.name] = {
        kind: kinds[0],
        nullable: selected.includes("null"),
        insertMayOmit: inserted.includes("undefined") || inserted.includes("null") || Boolean(column.flags & ts.SymbolFlags.Optional),
      };
    }
  }
  return tables;
}

const KINDS: Record<string, Kind> = { text: "text", integer: "number", real: "number", numeric: "number", blob: "bytes" };

async function migratedTables(): Promise<Tables> {
  const db = getDb();
  const names = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\' and name not like 'libsql\\_%' escape '\\'
      and name not like '\\_%' escape '\\' and name not like 'kysely\\_%' escape '\\' order by name
  `.execute(db);
  const tables: Tables = {};
  for (const { name } of names.rows) {
    if (UNTYPED.test(name)) continue;
    const columns = await sql<{ name: string; type: string; notnull: number; dflt_value: string | null; pk: number; hidden: number }>`
      select * from pragma_table_xinfo(${name})
    `.execute(db);
    // A column SQLite could only add as one taking null, kept from null by a pair of triggers.
    const guarded = await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and tbl_name = ${name}`.execute(db);
    const neverNull = (column: string) =>
      ["insert", "update"].every((on) => guarded.rows.some((trigger) => trigger.name === `${name}_${column}_not_null_on_${on}`));
    const rowid =
      columns.rows.filter((column) => column.pk > 0).length === 1 &&
      columns.rows.some((c) => c.pk > 0 && c.type.toLowerCase() === "integer");
    tables[name] = {};
    for (const column of columns.rows) {
      const kind = KINDS[column.type.toLowerCase()];
      if (!kind) throw new Error(`${name}.${column.name} has no kind: "${column.type}"`);
      const isRowid = rowid && column.pk > 0;
      const nullable = column.notnull === 0 && column.pk === 0 && !neverNull(column.name);
      tables[name][column.name] = { kind, nullable, insertMayOmit: nullable || column.dflt_value !== null || isRowid || column.hidden > 1 };
    }
  }
  return tables;
}

describe("the table types", () => {
  it("agree with the tables the migrations make: the same tables and columns, kinds and nulls", async () => {
    const typed = typedTables();
    const tables = await migratedTables();
    expect(Object.keys(tables).length).toBeGreaterThan(50);
    expect(Object.keys(typed).sort()).toEqual(Object.keys(tables).sort());
    const disagreements: string[] = [];
    for (const [table, columns] of Object.entries(tables)) {
      const types = typed[table] ?? {};
      for (const column of new Set([...Object.keys(columns), ...Object.keys(types)])) {
        const made = columns[column];
        const declared = types[column];
        if (!made) disagreements.push(`${table}.${column}: typed, but no such column`);
        else if (!declared) disagreements.push(`${table}.${column}: a column with no type`);
        else {
          if (made.kind !== declared.kind)
            disagreements.push(`${table}.${column}: ${made.kind} in the table, ${declared.kind} in the type`);
          if (made.nullable !== declared.nullable)
            disagreements.push(
              `${table}.${column}: ${made.nullable ? "takes null in the table, never in the type" : "never null in the table, takes null in the type"}`,
            );
          if (declared.insertMayOmit && !made.insertMayOmit)
            disagreements.push(`${table}.${column}: the type lets an insert leave it out, the table has no default`);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it("and the indexes and triggers are the ones migrations/schema.sql shows", async () => {
    const rows = await sql<{ type: string; name: string; sql: string | null }>`
      select type, name, sql from sqlite_master
      where name not like 'sqlite\\_%' escape '\\' and name not like 'libsql\\_%' escape '\\' and name not like '\\_%' escape '\\'
        and name not like 'kysely\\_%' escape '\\'
      order by type, name
    `.execute(getDb());
    const schema = rows.rows
      .filter((row) => row.sql)
      // Without identifiers' quotes: a table rebuilt and renamed (0020) has its indexes' text
      // rewritten with them by SQLite, and not alike on every engine.
      .map((row) => `-- ${row.type} ${row.name}\n${row.sql!.trim().replaceAll('"', "")};\n`)
      .join("\n");
    expect(schema).toMatch(/^create index /im);
    expect(schema).toMatch(/^create trigger /im);
    await expect(schema).toMatchFileSnapshot(path.join(ROOT, "migrations/schema.sql"));
  });
});
