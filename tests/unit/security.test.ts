import { describe, expect, it } from "vitest";
import { createNonce, isTrustedOrigin, originNamesHost, securityHeaders } from "~/lib/security.server";

const APP = "https://porchlight.example";

function request(
  method: string,
  origin: string | null | undefined,
  referer: string | null | undefined = null,
  allowedOrigins: readonly string[] = [APP],
) {
  return { method, origin, referer, allowedOrigins };
}

describe("isTrustedOrigin", () => {
  it.each(["GET", "HEAD", "OPTIONS", "get", "head"])("always allows the safe method %s", (method) => {
    expect(isTrustedOrigin(request(method, "https://evil.example"))).toBe(true);
    expect(isTrustedOrigin(request(method, null, null))).toBe(true);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE", "post"])("allows %s from our own origin", (method) => {
    expect(isTrustedOrigin(request(method, APP))).toBe(true);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"])("refuses %s from another origin", (method) => {
    expect(isTrustedOrigin(request(method, "https://evil.example"))).toBe(false);
  });

  it("refuses look-alike origins", () => {
    for (const origin of [
      "http://porchlight.example", // other scheme
      "https://porchlight.example:8443", // other port
      "https://evil.porchlight.example",
      "https://porchlight.example.evil.com",
      "https://porchlight.examplex",
    ]) {
      expect(isTrustedOrigin(request("POST", origin))).toBe(false);
    }
  });

  it("normalises the Origin header before comparing", () => {
    expect(isTrustedOrigin(request("POST", "https://porchlight.example:443"))).toBe(true);
    expect(isTrustedOrigin(request("POST", "HTTPS://PORCHLIGHT.EXAMPLE"))).toBe(true);
  });

  it("falls back to the Referer when Origin is missing", () => {
    expect(isTrustedOrigin(request("POST", null, `${APP}/admin?tab=bookings`))).toBe(true);
    expect(isTrustedOrigin(request("POST", undefined, `${APP}/`))).toBe(true);
    expect(isTrustedOrigin(request("POST", "", `${APP}/provider`))).toBe(true);
    expect(isTrustedOrigin(request("POST", null, "https://evil.example/porchlight.example"))).toBe(false);
    expect(isTrustedOrigin(request("POST", null, `https://evil.example/?next=${APP}`))).toBe(false);
  });

  it("refuses when both Origin and Referer are missing", () => {
    expect(isTrustedOrigin(request("POST", null, null))).toBe(false);
    expect(isTrustedOrigin(request("POST", undefined, undefined))).toBe(false);
    expect(isTrustedOrigin(request("POST", "", ""))).toBe(false);
  });

  it("refuses the opaque 'null' origin, even with a good Referer", () => {
    expect(isTrustedOrigin(request("POST", "null"))).toBe(false);
    expect(isTrustedOrigin(request("POST", "null", `${APP}/admin`))).toBe(false);
  });

  it("does not fall back to the Referer when Origin names another site", () => {
    expect(isTrustedOrigin(request("POST", "https://evil.example", `${APP}/admin`))).toBe(false);
  });

  it("refuses malformed headers", () => {
    expect(isTrustedOrigin(request("POST", "porchlight.example"))).toBe(false);
    expect(isTrustedOrigin(request("POST", "not a url", `${APP}/`))).toBe(false);
    expect(isTrustedOrigin(request("POST", null, "/admin"))).toBe(false);
    expect(isTrustedOrigin(request("POST", null, "null"))).toBe(false);
  });

  it("accepts any of several allowed origins", () => {
    const allowed = [APP, "http://localhost:3000", "https://www.porchlight.example"];
    expect(isTrustedOrigin(request("POST", "http://localhost:3000", null, allowed))).toBe(true);
    expect(isTrustedOrigin(request("POST", "https://www.porchlight.example", null, allowed))).toBe(true);
    expect(isTrustedOrigin(request("POST", APP, null, allowed))).toBe(true);
    expect(isTrustedOrigin(request("POST", null, "http://localhost:3000/provider", allowed))).toBe(true);
    expect(isTrustedOrigin(request("POST", "http://localhost:5173", null, allowed))).toBe(false);
  });

  it("refuses every unsafe request when no origin is allowed", () => {
    expect(isTrustedOrigin(request("POST", APP, null, []))).toBe(false);
  });
});

