import { placeWords, windowLabel } from "~/locales/en/waitlist-emails";
import { describe, expect, it } from "vitest";
import {
  checkWindows,
  fitsWindow,
  lapsesAt,
  offerExpiry,
  paymentHoldFromOffer,
  placeInLine,
  WAITLIST_ENTRY_MACHINE,
  WAITLIST_OFFER_MACHINE,
  windowField,
  windowsOverlap,
  type WaitWindow,
} from "~/domain/waitlist/waitlist";
import { waitlistJoinedEmail, waitlistOfferEmail } from "~/locales/en/waitlist-emails";
import { inEnglish } from "#tests/support/requests";

/** A result's refusals as an English reader reads them. */
const worded = <T extends { ok: boolean; fieldErrors?: Record<string, string[]> }>(result: T) =>
  result.ok ? result : { ...result, fieldErrors: inEnglish(result.fieldErrors) };

const BOUNDS = { today: "2026-11-26", maxDate: "2027-02-24", horizonDays: 90 };
const HOLD = { minutes: 30, soonMinutes: 10 };
const MINUTE = 60_000;
const win = (from: string, to: string, start = "00:00", end = "24:00", part: WaitWindow["part"] = "any"): WaitWindow => ({
  from,
  to,
  part,
  start,
  end,
});

describe("the waitlist's windows", () => {
  it("skips blank rows, makes a row without a last day one day, and turns a part of the day into its hours", () => {
    expect(
      checkWindows(
        [
          { from: "2026-11-30", part: "morning" },
          {},
          { from: "2026-12-01", to: "2026-12-03", part: "between", start: "14:00", end: "16:30" },
        ],
        BOUNDS,
      ),
    ).toEqual({
      ok: true,
      windows: [win("2026-11-30", "2026-11-30", "00:00", "12:00", "morning"), win("2026-12-01", "2026-12-03", "14:00", "16:30", "between")],
    });
  });

  it("names each problem beside its field", () => {
    const result = checkWindows(
      [
        { to: "2026-12-01" },
        { from: "2026-12-05", to: "2026-12-04" },
        { from: "2026-11-01", to: "2026-11-20" },
        { from: "2027-03-01" },
        { from: "2026-12-01", part: "between", start: "10:00", end: "09:00" },
      ],
      BOUNDS,
    );
    expect(worded(result)).toEqual({
      ok: false,
      fieldErrors: {
        [windowField(1, "from")]: ["Please choose the first day."],
        [windowField(2, "to")]: ["The last day must be on or after the first day."],
        [windowField(3, "to")]: ["Please choose today or a later day."],
        [windowField(4, "from")]: ["Please choose days within the next 90 days."],
        [windowField(5, "end")]: ["The end time must be after the start time."],
      },
    });
    expect(worded(checkWindows([{}, {}], BOUNDS))).toEqual({
      ok: false,
      fieldErrors: { [windowField(1, "from")]: ["Please choose at least one window of days."] },
    });
    // A window begun in the past is kept from today; one reaching beyond the horizon stops there.
    expect(checkWindows([{ from: "2026-11-20", to: "2027-06-01" }], BOUNDS)).toMatchObject({
      ok: true,
      windows: [{ from: "2026-11-26", to: "2027-02-24" }],
    });
  });

  it("refuses a window of which only a part of today that has passed is left ('Morning' at 3 PM), and keeps one that runs on", () => {
    const afternoon = { ...BOUNDS, timeNow: "15:00" };
    expect(worded(checkWindows([{ from: "2026-11-26", part: "morning" }], afternoon))).toEqual({
      ok: false,
      fieldErrors: { [windowField(1, "part")]: ["That part of today has already passed. Please choose a later time or another day."] },
    });
    expect(worded(checkWindows([{ from: "2026-11-26", part: "between", start: "13:00", end: "15:00" }], afternoon))).toEqual({
      ok: false,
      fieldErrors: { [windowField(1, "end")]: ["That part of today has already passed. Please choose a later time or another day."] },
    });
    // The evening is still to come; mornings from today on include tomorrow's.
    expect(checkWindows([{ from: "2026-11-26", part: "evening" }], afternoon).ok).toBe(true);
    expect(checkWindows([{ from: "2026-11-26", to: "2026-11-27", part: "morning" }], afternoon).ok).toBe(true);
  });

  it("fits a start by its local day and time, and finds customers waiting for the same times", () => {
    const mornings = win("2026-12-01", "2026-12-03", "00:00", "12:00", "morning");
    expect(fitsWindow(mornings, "2026-12-02", "11:30")).toBe(true);
    expect(fitsWindow(mornings, "2026-12-02", "12:00")).toBe(false);
    expect(fitsWindow(mornings, "2026-12-04", "09:00")).toBe(false);
    expect(windowsOverlap([mornings], [win("2026-12-03", "2026-12-09", "11:00", "13:00")])).toBe(true);
    expect(windowsOverlap([mornings], [win("2026-12-03", "2026-12-09", "12:00", "17:00")])).toBe(false);
    expect(windowsOverlap([mornings], [win("2026-12-04", "2026-12-09")])).toBe(false);
    expect(windowLabel(mornings)).toBe("Dec 1, 2026 to Dec 3, 2026, mornings");
    expect(windowLabel(win("2026-12-04", "2026-12-04", "14:00", "16:30", "between"))).toBe(
      "Dec 4, 2026, starting 2:00 PM to before 4:30 PM",
    );
  });

  it("lapses at the local midnight after the last day, across a daylight-saving change", () => {
    // New York falls back on Nov 1, 2026: the midnight after is EST (UTC-5); the one before, EDT (UTC-4).
    expect(lapsesAt([win("2026-10-30", "2026-11-01")], "America/New_York").toISOString()).toBe("2026-11-02T05:00:00.000Z");
    expect(lapsesAt([win("2026-10-30", "2026-10-31")], "America/New_York").toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(lapsesAt([win("2027-03-13", "2027-03-14"), win("2027-03-01", "2027-03-02")], "America/Chicago").toISOString()).toBe(
      "2027-03-15T05:00:00.000Z",
    );
  });
});

describe("an offer's hold", () => {
  const now = new Date("2026-11-26T15:00:00Z");
  it("lasts WAITLIST_OFFER_MINUTES, fewer within a day of the job, and never past its start", () => {
    expect(offerExpiry(new Date(now.getTime() + 48 * 60 * MINUTE), now, HOLD).getTime() - now.getTime()).toBe(30 * MINUTE);
    expect(offerExpiry(new Date(now.getTime() + 23 * 60 * MINUTE), now, HOLD).getTime() - now.getTime()).toBe(10 * MINUTE);
    expect(offerExpiry(new Date(now.getTime() + 5 * MINUTE), now, HOLD).getTime() - now.getTime()).toBe(5 * MINUTE);
  });

  it("gives a booking made from it the offer's own end to pay, at least five minutes and at most the usual hold", () => {
    const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);
    expect(paymentHoldFromOffer(at(10), now, 15)).toEqual(at(10));
    expect(paymentHoldFromOffer(at(2), now, 15)).toEqual(at(5));
    expect(paymentHoldFromOffer(at(28), now, 15)).toEqual(at(15));
  });
});

