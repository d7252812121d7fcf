import http from "node:http";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { publicOrigin } from "~/lib/http.server";
import { createUser } from "~/models/user.server";
import { startApp } from "../support/http-server";
import { applicationFields, bookableService, rawPost, signIn } from "./support/client";

/**
 * What the real server answers, headers included: resource routes refuse bad input with 4xx,
 * private pages are never cached, a stale session cookie is cleared, links in e-mails ignore a
 * forged Host, and page views and shares are counted once per visitor and day, never for bots.
 */
let app: Awaited<ReturnType<typeof startApp>>;
let serviceId: string;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

beforeAll(async () => {
  app = await startApp();
  await createUser(getDb(), { email: "responses-admin@example.com", password: "responses-admin-password", role: "admin" });
  serviceId = await bookableService("responses-pro@example.com", "responses-password");
});

afterAll(() => app.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${app.base}${path}`, { redirect: "manual", headers: { "User-Agent": BROWSER, ...headers } });
const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${app.base}${path}`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: { Origin: app.base, "User-Agent": BROWSER, ...headers },
  });

describe("resource routes refuse bad input", () => {
  const UNKNOWN = "4d1c7d5e-0d5b-4a44-9c3e-7a0f6e0f0000";
  it.each([
    ["an invalid theme", () => post("/resources/theme", { theme: "purple" }), 400],
    ["slots without a date", () => get(`/resources/slots?serviceId=${serviceId}`), 400],
    ["slots for an invalid date", () => get(`/resources/slots?serviceId=${serviceId}&date=2030-02-30`), 400],
    ["slots for an unknown service", () => get(`/resources/slots?serviceId=${UNKNOWN}&date=2030-01-08`), 404],
    ["slots for a malformed service id", () => get(`/resources/slots?serviceId=../../x&date=2030-01-08`), 404],
    ["a share with an invalid channel", () => get(`/resources/share?serviceId=${serviceId}&channel=myspace`), 400],
    ["a share of an unknown service", () => get(`/resources/share?serviceId=${UNKNOWN}&channel=facebook`), 404],
    ["a posted share with an invalid channel", () => post("/resources/share", { serviceId, channel: "myspace" }), 400],
    ["a posted share of an unknown service", () => post("/resources/share", { serviceId: UNKNOWN, channel: "copy_link" }), 404],
    ["address suggestions for an unknown service", () => get(`/resources/address-suggestions?serviceId=${UNKNOWN}&q=100+Main`), 404],
    ["an unknown image", () => get(`/media/${UNKNOWN}`), 404],
    ["a calendar file without its token", () => get(`/bookings/${UNKNOWN}/calendar.ics`), 404],
  ])("%s: %i", async (_label, request, status) => {
    const response = await request();
    expect(response.status).toBe(status);
    expect(await response.text()).not.toMatch(/\n\s+at |node_modules/);
  });
});

/** The raw header lines of a GET: a header sent twice shows twice here (fetch joins them). */
function rawHeaders(path: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    http
      .get(`${app.base}${path}`, (response) => {
        response.resume();
        resolve(response.rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase()));
      })
      .on("error", reject);
  });
}

describe("security headers", () => {
  it("are sent once each, a route's own value (a text's short link's Referrer-Policy) replacing the default", async () => {
    await getDb().insertInto("short_links").values({ code: "HeadersOnce1", path: "/" }).execute();
    const names = await rawHeaders("/b/HeadersOnce1");
    for (const name of ["referrer-policy", "x-content-type-options", "content-security-policy", "x-frame-options"])
      expect(
        names.filter((found) => found === name),
        name,
      ).toHaveLength(1);
    const response = await get("/b/HeadersOnce1");
    expect(response.status).toBe(302);
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect((await rawHeaders("/")).filter((found) => found === "x-content-type-options")).toHaveLength(1);
  });
});

