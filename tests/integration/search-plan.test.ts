import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { SORT_ORDERS, type ServiceSort } from "~/domain/service-list";
import { getDb } from "~/lib/db.server";
import { searchServices } from "~/models/service.server";
import { createTestProvider, createTestTile, insertTestZip } from "../support/factories";
import { queriesDuring } from "../support/queries";

/**
 * The customer's search reads tiles from its covering indexes alone (migrations 0014 and 0022),
 * whatever the sort: a sort key on a column the indexes lack would read every row it orders.
 */
describe("the customer's search", () => {
  it.each(Object.keys(SORT_ORDERS) as ServiceSort[])("sorted by %s reads the tiles from a covering index", async (sort) => {
    const point = { lat: 40.1, lng: -99.1 };
    const zip = await insertTestZip(point);
    await createTestTile({ zipCode: zip, providerUserId: (await createTestProvider()).id, serviceName: `Plan ${sort}` });
    const queries = await queriesDuring(() => searchServices({ point, category: "home-services", q: "", sort, filter: "all", page: 1 }));
    const search = queries.find((query) => /\border by\b/i.test(query) && /"services" as "s"/.test(query));
    expect(search, "the search's query").toBeDefined();
    const plan = await sql<{ detail: string }>`${sql.raw(`explain query plan ${search!.replace(/\?/g, "NULL")}`)}`.execute(getDb());
    const reads = plan.rows.map((row) => row.detail).filter((detail) => /\bs\b USING|SCAN s\b|SEARCH s\b/.test(detail));
    expect(reads.length, plan.rows.map((row) => row.detail).join("\n")).toBeGreaterThan(0);
    for (const read of reads) expect(read).toMatch(/USING COVERING INDEX services_search_by_(id|provider)/);
  });
});
