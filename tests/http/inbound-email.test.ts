import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The inbound e-mail webhook's body through the real server (docs/decisions/0025): a reply
 * carries its photos as base64, so its limit is its own (24 MB and the framing), above a page
 * form's 16 MB; past it the body is refused by its Content-Length, unread.
 */
const SECRET = "inbound-secret-for-the-http-tests";
Object.assign(process.env, { INBOUND_EMAIL_ADDRESS: "reply@in.porchlight.test", INBOUND_EMAIL_SECRET: SECRET });
const { startApp } = await import("../support/http-server");

let app: Awaited<ReturnType<typeof startApp>>;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

const MB = 1024 * 1024;
/** A Postmark-shaped reply to an address that names no conversation, with `megabytes` of attachment. */
const reply = (megabytes: number) =>
  JSON.stringify({
    From: "someone@example.org",
    To: "reply+0000@in.porchlight.test",
    TextBody: "Photos attached.",
    Attachments: [{ Name: "big.jpg", Content: "A".repeat(Math.floor(megabytes * MB)), ContentType: "image/jpeg" }],
  });
const post = (body: string, headers: Record<string, string> = { Authorization: `Bearer ${SECRET}` }) =>
  fetch(`${app.base}/hooks/inbound-email`, { method: "POST", body, headers: { "Content-Type": "application/json", ...headers } });

describe("the inbound e-mail webhook's body", () => {
  it("reads a reply larger than any page's form (three 5 MB photos as base64)", async () => {
    const response = await post(reply(20));
    // Read whole: the address names no conversation, so nothing is posted.
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("No conversation matches this address.");
  });

  it("refuses a body over its limit by its Content-Length, unread, secret or not", async () => {
    for (const headers of [{ Authorization: `Bearer ${SECRET}` }, {}] as Array<Record<string, string>>) {
      const response = await post(reply(24.2), headers);
      expect(response.status).toBe(413);
    }
  });

  it("reads a hostile one (a megabyte-long From without an @, a million lines of text) in well under a second", async () => {
    const started = performance.now();
    const response = await post(
      JSON.stringify({
        From: "x".repeat(MB),
        To: "reply+0000@in.porchlight.test",
        TextBody: Array.from({ length: 1_000_000 }, (_, i) => `line ${i}`).join("\n"),
      }),
    );
    expect(response.status).toBe(404);
    // The address pattern backtracked over the From (50,000 characters took a second): a megabyte, ~six hours.
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("keeps the other hooks' and forms' limits", async () => {
    const stripe = await fetch(`${app.base}/hooks/stripe`, {
      method: "POST",
      body: "x".repeat(MB + 1),
      headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=x" },
    });
    expect(stripe.status).toBe(413);
    const form = await fetch(`${app.base}/requests/new`, {
      method: "POST",
      body: "x".repeat(17 * MB),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.base },
    });
    expect(form.status).toBe(413);
  });
});
