import { getDb } from "~/lib/db.server";
import { migrateToLatest } from "~/lib/migrate.server";

const db = getDb();
const applied = await migrateToLatest(db);
console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date");
await db.destroy();
