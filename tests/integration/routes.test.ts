import { readInEnglish } from "../support/english";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { createMedia } from "~/models/media.server";
import { loader as homeLoader } from "~/routes/_index";
import { loader as serviceLoader } from "~/routes/service.$serviceId";
import { loader as mediaLoader } from "~/routes/media.$mediaId";
import { loader as healthLoader } from "~/routes/healthz";
import { loader as notFoundLoader } from "~/routes/$";
import { action as themeAction } from "~/routes/resources+/theme";
import { addTestReviews, createTestTile } from "../support/factories";
import { context, getRequest, inEnglish, postForm, run } from "../support/requests";

const home = (path: string, cookie?: string) => run(homeLoader({ request: getRequest(path, { cookie }), params: {}, context }));
const service = (id: string, query = "") =>
  run(serviceLoader({ request: getRequest(`/service/${id}${query}`), params: { serviceId: id }, context }));

let activeId: string;
let inactiveId: string;

beforeAll(async () => {
  activeId = await createTestTile({
    zipCode: "78701",
    serviceName: "Porch Repair",
    businessName: "Front Porch Co.",
  });
  await addTestReviews(activeId, [5, 5, 5]);
  inactiveId = await createTestTile({ zipCode: "78701", serviceName: "Gone Service", isActive: false });
});

describe("home loader", () => {
  it("shows the zip form, pre-filled with the remembered zip", async () => {
    expect((await home("/")).data).toMatchObject({ step: "zip", defaultZip: "" });
    expect((await home("/", "zip=78704")).data).toMatchObject({ step: "zip", defaultZip: "78704" });
  });

  it.each([
    ["/?zip=", "Please enter a zip code"],
    ["/?zip=%20%20", "Please enter a zip code"],
    ["/?zip=1234", "Please enter a valid zip code"],
    ["/?zip=78701-12", "Please enter a valid zip code"],
    ["/?zip=abcde", "Please enter a valid zip code"],
  ])("refuses %s with '%s' and status 400", async (path, message) => {
    const result = await home(path);
    expect(result.status).toBe(400);
    expect(result.data.step).toBe("zip");
    expect(inEnglish(result.data.lastResult.error).zip).toEqual([message]);
    // What was typed comes back in the reply, which the form shows again.
    expect(result.data.lastResult.initialValue?.zip ?? "").toBe(new URL(path, "http://x").searchParams.get("zip"));
  });

  it("redirects ZIP+4 and padded input to the 5-digit URL, keeping the rest of the query", async () => {
    const plus4 = await home("/?zip=78701-1234&category=home-services");
    expect(plus4.status).toBe(302);
    expect(plus4.headers.get("Location")).toBe("/?zip=78701&category=home-services");
    const padded = await home("/?zip=%2078701%20");
    expect(padded.headers.get("Location")).toBe("/?zip=78701");
  });

  it("shows the categories and remembers the zip in a cookie", async () => {
    const result = await home("/?zip=78701");
    expect(result.data).toMatchObject({ step: "category", zip: "78701", error: null });
    // The same step in each language, for search engines.
    expect(result.data.alternates.map((alternate: { hrefLang: string; href: string }) => alternate.href)).toEqual([
      expect.stringMatching(/\/\?zip=78701&lang=en$/),
      expect.stringMatching(/\/\?zip=78701&lang=es$/),
      expect.stringMatching(/\/\?zip=78701$/),
    ]);
    expect(result.headers.get("Set-Cookie")).toMatch(/^zip=78701; Path=\/;/);
  });

  it("answers 404 to an unknown category", async () => {
    const result = await home("/?zip=78701&category=plumbing");
    expect(result.status).toBe(404);
    expect(result.data.step).toBe("category");
  });

  it("lists real services for the zip with the city and state", async () => {
    const result = await home("/?zip=78701&category=home-services&q=porch");
    expect(result.data.step).toBe("list");
    expect(result.data.list).toMatchObject({ placeLabel: "Austin, TX", total: 1, knownZip: true });
    expect(result.data.list.services[0]).toMatchObject({
      id: activeId,
      serviceName: "Porch Repair",
      businessName: "Front Porch Co.",
      rating: "5.0",
      reviews: "3 reviews",
      priceRange: "$50-100",
      responseTime: "1 hour",
      area: "Austin, TX (25-mile radius)",
    });
  });

  it("shows an empty list for a well-formed zip that does not exist", async () => {
    const result = await home("/?zip=00000&category=home-services");
    expect(result.data.list).toMatchObject({ knownZip: false, total: 0, placeLabel: "00000" });
  });

  it("sends a page number past the end back to the first page", async () => {
    const result = await home("/?zip=78701&category=home-services&page=99");
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/?zip=78701&category=home-services");
  });
});

