import { describe, expect, it } from "vitest";
import { routeLabel } from "~/lib/metrics.server";

/** The route label of the request metrics (decision 0048): few values, whatever is asked for. */
describe("a request's route label", () => {
  it("puts placeholders for ids, numbers and tokens, and keeps the words of a route", () => {
    expect(routeLabel("/service/2f1e3c4d-5a6b-4c7d-8e9f-0a1b2c3d4e5f", 200)).toBe("/service/:id");
    expect(routeLabel("/admin/bookings", 200)).toBe("/admin/bookings");
    expect(routeLabel("/feeds/AbC_dEf-0123456789xyzXYZ.ics", 200)).toBe("/feeds/:x");
    expect(routeLabel("/receipts/12345", 200)).toBe("/receipts/:n");
    expect(routeLabel("/robots.txt", 200)).toBe("/robots.txt");
    expect(routeLabel("/", 200)).toBe("/");
  });

  it("keeps three segments, and calls everything not found one thing", () => {
    expect(routeLabel("/provider/services/new/extra/more", 200)).toBe("/provider/services/new");
    expect(routeLabel("/wp-admin/setup-config.php", 404)).toBe("(not found)");
  });

  it("stops making new labels at 300 routes, so a scanner cannot grow the metrics", () => {
    for (let i = 0; i < 400; i++) routeLabel(`/probe-${String.fromCharCode(97 + (i % 26))}${i}`, 302);
    expect(routeLabel("/one-more-route", 200)).toBe("(other)");
    expect(routeLabel("/admin/bookings", 200)).toBe("/admin/bookings");
  });
});
