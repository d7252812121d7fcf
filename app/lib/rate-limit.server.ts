import { getEnv } from "./env.server";
import { singleton } from "./singleton.server";

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * A fixed-window counter per key (an IP address, an e-mail) kept in this process's memory:
 * enough for one machine; several machines would each count on their own.
 */
export function createRateLimiter(options: { limit: number; windowMs: number }) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key: string, now = Date.now()): RateLimitResult {
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + options.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= options.limit) return { ok: true };
      return { ok: false, retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000) };
    },
    reset() {
      windows.clear();
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** Booking attempts per client IP address. */
export function getBookingLimiter(): RateLimiter {
  return singleton("bookingLimiter", () =>
    createRateLimiter({ limit: getEnv().BOOKING_ATTEMPTS_PER_HOUR, windowMs: 60 * 60 * 1000 }),
  );
}

/** Sign-in attempts per client IP address (portal and admin panel). */
export function getSignInLimiter(): RateLimiter {
  return singleton("signInLimiter", () => createRateLimiter({ limit: getEnv().SIGN_IN_ATTEMPTS_PER_15_MIN, windowMs: 15 * 60 * 1000 }));
}

/** Provider applications and sign-ups per client IP address. */
export function getApplicationLimiter(): RateLimiter {
  return singleton("applicationLimiter", () => createRateLimiter({ limit: getEnv().APPLICATIONS_PER_HOUR, windowMs: 60 * 60 * 1000 }));
}
