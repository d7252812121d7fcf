import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { createUser } from "~/models/user.server";
import { action as portalAction } from "~/routes/provider+/index";
import { signInLimits } from "~/services/limits.server";
import { context, postForm, run, shownBefore } from "../support/requests";

/**
 * Sign-in and sign-up limits, counted in the database (every machine shares them): per account
 * and address, per account, per address for other accounts; successes never count.
 */
let ipCounter = 0;
const freshIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const signIn = (email: string, password: string, ip: string) =>
  run(
    portalAction({
      request: postForm("/provider", { intent: "signin", email, password }),
      params: {},
      context: { ...context, clientIp: ip },
    }),
  );

const signUp = (email: string, ip: string, password = "secret") =>
  run(
    portalAction({
      request: postForm("/provider?tab=signup", {
        ...shownBefore(),
        intent: "signup",
        email,
        password,
        business_name: "Limits Co",
        owner_name: "Lim Its",
      }),
      params: {},
      context: { ...context, clientIp: ip },
    }),
  );

const tooMany = (result: { status: number; data: any }) =>
  result.status === 429 && result.data.lastResult.error[""][0] === "Too many sign-in attempts. Please wait a few minutes and try again.";

async function provider(email: string) {
  await createUser(getDb(), { email, password: "right-password", role: "provider" });
  return email;
}

describe("sign-in limits", () => {
  const { perAccountAndAddress, perAccount, perAddress } = signInLimits();

  beforeAll(() => {
    expect([perAccountAndAddress, perAccount, perAddress]).toEqual([10, 30, 50]);
  });

  it("never count successful sign-ins", async () => {
    const email = await provider("often@example.com");
    const ip = freshIp();
    for (let i = 0; i < perAccountAndAddress + 5; i++) expect((await signIn(email, "right-password", ip)).status).toBe(302);
  });

  it("stop one account being guessed from one address, and not from another", async () => {
    const email = await provider("guessed@example.com");
    const ip = freshIp();
    for (let i = 0; i < perAccountAndAddress; i++) expect((await signIn(email, `guess-${i}`, ip)).status).toBe(400);
    expect(tooMany(await signIn(email, "right-password", ip))).toBe(true);
    // The owner, elsewhere, still signs in.
    expect((await signIn(email, "right-password", freshIp())).status).toBe(302);
  });

  it("stop guessing from rotating addresses once the account has too many failures", async () => {
    const email = await provider("rotated@example.com");
    for (let i = 0; i < perAccount; i++) expect((await signIn(email, `guess-${i}`, freshIp())).status).toBe(400);
    expect(tooMany(await signIn(email, "guess-x", freshIp()))).toBe(true);
    expect(tooMany(await signIn(email, "right-password", freshIp()))).toBe(true);
  });

  it("do not let one person's failures lock everyone behind the same address out", async () => {
    const office = freshIp();
    const colleague = await provider("colleague@example.com");
    // Someone in the office sprays wrong passwords at many accounts.
    for (let i = 0; i <= perAddress; i++) await signIn(`nobody-${i}@example.com`, "wrong", office);
    // Past the address's limit, wrong passwords are refused as too many...
    expect(tooMany(await signIn(colleague, "wrong", office))).toBe(true);
    // ...but the colleague's right password still signs in.
    expect((await signIn(colleague, "right-password", office)).status).toBe(302);
  });

  it("hold under a burst: simultaneous guesses never get past the limit", async () => {
    const email = await provider("burst@example.com");
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => signIn(email, `burst-${i}`, ip)));
    expect(results.filter((result) => result.status === 400)).toHaveLength(perAccountAndAddress);
    expect(results.filter(tooMany)).toHaveLength(25 - perAccountAndAddress);
  });
});

describe("sign-up limits", () => {
  it("count only accounts created, not typos or taken e-mails", async () => {
    const ip = freshIp();
    // Invalid forms and a taken e-mail never count.
    for (let i = 0; i < 8; i++) expect((await signUp(`typo-${i}@`, ip)).status).toBe(400);
    await provider("taken@example.com");
    for (let i = 0; i < 3; i++) expect((await signUp("taken@example.com", ip)).status).toBe(409);
    // Five accounts are created (APPLICATIONS_PER_HOUR), the sixth is refused.
    for (let i = 0; i < 5; i++) expect((await signUp(`new-${i}-${ip}@example.com`, ip)).status).toBe(302);
    const refused = await signUp(`new-6-${ip}@example.com`, ip);
    expect(refused.status).toBe(429);
    // Another address is not affected.
    expect((await signUp(`other-${ip}@example.com`, freshIp())).status).toBe(302);
  });
});
