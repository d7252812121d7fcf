import { sql, type Kysely } from "kysely";

/**
 * Unread messages (issue 34): how many messages each side has not read in each conversation,
 * raised by one atomic update as a message arrives and set to nought when that side opens it.
 * What was written before is taken as read. Indexes for the portal's count of conversations with
 * something unread and for its list of conversations by their latest message.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.isTransaction) return migrate(db);
  await db.transaction().execute(migrate);
}

async function migrate(db: Kysely<any>): Promise<void> {
  for (const column of ["customer_unread", "provider_unread"]) {
    await db.schema
      .alterTable("threads")
      .addColumn(column, "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await sql`create index threads_provider_unread on threads (provider_user_id) where provider_unread > 0`.execute(db);
  await sql`create index threads_provider_latest on threads (provider_user_id, last_message_at, id) where last_message_at is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists threads_provider_latest`.execute(db);
  await sql`drop index if exists threads_provider_unread`.execute(db);
  await db.schema.alterTable("threads").dropColumn("provider_unread").execute();
  await db.schema.alterTable("threads").dropColumn("customer_unread").execute();
}
