import { describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { suggestAddresses } from "~/models/place-suggestion.server";
import { loader as suggestionsLoader } from "~/routes/resources+/address-suggestions";
import { action as shareAction, loader as shareLoader } from "~/routes/resources+/share";
import { createTestTile } from "#tests/support/factories";
import { context, getRequest, ORIGIN, postForm, run } from "#tests/support/requests";

const AUSTIN = { lat: 30.2713, lng: -97.7426, radiusMiles: 25 };

describe("address suggestions", () => {
  it("complete the city and zip after the street from our zip table", async () => {
    const suggestions = await suggestAddresses("1100 Congress Ave, Aust", AUSTIN);
    expect(suggestions.length).toBeGreaterThan(3);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions[0]).toBe("1100 Congress Ave, Austin, TX 78701");
    for (const suggestion of suggestions) expect(suggestion).toMatch(/^1100 Congress Ave, Austin, TX 787\d\d$/);
  });

  it("answer a city typed with its first zip code, also for a provider on the other side of town", async () => {
    const roundRock = { lat: 30.5083, lng: -97.6789, radiusMiles: 25 };
    const suggestions = await suggestAddresses("100 Congress Ave, Aus", roundRock);
    expect(suggestions[0]).toBe("100 Congress Ave, Austin, TX 78701");
    expect(suggestions).toHaveLength(8);
  });

  it("match zip prefixes and stay near the service area", async () => {
    const suggestions = await suggestAddresses("7874", AUSTIN);
    expect(suggestions.every((s) => /^[A-Za-z .]+, TX 7874\d$/.test(s))).toBe(true);
    expect(await suggestAddresses("Beverly", AUSTIN)).toEqual([]);
    expect(await suggestAddresses("Bee C", AUSTIN)).toEqual(["Bee Cave, TX 78738"]);
  });

  it("the resource route needs 3 characters and a known service", async () => {
    const serviceId = await createTestTile({ zipCode: "78701" });
    const ask = (q: string, id = serviceId) =>
      run(
        suggestionsLoader({
          request: getRequest(`/resources/address-suggestions?serviceId=${id}&q=${encodeURIComponent(q)}`),
          params: {},
          context,
        }),
      );
    expect((await ask("Au")).data).toEqual({ suggestions: [] });
    expect((await ask("Austin")).data.suggestions[0]).toBe("Austin, TX 78701");
    expect((await ask("Austin", "nope")).status).toBe(404);
  });
});

describe("sharing", () => {
  it("a share link records the share and sends the browser to the network", async () => {
    const serviceId = await createTestTile({ zipCode: "78701", serviceName: "Roof Repair", businessName: "Top Roofs" });
    // Crawlers (and clients without a User-Agent) are never counted: this is a browser.
    const request = new Request(`${ORIGIN}/resources/share?serviceId=${serviceId}&channel=facebook`, {
      headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0" },
    });
    const result = await run(shareLoader({ request, params: {}, context }));
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`http://localhost:3000/service/${serviceId}`)}`,
    );
    const shares = await getDb().selectFrom("service_shares").selectAll().where("service_id", "=", serviceId).execute();
    expect(shares).toMatchObject([
      {
        type: "service_share",
        channel: "facebook",
        url: `http://localhost:3000/service/${serviceId}`,
        content: "Roof Repair by Top Roofs on Porchlight",
      },
    ]);
  });

  it("shares in the sharer's language: its text on the network as their page said it", async () => {
    const serviceId = await createTestTile({ zipCode: "78701", serviceName: "Roof Repair", businessName: "Top Roofs" });
    const request = new Request(`${ORIGIN}/resources/share?serviceId=${serviceId}&channel=x`, {
      headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0", "Accept-Language": "es-US,es;q=0.9" },
    });
    const result = await run(shareLoader({ request, params: {}, context }));
    expect(new URL(result.headers.get("Location")!).searchParams.get("text")).toBe("Roof Repair de Top Roofs en Porchlight");
  });

  it("records shares made in the browser and refuses unknown channels and services", async () => {
    const serviceId = await createTestTile({ zipCode: "78701" });
    const copied = await run(
      shareAction({ request: postForm("/resources/share", { serviceId, channel: "copy_link" }), params: {}, context }),
    );
    expect(copied.data).toEqual({ ok: true });
    const bad = await run(shareAction({ request: postForm("/resources/share", { serviceId, channel: "myspace" }), params: {}, context }));
    expect(bad.status).toBe(400);
    const unknown = await run(
      shareLoader({
        request: getRequest(`/resources/share?serviceId=0b7d2f5e-1111-4a4a-8b8b-123456789abc&channel=x`),
        params: {},
        context,
      }),
    );
    expect(unknown.status).toBe(404);
    const channel = await run(
      shareLoader({ request: getRequest(`/resources/share?serviceId=${serviceId}&channel=myspace`), params: {}, context }),
    );
    expect(channel.status).toBe(400);
  });
});
