import { beforeAll, describe, expect, it } from "vitest";
import { businessScope } from "~/domain/accounts/business";
import type { Cursor } from "~/domain/pagination";
import { getDb } from "~/lib/db.server";
import { createCustomer, searchCustomers } from "~/models/customer.server";
import { suggestAddresses } from "~/models/place-suggestion.server";
import { searchSchedulableServices } from "~/models/scheduling.server";
import { searchServices } from "~/models/service.server";
import { applyTileEdit } from "~/models/service.server";
import { createTestProvider, createTestTile, insertTestZip } from "../support/factories";

/**
 * The live searches, in SQL, on the same rows: accents and case never hide a match (SQLite's
 * lower() alone folds only ASCII), and the text is kept true when a row changes.
 */
const POINT = { lat: 41.0, lng: -100.0 };
let zip: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  zip = await insertTestZip(POINT, "Española", "NM");
  ids.ecole = await createTestTile({
    zipCode: zip,
    serviceName: "Tutoring",
    businessName: "École Bilingüe",
    description: "Leçons de français",
  });
  ids.plain = await createTestTile({ zipCode: zip, serviceName: "Plumbing", businessName: "Plain Pipes", description: "Drains and leaks" });
});

const find = async (q: string) =>
  (await searchServices({ point: POINT, category: "home-services", q, sort: "rating", filter: "all", page: 1 })).services.map((s) => s.id);

describe("service search", () => {
  it.each(["ecole", "ÉCOLE", "École", "bilingue", "BILINGÜE", "lecons de francais", "  ecole  "])("finds the tile for %j", async (q) => {
    expect(await find(q)).toEqual([ids.ecole]);
  });

  it("still matches plain text in any case, and nothing that is not there", async () => {
    expect(await find("DRAIN")).toEqual([ids.plain]);
    expect(await find("ecoles")).toEqual([]);
    // Fields are searched one at a time: no match across a field's end.
    expect(await find("tutoring ecole")).toEqual([]);
  });

  it("follows an admin's edit of the service name", async () => {
    await getDb()
      .transaction()
      .execute((trx) =>
        applyTileEdit(trx, ids.plain, {
          service_name: "Débouchage",
          zip_code: zip,
          service_radius: 25,
          plan_type: "community",
          category: "home-services",
        }),
      );
    expect(await find("debouchage")).toEqual([ids.plain]);
    expect(await find("plumbing")).toEqual([]);
  });

  it("is the admin scheduling search too", async () => {
    const provider = await createTestProvider();
    const id = await createTestTile({ zipCode: zip, providerUserId: provider.id, serviceName: "Piano", businessName: "Maîtrise Musicale" });
    expect((await searchSchedulableServices("maitrise")).map((row) => row.id)).toEqual([id]);
  });
});

describe("customer search", () => {
  let scope: ReturnType<typeof businessScope>;
  beforeAll(async () => {
    const provider = await createTestProvider();
    scope = businessScope({ id: provider.id, email: provider.email, role: "provider" });
    await createCustomer(getDb(), scope, {
      name: "Devon Park",
      email: "Devon.Park@example.org",
      phone: "(512) 555-0177",
      address: undefined,
    });
    await createCustomer(getDb(), scope, { name: "Zoë Núñez", email: "zoe@example.org", phone: "(512) 555-0288", address: undefined });
  });

  it.each([
    ["", ["Devon Park", "Zoë Núñez"]],
    ["devon", ["Devon Park"]],
    ["PARK@example", ["Devon Park"]],
    ["555-0177", ["Devon Park"]],
    ["5550177", ["Devon Park"]],
    ["(512)", ["Devon Park", "Zoë Núñez"]],
    ["512 555", ["Devon Park", "Zoë Núñez"]],
    ["512 556", []],
    ["zoe nunez", ["Zoë Núñez"]],
    ["NÚÑEZ", ["Zoë Núñez"]],
    ["nobody", []],
    ["zo", ["Zoë Núñez"]],
    ["77", ["Devon Park"]],
    ['"park', []],
  ])("%j finds %j", async (q, names) => {
    const { rows } = await searchCustomers(scope, q, { after: null, before: null, perPage: 50 });
    expect(rows.map((customer) => customer.name).sort()).toEqual(names);
  });

  it("finds what a row-by-row search finds, through the trigram index, page by page", async () => {
    const many = businessScope({ ...(await createTestProvider()), role: "provider" });
    for (let i = 0; i < 30; i++) {
      await createCustomer(getDb(), many, {
        name: `Ana Müller ${i}`,
        email: `ana${i}@example.org`,
        phone: `(512) 555-${String(1000 + i)}`,
        address: undefined,
      });
    }
    const pages: string[][] = [];
    let page = { after: null as Cursor | null, before: null, perPage: 12 };
    for (;;) {
      const { rows, links } = await searchCustomers(many, "muller", page);
      pages.push(rows.map((row) => row.name));
      if (!links.next) break;
      page = { after: links.next, before: null, perPage: 12 };
    }
    expect(pages.map((names) => names.length)).toEqual([12, 12, 6]);
    // Every customer once, whatever order ties in creation time leave them in.
    expect(pages.flat().sort()).toEqual(Array.from({ length: 30 }, (_, i) => `Ana Müller ${i}`).sort());
    const byDigits = await searchCustomers(many, "5551007", { after: null, before: null, perPage: 50 });
    expect(byDigits.rows.map((row) => row.name)).toEqual(["Ana Müller 7"]);
  });
});

describe("address suggestions", () => {
  it("find a city whatever its accents", async () => {
    const suggestions = await suggestAddresses("12 Main St, espanola", { ...POINT, radiusMiles: 10 });
    expect(suggestions).toEqual([`12 Main St, Española, NM ${zip}`]);
  });
});
