import { sql, type Kysely } from "kysely";

/**
 * The customer's search finds who covers a point in an index in memory (a grid of cells,
 * app/domain/places/coverage-grid.ts) instead of the R*Tree, which is dropped: this number, raised by
 * triggers in the writing transaction, tells every server when to read the index again. It
 * moves with every change of coverage (area_index_entries) and of a tile's category, and with
 * nothing else: reviews, bookings and page views leave it.
 */
const bump = "begin update coverage_version set version = version + 1 where id = 1; end";

export async function up(db: Kysely<any>): Promise<void> {
  if (db.isTransaction) return migrate(db);
  await db.transaction().execute(migrate);
}

async function migrate(db: Kysely<any>) {
  await sql`drop trigger area_index_entries_after_delete`.execute(db);
  await sql`drop table area_index`.execute(db);
  await db.schema
    .createTable("coverage_version")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("version", "integer", (c) => c.notNull())
    .execute();
  await sql`insert into coverage_version (id, version) values (1, 1)`.execute(db);
  for (const event of ["insert", "update", "delete"]) {
    await sql.raw(`create trigger area_index_entries_${event}_coverage after ${event} on area_index_entries ${bump}`).execute(db);
  }
  await sql.raw(`create trigger services_category_coverage after update of category on services ${bump}`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const name of ["insert", "update", "delete"]) await sql.raw(`drop trigger area_index_entries_${name}_coverage`).execute(trx);
    await sql`drop trigger services_category_coverage`.execute(trx);
    await trx.schema.dropTable("coverage_version").execute();
    // The R*Tree comes back empty: `npm run db:seed` or a re-save of each tile and area fills it.
    await sql`create virtual table area_index using rtree(id, min_lat, max_lat, min_lng, max_lng, min_category, max_category)`.execute(trx);
    await sql`create trigger area_index_entries_after_delete after delete on area_index_entries begin delete from area_index where id = old.id; end`.execute(
      trx,
    );
  });
}