describe("fairness, in plain words", () => {
  it("counts the place among the people waiting for some of the same times, in the order they joined", () => {
    const mornings = [win("2026-12-01", "2026-12-01", "00:00", "12:00")];
    const evenings = [win("2026-12-01", "2026-12-01", "17:00", "24:00")];
    const line = [
      { id: "a", windows: mornings },
      { id: "b", windows: evenings },
      { id: "c", windows: mornings },
      { id: "d", windows: [win("2026-11-30", "2026-12-02")] },
    ];
    expect(placeInLine({ id: "c", windows: mornings }, line)).toEqual({ place: 2, waiting: 3 });
    expect(placeInLine({ id: "b", windows: evenings }, line)).toEqual({ place: 1, waiting: 2 });
    expect(placeWords(2, 3)).toBe("You are 2nd of 3 people waiting for some of these times.");
    expect(placeWords(1, 1)).toBe("You are the only one waiting for these times.");
    expect(placeWords(11, 12)).toBe("You are 11th of 12 people waiting for some of these times.");
    expect(placeWords(22, 30)).toBe("You are 22nd of 30 people waiting for some of these times.");
  });
});

describe("the waitlist's state tables", () => {
  it("lets a customer book, pass on or leave, and only the system lapse", () => {
    expect(WAITLIST_OFFER_MACHINE.sources("taken", "customer")).toEqual(["open"]);
    expect(WAITLIST_OFFER_MACHINE.sources("lapsed", "customer")).toEqual([]);
    expect(WAITLIST_OFFER_MACHINE.targets("taken", "system")).toEqual([]);
    expect(WAITLIST_ENTRY_MACHINE.sources("lapsed", "system")).toEqual(["waiting"]);
    expect(WAITLIST_ENTRY_MACHINE.sources("booked", "system")).toEqual([]);
    expect(WAITLIST_ENTRY_MACHINE.targets("left", "customer")).toEqual([]);
  });
});

describe("the waitlist's e-mails", () => {
  const facts = {
    customerName: "Amy",
    customerEmail: "amy@example.org",
    serviceName: "House Cleaning",
    businessName: "Sparkle Homes",
    entryUrl: "https://porchlight.example/waitlist/x?token=y",
  };
  it("say what is held, until when, and link to the entry", () => {
    const offer = waitlistOfferEmail({
      ...facts,
      date: "2026-12-01",
      time: "10:00",
      timeZoneLabel: "CST",
      holdUntil: "Dec 1, 2026, 9:30 AM CST",
      minutes: 30,
    });
    expect(offer.subject).toBe("A time opened up: House Cleaning, Tuesday, December 1, 2026, 10:00 AM (CST)");
    expect(offer.text).toContain("It is held for you alone until Dec 1, 2026, 9:30 AM CST (30 minutes).");
    expect(offer.text).toContain("Book this time: https://porchlight.example/waitlist/x?token=y#offer");
    const joined = waitlistJoinedEmail({
      ...facts,
      windows: [win("2026-12-01", "2026-12-01", "00:00", "12:00", "morning")],
      place: placeWords(1, 1),
    });
    expect(joined.text).toContain("Window 1: Dec 1, 2026, mornings");
    expect(offer.html).not.toContain("<script");
  });
});
