import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { streamChunkedBody } from "./support/client";

/**
 * Stripe's webhook through the real server: its events are a few kilobytes, so a body over 1 MB
 * is refused before it is read (by its Content-Length at once, or as it streams without one),
 * and thirty such bodies at once leave memory flat.
 */
Object.assign(process.env, {
  STRIPE_SECRET_KEY: "sk_test_http",
  STRIPE_WEBHOOK_SECRET: "whsec_http",
  STRIPE_API_URL: "http://127.0.0.1:9",
});
const { heldMemory, startApp } = await import("../support/http-server");

let app: Awaited<ReturnType<typeof startApp>>;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

const streamChunked = (megabytes: number) =>
  streamChunkedBody(app.base, "/hooks/stripe", megabytes, { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=x" });

describe("the Stripe webhook's body", () => {
  it("is refused over 1 MB by its Content-Length, unread", async () => {
    const response = await fetch(`${app.base}/hooks/stripe`, {
      method: "POST",
      body: "x".repeat(1024 * 1024 + 1),
      headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=x" },
    });
    expect(response.status).toBe(413);
  });

  it("is refused over 1 MB as it streams, thirty at once, within a second each and with memory flat", async () => {
    const before = await heldMemory();
    const results = await Promise.all(Array.from({ length: 30 }, () => streamChunked(15)));
    expect(results.map((r) => r.status)).toEqual(Array(30).fill(413));
    expect(Math.max(...results.map((r) => r.ms))).toBeLessThan(5_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await heldMemory()) - before).toBeLessThan(40 * 1024 * 1024);
  });

  it("answers a small unsigned body 400, without reading Stripe", async () => {
    const response = await fetch(`${app.base}/hooks/stripe`, {
      method: "POST",
      body: JSON.stringify({ id: "evt_x", type: "checkout.session.completed" }),
      headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=forged" },
    });
    expect(response.status).toBe(400);
  });
});
