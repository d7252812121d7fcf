import { describe, expect, it } from "vitest";
import { auditQuery, auditWindow, NO_ACCOUNT_ACTOR, summarizeAuditDetails } from "~/domain/admin/audit";
import { parseAuditFilter } from "~/domain/admin/audit.schema.server";
import { auditDetailWords, auditWords } from "~/locales/admin-records";

const parse = (query: string) => parseAuditFilter(new URLSearchParams(query));
const ID = "4d1c7d5e-0d5b-4a44-9c3e-7a0f6e0f0001";

const ENGLISH = { labels: auditDetailWords.en, tiles: auditWords.en.tiles };

describe("the audit log's filter", () => {
  it("reads actor, action and dates", () => {
    expect(parse(`actor=${ID}&action=tile.edit&from=2026-11-01&to=2026-11-22`)).toEqual({
      actor: ID,
      action: "tile.edit",
      from: "2026-11-01",
      to: "2026-11-22",
    });
    expect(parse(`actor=${NO_ACCOUNT_ACTOR}`).actor).toBe(NO_ACCOUNT_ACTOR);
  });

  it("ignores what it cannot use instead of failing", () => {
    expect(parse("actor=all&action=all&from=2026-02-30&to=yesterday")).toEqual({
      actor: null,
      action: null,
      from: null,
      to: null,
    });
    expect(parse("actor=' or 1=1 --&action=tile.explode").actor).toBeNull();
    expect(parse("action=tile.explode").action).toBeNull();
  });

  it("puts reversed dates in order", () => {
    expect(parse("from=2026-11-22&to=2026-11-01")).toMatchObject({ from: "2026-11-01", to: "2026-11-22" });
  });

  it("writes the same filter back as a query", () => {
    const filter = parse(`actor=${ID}&action=booking.status&from=2026-11-01&after=x~y`);
    expect(auditQuery(filter)).toBe(`?actor=${ID}&action=booking.status&from=2026-11-01`);
    expect(auditQuery(parse(""))).toBe("");
  });
});

describe("the audit window", () => {
  it("runs from the start of the first day to the end of the last, in the admin's zone", () => {
    expect(auditWindow({ from: "2026-11-22", to: "2026-11-22" }, "America/Chicago")).toEqual({
      since: "2026-11-22T06:00:00.000Z",
      before: "2026-11-23T06:00:00.000Z",
    });
  });

  it("follows daylight saving: the spring-forward day is 23 hours long, the fall-back day 25", () => {
    const spring = auditWindow({ from: "2026-03-08", to: "2026-03-08" }, "America/Chicago");
    expect(spring).toEqual({ since: "2026-03-08T06:00:00.000Z", before: "2026-03-09T05:00:00.000Z" });
    const fall = auditWindow({ from: "2026-11-01", to: "2026-11-01" }, "America/Chicago");
    expect(fall).toEqual({ since: "2026-11-01T05:00:00.000Z", before: "2026-11-02T06:00:00.000Z" });
  });

  it("leaves an open end open", () => {
    expect(auditWindow({ from: null, to: "2026-11-22" }, "America/Chicago")).toEqual({ since: null, before: "2026-11-23T06:00:00.000Z" });
  });
});

describe("an entry's details", () => {
  it("summarises the fields an admin reads and skips the rest", () => {
    expect(summarizeAuditDetails(JSON.stringify({ by: "provider", from: "confirmed", to: "en_route", email_id: "x" }), ENGLISH)).toBe(
      "From: confirmed · To: en_route · By: provider",
    );
    expect(summarizeAuditDetails(JSON.stringify({ business: "Bright Spark", zip: "78701", tiles: ["a", "b"] }), ENGLISH)).toBe(
      "Business: Bright Spark · Zip: 78701 · Tiles: 2",
    );
    expect(summarizeAuditDetails(JSON.stringify({ enabled: false }), ENGLISH)).toBe("Enabled: false");
  });

  it("is empty for none, unreadable or non-object details", () => {
    expect(summarizeAuditDetails(null, ENGLISH)).toBe("");
    expect(summarizeAuditDetails("{not json", ENGLISH)).toBe("");
    expect(summarizeAuditDetails("42", ENGLISH)).toBe("");
  });
});
