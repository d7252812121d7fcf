import { sql, type Kysely } from "kysely";

/**
 * A customer's saved addresses (issue 56, decision 0051): up to five, one the default, which fill
 * the booking form. The database keeps both rules: a unique index allows one default per customer,
 * and a trigger refuses a sixth address however many forms race.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("customer_addresses")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "text", (c) => c.notNull().references("customer_accounts.id").onDelete("cascade"))
    .addColumn("label", "text", (c) =>
      c
        .notNull()
        .defaultTo("")
        .check(sql`length(label) <= 40`),
    )
    .addColumn("address", "text", (c) => c.notNull().check(sql`length(address) between 5 and 200`))
    .addColumn("is_default", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`is_default in (0, 1)`),
    )
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`))
    .execute();
  await sql`create index customer_addresses_customer on customer_addresses (customer_id, created_at)`.execute(db);
  await sql`create unique index customer_addresses_one_default on customer_addresses (customer_id) where is_default = 1`.execute(db);
  await sql`create trigger customer_addresses_at_most_five before insert on customer_addresses
    when (select count(*) from customer_addresses where customer_id = new.customer_id) >= 5
    begin select raise(abort, 'addresses.tooMany'); end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("customer_addresses").execute();
}
