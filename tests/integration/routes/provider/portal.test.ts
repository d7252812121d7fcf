import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { commitUserSession } from "~/services/support/auth.server";
import { getDb } from "~/lib/db.server";
import { createServiceArea } from "~/models/service-area.server";
import { searchServices } from "~/models/service.server";
import { createUser } from "~/models/user.server";
import { insertApplication } from "~/models/provider-application.server";
import { newId } from "~/domain/uuid";
import { MAX_SERVICE_AREAS } from "~/domain/places/service-area";
import { sayIn } from "~/locales/messages";
import { requireZipCode } from "~/models/zip-code.server";
import { action as logoutAction } from "~/routes/logout";
import { action as portalAction, loader as portalLoader } from "~/routes/provider+/index";
import { action as areasAction, loader as areasLoader } from "~/routes/provider+/areas";
import { loader as bookingsLoader } from "~/routes/provider+/bookings";
import { action as marketingAction, loader as marketingLoader } from "~/routes/provider+/marketing";
import { loader as servicesLoader } from "~/routes/provider+/services";
import { createTestTile } from "#tests/support/factories";
import { addTeamMember } from "~/services/portal/index.server";
import { context, cookieFrom, getRequest, inEnglish, postForm, run, shownBefore, toastOf } from "#tests/support/requests";
import { readInEnglish } from "#tests/support/english";

let provider: { id: string; email: string };
let providerCookie: string;
let adminCookie: string;
let adminId: string;
let tileId: string;

async function cookieFor(userId: string) {
  return cookieFrom(await commitUserSession(getRequest("/"), userId));
}

const args = (request: Request) => ({ request, params: {}, context });

beforeAll(async () => {
  const db = getDb();
  provider = await createUser(db, { email: "pro@example.com", password: "provider-pass", role: "provider" });
  const admin = await createUser(db, { email: "boss@example.com", password: "admin-pass", role: "admin" });
  providerCookie = await cookieFor(provider.id);
  adminId = admin.id;
  tileId = await createTestTile({
    zipCode: "78701",
    providerUserId: provider.id,
    serviceName: "Gutter Cleaning",
    businessName: "Pro Gutters",
  });
});

beforeEach(async () => {
  adminCookie = await cookieFor(adminId);
});

describe("portal sign-in", () => {
  const signIn = (email: string, password: string, extra: Record<string, string> = {}) =>
    run(portalAction(args(postForm("/provider", { intent: "signin", email, password, ...extra }))));

  it("signs a provider in and returns to where they were going", async () => {
    const result = await signIn("PRO@example.com", "provider-pass", { redirectTo: "/provider/areas" });
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/provider/areas");
    const cookies = result.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith("__session="))).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith("toast="))).toBe(true);
  });

  it("gives the backend's message for a wrong password and never echoes the password", async () => {
    const result = await signIn("pro@example.com", "wrong-pass");
    expect(result.status).toBe(400);
    expect(readInEnglish(result.data.lastResult.error[""])).toEqual(["Invalid email or password"]);
    expect(JSON.stringify(result.data)).not.toContain("wrong-pass");
  });

  it("refuses an admin with 'Access Denied / Provider access required' and no session", async () => {
    const result = await signIn("boss@example.com", "admin-pass");
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/provider");
    expect(result.headers.getSetCookie().some((cookie) => cookie.startsWith("__session="))).toBe(false);
  });

  it("stops guessing an account from one address, even with the right password then", async () => {
    // The earlier wrong password of this file counts too (same account, same address).
    for (let i = 0; i < 9; i++) expect((await signIn("pro@example.com", "nope")).status).toBe(400);
    const limited = await signIn("pro@example.com", "provider-pass");
    expect(limited.status).toBe(429);
    expect(inEnglish(limited.data.lastResult.error)[""]).toEqual(["Too many sign-in attempts. Please wait a few minutes and try again."]);
  });

  it("takes a team member who opens the owner's pages to their own jobs, still signed in, told why", async () => {
    const added = await addTeamMember(
      { ...provider, role: "provider" },
      { name: "Cora Crew", email: "crew@example.com", service_ids: [tileId] },
      new Date(),
    );
    if (!added.ok) throw new Error(added.message);
    const cookie = await cookieFor(added.memberId);
    for (const loader of [servicesLoader, bookingsLoader]) {
      const result = await run(loader(args(getRequest("/provider/services", { cookie }))));
      expect(result.status).toBe(302);
      expect(result.headers.get("Location")).toBe("/team");
      // Never signed out: no session cookie is cleared.
      expect(result.headers.getSetCookie().some((set) => set.startsWith("__session="))).toBe(false);
      expect(await toastOf(result)).toEqual({
        type: "info",
        description: "That page is for the business's owner. Here are your own jobs.",
      });
    }
  });

  it("offers every account a sign-in link, answering alike whether or not the address has one", async () => {
    const ask = (email: string) => run(portalAction(args(postForm("/provider", { intent: "signin-link", email, password: "" }))));
    for (const email of ["crew@example.com", "nobody-here@example.com"]) {
      const result = await ask(email);
      expect(result.status).toBe(302);
      const toast = await toastOf(result);
      expect(toast).toMatchObject({ type: "success" });
      expect(sayIn("en", toast!.description!)).toBe(
        "If an account uses that e-mail, a sign-in link is on its way. It works once, within 15 minutes.",
      );
    }
    const sent = await getDb().selectFrom("email_outbox").select("to").where("kind", "=", "sign_in_link").execute();
    expect(sent.map((row) => row.to)).toContain("crew@example.com");
    expect(sent.map((row) => row.to)).not.toContain("nobody-here@example.com");
  });

  it("sends a signed-in provider straight to the portal", async () => {
    const result = await run(portalLoader(args(getRequest("/provider", { cookie: providerCookie }))));
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/provider/services");
  });
});

