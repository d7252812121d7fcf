import { sql, type Kysely } from "kysely";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * The provider portal's marketing data: social posts (one row per platform; the publisher is
 * local and records what would be posted) and daily page views of each service page.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("social_posts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("batch_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("service_id", "text", (c) => c.references("services.id").onDelete("set null"))
    .addColumn("platform", "text", (c) =>
      c.notNull().check(sql`platform in ('facebook', 'instagram', 'google_my_business', 'yelp', 'nextdoor', 'linkedin')`),
    )
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('recorded', 'posted', 'failed')`))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("social_posts_user_created_at").on("social_posts").columns(["user_id", "created_at"]).execute();

  await db.schema
    .createTable("service_page_views")
    .addColumn("service_id", "text", (c) => c.notNull().references("services.id").onDelete("cascade"))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`views >= 0`),
    )
    .addPrimaryKeyConstraint("service_page_views_pk", ["service_id", "day"])
    .modifyEnd(sql`without rowid`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("service_page_views").execute();
  await db.schema.dropTable("social_posts").execute();
}
