import type { Kysely } from "kysely";

/**
 * What a quote request's job needs (issue 34): the service type the customer chose, so a request
 * from the list goes only to providers offering that type. Null for requests made before, for one
 * asked from a service's page before this, and for "Something else".
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("quote_requests").addColumn("service_type", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("quote_requests").dropColumn("service_type").execute();
}
