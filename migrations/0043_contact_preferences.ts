import { sql, type Kysely } from "kysely";

/**
 * What a customer chose not to be sent (issue 56, decision 0054): a kind of message (reminders,
 * offers...) by e-mail or by text, for an address. Kept by the address, case folded, so a click in
 * any e-mail's footer works without an account, and the home's preferences are the same rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("contact_opt_outs")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) =>
      c.notNull().check(sql`kind in ('reminders', 'on_the_way', 'offers', 'quotes', 'receipts', 'review_requests')`),
    )
    .addColumn("channel", "text", (c) => c.notNull().check(sql`channel in ('email', 'text')`))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`))
    .addPrimaryKeyConstraint("contact_opt_outs_key", ["email", "kind", "channel"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("contact_opt_outs").execute();
}
