import { beforeAll, describe, expect, it } from "vitest";
import { loader as robotsLoader } from "~/routes/robots[.]txt";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { sitemapDocument } from "~/services/discovery/sitemap.server";
import { getDb } from "~/lib/db.server";
import { createTestTile } from "../support/factories";
import { context, getRequest } from "../support/requests";

const ORIGIN = "https://porchlight.example";
const allLocs = (xml: string | null) => [...(xml ?? "").matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
/** The pages' default addresses (each is also listed at its `?lang=` ones). */
const locs = (xml: string | null) => allLocs(xml).filter((url) => !url.includes("lang="));

let active: string[];
let inactive: string;

beforeAll(async () => {
  active = [];
  for (let i = 0; i < 5; i++) active.push(await createTestTile({ zipCode: "78701", serviceName: `Sitemap ${i}` }));
  inactive = await createTestTile({ zipCode: "78701", serviceName: "Switched off", isActive: false });
});

describe("sitemap", () => {
  /** The file's own database holds these tiles alone: home, joining, privacy and the five active ones, by id. */
  const expected = () => [`${ORIGIN}/`, `${ORIGIN}/join`, `${ORIGIN}/privacy`, ...active.map((id) => `${ORIGIN}/service/${id}`).sort()];

  it("lists the home, joining and privacy pages and every active service page, and no inactive one", async () => {
    const urls = locs(await sitemapDocument({ origin: ORIGIN, page: null, now: new Date() }));
    expect(urls).toEqual(expected());
    expect(urls).not.toContain(`${ORIGIN}/service/${inactive}`);
  });

  it("lists each page in every language, each address naming all of them (issue 54)", async () => {
    const xml = (await sitemapDocument({ origin: ORIGIN, page: null, now: new Date() }))!;
    const page = `${ORIGIN}/service/${active[0]}`;
    expect(allLocs(xml)).toEqual(expect.arrayContaining([page, `${page}?lang=en`, `${page}?lang=es`]));
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = xml.split("\n").find((line) => line.includes(`<loc>${page}?lang=es</loc>`))!;
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${page}?lang=es"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${page}?lang=en"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${page}"/>`);
  });

  it("leaves out a tile its provider may not be listed for (a medical tile without a verified licence)", async () => {
    const unlisted = await createTestTile({ zipCode: "78701", serviceName: "Unverified Nursing", category: "medical-home-services" });
    expect(locs(await sitemapDocument({ origin: ORIGIN, page: null, now: new Date() }))).not.toContain(`${ORIGIN}/service/${unlisted}`);
    await getDb().updateTable("services").set({ is_active: 0 }).where("id", "=", unlisted).execute();
  });

  it("becomes an index of pages when large, each page holding its share once", async () => {
    const index = await sitemapDocument({ origin: ORIGIN, page: null, pageSize: 2, now: new Date() });
    expect(index).toContain("<sitemapindex");
    expect(locs(index)).toEqual([`${ORIGIN}/sitemap.xml?page=1`, `${ORIGIN}/sitemap.xml?page=2`, `${ORIGIN}/sitemap.xml?page=3`]);
    const listed: string[] = [];
    for (const page of [1, 2, 3]) listed.push(...locs(await sitemapDocument({ origin: ORIGIN, page, pageSize: 2, now: new Date() })));
    expect(listed).toEqual(expected());
    expect(await sitemapDocument({ origin: ORIGIN, page: 4, pageSize: 2, now: new Date() })).toBeNull();
  });

  it("is served as XML, and a bad page is a 404", async () => {
    const response = (await sitemapLoader({ request: getRequest("/sitemap.xml"), params: {}, context })) as Response;
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(await response.text()).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset/);
    for (const page of ["0", "abc", "99", "1e3"]) {
      const bad = (await sitemapLoader({ request: getRequest(`/sitemap.xml?page=${page}`), params: {}, context })) as Response;
      expect(bad.status).toBe(404);
    }
  });
});

describe("robots.txt", () => {
  it("names the sitemap at the public origin and closes the private areas", async () => {
    const text = await (robotsLoader() as Response).text();
    expect(text).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
  });
});
