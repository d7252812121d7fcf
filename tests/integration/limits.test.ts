import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { claimPacedMoment } from "~/models/rate-limit.server";
import { createUser } from "~/models/user.server";
import { action as portalAction } from "~/routes/provider+/index";
import { signInLimits } from "~/services/support/limits.server";
import { context, cookieFrom, inEnglish, postForm, run, shownBefore } from "../support/requests";

/**
 * Sign-in and sign-up limits, counted in the database (every machine shares them): per account
 * and address, per account, per address for other accounts; successes never count.
 */
let ipCounter = 0;
const freshIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const signIn = (email: string, password: string, ip: string, cookie = "") =>
  run(
    portalAction({
      request: postForm("/provider", { intent: "signin", email, password }, { cookie }),
      params: {},
      context: { ...context, clientIp: ip },
    }),
  );

/** The browser's remembered accounts, from a sign-in's Set-Cookie headers. */
const deviceCookieOf = (result: { headers: Headers }) => {
  const header = result.headers.getSetCookie().find((cookie) => cookie.startsWith("__device="));
  if (!header) throw new Error("no __device cookie was set");
  return cookieFrom(header);
};

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
  result.status === 429 &&
  inEnglish(result.data.lastResult.error)[""][0] === "Too many sign-in attempts. Please wait a few minutes and try again.";

async function provider(email: string) {
  await createUser(getDb(), { email, password: "right-password", role: "provider" });
  return email;
}

/**
 * The counters are fixed windows (app/models/rate-limit.server.ts) that restart on each quarter
 * hour: a test that fills one and then expects a refusal would see a fresh window if a restart
 * fell in its middle. Such a test starts after the restart when one is less than a minute away.
 */
