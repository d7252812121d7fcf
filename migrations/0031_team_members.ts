import { sql, type Kysely } from "kysely";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * Team members (issue 35, parts 1 and 2; decision 0032). A member is an account of its own
 * (users, with the provider profile the roles' check allows) that belongs to one business; the
 * gate reads them as the role 'member'. Their weekly hours and buffer live in
 * provider_schedules and their days off in provider_time_off, keyed by their own account, so
 * the slot engine reads a member's calendar as it reads an owner's. A booking names the person
 * doing the job (assigned_user_id); its claims are that person's cells, so the claims' primary
 * key keeps one person from two jobs at once. Every existing booking is its owner's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("team_members")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("provider_user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("invited")
        .check(sql`status in ('invited', 'active', 'removed')`),
    )
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("status_changed_at", "text", (c) => c.notNull().defaultTo(now))
    .addCheckConstraint("team_members_not_owner", sql`user_id <> provider_user_id`)
    .execute();
  await db.schema.createIndex("team_members_provider").on("team_members").columns(["provider_user_id", "created_at"]).execute();

  await db.schema
    .createTable("team_member_services")
    .addColumn("user_id", "text", (c) => c.notNull().references("team_members.user_id").onDelete("cascade"))
    .addColumn("service_id", "text", (c) => c.notNull().references("services.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("team_member_services_pk", ["user_id", "service_id"])
    .execute();
  await db.schema.createIndex("team_member_services_service").on("team_member_services").columns(["service_id", "user_id"]).execute();

  // Whether the owner takes jobs themselves (a company's office may only dispatch its crews).
  await db.schema
    .alterTable("provider_schedules")
    .addColumn("owner_takes_jobs", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .alterTable("bookings")
    .addColumn("assigned_user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await sql`update bookings set assigned_user_id = provider_user_id where provider_user_id is not null`.execute(db);
  await db.schema.createIndex("bookings_assigned_start").on("bookings").columns(["assigned_user_id", "starts_at"]).execute();

  for (const table of ["team_members", "team_member_services"]) {
    for (const event of ["insert", "update", "delete"]) {
      await sql
        .raw(
          `create trigger ${table}_${event}_public_version after ${event} on ${table} begin update public_data_version set version = version + 1 where id = 1; end`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["team_members", "team_member_services"])
    for (const event of ["insert", "update", "delete"])
      await sql.raw(`drop trigger if exists ${table}_${event}_public_version`).execute(db);
  await db.schema.dropIndex("bookings_assigned_start").ifExists().execute();
  await db.schema.alterTable("bookings").dropColumn("assigned_user_id").execute();
  await db.schema.alterTable("provider_schedules").dropColumn("owner_takes_jobs").execute();
  await db.schema.dropTable("team_member_services").ifExists().execute();
  await db.schema.dropTable("team_members").ifExists().execute();
}
