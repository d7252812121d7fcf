import { sql, type Kysely } from "kysely";

/**
 * A booking always has its reference (issue 53): migration 0025 added the column as one that
 * takes null (SQLite adds a NOT NULL column only with a default), backfilled every row, and
 * every insert since sets one. These triggers make a null refused by the database, as the table
 * type says, without rebuilding the bookings table everything points at.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create trigger bookings_reference_not_null_on_insert before insert on bookings when new.reference is null
    begin select raise(abort, 'a booking needs its reference'); end
  `.execute(db);
  await sql`
    create trigger bookings_reference_not_null_on_update before update of reference on bookings when new.reference is null
    begin select raise(abort, 'a booking needs its reference'); end
  `.execute(db);
}
