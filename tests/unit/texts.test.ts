import { describe, expect, it } from "vitest";
import { clip, isGsm7, segmentsOf, septetsOf, toGsm7 } from "~/domain/texts/gsm";
import {
  cancelledText,
  chargeFailedText,
  confirmationText,
  helpText,
  messageText,
  movedText,
  newQuoteText,
  onTheWayText,
  optedInText,
  optedOutText,
  paymentLinkText,
  providerNewBookingText,
  refundWords,
  reminderText,
  waitlistOfferText,
  whenWords,
  confirmQuestionText,
} from "~/locales/en/texts";
import { CONSENT_WORDINGS, keywordOf, NUMBER_MACHINE, TEXT_MACHINE, textSendTime, toE164 } from "~/domain/texts/texts";

/** Texts (issue 37; decision 0034): one GSM-7 segment each, keywords, quiet hours across zones and DST. */

// Realistic values at their longest: a public deployment's origin and a 12-character code.
const LINK = "https://porchlight.example.com/b/AbCdEfGh_-12";
const LONG_BUSINESS = "Rivera Family Plumbing, Heating & Air Conditioning of Greater Austin LLC";
const LONG_SERVICE = "Emergency drain cleaning and sewer line camera inspection";
const WHEN = { date: "2026-11-30", time: "10:30", zone: "CST" };

function oneSegment(text: string) {
  expect(isGsm7(text), text).toBe(true);
  expect(septetsOf(text)!, text).toBeLessThanOrEqual(160);
  expect(segmentsOf(text)).toEqual({ encoding: "GSM-7", segments: 1 });
  expect(text).toContain(LINK.slice(0, 20));
}

describe("GSM-7", () => {
  it("counts septets, extended characters twice, and says UCS-2 for one character outside", () => {
    expect(septetsOf("Hello")).toBe(5);
    expect(septetsOf("€5 [x]")).toBe(9);
    expect(septetsOf("It’s")).toBeNull();
    expect(segmentsOf("a".repeat(160))).toEqual({ encoding: "GSM-7", segments: 1 });
    expect(segmentsOf("a".repeat(161))).toEqual({ encoding: "GSM-7", segments: 2 });
    expect(segmentsOf("It’s " + "a".repeat(66))).toEqual({ encoding: "UCS-2", segments: 2 });
    expect(segmentsOf("🙂")).toEqual({ encoding: "UCS-2", segments: 1 });
  });

  it("brings people's words into GSM-7: curly quotes, dashes, accents it lacks, emoji dropped", () => {
    expect(toGsm7("Bob’s “best” plumbing — Zoë & José 🙂")).toBe('Bob\'s "best" plumbing - Zoe & José');
    expect(toGsm7("two\nlines…")).toBe("two lines...");
    expect(clip("Emergency drain cleaning", 12)).toBe("Emergency...");
    expect(clip("Short", 12)).toBe("Short");
  });
});

