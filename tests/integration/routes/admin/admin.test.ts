import { beforeAll, describe, expect, it } from "vitest";
import { STANDARD_HOURS } from "~/domain/schedule/availability";
import { newId } from "~/domain/uuid";
import { commitUserSession } from "~/services/support/auth.server";
import { getDb } from "~/lib/db.server";
import { insertApplication } from "~/models/provider-application.server";
import { searchServices } from "~/models/service.server";
import { createUser } from "~/models/user.server";
import { requireZipCode } from "~/models/zip-code.server";
import { action as applicationsAction, loader as applicationsLoader } from "~/routes/admin+/index";
import { loader as networkLoader } from "~/routes/admin+/network";
import { loader as outboxLoader } from "~/routes/admin+/outbox";
import { action as settingsAction, loader as settingsLoader } from "~/routes/admin+/settings";
import { action as tilesAction, loader as tilesLoader } from "~/routes/admin+/tiles";
import { loader as homeLoader } from "~/routes/_index";
import { loader as rootLoader } from "~/root";
import { loader as serviceLoader } from "~/routes/service.$serviceId";
import { context, cookieFrom, getRequest, inEnglish as refusalsInEnglish, postForm, run, toastOf } from "#tests/support/requests";
import { adminSayIn } from "~/locales/admin-sentences";

let adminId: string;
let providerUserId: string;

const cookieFor = async (userId: string) => cookieFrom(await commitUserSession(getRequest("/"), userId));
const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context });

async function pendingApplication(overrides: Partial<Parameters<typeof insertApplication>[1]> = {}, language: "en" | "es" = "en") {
  const user = await createUser(getDb(), { email: `applicant-${newId()}@example.com`, passwordHash: "x", role: "provider", language });
  providerUserId = user.id;
  return insertApplication(getDb(), {
    id: newId(),
    user_id: user.id,
    business_name: "Oak Hill Yard Care",
    owner_name: "Olive Oak",
    email: user.email,
    phone: "(512) 555-0190",
    zip_code: "78703",
    service_radius: 15,
    category: "home-services",
    website: null,
    logo_url: null,
    services_provided: JSON.stringify(["Landscaping"]),
    custom_services: JSON.stringify(["Tree Trimming"]),
    licenses: "Certified arborist",
    insurance: "General liability",
    years_in_business: 6,
    additional_info: null,
    plan_type: "premium",
    availability: JSON.stringify(STANDARD_HOURS),
    ...overrides,
  });
}

async function decide(id: string, intent: "approve" | "reject", extra: Record<string, string> = {}, cookie?: string) {
  return run(
    applicationsAction(args(postForm("/admin?index", { intent, id, ...extra }, { cookie: cookie ?? (await cookieFor(adminId)) }))),
  );
}

beforeAll(async () => {
  adminId = (await createUser(getDb(), { email: "admin@porchlight.test", password: "admin-password", role: "admin" })).id;
});