describe("service loader", () => {
  it("shows an active service with a Back link to the same list", async () => {
    const result = await service(activeId, "?zip=78701&category=home-services&q=porch&sort=price");
    expect(result.status).toBe(200);
    expect(result.data.service).toMatchObject({
      serviceName: "Porch Repair",
      categoryLabel: "Home Services",
      planLabel: "Community (free)",
      serviceArea: "Austin, TX (25-mile radius)",
    });
    expect(result.data.backHref).toBe("/?zip=78701&category=home-services&q=porch&sort=price");
    expect(result.data.bookHref).toBe("?zip=78701&category=home-services&q=porch&sort=price&book=1");
  });

  it.each([
    ["an inactive service", () => inactiveId],
    ["an unknown id", () => "0b7d2f5e-1111-4a4a-8b8b-123456789abc"],
    ["a malformed id", () => "not-a-uuid"],
  ])("answers 404 for %s", async (_label, id) => {
    const result = await service(id());
    expect(result.status).toBe(404);
    expect(readInEnglish(result.data)).toBe("Service not found");
  });
});

describe("media", () => {
  it("serves stored images with long cache headers and answers 304 to a matching ETag", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    const { id, url } = await createMedia(getDb(), { contentType: "image/png", bytes: png });
    expect(url).toBe(`/media/${id}`);
    const response = (await mediaLoader({ request: getRequest(url), params: { mediaId: id }, context })) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(png);
    const etag = response.headers.get("ETag")!;
    const cached = (await mediaLoader({
      request: new Request(`http://localhost${url}`, { headers: { "If-None-Match": etag } }),
      params: { mediaId: id },
      context,
    })) as Response;
    expect(cached.status).toBe(304);
  });

  it("answers 404 for unknown and malformed ids", async () => {
    for (const id of ["0b7d2f5e-1111-4a4a-8b8b-123456789abc", "../etc/passwd"]) {
      const response = (await mediaLoader({ request: getRequest(`/media/${id}`), params: { mediaId: id }, context })) as Response;
      expect(response.status).toBe(404);
    }
  });
});

describe("resource routes", () => {
  it("healthz answers 200 while the database answers", async () => {
    const response = (await healthLoader()) as Response;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("ok");
  });

  it("the theme switch sets the cookie and returns to the page it came from", async () => {
    const result = await run(
      themeAction({ request: postForm("/resources/theme", { theme: "dark", redirectTo: "/?zip=78701" }), params: {}, context }),
    );
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/?zip=78701");
    expect(result.headers.get("Set-Cookie")).toMatch(/^theme=dark; Path=\/; Max-Age=31536000; SameSite=Lax/);
  });

  it("the theme switch's fetcher (no page to return to) gets the cookie and no redirect, so no history entry", async () => {
    const result = await run(themeAction({ request: postForm("/resources/theme", { theme: "dark" }), params: {}, context }));
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ theme: "dark" });
    expect(result.headers.get("Set-Cookie")).toMatch(/^theme=dark; Path=\/;/);
  });

  it("the theme switch never redirects to another site and refuses unknown themes", async () => {
    const offsite = await run(
      themeAction({ request: postForm("/resources/theme", { theme: "light", redirectTo: "//evil.example" }), params: {}, context }),
    );
    expect(offsite.headers.get("Location")).toBe("/");
    const bad = await run(themeAction({ request: postForm("/resources/theme", { theme: "neon", redirectTo: "/" }), params: {}, context }));
    expect(bad.status).toBe(400);
  });

  it("unknown paths answer 404", async () => {
    const result = await run(notFoundLoader({ request: getRequest("/no/such/page"), params: { "*": "no/such/page" }, context }));
    expect(result.status).toBe(404);
  });
});