describe("templates", () => {
  const booking = { business: LONG_BUSINESS, service: LONG_SERVICE, when: WHEN, link: LINK };
  const longest: Array<[string, () => string]> = [
    ["confirmation", () => confirmationText(booking)],
    ["reminder", () => reminderText(booking)],
    ["on the way", () => onTheWayText({ business: LONG_BUSINESS, who: "Maximiliano-Alejandro", service: LONG_SERVICE, link: LINK })],
    ["moved", () => movedText(booking)],
    ["cancelled", () => cancelledText({ ...booking, refund: refundWords({ refundedCents: 123_456, keptCents: 98_765 }) })],
    ["waitlist offer", () => waitlistOfferText({ business: LONG_BUSINESS, when: { ...WHEN, time: "12:30" }, until: "11:45", link: LINK })],
    ["new quote", () => newQuoteText({ business: LONG_BUSINESS, amountCents: 1_234_567, link: LINK })],
    ["payment link", () => paymentLinkText({ ...booking, amountCents: 1_234_567 })],
    ["failed charge", () => chargeFailedText({ business: LONG_BUSINESS, service: LONG_SERVICE, amountCents: 1_234_567, link: LINK })],
    ["provider's message", () => messageText({ from: LONG_BUSINESS, body: "Our tech will bring the camera. ".repeat(20), link: LINK })],
    [
      "provider's new job",
      () => providerNewBookingText({ customer: "Maximiliano-Alejandro G.", service: LONG_SERVICE, when: WHEN, link: LINK }),
    ],
  ];
  it.each(longest)("%s fits one segment at its longest", (_name, build) => oneSegment(build()));

  it("keep typical values whole, the business first", () => {
    const text = confirmationText({ business: "Rivera Plumbing", service: "Drain cleaning", when: WHEN, link: LINK });
    expect(text).toBe(`Rivera Plumbing: Drain cleaning booked for Mon Nov 30, 10:30 AM CST. Details: ${LINK} Reply STOP to stop`);
    expect(onTheWayText({ business: "Rivera Plumbing", who: "Maria", service: "Drain cleaning", link: LINK })).toBe(
      `Rivera Plumbing: Maria is on the way for your Drain cleaning. Details: ${LINK}`,
    );
    expect(
      cancelledText({
        business: "Rivera Plumbing",
        service: "Drain cleaning",
        when: WHEN,
        link: LINK,
        refund: refundWords({ refundedCents: 8_500, keptCents: 0 }),
      }),
    ).toBe(`Rivera Plumbing: your Drain cleaning on Mon Nov 30, 10:30 AM CST is cancelled. $85 refunded. ${LINK}`);
  });

  it("bring a business's curly apostrophe into GSM-7 rather than sending UCS-2", () => {
    const text = confirmationText({ business: "Bob’s Plumbing", service: "Drain cleaning", when: WHEN, link: LINK });
    expect(text.startsWith("Bob's Plumbing:")).toBe(true);
    expect(segmentsOf(text).encoding).toBe("GSM-7");
  });

  it("say what a cancellation gave back", () => {
    expect(refundWords({ refundedCents: 0, keptCents: 0 })).toBe("Nothing was charged");
    expect(refundWords({ refundedCents: 2_000, keptCents: 0 })).toBe("$20 refunded");
    expect(refundWords({ refundedCents: 1_000, keptCents: 1_000 })).toBe("$10 refunded, $10 kept");
    expect(refundWords({ refundedCents: 0, keptCents: 2_000 })).toBe("$20 kept, nothing refunded");
  });

  it("answer the keywords in one segment each", () => {
    for (const text of [
      optedOutText(),
      optedInText(),
      helpText({ business: null, contact: null }),
      helpText({ business: LONG_BUSINESS, contact: "(512) 555-0100" }),
    ])
      expect(segmentsOf(text)).toEqual({ encoding: "GSM-7", segments: 1 });
    expect(optedOutText()).toContain("START");
  });

  it("name the job's time short", () => {
    expect(whenWords({ date: "2026-03-08", time: "09:00", zone: "CDT" })).toBe("Sun Mar 8, 9:00 AM CDT");
  });
});

describe("keywords", () => {
  const IN = { optedOut: false, questionWaiting: false };
  const OUT = { optedOut: true, questionWaiting: false };
  const ASKED = { optedOut: false, questionWaiting: true };

  it("opt out and ask for help in the carriers' words, whatever the case, trailing stop or where the number stands", () => {
    for (const number of [IN, OUT, ASKED]) {
      for (const word of ["STOP", "stop", " Stop. ", "STOPALL", "unsubscribe", "CANCEL", "end", "Quit!"])
        expect(keywordOf(word, number), word).toBe("opt_out");
      for (const word of ["HELP", "help", "info"]) expect(keywordOf(word, number), word).toBe("help");
    }
    // A Spanish-speaking customer's words for the same (issue 54).
    for (const number of [IN, OUT, ASKED]) {
      for (const word of ["PARAR", "alto."]) expect(keywordOf(word, number), word).toBe("opt_out");
      expect(keywordOf("Ayuda", number)).toBe("help");
    }
    for (const word of ["Sí", "si", "SI!"]) expect(keywordOf(word, ASKED), word).toBe("confirm");
    expect(keywordOf("Sí", IN)).toBeNull();
    for (const body of ["Please stop by at 2", "yes please come at 3", "cancel my booking tomorrow", ""])
      expect(keywordOf(body, IN), body).toBeNull();
  });

  it("opt back in only a number that is out, with START, YES or UNSTOP", () => {
    for (const word of ["START", "yes", "Unstop"]) expect(keywordOf(word, OUT), word).toBe("opt_in");
    expect(keywordOf("OK", OUT)).toBeNull();
  });

  it("take a yes as people write it as the answer to a question waiting for it", () => {
    for (const word of ["YES", "yes", "Yes!", "Y", "ok", "Okay.", "Sure", "yeah", "START"])
      expect(keywordOf(word, ASKED), word).toBe("confirm");
    expect(keywordOf("Yes, gate code is 4417", ASKED)).toBeNull();
  });

  it("read a one-word yes from a number that is in and was asked nothing as a message to the conversation", () => {
    for (const word of ["Yes", "OK", "Sure", "yes."]) expect(keywordOf(word, IN), word).toBeNull();
    // START from a number that never left changes nothing and is answered with nothing.
    for (const word of ["START", "unstop"]) expect(keywordOf(word, IN), word).toBe("nothing");
  });
});

describe("the question a consent asks first", () => {
  it("asks in one GSM-7 segment, naming the business", () => {
    expect(confirmQuestionText({ kind: "booking", business: "Lone Star Home Pros" })).toBe(
      "Reply YES to get texts from Porchlight about your booking with Lone Star Home Pros. Reply STOP to opt out.",
    );
    for (const about of [
      { kind: "booking" as const, business: LONG_BUSINESS },
      { kind: "waitlist" as const, business: LONG_BUSINESS },
      { kind: "request" as const },
      { kind: "alerts" as const },
    ])
      expect(segmentsOf(confirmQuestionText(about)), about.kind).toEqual({ encoding: "GSM-7", segments: 1 });
  });
});