describe("approving and rejecting applications", () => {
  it("approves into one active tile per service, indexed for search, e-mailed and audited", async () => {
    const id = await pendingApplication();
    const result = await decide(id, "approve");
    expect(result.status).toBe(302);

    const application = await getDb().selectFrom("provider_applications").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(application).toMatchObject({ status: "approved", reviewed_by: adminId });
    expect(application.reviewed_at).not.toBeNull();

    const tiles = await getDb().selectFrom("services").selectAll().where("application_id", "=", id).orderBy("service_name").execute();
    expect(tiles.map((tile) => tile.service_name)).toEqual(["Landscaping", "Tree Trimming"]);
    const zip = await requireZipCode("78703");
    expect(tiles[0]).toMatchObject({
      is_active: 1,
      provider_user_id: providerUserId,
      business_name: "Oak Hill Yard Care",
      owner_name: "Olive Oak",
      phone: "(512) 555-0190",
      zip_code: "78703",
      lat: zip.lat,
      lng: zip.lng,
      service_radius: 15,
      plan_type: "premium",
      category: "home-services",
      price_from_cents: 8000,
      price_unit: "per visit",
      response_time_minutes: 1440,
    });
    expect(tiles[0].description).toContain("Lawn care");
    expect(tiles[1]).toMatchObject({ is_active: 1, price_from_cents: null, description: null });
    // No logo of their own: both tiles show one monogram PNG, served from /media.
    expect(tiles[0].logo_url).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    expect(tiles[1].logo_url).toBe(tiles[0].logo_url);
    const logo = await getDb()
      .selectFrom("media")
      .select(["content_type", "size"])
      .where("id", "=", tiles[0].logo_url!.slice("/media/".length))
      .executeTakeFirstOrThrow();
    expect(logo).toMatchObject({ content_type: "image/png" });
    expect(logo.size).toBeGreaterThan(500);

    const found = await searchServices({ point: zip, category: "home-services", q: "Oak Hill", sort: "rating", filter: "all", page: 1 });
    expect(found.services.map((s) => s.id).sort()).toEqual(tiles.map((tile) => tile.id).sort());

    const email = await getDb()
      .selectFrom("email_outbox")
      .selectAll()
      .where("kind", "=", "application_approved")
      .where("to", "=", application.email)
      .executeTakeFirst();
    expect(email?.text).toContain("Landscaping, Tree Trimming");
    const audit = await getDb().selectFrom("audit_log").selectAll().where("entity_id", "=", id).execute();
    expect(audit).toMatchObject([{ action: "application.approve", actor_user_id: adminId, entity: "provider_application" }]);
  });

  it("tells an applicant whose account is in Spanish in Spanish, what it waits for too (issue 54)", async () => {
    const emailOf = async (id: string, kind: string) => {
      const { email } = await getDb().selectFrom("provider_applications").select("email").where("id", "=", id).executeTakeFirstOrThrow();
      return getDb()
        .selectFrom("email_outbox")
        .select(["subject", "text", "html"])
        .where("kind", "=", kind)
        .where("to", "=", email)
        .executeTakeFirstOrThrow();
    };
    const approved = await pendingApplication(
      { business_name: "Plomería Sol", services_provided: JSON.stringify(["Plumbing"]), custom_services: null },
      "es",
    );
    await decide(approved, "approve");
    const yes = await emailOf(approved, "application_approved");
    expect(yes.subject).toBe("Plomería Sol está aprobado en Porchlight");
    expect(yes.html).toContain('lang="es"');
    // Plumbing is a licensed trade in Texas: the licence it waits for is said in Spanish, with its state.
    expect(yes.text).toContain("pero no aparece en las búsquedas hasta que se verifique su licencia (TX)");

    const rejected = await pendingApplication({ business_name: "Jardines Luna" }, "es");
    await decide(rejected, "reject", { reason: "Falta el seguro" });
    const no = await emailOf(rejected, "application_rejected");
    expect(no.subject).toBe("Su solicitud a Porchlight para Jardines Luna");
    expect(no.text).toContain("Motivo: Falta el seguro");
  });

  it("refuses to decide an application twice and changes nothing", async () => {
    const id = await pendingApplication();
    await decide(id, "approve");
    const again = await decide(id, "reject");
    expect(again.status).toBe(302);
    const { description } = (await toastOf(again))!;
    expect(adminSayIn("en", description!)).toBe(
      "This application was already approved; only pending applications can be approved or rejected.",
    );
    expect(adminSayIn("es", description!)).toBe(
      "Esta solicitud ya estaba aprobada; solo se pueden aprobar o rechazar solicitudes pendientes.",
    );
    const tiles = await getDb().selectFrom("services").select("id").where("application_id", "=", id).execute();
    expect(tiles).toHaveLength(2);
    const application = await getDb().selectFrom("provider_applications").select("status").where("id", "=", id).executeTakeFirstOrThrow();
    expect(application.status).toBe("approved");
    expect(await getDb().selectFrom("audit_log").select("id").where("entity_id", "=", id).execute()).toHaveLength(1);
  });

  it("rejects with an optional reason that is stored, e-mailed and audited", async () => {
    const id = await pendingApplication({ business_name: "Shady Shrubs" });
    const result = await decide(id, "reject", { reason: "Insurance certificate missing" });
    expect(result.status).toBe(302);
    const application = await getDb().selectFrom("provider_applications").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(application).toMatchObject({ status: "rejected", review_note: "Insurance certificate missing", reviewed_by: adminId });
    expect(await getDb().selectFrom("services").select("id").where("application_id", "=", id).execute()).toEqual([]);
    const email = await getDb()
      .selectFrom("email_outbox")
      .selectAll()
      .where("kind", "=", "application_rejected")
      .where("to", "=", application.email)
      .executeTakeFirst();
    expect(email?.text).toContain("Insurance certificate missing");
  });

  it("lists applications newest first with the first two services and +N", async () => {
    await pendingApplication({
      business_name: "Newest Co",
      services_provided: JSON.stringify(["Plumbing", "HVAC", "Electrical"]),
      custom_services: null,
      created_at: "2099-01-01T00:00:00.000Z",
    });
    const page = await run(applicationsLoader(args(getRequest("/admin", { cookie: await cookieFor(adminId) }))));
    expect(page.data.applications[0]).toMatchObject({
      business_name: "Newest Co",
      servicesSummary: { shown: ["Plumbing", "HVAC"], more: 1 },
    });
  });

  it("tells an admin reading Spanish what a decision did in Spanish, while the English-speaking provider is e-mailed in English (issue 54)", async () => {
    const id = await pendingApplication({
      business_name: "Plomería Norte",
      services_provided: JSON.stringify(["Plumbing"]),
      custom_services: null,
    });
    const approved = await decide(id, "approve", {}, `${await cookieFor(adminId)}; lang=es`);
    expect(await toastOf(approved)).toMatchObject({
      description: "Plomería Norte: aprobada · no aparece en las búsquedas hasta que se verifique su licencia (TX).",
    });
    const email = await getDb()
      .selectFrom("email_outbox")
      .select("subject")
      .where("kind", "=", "application_approved")
      .where("to", "like", "applicant-%")
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(email.subject).not.toMatch(/aprobad/i);
    const rejected = await decide(await pendingApplication(), "reject", {}, `${await cookieFor(adminId)}; lang=es`);
    expect(await toastOf(rejected)).toMatchObject({ description: "Solicitud rechazada" });
  });

  it("words a toast set in English in the page's language when the next page reads it (issue 54)", async () => {
    const cookie = await cookieFor(adminId);
    const refused = await run(tilesAction(args(postForm("/admin/tiles", { intent: "nonsense", id: newId() }, { cookie }))));
    const toast = cookieFrom(refused.headers.getSetCookie().find((value) => value.startsWith("toast=")) ?? null);
    const inSpanish = await run(rootLoader(args(getRequest("/admin/tiles", { cookie: `${toast}; lang=es` }))));
    expect(inSpanish.data.toast).toMatchObject({ type: "error", description: "Acción desconocida." });
    const inEnglish = await run(rootLoader(args(getRequest("/admin/tiles", { cookie: toast }))));
    expect(inEnglish.data.toast).toMatchObject({ type: "error", description: "Unknown action." });
  });

  it("offers the confirmation step only for a pending application", async () => {
    const id = await pendingApplication({ business_name: "Confirm Me" });
    const cookie = await cookieFor(adminId);
    const confirm = await run(applicationsLoader(args(getRequest(`/admin?confirm=approve&id=${id}`, { cookie }))));
    expect(confirm.data.confirm).toEqual({ decision: "approve", id, business: "Confirm Me", zip: "78703", missing: [] });
    await decide(id, "approve");
    const stale = await run(applicationsLoader(args(getRequest(`/admin?confirm=approve&id=${id}`, { cookie }))));
    expect(stale.data.confirm).toBeNull();
  });

  it("says before and after approving that tiles needing a credential wait for it, in the toast and the e-mail", async () => {
    const id = await pendingApplication({
      business_name: "Plumb Right",
      services_provided: JSON.stringify(["Plumbing"]),
      custom_services: null,
    });
    const cookie = await cookieFor(adminId);
    const confirm = await run(applicationsLoader(args(getRequest(`/admin?confirm=approve&id=${id}`, { cookie }))));
    // Plumbing is a licensed trade in Texas: its tile is made, and held out of the lists.
    expect(confirm.data.confirm.missing).toEqual([{ kind: "licence", state: "TX" }]);
    const approved = await decide(id, "approve");
    expect(await toastOf(approved)).toMatchObject({
      description: "Plumb Right: Approved · not listed until its licence (TX) is verified.",
    });
    const email = await getDb()
      .selectFrom("email_outbox")
      .select("text")
      .where("kind", "=", "application_approved")
      .where(
        "to",
        "=",
        (await getDb().selectFrom("provider_applications").select("email").where("id", "=", id).executeTakeFirstOrThrow()).email,
      )
      .executeTakeFirstOrThrow();
    expect(email.text).toContain("Plumb Right is approved on Porchlight, and not listed until your licence (TX) is verified");
  });
});