describe("originNamesHost", () => {
  const post = (origin: string | null | undefined, host: string | null | undefined, forwardedHost?: string | null) =>
    originNamesHost({ method: "POST", origin, host, forwardedHost });

  it("accepts an Origin naming the Host, or the first X-Forwarded-Host when there is one", () => {
    expect(post(APP, "porchlight.example")).toBe(true);
    expect(post("http://127.0.0.1:3000", "127.0.0.1:3000")).toBe(true);
    expect(post(APP, "10.0.0.5:8080", "porchlight.example")).toBe(true);
    expect(post(APP, "10.0.0.5:8080", " porchlight.example , proxy.internal")).toBe(true);
  });

  it("refuses an Origin naming another host than the one the request was sent to", () => {
    expect(post(APP, "evil.example")).toBe(false);
    expect(post(APP, "porchlight.example", "evil.example")).toBe(false);
    expect(post(APP, "porchlight.example:8443")).toBe(false);
    expect(post("https://evil.example", "porchlight.example")).toBe(false);
  });

  it("refuses an opaque, malformed or hostless request that names an Origin", () => {
    expect(post("null", "porchlight.example")).toBe(false);
    expect(post("http://[bad", "porchlight.example")).toBe(false);
    expect(post("not a url", "porchlight.example")).toBe(false);
    expect(post(APP, undefined)).toBe(false);
    expect(post(APP, "", "")).toBe(false);
  });

  it("leaves requests without an Origin, and GETs, to the other checks", () => {
    expect(post(undefined, "evil.example")).toBe(true);
    expect(post("", "evil.example")).toBe(true);
    expect(originNamesHost({ method: "GET", origin: APP, host: "evil.example", forwardedHost: null })).toBe(true);
    expect(originNamesHost({ method: "HEAD", origin: APP, host: "evil.example", forwardedHost: null })).toBe(false);
  });
});

describe("createNonce", () => {
  it("returns 16 random bytes in base64", () => {
    const nonce = createNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });

  it("returns a different nonce each time", () => {
    const nonces = new Set(Array.from({ length: 1000 }, () => createNonce()));
    expect(nonces.size).toBe(1000);
  });
});

describe("securityHeaders", () => {
  function csp(headers: Record<string, string>): Map<string, string> {
    return new Map(
      headers["Content-Security-Policy"].split("; ").map((directive) => {
        const [name, ...values] = directive.split(" ");
        return [name, values.join(" ")];
      }),
    );
  }

  it("builds the production CSP with the nonce", () => {
    const headers = securityHeaders({ nonce: "abc123==", https: true, development: false });
    expect(headers["Content-Security-Policy"]).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'nonce-abc123=='",
        "style-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        "base-uri 'none'",
        "object-src 'none'",
      ].join("; "),
    );
  });

  it("forbids framing", () => {
    const headers = securityHeaders({ nonce: "n", https: false, development: false });
    expect(csp(headers).get("frame-ancestors")).toBe("'none'");
    expect(headers["X-Frame-Options"]).toBe("DENY");
  });

  it("puts the nonce in script-src", () => {
    const nonce = createNonce();
    const headers = securityHeaders({ nonce, https: false, development: false });
    expect(csp(headers).get("script-src")).toBe(`'self' 'nonce-${nonce}'`);
  });

  it("does not allow unsafe-eval or unsafe-inline in production", () => {
    const policy = securityHeaders({ nonce: "n", https: true, development: false })["Content-Security-Policy"];
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).not.toContain("ws:");
  });

  it("adds unsafe-eval and websockets for development", () => {
    const headers = securityHeaders({ nonce: "dev", https: false, development: true });
    const directives = csp(headers);
    expect(directives.get("script-src")).toBe("'self' 'nonce-dev' 'unsafe-eval'");
    expect(directives.get("connect-src")).toBe("'self' ws:");
  });

  it("sends HSTS only over https", () => {
    expect(securityHeaders({ nonce: "n", https: true, development: false })["Strict-Transport-Security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(securityHeaders({ nonce: "n", https: false, development: false })).not.toHaveProperty("Strict-Transport-Security");
    expect(securityHeaders({ nonce: "n", https: false, development: true })).not.toHaveProperty("Strict-Transport-Security");
  });

  it("sends the other hardening headers", () => {
    const headers = securityHeaders({ nonce: "n", https: false, development: false });
    expect(headers).toEqual({
      "Content-Security-Policy": headers["Content-Security-Policy"],
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
      "Cross-Origin-Opener-Policy": "same-origin",
    });
  });
});
