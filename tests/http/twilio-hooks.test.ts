import twilio from "twilio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { streamChunkedBody } from "./support/client";

/**
 * Twilio's hooks through the real server (issue 37): Twilio's posts are a few hundred bytes, so
 * a body over 64 KB is refused before it is read; an unsigned, forged or malformed post gets a
 * clear 4xx and changes nothing; a signed STOP is answered with empty TwiML.
 */
const TOKEN = "twilio-http-token-0123456789";
Object.assign(process.env, {
  TWILIO_ACCOUNT_SID: "AC00000000000000000000000000000http",
  TWILIO_AUTH_TOKEN: TOKEN,
  TWILIO_MESSAGING_SERVICE_SID: "MG00000000000000000000000000000http",
  // Nothing is sent in these tests: a closed port.
  TWILIO_API_URL: "http://127.0.0.1:9",
});
const { startApp } = await import("../support/http-server");
const { publicOrigin } = await import("~/lib/http.server");

let app: Awaited<ReturnType<typeof startApp>>;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const post = (path: string, body: BodyInit, headers: Record<string, string> = FORM) =>
  fetch(`${app.base}${path}`, { method: "POST", body, headers });

describe("Twilio's hooks", () => {
  it("refuse a body over 64 KB, by its length or as it streams, in words about texts", async () => {
    const declared = await post("/hooks/twilio/sms", "Body=" + "x".repeat(70 * 1024));
    expect(declared.status).toBe(413);
    const words = "This text message post is too large: Twilio's posts about texts are at most 64 KB.";
    expect(await declared.text()).toBe(words);
    const streamed = await streamChunkedBody(app.base, "/hooks/twilio/status", 2, FORM);
    expect(streamed.status).toBe(413);
    expect(streamed.body).toBe(words);
    expect(streamed.body).not.toContain("Logo");
  });

  it("refuse unsigned, forged and re-addressed posts with 403, and malformed ones with 4xx, never a 500", async () => {
    const params = { MessageSid: "SMhttp1", From: "+15128675309", Body: "STOP" };
    expect((await post("/hooks/twilio/sms", new URLSearchParams(params))).status).toBe(403);
    expect((await post("/hooks/twilio/sms", new URLSearchParams(params), { ...FORM, "X-Twilio-Signature": "forged=" })).status).toBe(403);
    // Signed for another address: Twilio's signature covers the URL it called.
    const elsewhere = twilio.getExpectedTwilioSignature(TOKEN, "https://attacker.example/hooks/twilio/sms", params);
    expect((await post("/hooks/twilio/sms", new URLSearchParams(params), { ...FORM, "X-Twilio-Signature": elsewhere })).status).toBe(403);
    for (const [body, type] of [
      ["\u0000\u0001binary", "application/octet-stream"],
      ['{"MessageSid":"x"}', "application/json"],
      ["%%%=%", "application/x-www-form-urlencoded"],
    ]) {
      const response = await post("/hooks/twilio/status", body, { "Content-Type": type, "X-Twilio-Signature": "x" });
      expect(response.status, `${type}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${type}`).toBeLessThan(500);
    }
  });

  it("answer a signed STOP with empty TwiML", async () => {
    const params = { MessageSid: "SMhttp2", From: "+15128675310", To: "+15125550100", Body: "STOP" };
    const signature = twilio.getExpectedTwilioSignature(TOKEN, `${publicOrigin()}/hooks/twilio/sms`, params);
    const response = await post("/hooks/twilio/sms", new URLSearchParams(params), { ...FORM, "X-Twilio-Signature": signature });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/xml/);
    expect(await response.text()).toContain("<Response></Response>");
  });
});