describe("private pages are never cached", () => {
  it("sends Cache-Control: no-store on signed-in pages and on a customer's booking page", async () => {
    const admin = await signIn(app.base, "/admin?index", "responses-admin@example.com", "responses-admin-password");
    for (const path of ["/admin", "/admin/bookings", "/admin/tiles", "/dashboard/customers", "/dashboard/payments"]) {
      const response = await get(path, { Cookie: admin });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Cache-Control"), path).toMatch(/no-store/);
    }
    // A customer's booking page is opened by its link, without signing in.
    const booking = await get("/bookings/4d1c7d5e-0d5b-4a44-9c3e-7a0f6e0f0000?token=x");
    expect(booking.headers.get("Cache-Control")).toMatch(/no-store/);
    // A signed-in visitor's public pages carry their name in the header: not cached either.
    expect((await get("/", { Cookie: admin })).headers.get("Cache-Control")).toMatch(/no-store/);
  });

  it("lets anonymous public pages be cached", async () => {
    const response = await get("/");
    expect(response.headers.get("Cache-Control") ?? "").not.toMatch(/no-store/);
  });
});

describe("sessions", () => {
  it("clears a session cookie whose session is gone", async () => {
    const cookie = await signIn(app.base, "/provider?index", "responses-pro@example.com", "responses-password");
    await getDb().deleteFrom("sessions").execute();
    const response = await get("/", { Cookie: cookie });
    const cleared = response.headers.getSetCookie().find((header) => header.startsWith("__session="));
    expect(cleared).toBeDefined();
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  });
});

