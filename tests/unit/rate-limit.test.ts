import { describe, expect, it } from "vitest";
import { createRateLimiter } from "~/lib/rate-limit.server";

const T0 = 1_800_000_000_000;
const MINUTE = 60_000;

describe("createRateLimiter", () => {
  it("allows `limit` hits per key within the window and refuses the next", () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: MINUTE });
    expect(limiter.hit("203.0.113.7", T0)).toEqual({ ok: true });
    expect(limiter.hit("203.0.113.7", T0 + 1_000)).toEqual({ ok: true });
    expect(limiter.hit("203.0.113.7", T0 + 2_000)).toEqual({ ok: true });
    expect(limiter.hit("203.0.113.7", T0 + 10_000)).toEqual({ ok: false, retryAfterSeconds: 50 });
  });

  it("says how long until the window ends, rounded up to whole seconds", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: MINUTE });
    expect(limiter.hit("k", T0)).toEqual({ ok: true });
    expect(limiter.hit("k", T0)).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect(limiter.hit("k", T0 + 10_500)).toEqual({ ok: false, retryAfterSeconds: 50 });
    expect(limiter.hit("k", T0 + 59_001)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(limiter.hit("k", T0 + 59_999)).toEqual({ ok: false, retryAfterSeconds: 1 });
  });

  it("keeps refusing within the window without pushing its end back", () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: MINUTE });
    limiter.hit("k", T0);
    limiter.hit("k", T0);
    for (let i = 1; i <= 20; i++) expect(limiter.hit("k", T0 + i * 2_000).ok).toBe(false);
    expect(limiter.hit("k", T0 + MINUTE)).toEqual({ ok: true });
  });

  it("counts each key on its own", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: MINUTE });
    expect(limiter.hit("203.0.113.7", T0)).toEqual({ ok: true });
    expect(limiter.hit("203.0.113.7", T0)).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect(limiter.hit("198.51.100.2", T0)).toEqual({ ok: true });
    expect(limiter.hit("ana@example.com", T0)).toEqual({ ok: true });
    expect(limiter.hit("198.51.100.2", T0 + 1_000)).toEqual({ ok: false, retryAfterSeconds: 59 });
  });

  it("starts a new window windowMs after the first hit", () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: MINUTE });
    limiter.hit("k", T0);
    limiter.hit("k", T0 + 30_000);
    expect(limiter.hit("k", T0 + 59_999).ok).toBe(false);
    expect(limiter.hit("k", T0 + MINUTE)).toEqual({ ok: true });
    expect(limiter.hit("k", T0 + MINUTE + 1)).toEqual({ ok: true });
    expect(limiter.hit("k", T0 + MINUTE + 2)).toEqual({ ok: false, retryAfterSeconds: 60 });
  });

  it("gives a key whose window passed long ago a fresh window", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: MINUTE });
    limiter.hit("k", T0);
    expect(limiter.hit("k", T0 + 10 * MINUTE)).toEqual({ ok: true });
    expect(limiter.hit("k", T0 + 10 * MINUTE + 5_000)).toEqual({ ok: false, retryAfterSeconds: 55 });
  });

  it("keeps limiters independent of each other", () => {
    const a = createRateLimiter({ limit: 1, windowMs: MINUTE });
    const b = createRateLimiter({ limit: 1, windowMs: MINUTE });
    a.hit("k", T0);
    expect(a.hit("k", T0).ok).toBe(false);
    expect(b.hit("k", T0)).toEqual({ ok: true });
  });

  it("forgets every key on reset()", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: MINUTE });
    limiter.hit("a", T0);
    limiter.hit("b", T0);
    expect(limiter.hit("a", T0).ok).toBe(false);
    limiter.reset();
    expect(limiter.hit("a", T0)).toEqual({ ok: true });
    expect(limiter.hit("b", T0)).toEqual({ ok: true });
    expect(limiter.hit("a", T0).ok).toBe(false);
  });

  it("still counts correctly once it holds more than 10,000 keys", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: MINUTE });
    for (let i = 0; i <= 10_001; i++) limiter.hit(`old-${i}`, T0);
    limiter.hit("live", T0 + 30_000);
    // Expired keys are dropped; live ones keep their count.
    expect(limiter.hit("old-1", T0 + MINUTE)).toEqual({ ok: true });
    expect(limiter.hit("live", T0 + MINUTE)).toEqual({ ok: false, retryAfterSeconds: 30 });
  });

  it("uses the current time when none is given", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: MINUTE });
    expect(limiter.hit("k")).toEqual({ ok: true });
    const refused = limiter.hit("k");
    expect(refused.ok).toBe(false);
    expect(refused.ok === false && refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(refused.ok === false && refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });
});
