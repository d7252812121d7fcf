import { describe, expect, it } from "vitest";
import { labelOfStatus, statusWords } from "~/domain/statuses";
import { applicationStatusWords } from "~/locales/admin";
import { emailStatusWords } from "~/locales/admin-records";

const APPLICATION_STATUS_LABELS = applicationStatusWords.en;
const EMAIL_STATUS_LABELS = emailStatusWords.en;

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
