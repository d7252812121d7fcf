/**
 * Search benchmark: seeds a scratch database with BENCH_TILES active tiles (default 100,000)
 * through the real model code, then times BENCH_SEARCHES searchServices calls (default 1,000)
 * for random zip codes. Never touches ./data/app.db.
 *
 *   npm run bench:search
 *   BENCH_TILES=5000 BENCH_SEARCHES=200 npm run bench:search
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CATEGORY_IDS } from "~/domain/categories";
import { getDb } from "~/lib/db.server";
import { migrateToLatest } from "~/lib/migrate.server";
import { refreshCatalogueRating } from "~/models/review.server";
import { createServiceTile, searchServices, type ServiceSearch } from "~/models/service.server";
import { createUser } from "~/models/user.server";

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

const TILES = positiveInt("BENCH_TILES", 100_000);
const SEARCHES = positiveInt("BENCH_SEARCHES", 1_000);
const WARMUP = 50;
const TILES_PER_TRANSACTION = 5_000;
const TILES_PER_PROVIDER = 5;

const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), "porchlight-bench-"));
// BENCH_KEEP=1 leaves the scratch database behind for EXPLAIN QUERY PLAN and profiling.
const KEEP = process.env.BENCH_KEEP === "1";
// searchServices uses the process database (getDb), opened from DATABASE_URL on first use.
process.env.DATABASE_URL = `file:${path.join(tmpDir, "bench.db")}`;

// A seeded generator, so runs of the same size see the same data and queries.
let seed = 0x5eed;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
const maybe = <T>(value: T): T | null => (random() < 0.15 ? null : value);

const ms = (ns: bigint) => Number(ns) / 1e6;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const db = getDb();
try {
  await migrateToLatest(db);
  const zips = await db.selectFrom("zip_codes").select(["zip", "lat", "lng"]).execute();

  const seedStart = process.hrtime.bigint();
  let providerId = "";
  for (let done = 0; done < TILES; done += TILES_PER_TRANSACTION) {
    const batch = Math.min(TILES_PER_TRANSACTION, TILES - done);
    await db.transaction().execute(async (trx) => {
      for (let i = done; i < done + batch; i++) {
        if (i % TILES_PER_PROVIDER === 0) {
          const user = await createUser(trx, {
            email: `bench-provider-${i / TILES_PER_PROVIDER}@example.test`,
            role: "provider",
            passwordHash: "not-a-real-hash",
          });
          providerId = user.id;
        }
        const priceFrom = int(2, 40) * 500;
        const id = await createServiceTile(trx, {
          providerUserId: providerId,
          serviceName: `Service ${i}`,
          businessName: `Business ${i}`,
          ownerName: `Owner ${i}`,
          phone: "555-0100",
          email: `tile-${i}@example.test`,
          zipCode: pick(zips).zip,
          serviceRadius: int(1, 20) * 5,
          planType: random() < 0.3 ? "premium" : "community",
          category: pick(CATEGORY_IDS),
          priceFromCents: maybe(priceFrom),
          priceToCents: maybe(priceFrom + int(0, 20) * 500),
          responseTimeMinutes: maybe(int(1, 96) * 15),
        });
        // Review totals as the review flow keeps them; the search ranks by these, not by review rows.
        const reviewCount = int(0, 500);
        const ratingSum = (reviewCount * int(30, 50)) / 10;
        if (reviewCount > 0) {
          await trx
            .updateTable("services")
            .set({ review_count: reviewCount, rating_sum: Math.round(ratingSum), rating: Math.round(ratingSum) / reviewCount })
            .where("id", "=", id)
            .execute();
        }
      }
    });
  }
  await refreshCatalogueRating(db);
  const seedSeconds = ms(process.hrtime.bigint() - seedStart) / 1000;

  // Zips are drawn uniformly from the table, so dense metros and sparse rural areas both
  // appear roughly in proportion to how many zip codes they have.
  const search = (): ServiceSearch => {
    const zip = pick(zips);
    return {
      point: { lat: zip.lat, lng: zip.lng },
      category: pick(CATEGORY_IDS),
      q: "",
      sort: "rating",
      filter: "all",
      page: 1,
    };
  };

  for (let i = 0; i < WARMUP; i++) await searchServices(search());

  const timings: number[] = [];
  let totalResults = 0;
  let totalMatches = 0;
  for (let i = 0; i < SEARCHES; i++) {
    const input = search();
    const start = process.hrtime.bigint();
    const result = await searchServices(input);
    timings.push(ms(process.hrtime.bigint() - start));
    totalResults += result.services.length;
    totalMatches += result.total;
  }
  timings.sort((a, b) => a - b);

  const fmt = (value: number) => value.toFixed(2);
  console.log(`tiles:             ${TILES.toLocaleString("en-US")}`);
  console.log(`seeding:           ${seedSeconds.toFixed(1)} s`);
  console.log(`searches:          ${SEARCHES.toLocaleString("en-US")} (after ${WARMUP} warm-up)`);
  console.log(`median:            ${fmt(percentile(timings, 50))} ms`);
  console.log(`p95:               ${fmt(percentile(timings, 95))} ms`);
  console.log(`max:               ${fmt(timings[timings.length - 1])} ms`);
  console.log(`results/search:    ${(totalResults / SEARCHES).toFixed(1)} shown (page of 12)`);
  console.log(`matches/search:    ${(totalMatches / SEARCHES).toFixed(1)} total`);
} finally {
  await db.destroy();
  if (KEEP) console.log(`kept:              ${process.env.DATABASE_URL}`);
  else fs.rmSync(tmpDir, { recursive: true, force: true });
}
