import { describe, expect, it } from "vitest";
import { APPLICATION_STATUS_LABELS, EMAIL_STATUS_LABELS, labelOfStatus, statusWords } from "~/domain/statuses";

describe("one status vocabulary", () => {
  it("reads a known status by its label, whatever vocabulary it belongs to", () => {
    expect(labelOfStatus(APPLICATION_STATUS_LABELS, "pending")).toBe("Pending");
    expect(labelOfStatus(EMAIL_STATUS_LABELS, "logged")).toBe("Logged");
  });

  it("makes an unknown stored word readable instead of showing it raw, and never reads inherited names", () => {
    expect(labelOfStatus(EMAIL_STATUS_LABELS, "bounced_hard")).toBe("Bounced hard");
    expect(labelOfStatus(EMAIL_STATUS_LABELS, "toString")).toBe("ToString");
    expect(statusWords("booking_confirmation")).toBe("Booking confirmation");
  });
});
