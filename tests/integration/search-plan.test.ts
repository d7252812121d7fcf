import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { SORT_ORDERS, type ServiceSort } from "~/domain/discovery/service-list";
import { getDb } from "~/lib/db.server";
import { searchServices } from "~/models/service.server";
import { listBookingsForAdmin } from "~/models/booking-admin.server";
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

/**
 * The admin's booking search looks a reference up in its unique index and any other text in the
 * bookings' trigram index (migration 0025): never a read of every booking.
 */
describe("the admin's booking search", () => {
  const planOf = async (q: string) => {
    const queries = await queriesDuring(() => listBookingsForAdmin({ after: null, before: null, perPage: 25 }, q));
    const list = queries.find((query) => /\border by\b/i.test(query) && /"bookings" as "b"/.test(query));
    expect(list, "the list's query").toBeDefined();
    const withValues = list!.replace(/\?/g, (_, offset: number) => (offset === list!.indexOf("?") ? `'${q}'` : "NULL"));
    const plan = await sql<{ detail: string }>`${sql.raw(`explain query plan ${withValues}`)}`.execute(getDb());
    return plan.rows.map((row) => row.detail).join("\n");
  };

  it("finds a reference through its unique index", async () => {
    const plan = await planOf("PL-7K3M9Q");
    expect(plan).toMatch(/SEARCH b USING INDEX bookings_reference/);
    expect(plan).not.toMatch(/SCAN b\b/);
  });

  it("finds a name, an e-mail or a phone through the trigram index", async () => {
    const plan = await planOf("martinez");
    expect(plan).toMatch(/bookings_fts VIRTUAL TABLE/);
    expect(plan).toMatch(/SEARCH b USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    expect(plan).not.toMatch(/SCAN b\b/);
  });
});
