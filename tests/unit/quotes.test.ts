import { measuredResponseRate, QUOTE_REASONS, responseMeasures } from "~/domain/quotes/quotes";
import { afterAll, describe, expect, it } from "vitest";
import { sayIn } from "~/locales/messages";
import {
  contactsShared,
  isQuoteExpired,
  measuredResponseMinutes,
  medianMinutes,
  parsePhotoIds,
  parseQuoteLines,
  quoteTotal,
} from "~/domain/quotes/quotes";
import { hideContactDetails as hideWith } from "~/domain/quotes/contact-masking";
import { threadServerWords } from "~/locales/thread-server";
import { quoteFormSchema, quoteRequestSchema } from "~/domain/quotes/quotes.schema.server";

/** The note an English reader sees where contact details were. */
const CONTACT_HIDDEN = threadServerWords.en.contactHidden;
const hideContactDetails = (text: string) => hideWith(text, CONTACT_HIDDEN);

// getEnv() reads process.env once and caches it, so the secrets are set before the module loads.
const saved = { SESSION_SECRET: process.env.SESSION_SECRET, NODE_ENV: process.env.NODE_ENV };
process.env.SESSION_SECRET = "first-secret-0123456789,second-secret-0123456789";
process.env.NODE_ENV = "test";
const { openReplyAddress, signReplyToken } = await import("~/lib/signed-links.server");
afterAll(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe("the response-time median", () => {
  it("is the middle value, or the mean of the two middle ones, in whole minutes", () => {
    expect(medianMinutes([30, 10, 20])).toBe(20);
    expect(medianMinutes([10, 20, 30, 45])).toBe(25);
    expect(medianMinutes([0.2])).toBe(1);
    expect(medianMinutes([])).toBeNull();
  });

  it("counts only once a provider has answered three requests", () => {
    expect(measuredResponseMinutes([5, 600])).toBeNull();
    expect(measuredResponseMinutes([5, 600, 7])).toBe(7);
    // One very slow answer does not move a median.
    expect(measuredResponseMinutes([12, 15, 14, 10_000])).toBe(15);
  });
});

describe("the signed reply address", () => {
  const THREAD = "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b";
  const FIRST = "first-secret-0123456789";
  const SECOND = "second-secret-0123456789";
  const SECRETS = [FIRST, SECOND];
  const address = (token: string) => `reply+${token}@in.porchlight.example`;

  it("names the thread and the side it was sent to, whatever case the mail system uses", () => {
    const token = signReplyToken(THREAD, "provider", FIRST);
    expect(token).toMatch(/^[0-9a-f]{32}p[0-9a-f]{20}$/);
    expect(address(token).length - "@in.porchlight.example".length).toBeLessThanOrEqual(64);
    expect(openReplyAddress(address(token), SECRETS)).toMatchObject({ threadId: THREAD, author: "provider" });
    expect(openReplyAddress(`"Porchlight" <${address(token).toUpperCase()}>`, SECRETS)).toMatchObject({
      threadId: THREAD,
      author: "provider",
    });
    expect(openReplyAddress(address(signReplyToken(THREAD, "customer", FIRST)), SECRETS)).toMatchObject({ author: "customer" });
  });

  it("still opens under a rotated secret that is listed", () => {
    expect(openReplyAddress(address(signReplyToken(THREAD, "customer", SECOND)), SECRETS)).toMatchObject({ threadId: THREAD });
    expect(openReplyAddress(address(signReplyToken(THREAD, "customer", SECOND)), [FIRST])).toBeNull();
  });

  it("refuses an altered signature, a switched side, another thread or no token", () => {
    const token = signReplyToken(THREAD, "provider", FIRST);
    const flipped = `${token.slice(0, -1)}${token.endsWith("a") ? "b" : "a"}`;
    const switched = token.replace(/p([0-9a-f]{20})$/, "c$1");
    const otherThread = `${"0".repeat(32)}${token.slice(32)}`;
    for (const candidate of [
      address(flipped),
      address(switched),
      address(otherThread),
      "reply@in.porchlight.example",
      "someone@example.org",
      "",
      null,
    ]) {
      expect(openReplyAddress(candidate, SECRETS)).toBeNull();
    }
  });
});

describe("contact details before a booking", () => {
  it("hides e-mail addresses and US phone numbers as people write them", () => {
    for (const text of [
      "dana@example.org",
      "dana (at) example (dot) org",
      "(512) 555-0199",
      "512.555.0199",
      "+1 512 555 0199",
      "5125550199",
    ]) {
      expect(hideContactDetails(`Reach me at ${text} please`)).toBe(`Reach me at ${CONTACT_HIDDEN} please`);
    }
  });

  it("leaves dates, prices and times alone", () => {
    const text = "Tuesday 2026-12-01 at 10:30, about $1,250 for 3 rooms (12 x 14 ft).";
    expect(hideContactDetails(text)).toBe(text);
  });

  it("are shared once a booking is confirmed, not while it waits for its payment or after its hold ran out", () => {
    expect(contactsShared({ status: null })).toBe(false);
    expect(contactsShared({ status: "pending" })).toBe(false);
    expect(contactsShared({ status: "expired" })).toBe(false);
    expect(contactsShared({ status: "confirmed" })).toBe(true);
    expect(contactsShared({ status: "cancelled" })).toBe(true);
  });
});

describe("quotes", () => {
  it("total their lines, and read stored lines and photos defensively", () => {
    expect(
      quoteTotal([
        { label: "Labor", amountCents: 12_000 },
        { label: "Parts", amountCents: 4_550 },
      ]),
    ).toBe(16_550);
    expect(parseQuoteLines('[{"label":"Labor","amountCents":100},{"label":3}]')).toEqual([{ label: "Labor", amountCents: 100 }]);
    expect(parseQuoteLines("not json")).toEqual([]);
    expect(parsePhotoIds('["a","b","c","d"]')).toEqual(["a", "b", "c"]);
    expect(parsePhotoIds("{}")).toEqual([]);
  });

  it("can be accepted through their last valid day", () => {
    expect(isQuoteExpired("2030-01-10", "2030-01-10")).toBe(false);
    expect(isQuoteExpired("2030-01-10", "2030-01-11")).toBe(true);
  });

  it("are read from the form's rows, skipping empty ones, with each row's own message", () => {
    const base = { duration_minutes: "120", valid_until: "2030-01-20" };
    const parsed = quoteFormSchema.safeParse({
      ...base,
      line_label_1: "Labor",
      line_amount_1: "120",
      line_label_3: "Parts",
      line_amount_3: "45.50",
    });
    expect(parsed.success && parsed.data).toEqual({
      lines: [
        { label: "Labor", amountCents: 12_000 },
        { label: "Parts", amountCents: 4_550 },
      ],
      depositCents: null,
      durationMinutes: 120,
      validUntil: "2030-01-20",
      note: null,
    });
    const missing = quoteFormSchema.safeParse({ ...base, line_label_2: "Labor" });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => [issue.path.join("."), sayIn("en", issue.message)])).toEqual([
      ["line_amount_2", "Enter an amount such as 120 or 89.50"],
    ]);
    const none = quoteFormSchema.safeParse(base);
    expect(none.error?.issues[0]).toMatchObject({ path: ["line_label_1"], message: QUOTE_REASONS.lineNeeded });
    expect(sayIn("en", QUOTE_REASONS.lineNeeded)).toBe("Add at least one line with an amount");
    const oddLength = quoteFormSchema.safeParse({ ...base, duration_minutes: "45", line_label_1: "Labor", line_amount_1: "1" });
    expect(sayIn("en", oddLength.error?.issues[0].message ?? "")).toBe("Choose how long the job takes");
  });
});