describe("links in e-mails", () => {
  it("are built from APP_URL, never from a forged Host header", async () => {
    const body = new URLSearchParams(
      applicationFields({ business_name: "Forged Host Plumbing", email: "forged-host-victim@example.com" }),
    ).toString();
    const { status } = await rawPost(app.base, "/join", body, {
      Host: "evil.example",
      "X-Forwarded-Host": "evil.example",
      Origin: "http://evil.example",
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(status).toBe(302);
    const emails = await getDb()
      .selectFrom("email_outbox")
      .select(["html", "text"])
      .where("to", "=", "forged-host-victim@example.com")
      .execute();
    expect(emails.length).toBeGreaterThan(0);
    for (const email of emails) {
      const content = `${email.html}\n${email.text}`;
      expect(content).not.toContain("evil.example");
      for (const [link] of content.matchAll(/https?:\/\/[^\s"'<>)]+/g)) expect(link.startsWith(publicOrigin())).toBe(true);
    }
  });
});

describe("a form posted through a forged Host", () => {
  it("is refused with a 403 even when its Origin is the app's own public address, never a 500", async () => {
    const publicApp = await startApp({ APP_URL: "https://porchlight.test" });
    try {
      const body = new URLSearchParams({ email: "responses-admin@example.com", password: "wrong-password" }).toString();
      const answer = await rawPost(publicApp.base, "/provider?index", body, {
        Host: "evil.example",
        Origin: "https://porchlight.test",
        "Content-Type": "application/x-www-form-urlencoded",
      });
      expect(answer).toEqual({ status: 403, text: "Forbidden: this form must be sent from Porchlight itself." });
    } finally {
      await publicApp.close();
    }
  });
});

describe("sign-in behind a trusted proxy", () => {
  it("limits one account's failures whatever client addresses they come from", async () => {
    const proxied = await startApp({ TRUST_PROXY: 1 });
    try {
      const statuses = [];
      for (let i = 0; i < 12; i++) {
        const response = await fetch(`${proxied.base}/provider?index`, {
          method: "POST",
          redirect: "manual",
          headers: { Origin: proxied.base, "X-Forwarded-For": `203.0.113.${i + 1}`, "User-Agent": BROWSER },
          body: new URLSearchParams({ intent: "signin", email: "responses-admin@example.com", password: `guess-${i}` }),
        });
        statuses.push(response.status);
        if (response.status === 429) expect(await response.text()).toContain("Too many sign-in attempts");
        else await response.arrayBuffer();
      }
      expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
    } finally {
      await proxied.close();
    }
  });
});

describe("views and shares are counted once per visitor and day", () => {
  async function viewsOf(id: string) {
    const rows = await getDb().selectFrom("service_page_views").select("views").where("service_id", "=", id).execute();
    return rows.reduce((sum, row) => sum + row.views, 0);
  }

  it("counts a service page once however often one visitor reloads it, and never for a crawler", async () => {
    for (let i = 0; i < 5; i++) expect((await get(`/service/${serviceId}`)).status).toBe(200);
    expect(await viewsOf(serviceId)).toBe(1);
    await get(`/service/${serviceId}`, { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    await get(`/service/${serviceId}`, { "User-Agent": "" });
    expect(await viewsOf(serviceId)).toBe(1);
  });

  it("counts a share link once per visitor, channel and day", async () => {
    for (let i = 0; i < 4; i++) {
      const response = await get(`/resources/share?serviceId=${serviceId}&channel=facebook`);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toMatch(/^https:\/\/www\.facebook\.com\//);
    }
    for (let i = 0; i < 3; i++) expect((await post("/resources/share", { serviceId, channel: "copy_link" })).status).toBe(200);
    const shares = await getDb().selectFrom("service_shares").select("channel").where("service_id", "=", serviceId).execute();
    expect(shares.map((share) => share.channel).sort()).toEqual(["copy_link", "facebook"]);
  });
});

describe("compression", () => {
  const gzipped = (path: string) =>
    new Promise<Buffer>((resolve, reject) => {
      http
        .get(`${app.base}${path}`, { headers: { "Accept-Encoding": "gzip", "User-Agent": BROWSER } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve(Buffer.concat(chunks)));
        })
        .on("error", reject);
    });

  it.each(["/", "/?zip=78701&category=home-services", "/join"])(
    "sends %s as one gzip stream, not a block per streamed chunk",
    async (path) => {
      const sent = await gzipped(path);
      const html = gunzipSync(sent);
      expect(html.toString("utf8")).toContain("</html>");
      expect(sent.length / gzipSync(html).length).toBeLessThanOrEqual(1.2);
    },
  );
});

describe("the language switch with a form (issue 54)", () => {
  const cookieOf = (response: Response, name: string) =>
    response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${name}=`))
      ?.split(";")[0];

  it("remembers the language and carries what was typed back to the same page, once, leaving secrets out", async () => {
    const back = `/service/${serviceId}?book=1`;
    const switched = await post(`/resources/language?${new URLSearchParams({ lang: "es", back, form: "booking-form" })}`, {
      customer_name: "Marta Díaz",
      customer_email: "marta@example.org",
      submission_key: "k",
      token: "t",
    });
    expect(switched.status).toBe(303);
    expect(switched.headers.get("Location")).toBe(`${back}&lang=es`);
    expect(cookieOf(switched, "lang")).toBe("lang=es");
    const typed = cookieOf(switched, "typed")!;
    const page = await get(`${back}&lang=es`, { Cookie: `lang=es; ${typed}` });
    const html = await page.text();
    expect(html).toContain('value="Marta Díaz"');
    expect(html).toContain('value="marta@example.org"');
    expect(html).not.toMatch(/name="submission_key"[^>]*value="k"/);
    // Read once: the page clears it, and is not kept for anyone else.
    expect(cookieOf(page, "typed")).toMatch(/^typed=/);
    expect(page.headers.get("x-page-cache")).toBeNull();
  });

  it("refuses an unknown language and never sends anyone off the site", async () => {
    expect((await post("/resources/language?lang=fr&back=/", {})).status).toBe(400);
    for (const back of ["//evil.example/", "https://evil.example/", "/\\evil.example"]) {
      const switched = await post(`/resources/language?${new URLSearchParams({ lang: "es", back })}`, {});
      expect(switched.headers.get("Location")).toBe("/?lang=es");
    }
  });
});