describe("service tiles", () => {
  let tileId: string;
  const tilePost = async (fields: Record<string, string>) =>
    run(tilesAction(args(postForm("/admin/tiles", fields, { cookie: await cookieFor(adminId) }))));

  beforeAll(async () => {
    const id = await pendingApplication({
      business_name: "Toggle Target",
      services_provided: JSON.stringify(["Handyman"]),
      custom_services: null,
    });
    await decide(id, "approve");
    tileId = (await getDb().selectFrom("services").select("id").where("application_id", "=", id).executeTakeFirstOrThrow()).id;
  });

  it("deactivating hides the tile from customers; activating brings it back", async () => {
    const list = async () =>
      (await run(homeLoader(args(getRequest("/?zip=78703&category=home-services&q=Toggle%20Target"))))).data.list.services;
    expect(await list()).toHaveLength(1);
    expect((await tilePost({ intent: "toggle", id: tileId, active: "false" })).status).toBe(302);
    expect(await list()).toHaveLength(0);
    expect((await run(serviceLoader(args(getRequest(`/service/${tileId}`), { serviceId: tileId })))).status).toBe(404);
    await tilePost({ intent: "toggle", id: tileId, active: "true" });
    expect(await list()).toHaveLength(1);
    const audit = await getDb().selectFrom("audit_log").select("action").where("entity_id", "=", tileId).orderBy("created_at").execute();
    expect(audit.map((row) => row.action)).toEqual(["tile.deactivate", "tile.activate"]);
  });

  it("edits name, place, radius, plan and category; the radius falls back to 25 and the index follows", async () => {
    const result = await tilePost({
      intent: "edit",
      id: tileId,
      service_name: "Odd Jobs Plus",
      zip_code: "78626",
      service_radius: "lots",
      plan_type: "community",
      category: "automotive-home-services",
    });
    expect(result.status).toBe(302);
    const tile = await getDb().selectFrom("services").selectAll().where("id", "=", tileId).executeTakeFirstOrThrow();
    const georgetown = await requireZipCode("78626");
    expect(tile).toMatchObject({
      service_name: "Odd Jobs Plus",
      zip_code: "78626",
      service_radius: 25,
      plan_type: "community",
      category: "automotive-home-services",
      lat: georgetown.lat,
      lng: georgetown.lng,
    });
    const found = await searchServices({
      point: georgetown,
      category: "automotive-home-services",
      q: "Odd Jobs Plus",
      sort: "rating",
      filter: "all",
      page: 1,
    });
    expect(found.services.map((s) => s.id)).toEqual([tileId]);
    const oldPlace = await searchServices({
      point: await requireZipCode("78703"),
      category: "home-services",
      q: "Odd Jobs Plus",
      sort: "rating",
      filter: "all",
      page: 1,
    });
    expect(oldPlace.services).toEqual([]);
  });

  it("refuses an unknown zip and keeps the values", async () => {
    const result = await tilePost({
      intent: "edit",
      id: tileId,
      service_name: "Still Here",
      zip_code: "00000",
      service_radius: "30",
      plan_type: "premium",
      category: "home-services",
    });
    expect(result.status).toBe(400);
    expect(refusalsInEnglish(result.data.lastResult.error).zip_code).toEqual(["We could not find this zip code. Please check it."]);
    expect(result.data.lastResult.initialValue.service_name).toBe("Still Here");
  });

  it("lists tiles with the empty state, and a way back to the first page, when there are none on the page", async () => {
    const page = await run(
      tilesLoader(args(getRequest("/admin/tiles?after=1970-01-01T00:00:00.000Z~0", { cookie: await cookieFor(adminId) }))),
    );
    expect(page.data.tiles).toEqual([]);
    expect(page.data.pages).toMatchObject({ previousHref: null, nextHref: null, firstHref: "/admin/tiles" });
  });
});