const QUARTER_HOUR = 15 * 60_000;
async function clearOfWindowRestart() {
  const left = QUARTER_HOUR - (Date.now() % QUARTER_HOUR);
  if (left < 60_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

describe("sign-in limits", () => {
  const { perAccount, perAccountPerDay, perAddress } = signInLimits();

  beforeEach(clearOfWindowRestart, 70_000);

  beforeAll(() => {
    expect([perAccount, perAccountPerDay, perAddress]).toEqual([10, 50, 50]);
  });

  it("never count successful sign-ins", async () => {
    const email = await provider("often@example.com");
    const ip = freshIp();
    for (let i = 0; i < perAccount + 5; i++) expect((await signIn(email, "right-password", ip)).status).toBe(302);
  });

  it("stop one account being guessed from one address", async () => {
    const email = await provider("guessed@example.com");
    const ip = freshIp();
    for (let i = 0; i < perAccount; i++) expect((await signIn(email, `guess-${i}`, ip)).status).toBe(400);
    expect(tooMany(await signIn(email, "right-password", ip))).toBe(true);
  });

  it("stop guessing from rotating addresses: twelve addresses, one account, the last two refused", async () => {
    const email = await provider("rotated@example.com");
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn(email, `guess-${i}`, freshIp())).status);
    expect(statuses).toEqual([...Array(perAccount).fill(400), 429, 429]);
    // Locked: the right password too, from a new address, until the window ends or a link is used.
    expect(tooMany(await signIn(email, "right-password", freshIp()))).toBe(true);
  });

  it("answer an unknown e-mail exactly as a known one, so a refusal tells nothing", async () => {
    const known = await provider("known-account@example.com");
    const answers = async (email: string) => {
      const results = [];
      for (let i = 0; i < 12; i++) {
        const result = await signIn(email, `guess-${i}`, freshIp());
        results.push([result.status, result.data.lastResult.error]);
      }
      return results;
    };
    expect(await answers("unknown-account@example.com")).toEqual(await answers(known));
  });

  it("stop slow guessing too: a day's failures are capped whatever the windows", async () => {
    const email = await provider("slow@example.com");
    const start = new Date("2026-11-24T00:00:00Z");
    const { takeSignInAttempt } = await import("~/services/support/limits.server");
    let allowed = 0;
    for (let quarter = 0; quarter < 8; quarter++) {
      const now = new Date(start.getTime() + quarter * 15 * 60_000);
      for (let i = 0; i < perAccount; i++) if ((await takeSignInAttempt(email, freshIp(), now)).ok) allowed += 1;
    }
    expect(allowed).toBe(perAccountPerDay);
    // A remembered browser has a day's cap of its own too.
    let allowedToBrowser = 0;
    for (let quarter = 0; quarter < 8; quarter++) {
      const now = new Date(start.getTime() + quarter * 15 * 60_000);
      for (let i = 0; i < perAccount; i++) if ((await takeSignInAttempt(email, freshIp(), now, "browser-1")).ok) allowedToBrowser += 1;
    }
    expect(allowedToBrowser).toBe(perAccountPerDay);
  });

  it("let the owner's browser, which signed in before, in while others' failures lock the account", async () => {
    const email = await provider("known-browser@example.com");
    const owner = deviceCookieOf(await signIn(email, "right-password", freshIp()));
    for (let i = 0; i < 12; i++) await signIn(email, `guess-${i}`, freshIp());
    expect(tooMany(await signIn(email, "right-password", freshIp()))).toBe(true);
    // The owner's browser signs in, from anywhere.
    expect((await signIn(email, "right-password", freshIp(), owner)).status).toBe(302);
    // Another account's remembered browser, or a tampered cookie, does not help.
    const other = await provider("other-browser@example.com");
    const otherCookie = deviceCookieOf(await signIn(other, "right-password", freshIp()));
    expect(tooMany(await signIn(email, "right-password", freshIp(), otherCookie))).toBe(true);
    const [name, value] = owner.split("=");
    expect(tooMany(await signIn(email, "right-password", freshIp(), `${name}=${value.slice(0, -2)}xx`))).toBe(true);
  });

  it("limit a remembered browser's own guesses, and count them against the account", async () => {
    const email = await provider("stolen-browser@example.com");
    const browser = deviceCookieOf(await signIn(email, "right-password", freshIp()));
    for (let i = 0; i < perAccount; i++) expect((await signIn(email, `guess-${i}`, freshIp(), browser)).status).toBe(400);
    expect(tooMany(await signIn(email, "right-password", freshIp(), browser))).toBe(true);
    expect(tooMany(await signIn(email, "right-password", freshIp()))).toBe(true);
  });

  it("remember up to five accounts in one browser", async () => {
    let cookie = "";
    const emails = [];
    for (let i = 0; i < 6; i++) {
      const email = await provider(`shared-desk-${i}@example.com`);
      emails.push(email);
      const result = await signIn(email, "right-password", freshIp(), cookie);
      cookie = deviceCookieOf(result);
    }
    for (const email of emails) for (let i = 0; i < 12; i++) await signIn(email, `guess-${i}`, freshIp());
    const statuses = [];
    for (const email of emails) statuses.push((await signIn(email, "right-password", freshIp(), cookie)).status);
    // The first account signed in to is the one forgotten.
    expect(statuses).toEqual([429, 302, 302, 302, 302, 302]);
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
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => signIn(email, `burst-${i}`, freshIp())));
    expect(results.filter((result) => result.status === 400)).toHaveLength(perAccount);
    expect(results.filter(tooMany)).toHaveLength(25 - perAccount);
  });
});

describe("sign-up limits", () => {
  beforeEach(clearOfWindowRestart, 70_000);

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

describe("a shared pace (the account's texts per second)", () => {
  it("gives simultaneous callers distinct moments, one interval apart, from the first at or after the asking", async () => {
    const from = new Date("2031-03-09T15:00:00.250Z");
    const moments = await Promise.all(Array.from({ length: 12 }, () => claimPacedMoment("pace-test", 1_000, from)));
    const times = moments.map((moment) => moment.getTime()).sort((a, b) => a - b);
    expect(times).toEqual(Array.from({ length: 12 }, (_, i) => Date.parse("2031-03-09T15:00:01.000Z") + i * 1_000));
    // A later asker queues behind the moments already held; another key has its own pace.
    expect((await claimPacedMoment("pace-test", 1_000, from)).toISOString()).toBe("2031-03-09T15:00:13.000Z");
    expect((await claimPacedMoment("pace-other", 1_000, from)).toISOString()).toBe("2031-03-09T15:00:01.000Z");
    // A moment on the interval is its own: asking at 15:00:20.000 gets 15:00:20.000.
    expect((await claimPacedMoment("pace-test", 1_000, new Date("2031-03-09T15:00:20.000Z"))).toISOString()).toBe(
      "2031-03-09T15:00:20.000Z",
    );
  });
});