describe("portal sign-up", () => {
  const signUp = (fields: Record<string, string>) =>
    run(portalAction(args(postForm("/provider?tab=signup", { ...shownBefore(), intent: "signup", ...fields }))));

  it("creates a provider account, signs it in and e-mails a welcome", async () => {
    const result = await signUp({ email: "newpro@example.com", password: "secret", business_name: "New Pro LLC", owner_name: "Nia Pro" });
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/provider/services");
    const profile = await getDb().selectFrom("profiles").selectAll().where("email", "=", "newpro@example.com").executeTakeFirst();
    expect(profile?.role).toBe("provider");
    const email = await getDb().selectFrom("email_outbox").selectAll().where("to", "=", "newpro@example.com").executeTakeFirst();
    expect(email?.kind).toBe("provider_welcome");
  });

  it("refuses a bot's sign-up (the hidden field filled) and creates nothing", async () => {
    const result = await signUp({
      email: "bot@example.com",
      password: "secret",
      business_name: "Bot LLC",
      owner_name: "Bo T",
      company_fax: "555-0100",
    });
    expect(result.status).toBe(400);
    expect(inEnglish(result.data.lastResult.error)[""]).toEqual(["Your sign-up could not be sent. Please try again."]);
    expect(await getDb().selectFrom("users").select("id").where("email", "=", "bot@example.com").executeTakeFirst()).toBeUndefined();
  });

  it("refuses a short password and an e-mail that already has an account", async () => {
    const short = await signUp({ email: "short@example.com", password: "12345", business_name: "B", owner_name: "O" });
    expect(short.status).toBe(400);
    expect(inEnglish(short.data.lastResult.error).password).toEqual(["Password must be at least 6 characters"]);
    const taken = await signUp({ email: "Pro@Example.com", password: "secret", business_name: "B", owner_name: "O" });
    expect(taken.status).toBe(409);
    expect(inEnglish(taken.data.lastResult.error)[""]).toEqual(["Account creation failed: An account with this email already exists."]);
  });
});

describe("role guard on every portal loader and action", () => {
  const loaders = [
    ["services", servicesLoader, "/provider/services"],
    ["areas", areasLoader, "/provider/areas"],
    ["marketing", marketingLoader, "/provider/marketing"],
    ["bookings", bookingsLoader, "/provider/bookings"],
  ] as const;

  it.each(loaders)("%s sends anonymous visitors to sign in and back", async (_name, loader, path) => {
    const result = await run(loader(args(getRequest(path))));
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe(`/provider?redirectTo=${encodeURIComponent(path)}`);
  });

  it.each(loaders)("%s signs an admin out with Access Denied", async (_name, loader, path) => {
    const result = await run(loader(args(getRequest(path, { cookie: adminCookie }))));
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/provider");
    expect(result.headers.getSetCookie().some((cookie) => /^__session=;/.test(cookie))).toBe(true);
    // Signed out for real: the same cookie no longer works.
    const again = await run(loader(args(getRequest(path, { cookie: adminCookie }))));
    expect(again.headers.get("Location")).toMatch(/^\/provider\?redirectTo=/);
  });

  it("an admin's or an anonymous POST changes nothing", async () => {
    const admin = await createUser(getDb(), { email: "boss2@example.com", password: "admin-pass", role: "admin" });
    const cookie = await cookieFor(admin.id);
    for (const attempt of [cookie, undefined]) {
      const added = await run(
        areasAction(args(postForm("/provider/areas", { intent: "add", zip_code: "78626", service_radius: "10" }, { cookie: attempt }))),
      );
      expect(added.status).toBe(302);
      const posted = await run(
        marketingAction(args(postForm("/provider/marketing", { service_id: tileId, platforms: "facebook" }, { cookie: attempt }))),
      );
      expect(posted.status).toBe(302);
    }
    expect(await getDb().selectFrom("service_areas").selectAll().where("zip_code", "=", "78626").execute()).toEqual([]);
    expect(await getDb().selectFrom("social_posts").selectAll().execute()).toEqual([]);
  });
});