describe("location settings", () => {
  it("really change how customers read locations, and are audited", async () => {
    const cookie = await cookieFor(adminId);
    const card = async () =>
      (await run(homeLoader(args(getRequest("/?zip=78701&category=home-services&q=Oak%20Hill"))))).data.list.services[0];
    const before = await card();
    expect(before.area).toBe("Austin, TX (15-mile radius)");

    const result = await run(
      settingsAction(args(postForm("/admin/settings", { setting_name: "show_zip_with_city", enabled: "true" }, { cookie }))),
    );
    expect(result.status).toBe(302);
    expect(adminSayIn("en", (await toastOf(result))!.description!)).toBe("Location setting updated successfully");
    expect((await card()).area).toBe("Austin, TX 78703 (15-mile radius)");
    await run(
      settingsAction(
        args(postForm("/admin/settings", { setting_name: "show_city_names", enabled: "false" }, { cookie: await cookieFor(adminId) })),
      ),
    );
    expect((await card()).area).toBe("78703 (15-mile radius)");
    const list = async () => (await run(homeLoader(args(getRequest("/?zip=78703&category=home-services"))))).data.list;
    expect((await list()).placeLabel).toBe("78703");
    const servicePage = async () => {
      const id = (await card()).id;
      return (await run(serviceLoader(args(getRequest(`/service/${id}`), { serviceId: id })))).data.service;
    };
    expect((await servicePage()).serviceArea).toBe("78703 (15-mile radius)");

    // Service areas off: no radius anywhere a customer reads a location.
    await run(settingsAction(args(postForm("/admin/settings", { setting_name: "show_service_areas", enabled: "false" }, { cookie }))));
    expect((await card()).area).toBe("78703");
    expect((await servicePage()).serviceArea).toBe("78703");

    const page = await run(settingsLoader(args(getRequest("/admin/settings", { cookie: await cookieFor(adminId) }))));
    expect(page.data.settings.map((s: { name: string }) => s.name)).toEqual([
      "show_city_names",
      "show_service_areas",
      "show_state_in_location",
      "show_zip_with_city",
    ]);
    const audit = await getDb()
      .selectFrom("audit_log")
      .select(["action", "entity_id"])
      .where("entity", "=", "location_display_setting")
      .execute();
    expect(audit).toHaveLength(3);

    const bad = await run(
      settingsAction(
        args(postForm("/admin/settings", { setting_name: "show_everything", enabled: "true" }, { cookie: await cookieFor(adminId) })),
      ),
    );
    expect(bad.status).toBe(302);
    expect(adminSayIn("en", (await toastOf(bad))!.description!)).toBe("Failed to update location setting");
    expect(await getDb().selectFrom("audit_log").select("id").where("entity", "=", "location_display_setting").execute()).toHaveLength(3);
  });
});

