import { sayIn } from "~/locales/messages";
import { describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import {
  authenticate,
  commitUserSession,
  destroyUserSession,
  ensureAdminAccount,
  getUser,
  SignInError,
} from "~/services/support/auth.server";
import { requireAccess } from "~/services/support/access.server";
import { createUser, EmailTakenError, verifyLogin } from "~/models/user.server";
import { cookieFrom, getRequest, postForm, settle } from "../support/requests";
import { SIGN_IN_REASONS } from "~/domain/accounts/sign-in";

async function signedInCookie(userId: string) {
  return cookieFrom(await commitUserSession(getRequest("/"), userId));
}

describe("accounts", () => {
  it("refuses a second account with the same e-mail in any letter case", async () => {
    await createUser(getDb(), { email: "Dana@Example.com", password: "secret1", role: "provider" });
    await expect(createUser(getDb(), { email: "dana@example.COM", password: "other12", role: "provider" })).rejects.toBeInstanceOf(
      EmailTakenError,
    );
  });

  it("verifies passwords with scrypt and never stores them in clear", async () => {
    const user = await createUser(getDb(), { email: "erin@example.com", password: "right-password", role: "provider" });
    const row = await getDb().selectFrom("users").select("password_hash").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain("right-password");
    expect(await verifyLogin("ERIN@example.com", "right-password")).toMatchObject({ id: user.id, role: "provider" });
    expect(await verifyLogin("erin@example.com", "wrong-password")).toBeNull();
    expect(await verifyLogin("nobody@example.com", "right-password")).toBeNull();
  });

  it("upserts the admin from the environment, resetting the password and role", async () => {
    await createUser(getDb(), { email: "ops@example.com", password: "first-pass", role: "provider" });
    await ensureAdminAccount({ email: "ops@example.com", password: "second-pass" });
    expect(await verifyLogin("ops@example.com", "second-pass")).toMatchObject({ role: "admin" });
    expect(await verifyLogin("ops@example.com", "first-pass")).toBeNull();
  });
});

describe("form strategy", () => {
  it("returns the user for the right password", async () => {
    await createUser(getDb(), { email: "fay@example.com", password: "open-sesame", role: "admin" });
    const user = await authenticate(postForm("/admin", { email: "fay@example.com", password: "open-sesame" }));
    expect(user).toMatchObject({ email: "fay@example.com", role: "admin" });
  });

  it("refuses a wrong password with the message to show", async () => {
    const attempt = authenticate(postForm("/admin", { email: "fay@example.com", password: "nope" }));
    await expect(attempt).rejects.toBeInstanceOf(SignInError);
    await expect(authenticate(postForm("/admin", { email: "fay@example.com", password: "nope" }))).rejects.toThrow(
      SIGN_IN_REASONS.invalidCredentials,
    );
  });

  it("refuses a malformed e-mail before touching the database", async () => {
    const refused = await authenticate(postForm("/admin", { email: "not-an-email", password: "x" })).catch((error: Error) => error);
    expect(sayIn("en", (refused as Error).message)).toBe("Please enter a valid email address");
  });
});

describe("sessions", () => {
  it("keep only a session id in the cookie and end for real on sign-out", async () => {
    const user = await createUser(getDb(), { email: "gus@example.com", password: "secret12", role: "provider" });
    const cookie = await signedInCookie(user.id);
    expect(cookie).toMatch(/^__session=/);
    expect(decodeURIComponent(cookie)).not.toContain("gus@example.com");
    expect(await getUser(getRequest("/", { cookie }))).toMatchObject({ id: user.id, role: "provider" });

    await destroyUserSession(getRequest("/", { cookie }));
    // The same cookie, replayed after sign-out, no longer signs anybody in.
    expect(await getUser(getRequest("/", { cookie }))).toBeNull();
  });

  it("expire", async () => {
    const user = await createUser(getDb(), { email: "hal@example.com", password: "secret12", role: "provider" });
    const cookie = await signedInCookie(user.id);
    await getDb().updateTable("sessions").set({ expires_at: "2000-01-01T00:00:00.000Z" }).where("user_id", "=", user.id).execute();
    expect(await getUser(getRequest("/", { cookie }))).toBeNull();
  });

  it("ignore a forged cookie", async () => {
    expect(await getUser(getRequest("/", { cookie: "__session=eyJzZXNzaW9uSWQiOiJ4In0%3D.forged" }))).toBeNull();
  });
});

describe("the access gate", () => {
  it("sends anonymous visitors to the area's sign-in page and back", async () => {
    const response = await settle(requireAccess(getRequest("/dashboard/payments?status=pending"), "dashboard"));
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get("Location")).toBe(
      `/provider?redirectTo=${encodeURIComponent("/dashboard/payments?status=pending")}`,
    );
    const admin = (await settle(requireAccess(getRequest("/admin/tiles"), "admin"))) as Response;
    expect(admin.headers.get("Location")).toBe(`/admin?redirectTo=${encodeURIComponent("/admin/tiles")}`);
  });

  it("signs out a user whose role the area does not admit and tells them why", async () => {
    const provider = await createUser(getDb(), { email: "ivy@example.com", password: "secret12", role: "provider" });
    const cookie = await signedInCookie(provider.id);
    const refused = (await settle(requireAccess(getRequest("/admin", { cookie }), "admin"))) as Response;
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/admin");
    expect(refused.headers.getSetCookie().join("\n")).toMatch(/__session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
    expect(await getUser(getRequest("/", { cookie }))).toBeNull();
  });

  it("admits each area's roles", async () => {
    const provider = await createUser(getDb(), { email: "ada@example.com", password: "secret12", role: "provider" });
    const admin = await createUser(getDb(), { email: "root@example.com", password: "secret12", role: "admin" });
    const providerCookie = await signedInCookie(provider.id);
    const adminCookie = await signedInCookie(admin.id);
    expect(await requireAccess(getRequest("/provider", { cookie: providerCookie }), "provider")).toMatchObject({ id: provider.id });
    expect(await requireAccess(getRequest("/dashboard", { cookie: providerCookie }), "dashboard")).toMatchObject({ id: provider.id });
    expect(await requireAccess(getRequest("/dashboard", { cookie: adminCookie }), "dashboard")).toMatchObject({ id: admin.id });
    expect(await requireAccess(getRequest("/admin", { cookie: adminCookie }), "admin")).toMatchObject({ id: admin.id });
  });
});