describe("the request form", () => {
  const valid = {
    category: "home-services",
    zip: "78701-1234",
    service_type: "Plumbing",
    description: "The kitchen sink leaks under the cabinet.",
    needed: "flexible",
    customer_name: "Casey Quoter",
    customer_email: "casey@example.org",
    customer_phone: "512 555 0142",
  };

  it("keeps a date only when one is asked for, and the zip's five digits", () => {
    const parsed = quoteRequestSchema.parse({ ...valid, needed_date: "2030-01-10" });
    expect(parsed).toMatchObject({ zip: "78701", needed_date: null, customer_phone: "(512) 555-0142" });
    expect(quoteRequestSchema.parse({ ...valid, needed: "date", needed_date: "2030-01-10" }).needed_date).toBe("2030-01-10");
  });

  it("says what is wrong beside each field", () => {
    const result = quoteRequestSchema.safeParse({
      ...valid,
      description: "Too short",
      needed: "date",
      category: "pets",
      service_type: undefined,
    });
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), sayIn("en", issue.message)]));
    expect(messages).toEqual({
      category: "Please choose a service category",
      description: "Describe the job in 20 to 2,000 characters",
      needed_date: "Choose the date you need it",
      service_type: "Choose what the job needs",
    });
  });

  it("asks what the job needs from the list, and not from a service's page (the service says it)", () => {
    expect(quoteRequestSchema.safeParse({ ...valid, service_type: "" }).error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "service_type",
    ]);
    expect(
      quoteRequestSchema.safeParse({ ...valid, service_type: undefined, service_id: "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b" }).success,
    ).toBe(true);
    expect(quoteRequestSchema.parse({ ...valid, service_type: "other" }).service_type).toBe("other");
  });
});

describe("the response rate", () => {
  const NOW = new Date("2030-01-31T12:00:00Z");
  const sent = (hoursAgo: number, answeredAfterHours: number | null) => ({
    sentAt: new Date(NOW.getTime() - hoursAgo * 3_600_000).toISOString(),
    firstReplyAt: answeredAfterHours === null ? null : new Date(NOW.getTime() - (hoursAgo - answeredAfterHours) * 3_600_000).toISOString(),
  });

  it("is the share of requests answered within 24 hours, once five count", () => {
    const four = [sent(100, 1), sent(90, 2), sent(80, 30), sent(70, null)];
    expect(measuredResponseRate(four, NOW)).toBeNull();
    expect(measuredResponseRate([...four, sent(60, 24)], NOW)).toBe(60);
  });

  it("does not count a request still in its first day as missed, but counts it once answered", () => {
    const five = [sent(100, 1), sent(90, 1), sent(80, 1), sent(70, 1), sent(60, 1)];
    expect(measuredResponseRate([...five, sent(3, null)], NOW)).toBe(100);
    expect(measuredResponseRate([...five, sent(3, 1)], NOW)).toBe(100);
    expect(measuredResponseRate([...five, sent(25, null)], NOW)).toBe(83);
  });

  it("comes with the median time to first reply, from the same requests", () => {
    const answered = [sent(100, 0.5), sent(90, 1), sent(80, 2), sent(70, 30), sent(60, null)];
    expect(responseMeasures(answered, NOW)).toEqual({ minutes: 90, ratePercent: 60 });
    expect(responseMeasures(answered.slice(0, 2), NOW)).toEqual({ minutes: null, ratePercent: null });
  });
});