describe("quiet hours", () => {
  it("move a text due between 21:00 and 08:00 to the next 08:00 in the recipient's zone", () => {
    // 22:30 in Chicago (CST) → 08:00 the next morning.
    expect(textSendTime(new Date("2026-11-27T04:30:00Z"), "America/Chicago", { urgent: false }).toISOString()).toBe(
      "2026-11-27T14:00:00.000Z",
    );
    // 06:00 in Los Angeles → 08:00 that morning.
    expect(textSendTime(new Date("2026-11-27T14:00:00Z"), "America/Los_Angeles", { urgent: false }).toISOString()).toBe(
      "2026-11-27T16:00:00.000Z",
    );
    // 09:00 in New York: at once.
    const nine = new Date("2026-11-27T14:00:00Z");
    expect(textSendTime(nine, "America/New_York", { urgent: false })).toEqual(nine);
    // 21:00 exactly is quiet; 08:00 exactly is not.
    expect(textSendTime(new Date("2026-11-28T03:00:00Z"), "America/Chicago", { urgent: false }).toISOString()).toBe(
      "2026-11-28T14:00:00.000Z",
    );
    const eight = new Date("2026-11-27T14:00:00Z");
    expect(textSendTime(eight, "America/Chicago", { urgent: false })).toEqual(eight);
  });

  it("never hold an urgent text", () => {
    const night = new Date("2026-11-27T04:30:00Z");
    expect(textSendTime(night, "America/Chicago", { urgent: true })).toEqual(night);
  });

  it("count 08:00 on the wall across daylight-saving changes, in Phoenix too", () => {
    // Spring forward: 23:00 CST on Sat Mar 7, 2026 → 08:00 CDT Sunday (13:00Z, not 14:00Z).
    expect(textSendTime(new Date("2026-03-08T05:00:00Z"), "America/Chicago", { urgent: false }).toISOString()).toBe(
      "2026-03-08T13:00:00.000Z",
    );
    // Fall back: 01:30 CDT on Sun Nov 1, 2026 → 08:00 CST (14:00Z).
    expect(textSendTime(new Date("2026-11-01T06:30:00Z"), "America/Chicago", { urgent: false }).toISOString()).toBe(
      "2026-11-01T14:00:00.000Z",
    );
    // Arizona keeps no daylight time: 22:00 MST → 08:00 MST (15:00Z) all year.
    expect(textSendTime(new Date("2026-07-02T05:00:00Z"), "America/Phoenix", { urgent: false }).toISOString()).toBe(
      "2026-07-02T15:00:00.000Z",
    );
  });
});

describe("numbers, consent and states", () => {
  it("normalises US numbers to E.164 and refuses the rest", () => {
    expect(toE164("(512) 555-0142")).toBe("+15125550142");
    expect(toE164("1-512-555-0142")).toBe("+15125550142");
    expect(toE164("(999) 555-0142")).toBeNull();
    expect(toE164("+44 20 7946 0958")).toBeNull();
    expect(toE164("not a number")).toBeNull();
  });

  it("keeps the exact words of each version", () => {
    expect(CONSENT_WORDINGS["booking-1"]).toBe(
      "Text me about this booking at this number. Message and data rates may apply. Reply STOP to stop, HELP for help.",
    );
  });

  it("lets Twilio's word end a sent text once, and nothing undo a final state", () => {
    expect(TEXT_MACHINE.sources("delivered", "twilio")).toEqual(["sent"]);
    expect(TEXT_MACHINE.allows("delivered", "undelivered", "twilio")).toBe(false);
    expect(TEXT_MACHINE.allows("queued", "blocked", "sender")).toBe(true);
    expect(TEXT_MACHINE.allows("sent", "withdrawn", "product")).toBe(false);
    expect(TEXT_MACHINE.initial).toEqual(["held", "queued", "off"]);
    expect(NUMBER_MACHINE.sources("opted_out", "keyword")).toEqual(["opted_in"]);
    // The carrier's word (21610) opts a number out; only the number's own word brings it back.
    expect(NUMBER_MACHINE.sources("opted_out", "carrier")).toEqual(["opted_in"]);
    expect(NUMBER_MACHINE.allows("opted_out", "opted_in", "carrier")).toBe(false);
  });

  it("holds a text for a YES that only the product releases or withdraws, never the sender", () => {
    expect(TEXT_MACHINE.sources("queued", "product")).toEqual(["held"]);
    expect(TEXT_MACHINE.allows("held", "sent", "sender")).toBe(false);
    expect(TEXT_MACHINE.sources("withdrawn", "product")).toEqual(["held", "queued"]);
  });
});
