import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { createUser } from "~/models/user.server";
import { publicDataVersion } from "~/models/public-data.server";
import { setLocationSetting, setTileActive } from "~/services/admin/admin-changes.server";
import { addDaysOff } from "~/services/portal/schedule.server";
import { PUBLIC_TABLES } from "../../migrations/0013_public_data_version";
import { inlineScriptHashes, pageCache, pageCacheKey } from "../../server/page-cache";
import { startApp } from "../support/http-server";
import { bookableService } from "./support/client";

/**
 * The page cache (server/page-cache.ts, docs/decisions/0010): a public page is sent again only
 * while nothing it shows has changed and its half hour lasts, and never to someone it was not
 * rendered for.
 */
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
let app: Awaited<ReturnType<typeof startApp>>;
let serviceId: string;
let adminId: string;

beforeAll(async () => {
  app = await startApp();
  adminId = (await createUser(getDb(), { email: "cache-admin@example.com", password: "cache-admin-password", role: "admin" })).id;
  serviceId = await bookableService("cache-pro@example.com", "cache-password");
});

afterAll(() => app.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${app.base}${path}`, { redirect: "manual", headers: { "User-Agent": BROWSER, ...headers } });

/**
 * Asks, then asks again: a page is kept once it has been compressed, just after it was sent,
 * so the second question waits a moment for that (and asks at most a few times).
 */
async function twice(path: string, headers: Record<string, string> = {}) {
  const first = await get(path, headers);
  const firstBody = await first.text();
  let second = await get(path, headers);
  // "coalesced": it waited for the first to be kept; the next question is a plain hit.
  for (let tries = 0; tries < 20 && ["miss", "coalesced"].includes(second.headers.get("x-page-cache") ?? ""); tries++) {
    await second.text();
    await new Promise((resolve) => setTimeout(resolve, 25));
    second = await get(path, headers);
  }
  return { first, firstBody, second, secondBody: await second.text() };
}

describe("public pages come from the cache until what they show changes", () => {
  it("sends a service page again, byte for byte, with its inline scripts allowed by their hashes and no nonce", async () => {
    const { first, firstBody, second, secondBody } = await twice(`/service/${serviceId}`);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(secondBody).toBe(firstBody.replace(/ nonce="[^"]+"/g, ""));
    const csp = second.headers.get("content-security-policy")!;
    expect(csp).not.toMatch(/nonce-/);
    const scripts = [...secondBody.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, content] of scripts) {
      expect(csp).toContain(`'sha256-${createHash("sha256").update(content).digest("base64")}'`);
    }
    expect(second.headers.get("content-type")).toMatch(/^text\/html/);
    expect(second.headers.get("x-frame-options")).toBe("DENY");
  });

  it("renders afresh after a tile is deactivated, and the page is gone", async () => {
    const other = await bookableService("cache-pro-2@example.com", "cache-password");
    expect((await twice(`/service/${other}`)).second.headers.get("x-page-cache")).toBe("hit");
    await setTileActive(other, false, adminId);
    const after = await get(`/service/${other}`);
    expect(after.status).toBe(404);
    expect(after.headers.get("x-page-cache")).toBe("miss");
  });

  it("renders the list afresh after a location setting changes", async () => {
    const list = "/?zip=78701&category=home-services";
    expect((await twice(list)).second.headers.get("x-page-cache")).toBe("hit");
    await setLocationSetting("show_city_names", false, adminId);
    const after = await get(list);
    expect(after.headers.get("x-page-cache")).toBe("miss");
    await setLocationSetting("show_city_names", true, adminId);
  });

  it("renders the availability afresh after the provider takes days off", async () => {
    const page = `/service/${serviceId}`;
    expect((await twice(page)).second.headers.get("x-page-cache")).toBe("hit");
    const provider = await getDb().selectFrom("services").select("provider_user_id").where("id", "=", serviceId).executeTakeFirstOrThrow();
    const today = new Date().toISOString().slice(0, 10);
    const later = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    await addDaysOff(provider.provider_user_id!, { startDate: today, endDate: later, note: null }, new Date());
    const after = await get(page);
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(await after.text()).toMatch(/No open times in the next 2 weeks|Available/);
  });

  it("has a trigger raising the version for every change to every table a public page reads", async () => {
    const triggers = await getDb()
      .selectFrom("sqlite_master" as never)
      .select(["name" as never])
      .where("type" as never, "=", "trigger" as never)
      .execute();
    const names = new Set(triggers.map((row) => (row as { name: string }).name));
    for (const table of PUBLIC_TABLES) {
      for (const event of ["insert", "update", "delete"]) expect(names).toContain(`${table}_${event}_public_version`);
    }
    const before = await publicDataVersion();
    await getDb()
      .updateTable("location_display_settings")
      .set({ enabled: 1 })
      .where("setting_name", "=", "show_state_in_location")
      .execute();
    expect(await publicDataVersion()).toBeGreaterThan(before);
  });
});

describe("a page is never shared with someone it was not rendered for", () => {
  it("keeps one page per theme", async () => {
    const dark = await twice("/", { Cookie: "theme=dark" });
    const light = await get("/", { Cookie: "theme=light" });
    expect(dark.secondBody).toMatch(/<html lang="en" class="dark"/);
    expect(await light.text()).toMatch(/<html lang="en" class="light"/);
  });

  it("never uses it for a signed-in visitor, a flash message or the booking form", async () => {
    for (const headers of [{ Cookie: "__session=anything" }, { Cookie: "toast=anything" }]) {
      const { second } = await twice(`/service/${serviceId}`, headers);
      expect(second.headers.get("x-page-cache")).toBeNull();
    }
    const { second, secondBody } = await twice(`/service/${serviceId}?book=1`);
    expect(second.headers.get("x-page-cache")).toBeNull();
    expect(secondBody).toMatch(/name="form_started"/);
  });

  it("sends the remembered-zip cookie again with a kept list, and nothing else", async () => {
    const { first, second } = await twice("/?zip=78702&category=home-services");
    expect(first.headers.getSetCookie().map((cookie) => cookie.split("=")[0])).toEqual(["zip"]);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.getSetCookie()).toEqual(first.headers.getSetCookie());
  });

  it("counts a view for a page sent from the cache", async () => {
    const views = async () =>
      (await getDb().selectFrom("service_page_views").select("views").where("service_id", "=", serviceId).execute()).reduce(
        (sum, row) => sum + row.views,
        0,
      );
    await getDb().deleteFrom("analytics_visitors").where("service_id", "=", serviceId).execute();
    const before = await views();
    const response = (await twice(`/service/${serviceId}`)).second;
    await getDb().deleteFrom("analytics_visitors").where("service_id", "=", serviceId).execute();
    const counted = await views();
    const again = await get(`/service/${serviceId}`);
    await again.text();
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(await views()).toBe(counted + 1);
    expect(response.headers.get("x-page-cache")).toBe("hit");
    expect(counted).toBe(before + 1);
  });
});

describe("the cache's own rules", () => {
  const request = (url: string, cookie = "", method = "GET", acceptLanguage?: string) => {
    const parsed = new URL(url, "http://localhost");
    return {
      method,
      path: parsed.pathname,
      originalUrl: `${parsed.pathname}${parsed.search}`,
      query: Object.fromEntries(parsed.searchParams),
      get: (name: string) =>
        name.toLowerCase() === "cookie" ? cookie : name.toLowerCase() === "accept-language" ? acceptLanguage : undefined,
    };
  };

  it("keys public pages by their URL, theme, remembered zip and language, and nothing else", () => {
    expect(pageCacheKey(request("/?zip=78701&category=home-services", "theme=dark; zip=78701; other=1"))).toBe(
      "/?zip=78701&category=home-services\ndark\n78701\n\nen",
    );
    expect(pageCacheKey(request("/", "theme=<script>; zip=abc; lang=fr"))).toBe("/\n\n\n\nen");
    // The language: the page's parameter, else the remembered choice, else the browser's.
    expect(pageCacheKey(request("/", "", "GET", "es-MX,es;q=0.9,en;q=0.8"))).toBe("/\n\n\n\nes");
    expect(pageCacheKey(request("/", "lang=en", "GET", "es-MX"))).toBe("/\n\n\nen\nen");
    expect(pageCacheKey(request("/?lang=es", "lang=en", "GET"))).toBe("/?lang=es\n\n\nen\nes");
    expect(pageCacheKey(request("/join"))).toBeNull();
    expect(pageCacheKey(request("/admin"))).toBeNull();
    expect(pageCacheKey(request(`/service/${serviceId}.data`))).toBeNull();
    expect(pageCacheKey(request("/", "", "POST"))).toBeNull();
    expect(pageCacheKey(request(`/?q=${"x".repeat(600)}`))).toBeNull();
  });

  it("hashes executable inline scripts only", () => {
    const html = `<script>a()</script><script type="module">b()</script><script src="/x.js"></script><script type="application/ld+json">{}</script>`;
    expect(inlineScriptHashes(html)).toEqual([
      `'sha256-${createHash("sha256").update("a()").digest("base64")}'`,
      `'sha256-${createHash("sha256").update("b()").digest("base64")}'`,
    ]);
  });

  /** A small app behind the cache, with its own clock and version. */
  async function cachedApp(options: { renderMs?: number } = {}) {
    const state = { now: 1_000_000, version: 1, renders: 0 };
    const rendered = (text: string) => new Promise<string>((resolve) => setTimeout(() => resolve(text), options.renderMs ?? 0));
    const cache = pageCache({
      version: async () => state.version,
      expiresAt: (at) => at + 30 * 60_000,
      contentSecurityPolicy: (scripts) => `script-src 'self' ${scripts.join(" ")}`,
      now: () => state.now,
    });
    const server = express()
      .use(cache.serve)
      .use(cache.capture)
      .get("/", async (_req, res) => {
        state.renders++;
        res.type("html").send(await rendered(`<p>render ${state.renders}</p>`));
      })
      .get("/service/00000000-0000-4000-8000-000000000000", async (_req, res) => {
        state.renders++;
        res
          .set("Cache-Control", "private")
          .type("html")
          .send(await rendered(`<p>private ${state.renders}</p>`));
      })
      .listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const read = async () => (await fetch(base)).text();
    return { state, base, read, close: () => server.close() };
  }

  const settled = () => new Promise((resolve) => setTimeout(resolve, 100));

  it("keeps a page from its second request in the half hour, not its first", async () => {
    const { state, read, close } = await cachedApp();
    try {
      expect(await read()).toBe("<p>render 1</p>");
      await settled();
      expect(await read()).toBe("<p>render 2</p>");
      await settled();
      expect(await read()).toBe("<p>render 2</p>");
      expect(state.renders).toBe(2);
    } finally {
      close();
    }
  });

  it("renders again when its half hour is over or the version moves on", async () => {
    const { state, read, close } = await cachedApp();
    try {
      await read();
      await settled();
      expect(await read()).toBe("<p>render 2</p>");
      await settled();
      state.now += 30 * 60_000 - 1;
      expect(await read()).toBe("<p>render 2</p>");
      state.now += 1;
      // A new half hour: asked for once again before it is kept again.
      expect(await read()).toBe("<p>render 3</p>");
      await settled();
      expect(await read()).toBe("<p>render 4</p>");
      await settled();
      expect(await read()).toBe("<p>render 4</p>");
      state.version++;
      expect(await read()).toBe("<p>render 5</p>");
      await settled();
      expect(await read()).toBe("<p>render 5</p>");
    } finally {
      close();
    }
  });

  it("renders a page once for the requests that miss it at the same moment", async () => {
    const { state, base, close } = await cachedApp({ renderMs: 50 });
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => fetch(base)));
      const bodies = await Promise.all(answers.map((answer) => answer.text()));
      expect(state.renders).toBe(1);
      expect(bodies).toEqual(Array(8).fill("<p>render 1</p>"));
      expect(answers.map((answer) => answer.headers.get("x-page-cache")).sort()).toEqual([...Array(7).fill("coalesced"), "miss"]);
    } finally {
      close();
    }
  });

  it("lets the waiting requests render for themselves when the page could not be kept", async () => {
    const { state, base, close } = await cachedApp({ renderMs: 20 });
    try {
      const answers = await Promise.all(Array.from({ length: 4 }, () => fetch(`${base}/service/00000000-0000-4000-8000-000000000000`)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      await Promise.all(answers.map((answer) => answer.text()));
      expect(state.renders).toBe(4);
    } finally {
      close();
    }
  });
});