describe("service areas", () => {
  const area = (fields: Record<string, string>, cookie = providerCookie) =>
    run(areasAction(args(postForm("/provider/areas", fields, { cookie }))));

  it("adds an area that widens where the provider's tiles are found", async () => {
    const farAway = await requireZipCode("76574"); // Taylor, TX: about 30 miles from the tile
    const search = () => searchServices({ point: farAway, category: "home-services", q: "Gutter", sort: "rating", filter: "all", page: 1 });
    expect((await search()).services.map((s) => s.id)).not.toContain(tileId);

    const result = await area({ intent: "add", zip_code: "76574", service_radius: "10" });
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/provider/areas");
    expect((await search()).services.map((s) => s.id)).toContain(tileId);

    const listed = await run(areasLoader(args(getRequest("/provider/areas", { cookie: providerCookie }))));
    expect(listed.data.areas).toMatchObject([{ zip: "76574", place: "Taylor, TX", radius: 10 }]);
  });

  it("refuses an unknown zip, a malformed one and a radius off the slider", async () => {
    const unknown = await area({ intent: "add", zip_code: "00000", service_radius: "10" });
    expect(unknown.status).toBe(400);
    expect(inEnglish(unknown.data.lastResult.error)).toMatchObject({
      "": ["Failed to add service area"],
      zip_code: ["We could not find this zip code. Please check it."],
    });
    const malformed = await area({ intent: "add", zip_code: "12", service_radius: "10" });
    expect(inEnglish(malformed.data.lastResult.error).zip_code).toEqual(["Please enter a valid zip code"]);
    const radius = await area({ intent: "add", zip_code: "78626", service_radius: "7" });
    expect(inEnglish(radius.data.lastResult.error).service_radius).toEqual(["Choose a radius between 5 and 100 miles"]);
  });

  it("refuses an area past the most a provider may have, in words with the number", async () => {
    const areas = () => getDb().selectFrom("service_areas").select("id").where("user_id", "=", provider.id).execute();
    for (let radius = 5; (await areas()).length < MAX_SERVICE_AREAS; radius += 5) {
      await createServiceArea(getDb(), { userId: provider.id, zipCode: "78664", serviceRadius: radius });
    }
    const refused = await area({ intent: "add", zip_code: "78626", service_radius: "25" });
    expect(refused.status).toBe(400);
    expect(inEnglish(refused.data.lastResult.error)[""]).toEqual([
      `Failed to add service area: you can have at most ${MAX_SERVICE_AREAS} extra areas.`,
    ]);
    expect(await areas()).toHaveLength(MAX_SERVICE_AREAS);
  });

  it("removes only the provider's own areas", async () => {
    const other = await createUser(getDb(), { email: "other@example.com", password: "x-pass-1", role: "provider" });
    const theirs = await createServiceArea(getDb(), { userId: other.id, zipCode: "78664", serviceRadius: 15 });
    const refused = await area({ intent: "remove", area_id: theirs });
    expect(refused.status).toBe(404);
    expect(await getDb().selectFrom("service_areas").select("id").where("id", "=", theirs).executeTakeFirst()).toBeDefined();

    const mine = await createServiceArea(getDb(), { userId: provider.id, zipCode: "78664", serviceRadius: 15 });
    const removed = await area({ intent: "remove", area_id: mine });
    expect(removed.status).toBe(302);
    expect(await getDb().selectFrom("service_areas").select("id").where("id", "=", mine).executeTakeFirst()).toBeUndefined();
    expect(
      await getDb().selectFrom("area_index_entries").select("id").where("service_area_id", "=", mine).executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe("CRM & SEO", () => {
  const post = (fields: Record<string, string | string[]>) =>
    run(marketingAction(args(postForm("/provider/marketing", fields, { cookie: providerCookie }))));

  it("needs a service and at least one platform", async () => {
    const noPlatform = await post({ service_id: tileId, content: "Hello" });
    expect(noPlatform.status).toBe(400);
    expect(inEnglish(noPlatform.data.lastResult.error)[""]).toEqual(["Please select a service and at least one platform"]);
    const noService = await post({ platforms: ["facebook"] });
    expect(inEnglish(noService.data.lastResult.error)[""]).toEqual(["Please select a service and at least one platform"]);
    const someoneElses = await createTestTile({ zipCode: "78701" });
    const foreign = await post({ service_id: someoneElses, platforms: ["facebook"] });
    expect(foreign.status).toBe(400);
  });

  it("records the post once per platform and lists it in the history", async () => {
    const result = await post({ service_id: tileId, content: "Fall gutter special", platforms: ["facebook", "nextdoor"] });
    expect(result.status).toBe(302);
    const toast = await toastOf(result);
    expect(sayIn("en", toast!.description!)).toBe("Posted to 2 platform(s)");
    expect(sayIn("es", toast!.description!)).toBe("Publicado en 2 plataformas");
    const rows = await getDb().selectFrom("social_posts").selectAll().where("user_id", "=", provider.id).execute();
    expect(rows.map((row) => row.platform).sort()).toEqual(["facebook", "nextdoor"]);
    expect(new Set(rows.map((row) => row.batch_id)).size).toBe(1);
    expect(rows.every((row) => row.status === "recorded" && row.content === "Fall gutter special")).toBe(true);

    const page = await run(marketingLoader(args(getRequest("/provider/marketing", { cookie: providerCookie }))));
    expect(page.data.posts[0]).toMatchObject({ content: "Fall gutter special", serviceName: "Gutter Cleaning" });
    expect(page.data.posts[0].platforms).toHaveLength(2);
    expect(page.data.analytics).toEqual([expect.objectContaining({ id: tileId, views: 0, bookings: 0, shares: 0 })]);
  });

  it("words a post left empty in the language the business works in (issue 54)", async () => {
    const inSpanish = await run(
      marketingAction(
        args(postForm("/provider/marketing", { service_id: tileId, platforms: ["linkedin"] }, { cookie: `${providerCookie}; lang=es` })),
      ),
    );
    expect(inSpanish.status).toBe(302);
    await post({ service_id: tileId, platforms: ["linkedin"] });
    const contents = await getDb()
      .selectFrom("social_posts")
      .select("content")
      .where("user_id", "=", provider.id)
      .where("platform", "=", "linkedin")
      .orderBy("created_at")
      .execute();
    expect(contents.map((row) => row.content)).toEqual([
      expect.stringMatching(/^Reserve Gutter Cleaning con .+ en Porchlight\.$/),
      expect.stringMatching(/^Book Gutter Cleaning with .+ on Porchlight\.$/),
    ]);
  });
});

describe("sign-out", () => {
  it("ends the session and says so", async () => {
    const cookie = await cookieFor(provider.id);
    const result = await run(logoutAction(args(postForm("/logout", { redirectTo: "/provider" }, { cookie }))));
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/provider");
    const after = await run(servicesLoader(args(getRequest("/provider/services", { cookie }))));
    expect(after.status).toBe(302);
    expect(after.headers.get("Location")).toMatch(/^\/provider\?redirectTo=/);
  });
});

describe("a provider whose application waits for review", () => {
  it("reads the day it was submitted in words, in their own time zone", async () => {
    const db = getDb();
    const applicant = await createUser(db, { email: `waiting-${Date.now()}@example.com`, password: "waiting-pass", role: "provider" });
    await insertApplication(db, {
      id: newId(),
      user_id: applicant.id,
      business_name: "Waiting Woodworks",
      owner_name: "Wren Wood",
      email: applicant.email,
      phone: "(512) 555-0101",
      zip_code: "78701",
      service_radius: 25,
      category: "home-services",
      website: null,
      logo_url: null,
      services_provided: JSON.stringify(["Carpentry"]),
      custom_services: null,
      licenses: "None",
      insurance: "None",
      years_in_business: 2,
      additional_info: null,
      plan_type: "community",
      availability: "{}",
      status: "pending",
      // 9 p.m. on the 23rd in Austin.
      created_at: "2026-11-24T03:00:00.000Z",
      reviewed_at: null,
      review_note: null,
      reviewed_by: null,
    });
    const page = await run(servicesLoader(args(getRequest("/provider/services", { cookie: await cookieFor(applicant.id) }))));
    expect(page.data.pending).toMatchObject({ services: ["Carpentry"], submittedAt: "Nov 23, 2026" });
  });
});
