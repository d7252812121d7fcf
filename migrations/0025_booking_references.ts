import { sql, type Kysely } from "kysely";
import { newBookingReference } from "./frozen/booking-reference";
import { bookingSearchText } from "./frozen/search-text";
import { phoneSearchSql } from "./0014_scale";

/**
 * Booking references and the admin's booking search (issue 34): each booking gets a short unique
 * reference ("PL-7K3M9Q", app/domain/booking/reference.ts) and its customer's name, e-mail and
 * the reference folded for search, looked up with the phone in an FTS5 trigram index kept by
 * triggers, as customers are (migration 0014).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.isTransaction) return migrate(db);
  await db.transaction().execute(migrate);
}

async function migrate(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookings").addColumn("reference", "text").execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("search_text", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  const bookings = await db.selectFrom("bookings").select(["id", "customer_name", "customer_email"]).execute();
  const taken = new Set<string>();
  for (const booking of bookings) {
    let reference = newBookingReference();
    while (taken.has(reference)) reference = newBookingReference();
    taken.add(reference);
    await db
      .updateTable("bookings")
      .set({ reference, search_text: bookingSearchText({ ...booking, reference }) })
      .where("id", "=", booking.id)
      .execute();
  }
  await sql`create unique index bookings_reference on bookings (reference)`.execute(db);

  await sql`create virtual table bookings_fts using fts5(search_text, phone, tokenize = 'trigram')`.execute(db);
  await sql
    .raw(
      `insert into bookings_fts (rowid, search_text, phone) select rowid, search_text, ${phoneSearchSql("customer_phone")} from bookings`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger bookings_fts_insert after insert on bookings begin
        insert into bookings_fts (rowid, search_text, phone) values (new.rowid, new.search_text, ${phoneSearchSql("new.customer_phone")});
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger bookings_fts_update after update of search_text, customer_phone on bookings begin
        delete from bookings_fts where rowid = old.rowid;
        insert into bookings_fts (rowid, search_text, phone) values (new.rowid, new.search_text, ${phoneSearchSql("new.customer_phone")});
      end`,
    )
    .execute(db);
  await sql`create trigger bookings_fts_delete after delete on bookings begin delete from bookings_fts where rowid = old.rowid; end`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const trigger of ["bookings_fts_insert", "bookings_fts_update", "bookings_fts_delete"]) {
    await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
  }
  await sql`drop table if exists bookings_fts`.execute(db);
  await sql`drop index if exists bookings_reference`.execute(db);
  await db.schema.alterTable("bookings").dropColumn("search_text").execute();
  await db.schema.alterTable("bookings").dropColumn("reference").execute();
}
