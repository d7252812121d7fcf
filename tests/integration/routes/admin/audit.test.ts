import { beforeAll, describe, expect, it } from "vitest";
import { NO_ACCOUNT_ACTOR } from "~/domain/admin/audit";
import { getDb } from "~/lib/db.server";
import { recordAudit } from "~/models/audit.server";
import { createUser } from "~/models/user.server";
import { loader as auditLoader } from "~/routes/admin+/audit";
import { setLocationSetting, setTileActive } from "~/services/admin/admin-changes.server";
import { commitUserSession } from "~/services/support/auth.server";
import { createTestTile } from "#tests/support/factories";
import { context, cookieFrom, getRequest, run } from "#tests/support/requests";

let adminId: string;
let otherAdminId: string;
let adminCookie: string;
let tileId: string;

const cookieFor = async (userId: string) => cookieFrom(await commitUserSession(getRequest("/"), userId));
const load = (query: string, cookie = adminCookie) =>
  run(auditLoader({ request: getRequest(`/admin/audit${query}`, { cookie }), params: {}, context }));

beforeAll(async () => {
  adminId = (await createUser(getDb(), { email: "auditor@porchlight.test", password: "auditor-password", role: "admin" })).id;
  otherAdminId = (await createUser(getDb(), { email: "second@porchlight.test", password: "second-password", role: "admin" })).id;
  adminCookie = await cookieFor(adminId);
  tileId = await createTestTile({ zipCode: "78701", serviceName: "Plumbing" });
  // Real changes through the use cases, then older entries written directly at known times.
  await setTileActive(tileId, false, adminId);
  await setTileActive(tileId, true, otherAdminId);
  await setLocationSetting("show_city_names", false, adminId);
  await getDb()
    .transaction()
    .execute(async (trx) => {
      await recordAudit(trx, {
        actorUserId: null,
        action: "booking.create",
        entity: "booking",
        entityId: tileId,
        details: { by: "customer", date: "2026-03-09", time: "10:00" },
      });
    });
  // Known, distinct times (changes a millisecond apart would otherwise tie).
  const times: Record<string, string> = {
    "booking.create": "2026-03-08T07:30:00.000Z",
    "tile.deactivate": "2026-03-10T15:00:00.000Z",
    "tile.activate": "2026-03-10T15:05:00.000Z",
    "location_setting.update": "2026-03-11T09:00:00.000Z",
  };
  for (const [action, at] of Object.entries(times))
    await getDb()
      .updateTable("audit_log")
      .set({ created_at: at })
      .where("action", "=", action as never)
      .execute();
});

describe("the audit log page", () => {
  it("is for admins only", async () => {
    const anonymous = await load("", "");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe(`/admin?redirectTo=${encodeURIComponent("/admin/audit")}`);
    const provider = await createUser(getDb(), { email: "not-an-admin@example.com", password: "provider-pass", role: "provider" });
    const refused = await load("", await cookieFor(provider.id));
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/admin");
  });

  it("shows who did what to which entity and when, newest first", async () => {
    const { data } = await load("");
    expect(data.total).toBe(4);
    expect(data.entries.map((entry: { action: string }) => entry.action)).toEqual([
      "Changed a location setting",
      "Turned a tile on",
      "Turned a tile off",
      "Booked a job",
    ]);
    expect(data.entries[1]).toMatchObject({ actor: "second@porchlight.test", entity: "Service tile", entityId: tileId });
    expect(data.entries[0]).toMatchObject({
      actor: "auditor@porchlight.test",
      entity: "Location setting",
      entityId: "show_city_names",
      summary: "Enabled: false",
    });
    expect(data.entries[3]).toMatchObject({ actor: "Customer (booking link)", summary: "Date: 2026-03-09 · Time: 10:00 · By: customer" });
    // 07:30 UTC on the spring-forward morning is 1:30 AM CST in Chicago.
    expect(data.entries[3].at).toBe("Mar 8, 2026, 1:30 AM CST");
  });

  it("filters by actor, by customers without an account, by action and by dates in the admin's zone", async () => {
    expect((await load(`?actor=${otherAdminId}`)).data.entries.map((entry: { action: string }) => entry.action)).toEqual([
      "Turned a tile on",
    ]);
    expect((await load(`?actor=${NO_ACCOUNT_ACTOR}`)).data.entries.map((entry: { action: string }) => entry.action)).toEqual([
      "Booked a job",
    ]);
    expect((await load("?action=tile.deactivate")).data.total).toBe(1);
    expect((await load(`?actor=${adminId}&action=tile.activate`)).data.total).toBe(0);
    // The entry at 07:30 UTC on March 8 falls on March 8 in Chicago, not March 7.
    expect((await load("?from=2026-03-08&to=2026-03-08")).data.total).toBe(1);
    expect((await load("?from=2026-03-07&to=2026-03-07")).data.total).toBe(0);
    expect((await load("?from=2026-03-09")).data.total).toBe(3);
  });

  it("lists the actors who appear in the log for the filter", async () => {
    const { data } = await load("");
    expect(data.actors.map((actor: { label: string }) => actor.label)).toEqual([
      "auditor@porchlight.test (admin)",
      "second@porchlight.test (admin)",
    ]);
  });

  it("pages through 50 entries at a time", async () => {
    await getDb()
      .transaction()
      .execute(async (trx) => {
        for (let i = 0; i < 60; i++)
          await recordAudit(trx, {
            actorUserId: adminId,
            action: "tile.edit",
            entity: "service",
            entityId: tileId,
            details: { zip: "78701" },
          });
      });
    const first = await load("?action=tile.edit");
    expect(first.data).toMatchObject({ total: 60, pages: { previousHref: null } });
    expect(first.data.entries).toHaveLength(50);
    const second = await load(first.data.pages.nextHref.replace("/admin/audit", ""));
    expect(second.data.entries).toHaveLength(10);
    expect(second.data.pages.nextHref).toBeNull();
    expect(second.data.pages.previousHref).toMatch(/^\/admin\/audit\?action=tile.edit&before=/);
    const ids = new Set([...first.data.entries, ...second.data.entries].map((entry: { id: string }) => entry.id));
    expect(ids.size).toBe(60);
  });
});