describe("admin access", () => {
  const pages = [
    ["applications", applicationsLoader, "/admin"],
    ["tiles", tilesLoader, "/admin/tiles"],
    ["settings", settingsLoader, "/admin/settings"],
    ["network", networkLoader, "/admin/network"],
    ["outbox", outboxLoader, "/admin/outbox"],
  ] as const;

  it.each(pages.slice(1))("%s sends anonymous visitors to sign in", async (_name, loader, path) => {
    const result = await run(loader(args(getRequest(path))));
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe(`/admin?redirectTo=${encodeURIComponent(path)}`);
  });

  it("shows the sign-in form, with the demo hint only in a demo database", async () => {
    const page = await run(applicationsLoader(args(getRequest("/admin"))));
    expect(page.data).toMatchObject({ view: "signin", demoLogin: null });
    await getDb().insertInto("app_meta").values({ key: "demo_seeded", value: "now" }).execute();
    const demo = await run(applicationsLoader(args(getRequest("/admin"))));
    expect(demo.data.demoLogin).toEqual({ email: "admin@example.com", password: "porchlight-admin" });
    await getDb().deleteFrom("app_meta").where("key", "=", "demo_seeded").execute();
  });

  it.each(pages)("%s signs a provider out with Access Denied", async (_name, loader, path) => {
    const provider = await createUser(getDb(), { email: `p-${newId()}@example.com`, passwordHash: "x", role: "provider" });
    const result = await run(loader(args(getRequest(path, { cookie: await cookieFor(provider.id) }))));
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/admin");
    expect(result.headers.getSetCookie().some((cookie) => /^__session=;/.test(cookie))).toBe(true);
  });

  it("an anonymous or provider POST changes nothing", async () => {
    const id = await pendingApplication({ business_name: "Untouchable" });
    const provider = await createUser(getDb(), { email: `p-${newId()}@example.com`, passwordHash: "x", role: "provider" });
    for (const cookie of [undefined, await cookieFor(provider.id)]) {
      const result = await run(applicationsAction(args(postForm("/admin?index", { intent: "approve", id }, { cookie }))));
      expect(result.status).toBe(302);
      const settings = await run(
        settingsAction(args(postForm("/admin/settings", { setting_name: "show_city_names", enabled: "false" }, { cookie }))),
      );
      expect(settings.status).toBe(302);
    }
    const application = await getDb().selectFrom("provider_applications").select("status").where("id", "=", id).executeTakeFirstOrThrow();
    expect(application.status).toBe("pending");
  });

  it("a provider signing in at the admin panel is refused without a session", async () => {
    await createUser(getDb(), { email: "notadmin@example.com", password: "provider-pw", role: "provider" });
    const result = await run(
      applicationsAction(args(postForm("/admin?index", { intent: "signin", email: "notadmin@example.com", password: "provider-pw" }))),
    );
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/admin");
    expect(result.headers.getSetCookie().some((cookie) => cookie.startsWith("__session="))).toBe(false);
  });

  it("the admin signs in and lands on the applications", async () => {
    const result = await run(
      applicationsAction(args(postForm("/admin?index", { intent: "signin", email: "admin@porchlight.test", password: "admin-password" }))),
    );
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/admin");
    expect(result.headers.getSetCookie().some((cookie) => cookie.startsWith("__session="))).toBe(true);
  });
});
