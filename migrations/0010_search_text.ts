import { sql, type Kysely } from "kysely";
import { customerSearchText, foldForSearch, serviceSearchText } from "./frozen/search-text";

/**
 * Searchable text folded in JavaScript (accents and case), since SQLite's lower() folds ASCII
 * only: services (name, business, description), customers (name, e-mail) and zip codes' cities.
 * Rows are folded here once; the models keep the columns true on every write.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.isTransaction) return migrate(db);
  await db.transaction().execute(migrate);
}

async function migrate(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("services")
    .addColumn("search_text", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("customers")
    .addColumn("search_text", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("zip_codes")
    .addColumn("city_search", "text", (c) => c.notNull().defaultTo(""))
    .execute();

  const services = await db.selectFrom("services").select(["id", "service_name", "business_name", "description"]).execute();
  for (const service of services) {
    await db
      .updateTable("services")
      .set({ search_text: serviceSearchText(service) })
      .where("id", "=", service.id)
      .execute();
  }
  const customers = await db.selectFrom("customers").select(["id", "name", "email"]).execute();
  for (const customer of customers) {
    await db
      .updateTable("customers")
      .set({ search_text: customerSearchText(customer) })
      .where("id", "=", customer.id)
      .execute();
  }
  // Forty thousand zip codes, nearly all ASCII: lower() in one statement, then the few others.
  await sql`update zip_codes set city_search = lower(city)`.execute(db);
  const accented = await db
    .selectFrom("zip_codes")
    .select(["zip", "city"])
    .where(sql<boolean>`city glob '*[^ -~]*'`)
    .execute();
  for (const place of accented) {
    await db
      .updateTable("zip_codes")
      .set({ city_search: foldForSearch(place.city) })
      .where("zip", "=", place.zip)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("services").dropColumn("search_text").execute();
  await db.schema.alterTable("customers").dropColumn("search_text").execute();
  await db.schema.alterTable("zip_codes").dropColumn("city_search").execute();
}
