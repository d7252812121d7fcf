import { getDb } from "~/lib/db.server";
import { migrateToLatest } from "~/lib/migrate.server";
import { seedDemoIfEmpty } from "~/seed/demo.server";

const db = getDb();
await migrateToLatest(db);
const seeded = await seedDemoIfEmpty(db);
console.log(seeded ? `Seeded demo data: ${JSON.stringify(seeded)}` : "The database already has services; nothing seeded.");
await db.destroy();
