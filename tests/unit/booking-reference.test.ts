import { describe, expect, it } from "vitest";
import { BOOKING_REFERENCE_PATTERN, newBookingReference, readBookingReference } from "~/domain/booking/reference";
import {
  bookingCancelledEmails,
  bookingConfirmationEmail,
  bookingNoShowEmail,
  bookingReminderEmail,
  bookingRescheduledEmails,
  providerBookingNoticeEmail,
  providerEnRouteEmail,
  type BookingEmailData,
  type EmailContent,
} from "~/domain/email-templates";
import {
  cardSavedTooLateEmail,
  chargeFailedEmails,
  lateForSlotEmail,
  paymentReceiptEmail,
  refundReceiptEmail,
} from "~/domain/payments/payment-emails";
import { dayOffClashEmail, seriesBookedEmails, seriesCancelledEmails, seriesMovedEmails } from "~/domain/series/series-emails";

describe("booking references", () => {
  it("are PL- and six characters of Crockford's base 32, never I, L, O or U", () => {
    for (let i = 0; i < 2_000; i++) expect(newBookingReference()).toMatch(BOOKING_REFERENCE_PATTERN);
    expect(BOOKING_REFERENCE_PATTERN.test("PL-7K3M9O")).toBe(false);
    expect(BOOKING_REFERENCE_PATTERN.test("PL-7K3M9U")).toBe(false);
  });

  it("use every character of the alphabet from the random bytes", () => {
    expect(newBookingReference(() => Uint8Array.from([0, 31, 32, 18, 255, 9]))).toBe("PL-0Z0JZ9");
  });

  it("are read back as typed, in any case, with or without the hyphen, an O for a zero", () => {
    expect(readBookingReference("PL-7K3M9Q")).toBe("PL-7K3M9Q");
    expect(readBookingReference("  pl-7k3m9q ")).toBe("PL-7K3M9Q");
    expect(readBookingReference("PL 7K3M9Q")).toBe("PL-7K3M9Q");
    expect(readBookingReference("pl7k3m9q")).toBe("PL-7K3M9Q");
    expect(readBookingReference("PL-7K3MOQ")).toBe("PL-7K3M0Q");
    expect(readBookingReference("PL-IK3M9L")).toBe("PL-1K3M91");
  });

  it("are not read from a name, a part of one, or a U", () => {
    expect(readBookingReference("Robert")).toBeNull();
    expect(readBookingReference("PL-7K3M")).toBeNull();
    expect(readBookingReference("PL-7K3M9QX")).toBeNull();
    expect(readBookingReference("PL-7K3MUQ")).toBeNull();
  });
});

const BOOKING: BookingEmailData = {
  id: "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
  reference: "PL-7K3M9Q",
  customer_name: "Ana Lopez",
  customer_email: "ana@example.com",
  customer_phone: "(512) 555-0142",
  service_type: "Plumbing",
  service_address: "500 Congress Ave, Austin, TX 78701",
  preferred_date: "2026-11-23",
  preferred_time: "09:00",
  duration_minutes: 60,
  coordinates: null,
  special_requests: null,
  businessName: "Lone Star Plumbing",
  providerEmail: "owner@lonestar.example",
  providerPhone: "(512) 555-0199",
  timeZoneLabel: "CST",
  manageUrl: "https://porchlight.example/bookings/x?token=y",
  series: { index: 2, of: 6, intervalWeeks: 2 },
};

const previous = { preferred_date: "2026-11-20", preferred_time: "10:00", timeZoneLabel: "CST" };
const visits = [{ index: 2, reference: "PL-7K3M9Q", when: "Monday, November 23, 2026, 9:00 AM to 10:00 AM (CST)" }];

/** Every e-mail the product sends about a booking, to either side. */
const BOOKING_EMAILS: Array<[string, EmailContent[]]> = [
  ["confirmation", [bookingConfirmationEmail(BOOKING)]],
  ["provider notice", [providerBookingNoticeEmail(BOOKING)]],
  ["cancellation", bookingCancelledEmails(BOOKING, { by: "admin", reason: "Storm" })],
  ["no-show", [bookingNoShowEmail(BOOKING, null)]],
  ["reminder", [bookingReminderEmail(BOOKING)]],
  ["move", bookingRescheduledEmails(BOOKING, previous)],
  ["on the way", [providerEnRouteEmail(BOOKING)]],
  ["receipt", [paymentReceiptEmail(BOOKING, { amountCents: 2_500, what: "Deposit" })]],
  ["refund", [refundReceiptEmail(BOOKING, { amountCents: 2_500, why: "Cancelled in time" })]],
  ["late for the slot", [lateForSlotEmail(BOOKING, 2_500, "https://porchlight.example/")]],
  ["card saved too late", [cardSavedTooLateEmail(BOOKING, "https://porchlight.example/")]],
  ["failed charge", chargeFailedEmails(BOOKING, { amountCents: 2_500, payUrl: "https://porchlight.example/pay" })],
  ["series booked", seriesBookedEmails(BOOKING, { intervalWeeks: 2, visits })],
  ["series cancelled", seriesCancelledEmails(BOOKING, { by: "customer", reason: null, visits })],
  ["series moved", seriesMovedEmails(BOOKING, [{ index: 2, reference: "PL-7K3M9Q", was: "Friday", now: "Monday" }])],
  ["day off over a visit", [dayOffClashEmail(BOOKING)]],
];

describe("every e-mail about a booking", () => {
  it.each(BOOKING_EMAILS)("names the booking's reference: %s", (_, emails) => {
    expect(emails.length).toBeGreaterThan(0);
    for (const email of emails) {
      expect(email.text).toContain("PL-7K3M9Q");
      expect(email.html).toContain("PL-7K3M9Q");
    }
  });
});
