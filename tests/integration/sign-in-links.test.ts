import { beforeEach, describe, expect, it } from "vitest";
import { SIGN_IN_REASONS } from "~/domain/accounts/sign-in";
import { getDb } from "~/lib/db.server";
import { createUser } from "~/models/user.server";
import { action as adminAction } from "~/routes/admin+/index";
import { loader as outboxEmailLoader } from "~/routes/admin+/outbox_.$emailId";
import { action as portalAction } from "~/routes/provider+/index";
import { action as linkAction, loader as linkLoader } from "~/routes/sign-in.link";
import { commitUserSession } from "~/services/support/auth.server";
import { context, cookieFrom, getRequest, postForm, run } from "../support/requests";

/**
 * The way back in for an account locked by failed sign-ins (docs/decisions/0020): a one-time
 * link e-mailed on request, the same answer for any e-mail, spent by one POST, on both engines.
 */
let ipCounter = 0;
const freshIp = () => `198.19.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const askForLink = (email: string, ip = freshIp(), action = portalAction, path = "/provider?index", cookie?: string) =>
  run(action({ request: postForm(path, { intent: "signin-link", email }, { cookie }), params: {}, context: { ...context, clientIp: ip } }));

const signIn = (email: string, password: string) =>
  run(
    portalAction({
      request: postForm("/provider?index", { intent: "signin", email, password }),
      params: {},
      context: { ...context, clientIp: freshIp() },
    }),
  );

async function linkSentTo(email: string): Promise<string | null> {
  const rows = await getDb()
    .selectFrom("email_outbox")
    .select(["text", "kind"])
    .where("to", "=", email)
    .where("kind", "=", "sign_in_link")
    .execute();
  if (rows.length === 0) return null;
  const match = /\/sign-in\/link\?token=([A-Za-z0-9_-]{43})/.exec(rows.at(-1)!.text);
  return match![1];
}

const openLink = (token: string) => run(linkLoader({ request: getRequest(`/sign-in/link?token=${token}`), params: {}, context }));
const useLink = (token: string) => run(linkAction({ request: postForm("/sign-in/link", { token }), params: {}, context }));

beforeEach(async () => {
  await getDb().deleteFrom("rate_limits").execute();
});

describe("an e-mailed sign-in link", () => {
  it("lets the owner of a locked account in, once", async () => {
    const email = "locked-owner@example.com";
    await createUser(getDb(), { email, password: "right-password", role: "provider" });
    for (let i = 0; i < 12; i++) await signIn(email, `guess-${i}`);
    expect((await signIn(email, "right-password")).status).toBe(429);

    const asked = await askForLink(email);
    expect(asked.status).toBe(302);
    expect(asked.headers.get("Location")).toBe("/provider");
    const token = await linkSentTo(email);
    expect(token).not.toBeNull();

    // Opening the link only offers to sign in; the POST signs in and goes to the portal.
    expect((await openLink(token!)).status).toBe(200);
    const used = await useLink(token!);
    expect(used.status).toBe(302);
    expect(used.headers.get("Location")).toBe("/provider/services");
    expect(used.headers.get("Set-Cookie")).toMatch(/__session=/);

    // Spent: neither the page nor the POST works again.
    expect((await openLink(token!)).status).toBe(410);
    const again = await useLink(token!);
    expect(again.status).toBe(410);
    expect(again.headers.get("Set-Cookie")).toBeNull();
  });

  it("is answered the same for an e-mail no account uses, and then nothing is sent", async () => {
    const unknown = await askForLink("nobody-here@example.com");
    await createUser(getDb(), { email: "somebody-here@example.com", password: "right-password", role: "provider" });
    const known = await askForLink("somebody-here@example.com");
    expect([unknown.status, unknown.headers.get("Location")]).toEqual([known.status, known.headers.get("Location")]);
    expect(await linkSentTo("nobody-here@example.com")).toBeNull();
    expect(await linkSentTo("somebody-here@example.com")).not.toBeNull();
  });

  it("works once however many tabs use it at the same moment", async () => {
    const email = "racing-owner@example.com";
    await createUser(getDb(), { email, password: "right-password", role: "provider" });
    await askForLink(email);
    const token = (await linkSentTo(email))!;
    const results = await Promise.all(Array.from({ length: 6 }, () => useLink(token)));
    expect(results.map((result) => result.status).sort()).toEqual([302, 410, 410, 410, 410, 410]);
  });

  it("is spent by another of the account's links, and ends after 15 minutes", async () => {
    const email = "two-links@example.com";
    await createUser(getDb(), { email, password: "right-password", role: "provider" });
    await askForLink(email);
    const first = (await linkSentTo(email))!;
    await askForLink(email);
    const second = (await linkSentTo(email))!;
    expect(second).not.toBe(first);
    expect((await useLink(second)).status).toBe(302);
    expect((await useLink(first)).status).toBe(410);

    await askForLink(email);
    const third = (await linkSentTo(email))!;
    await getDb()
      .updateTable("sign_in_links")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("used_at", "is", null)
      .execute();
    expect((await openLink(third)).status).toBe(410);
    expect((await useLink(third)).status).toBe(410);
  });

  it("refuses made-up tokens without a query for junk", async () => {
    for (const token of ["", "short", "x".repeat(43), `${"a".repeat(42)}!`]) {
      expect((await openLink(encodeURIComponent(token))).status).toBe(410);
      expect((await useLink(token)).status).toBe(410);
    }
  });

  it("is limited per account and per address, known or not", async () => {
    const email = "flooded@example.com";
    await createUser(getDb(), { email, password: "right-password", role: "provider" });
    for (let i = 0; i < 3; i++) expect((await askForLink(email)).status).toBe(302);
    const refused = await askForLink(email);
    expect(refused.status).toBe(429);
    expect(refused.data.lastResult.error[""]).toEqual([SIGN_IN_REASONS.tooManyLinks]);
    expect((await askForLink("never-heard-of@example.com")).status).toBe(302);
    const office = freshIp();
    for (let i = 0; i < 10; i++) expect((await askForLink(`colleague-${i}@example.com`, office)).status).toBe(302);
    expect((await askForLink("colleague-x@example.com", office)).status).toBe(429);
  });

  it("is written in the language of the page it was asked from, and its page keeps that language (issue 54)", async () => {
    const email = "spanish-owner@example.com";
    await createUser(getDb(), { email, password: "right-password", role: "provider" });
    await askForLink(email, freshIp(), portalAction, "/provider?index", "lang=es");
    const sent = await getDb()
      .selectFrom("email_outbox")
      .select(["subject", "text", "html"])
      .where("to", "=", email)
      .where("kind", "=", "sign_in_link")
      .executeTakeFirstOrThrow();
    expect(sent.subject).toBe("Su enlace para iniciar sesión en Porchlight");
    expect(sent.html).toContain('lang="es"');
    expect(sent.text).toMatch(/\/sign-in\/link\?token=[A-Za-z0-9_-]{43}&lang=es/);
    const token = (await linkSentTo(email))!;
    expect((await openLink(token)).status).toBe(200);
  });

  it("takes an admin to the admin panel, and the outbox does not show the token", async () => {
    const admin = await createUser(getDb(), { email: "locked-admin@example.com", password: "right-password", role: "admin" });
    const asked = await askForLink(admin.email, freshIp(), adminAction, "/admin?index");
    expect(asked.headers.get("Location")).toBe("/admin");
    const token = (await linkSentTo(admin.email))!;

    const other = await createUser(getDb(), { email: "reading-admin@example.com", password: "right-password", role: "admin" });
    const cookie = cookieFrom(await commitUserSession(getRequest("/"), other.id));
    const email = await getDb().selectFrom("email_outbox").select("id").where("to", "=", admin.email).executeTakeFirstOrThrow();
    const page = await run(
      outboxEmailLoader({ request: getRequest(`/admin/outbox/${email.id}`, { cookie }), params: { emailId: email.id }, context }),
    );
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.data)).not.toContain(token);
    expect(JSON.stringify(page.data)).toContain("token=[hidden]");

    const used = await useLink(token);
    expect(used.headers.get("Location")).toBe("/admin");
  });
});
