import { adminRefundReason } from "~/domain/payments/settlement";
import {
  cardSavedTooLateEmailFor,
  chargeFailedEmailsFor,
  lateForSlotEmailFor,
  paidBookingWordsIn,
  paymentLinkEmailFor,
  paymentReceiptEmailFor,
  refundReceiptEmailFor,
} from "~/locales/payment-emails";
import { dayOffClashEmailFor, seriesBookedEmailsFor, seriesCancelledEmailsFor, seriesMovedEmailsFor } from "~/locales/series-emails";
import { describe, expect, it } from "vitest";
import {
  bookingCancelledEmails,
  bookingConfirmationEmail,
  bookingNoShowEmail,
  bookingReminderEmail,
  bookingRescheduledEmails,
  providerDaySummaryEmail,
  providerEnRouteEmail,
  providerBookingNoticeEmail,
  memberChangedEmail,
  memberJobEmail,
} from "~/locales/en/booking-emails";
import { escapeHtml, type BookingEmailData, type EmailContent } from "~/locales/email-layout";
import {
  cardSavedTooLateEmail,
  chargeFailedEmails,
  lateForSlotEmail,
  paymentReceiptEmail,
  refundReceiptEmail,
} from "~/locales/en/payment-emails";
import { dayOffClashEmail, seriesBookedEmails, seriesCancelledEmails, seriesMovedEmails } from "~/locales/en/series-emails";

const ID = "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b";
const MANAGE_URL = `https://porchlight.example/bookings/${ID}?token=pZLFrtoPgFc-15xQqdnJJmag1USw6plwqA37O4iJ_PM`;

const BOOKING: BookingEmailData = {
  id: ID,
  reference: "PL-7K3M9Q",
  customer_name: "Ana Lopez",
  customer_email: "ana@example.com",
  customer_phone: "(512) 555-0142",
  service_type: "Plumbing",
  service_address: "500 Congress Ave, Austin, TX 78701",
  preferred_date: "2026-11-23",
  preferred_time: "09:00",
  duration_minutes: 60,
  coordinates: { lat: 30.2672, lng: -97.7431 },
  special_requests: "Gate code 1234",
  businessName: "Lone Star Plumbing",
  providerEmail: "owner@lonestar.example",
  providerPhone: "(512) 555-0199",
  timeZoneLabel: "CST",
  manageUrl: MANAGE_URL,
};

const HOSTILE = '<script>alert("x")</script>';

describe("escapeHtml", () => {
  it("escapes the five HTML-special characters", () => {
    expect(escapeHtml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;");
    expect(escapeHtml(HOSTILE)).toBe("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(escapeHtml("Tom & Jerry's")).toBe("Tom &amp; Jerry&#39;s");
  });

  it("escapes an ampersand that already starts an entity", () => {
    expect(escapeHtml("&amp; &lt;")).toBe("&amp;amp; &amp;lt;");
  });

  it("leaves plain text alone", () => {
    expect(escapeHtml("")).toBe("");
    expect(escapeHtml("Ana Lopez, (512) 555-0142 — café")).toBe("Ana Lopez, (512) 555-0142 — café");
  });
});

describe("bookingConfirmationEmail", () => {
  const email = bookingConfirmationEmail(BOOKING);

  it("is a 'booking_confirmation' to the customer", () => {
    expect(email.kind).toBe("booking_confirmation");
    expect(email.to).toBe("ana@example.com");
    expect(email.subject).toBe("Booking confirmed: Plumbing on Monday, November 23, 2026");
  });

  it("has the whole booking in its text", () => {
    expect(email.text).toBe(
      [
        "Your booking is confirmed",
        "",
        "Hi Ana Lopez, Lone Star Plumbing will see you at the time below.",
        "",
        "Booking reference: PL-7K3M9Q",
        "Service: Plumbing",
        "When: Monday, November 23, 2026, 9:00 AM to 10:00 AM (CST)",
        "Length: 1 hour",
        "Where: 500 Congress Ave, Austin, TX 78701",
        "Coordinates: 30.2672, -97.7431",
        "Provider: Lone Star Plumbing, (512) 555-0199, owner@lonestar.example",
        "",
        `View, move or cancel your booking: ${MANAGE_URL}`,
        "",
        "Add it to your calendar, move it or cancel it from that page.",
        "",
        "Porchlight",
      ].join("\n"),
    );
  });

  it("has the same facts and a button to the manage URL in its HTML", () => {
    expect(email.html).toContain('<h1 style="font-size:20px">Your booking is confirmed</h1>');
    expect(email.html).toContain(`<td style="padding:4px 0">PL-7K3M9Q</td>`);
    expect(email.html).toContain("Hi Ana Lopez, Lone Star Plumbing will see you at the time below.");
    expect(email.html).toContain("Monday, November 23, 2026, 9:00 AM to 10:00 AM (CST)");
    expect(email.html).toContain("30.2672, -97.7431");
    expect(email.html).toContain(`<a href="${MANAGE_URL}"`);
    expect(email.html).toContain(">View, move or cancel your booking</a>");
  });

  it("writes afternoon times and other zones in words", () => {
    const summer = bookingConfirmationEmail({
      ...BOOKING,
      preferred_date: "2027-07-02",
      preferred_time: "17:30",
      timeZoneLabel: "PDT",
    });
    expect(summer.text).toContain("When: Friday, July 2, 2027, 5:30 PM to 6:30 PM (PDT)");
    expect(summer.subject).toBe("Booking confirmed: Plumbing on Friday, July 2, 2027");
  });

  it("rounds the coordinates to 4 decimals and leaves them out when unknown", () => {
    expect(bookingConfirmationEmail({ ...BOOKING, coordinates: { lat: 30.1, lng: -97 } }).text).toContain("Coordinates: 30.1000, -97.0000");
    const none = bookingConfirmationEmail({ ...BOOKING, coordinates: null });
    expect(none.text).not.toContain("Coordinates");
    expect(none.html).not.toContain("Coordinates");
  });

  it("says the place is to be arranged when there is no address", () => {
    const email = bookingConfirmationEmail({ ...BOOKING, service_address: "" });
    expect(email.text).toContain("Where: To be arranged with the provider");
  });

  it("never puts a customer's markup raw into the HTML", () => {
    const email = bookingConfirmationEmail({ ...BOOKING, customer_name: HOSTILE });
    expect(email.html).not.toContain("<script>");
    expect(email.html).not.toContain("</script>");
    expect(email.html).toContain("Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;, Lone Star Plumbing");
    // The text part is plain text and keeps the name as given.
    expect(email.text).toContain(`Hi ${HOSTILE}, Lone Star Plumbing`);
  });

  it("escapes every field that reaches the HTML", () => {
    const fields = [
      "id",
      "customer_name",
      "customer_email",
      "customer_phone",
      "service_type",
      "service_address",
      "businessName",
      "providerEmail",
      "providerPhone",
      "timeZoneLabel",
      "manageUrl",
    ] as const;
    for (const field of fields) {
      const email = bookingConfirmationEmail({ ...BOOKING, [field]: `<img src=x onerror="alert('${field}')">` });
      expect(email.html).not.toContain("<img");
      expect(email.html).not.toContain(`"alert(`);
    }
  });

  it("escapes the ampersands of the manage URL inside the link", () => {
    const url = `https://porchlight.example/bookings/${ID}?token=abc&utm=email`;
    const email = bookingConfirmationEmail({ ...BOOKING, manageUrl: url });
    expect(email.html).toContain(`href="https://porchlight.example/bookings/${ID}?token=abc&amp;utm=email"`);
    expect(email.text).toContain(`View, move or cancel your booking: ${url}`);
  });
});

describe("a team member's job in the e-mails (decision 0032)", () => {
  const WITH_MARIA: BookingEmailData = { ...BOOKING, member: "Maria", customer_name: HOSTILE };

  it("tells the customer who is coming, and who is on the way", () => {
    expect(bookingConfirmationEmail({ ...BOOKING, member: "Maria" }).text).toContain("Who is coming: Maria");
    expect(bookingConfirmationEmail(BOOKING).text).not.toContain("Who is coming");
    // Pictured where the member has a photo, in the HTML only.
    const pictured = bookingConfirmationEmail({ ...BOOKING, member: "Maria", memberPhotoUrl: 'https://porchlight.example/media/1"><b>' });
    expect(pictured.html).toContain('<img src="https://porchlight.example/media/1&quot;&gt;&lt;b&gt;" alt="Maria" width="64" height="64"');
    expect(bookingConfirmationEmail({ ...BOOKING, memberPhotoUrl: "https://porchlight.example/media/1" }).html).not.toContain("<img");
    expect(providerEnRouteEmail({ ...BOOKING, member: "Maria" }).text).toContain("Maria from Lone Star Plumbing is heading to you now");
    const changed = memberChangedEmail({ ...BOOKING, member: "Maria" });
    expect(changed.subject).toBe("Who is coming has changed: Plumbing on Monday, November 23, 2026");
    expect(changed.text).toContain("Maria from Lone Star Plumbing will do your Plumbing. The time stays the same.");
    // Given back to the owner: her name, not the business's alone.
    expect(memberChangedEmail({ ...BOOKING, member: null, owner: "Rosa" }).text).toContain(
      "Rosa from Lone Star Plumbing will do your Plumbing. The time stays the same.",
    );
  });

  it("gives the member the job's place, time and customer, escaped, with their jobs' page", () => {
    const email = memberJobEmail(WITH_MARIA, { email: "maria@crew.example", jobsUrl: "https://porchlight.example/team" });
    expect(email.to).toBe("maria@crew.example");
    expect(email.kind).toBe("member_job");
    expect(email.subject).toBe("New job for you: Plumbing on Monday, November 23, 2026");
    expect(email.text).toContain("Where: 500 Congress Ave, Austin, TX 78701");
    expect(email.text).toContain("See your jobs: https://porchlight.example/team");
    expect(email.html).not.toContain("<script>");
  });
});

describe("providerBookingNoticeEmail", () => {
  const email = providerBookingNoticeEmail(BOOKING);

  it("goes to the provider", () => {
    expect(email.to).toBe("owner@lonestar.example");
    expect(email.kind).toBe("booking_provider_notice");
    expect(email.subject).toBe("New booking: Plumbing on Monday, November 23, 2026");
  });

  it("gives the provider the customer's contact and requests", () => {
    expect(email.text).toBe(
      [
        "You have a new booking",
        "",
        "Ana Lopez booked Plumbing.",
        "",
        "Booking reference: PL-7K3M9Q",
        "When: Monday, November 23, 2026, 9:00 AM to 10:00 AM (CST)",
        "Where: 500 Congress Ave, Austin, TX 78701",
        "Coordinates: 30.2672, -97.7431",
        "Customer: Ana Lopez, (512) 555-0142, ana@example.com",
        "Special requests: Gate code 1234",
        "",
        "Porchlight",
      ].join("\n"),
    );
    expect(email.html).toContain("Ana Lopez, (512) 555-0142, ana@example.com");
  });

  it("does not carry the customer's manage link", () => {
    expect(email.text).not.toContain("token=");
    expect(email.html).not.toContain("token=");
    expect(email.html).not.toContain("<a ");
  });

  it("says 'None' without special requests", () => {
    expect(providerBookingNoticeEmail({ ...BOOKING, special_requests: null }).text).toContain("Special requests: None");
    expect(providerBookingNoticeEmail({ ...BOOKING, special_requests: "" }).text).toContain("Special requests: None");
  });

  it("escapes customer-supplied text in the HTML", () => {
    const hostile = providerBookingNoticeEmail({ ...BOOKING, customer_name: HOSTILE, special_requests: "<b>now</b>" });
    expect(hostile.html).not.toContain("<script>");
    expect(hostile.html).not.toContain("<b>");
    expect(hostile.html).toContain("&lt;b&gt;now&lt;/b&gt;");
  });
});

describe("bookingCancelledEmails", () => {
  const byCustomer = { by: "customer" as const, reason: null };
  const [customer, provider] = bookingCancelledEmails(BOOKING, byCustomer);

  it("returns one e-mail for each side", () => {
    const emails = bookingCancelledEmails(BOOKING, byCustomer);
    expect(emails).toHaveLength(2);
    expect(emails.map((email) => [email.kind, email.to])).toEqual([
      ["booking_cancelled", "ana@example.com"],
      ["booking_cancelled_provider", "owner@lonestar.example"],
    ]);
  });

  it("tells the customer", () => {
    expect(customer.subject).toBe("Booking cancelled: Plumbing on Monday, November 23, 2026");
    expect(customer.text).toBe(
      [
        "Your booking is cancelled",
        "",
        "Hi Ana Lopez, your booking with Lone Star Plumbing is cancelled.",
        "",
        "Booking reference: PL-7K3M9Q",
        "Service: Plumbing",
        "When: Monday, November 23, 2026, 9:00 AM to 10:00 AM (CST)",
        "Where: 500 Congress Ave, Austin, TX 78701",
        "",
        "Porchlight",
      ].join("\n"),
    );
  });

  it("tells the provider who cancelled", () => {
    expect(provider.subject).toBe("Cancelled: Plumbing on Monday, November 23, 2026");
    expect(provider.text).toBe(
      [
        "A booking was cancelled",
        "",
        "Ana Lopez cancelled their booking. The time is free again.",
        "",
        "Booking reference: PL-7K3M9Q",
        "Service: Plumbing",
        "When: Monday, November 23, 2026, 9:00 AM to 10:00 AM (CST)",
        "Where: 500 Congress Ave, Austin, TX 78701",
        "Customer: Ana Lopez, (512) 555-0142",
        "",
        "Porchlight",
      ].join("\n"),
    );
  });

  it("escapes the HTML of both", () => {
    for (const email of bookingCancelledEmails({ ...BOOKING, customer_name: HOSTILE, service_type: "A & B" }, byCustomer)) {
      expect(email.html).not.toContain("<script>");
      expect(email.html).toContain("&lt;script&gt;");
      expect(email.html).toContain("A &amp; B");
    }
  });
});

describe("a provider's cancellation", () => {
  it("tells only the customer, with the provider's reason", () => {
    const emails = bookingCancelledEmails(BOOKING, { by: "provider", reason: "Our van broke down <sorry>" });
    expect(emails.map((email) => [email.kind, email.to])).toEqual([["booking_cancelled", "ana@example.com"]]);
    expect(emails[0].text).toContain("Hi Ana Lopez, Lone Star Plumbing had to cancel your booking.");
    expect(emails[0].text).toContain("Reason: Our van broke down <sorry>");
    expect(emails[0].html).toContain("Our van broke down &lt;sorry&gt;");
  });

  it("tells both sides when an admin cancels", () => {
    const emails = bookingCancelledEmails(BOOKING, { by: "admin", reason: "Duplicate booking" });
    expect(emails.map((email) => email.kind)).toEqual(["booking_cancelled", "booking_cancelled_provider"]);
    expect(emails[1].text).toContain("Reason: Duplicate booking");
  });
});

describe("reminders, moves and the morning summary", () => {
  it("reminds the customer with the manage link", () => {
    const email = bookingReminderEmail(BOOKING);
    expect(email.kind).toBe("booking_reminder");
    expect(email.to).toBe("ana@example.com");
    expect(email.subject).toBe("Reminder: Plumbing on Monday, November 23, 2026 at 9:00 AM");
    expect(email.text).toContain("When: Monday, November 23, 2026, 9:00 AM to 10:00 AM (CST)");
    expect(email.text).toContain(MANAGE_URL);
  });

  it("tells both sides of a move, with the old and the new time", () => {
    const moved = { ...BOOKING, preferred_date: "2026-11-24", preferred_time: "13:30", duration_minutes: 90 };
    const [customer, provider] = bookingRescheduledEmails(moved, {
      preferred_date: "2026-11-23",
      preferred_time: "09:00",
      timeZoneLabel: "CST",
    });
    expect([customer.kind, customer.to, provider.kind, provider.to]).toEqual([
      "booking_rescheduled",
      "ana@example.com",
      "booking_rescheduled_provider",
      "owner@lonestar.example",
    ]);
    expect(customer.text).toContain("New time: Tuesday, November 24, 2026, 1:30 PM to 3:00 PM (CST)");
    expect(customer.text).toContain("Was: Monday, November 23, 2026, 9:00 AM to 10:30 AM (CST)");
    expect(customer.text).toContain(MANAGE_URL);
    expect(provider.text).toContain("Customer: Ana Lopez, (512) 555-0142, ana@example.com");
  });

  it("lists the day's jobs for the provider in their zone", () => {
    const email = providerDaySummaryEmail({
      to: "owner@lonestar.example",
      date: "2026-11-23",
      timeZoneLabel: "CST",
      bookingsUrl: "https://porchlight.example/provider/bookings",
      jobs: [
        {
          preferred_time: "09:00",
          duration_minutes: 60,
          service_type: "Plumbing",
          customer_name: "Ana Lopez",
          customer_phone: "(512) 555-0142",
          service_address: "500 Congress Ave",
          special_requests: null,
        },
        {
          preferred_time: "13:30",
          duration_minutes: 120,
          service_type: "Handyman",
          customer_name: "Ben Ortiz",
          customer_phone: "(512) 555-0100",
          service_address: "",
          special_requests: "Dog in yard",
        },
      ],
    });
    expect(email.kind).toBe("provider_day_summary");
    expect(email.subject).toBe("Today: 2 jobs on Monday, November 23, 2026");
    expect(email.text).toContain("9:00 AM to 10:00 AM: Plumbing · Ana Lopez (512) 555-0142 · 500 Congress Ave");
    expect(email.text).toContain('1:30 PM to 3:30 PM: Handyman · Ben Ortiz (512) 555-0100 · Address to be arranged · "Dog in yard"');
  });
});

/** A visit of a series, for the e-mails that name the series. */
const VISIT: BookingEmailData = { ...BOOKING, series: { index: 2, of: 6, intervalWeeks: 2 } };

const previous = { preferred_date: "2026-11-20", preferred_time: "10:00", timeZoneLabel: "CST" };
const MONDAY = { preferred_date: "2026-11-23", preferred_time: "09:00", duration_minutes: 60, timeZoneLabel: "CST" };
const visits = [{ index: 2, reference: "PL-7K3M9Q", when: MONDAY }];
const moves = [{ index: 2, reference: "PL-7K3M9Q", was: { ...MONDAY, preferred_date: "2026-11-20" }, now: MONDAY }];
const SPANISH_VISIT: BookingEmailData = { ...VISIT, language: "es" };

/** Every e-mail the product sends about a booking, to either side. */
const BOOKING_EMAILS: Array<[string, EmailContent[]]> = [
  ["confirmation", [bookingConfirmationEmail(VISIT)]],
  ["provider notice", [providerBookingNoticeEmail(VISIT)]],
  ["cancellation", bookingCancelledEmails(VISIT, { by: "admin", reason: "Storm" })],
  ["no-show", [bookingNoShowEmail(VISIT, null)]],
  ["reminder", [bookingReminderEmail(VISIT)]],
  ["move", bookingRescheduledEmails(VISIT, previous)],
  ["on the way", [providerEnRouteEmail(VISIT)]],
  [
    "receipt",
    [paymentReceiptEmail(VISIT, { amountCents: 2_500, what: "deposit", receiptUrl: "https://porchlight.example/payments/1?token=t" })],
  ],
  ["refund", [refundReceiptEmail(VISIT, { amountCents: 2_500, why: "refund: cancelled in time" })]],
  ["late for the slot", [lateForSlotEmail(VISIT, 2_500, "https://porchlight.example/")]],
  ["card saved too late", [cardSavedTooLateEmail(VISIT, "https://porchlight.example/")]],
  ["failed charge", chargeFailedEmails(VISIT, { amountCents: 2_500, payUrl: "https://porchlight.example/pay" })],
  ["series booked", seriesBookedEmails(VISIT, { intervalWeeks: 2, visits })],
  ["series cancelled", seriesCancelledEmails(VISIT, { by: "customer", reason: null, visits })],
  ["series moved", seriesMovedEmails(VISIT, moves)],
  ["day off over a visit", [dayOffClashEmail(VISIT)]],
  // The customer's side in Spanish (issue 54).
  [
    "receipt (es)",
    [
      paymentReceiptEmailFor(SPANISH_VISIT, {
        amountCents: 2_500,
        what: "ledger.deposit",
        receiptUrl: "https://porchlight.example/payments/1?token=t&lang=es",
      }),
    ],
  ],
  ["refund (es)", [refundReceiptEmailFor(SPANISH_VISIT, { amountCents: 2_500, why: "ledger.refundInTime" })]],
  ["late for the slot (es)", [lateForSlotEmailFor(SPANISH_VISIT, 2_500, "https://porchlight.example/")]],
  ["card saved too late (es)", [cardSavedTooLateEmailFor(SPANISH_VISIT, "https://porchlight.example/")]],
  ["failed charge (es)", chargeFailedEmailsFor(SPANISH_VISIT, { amountCents: 2_500, payUrl: "https://porchlight.example/pay" })],
  ["series booked (es)", seriesBookedEmailsFor(SPANISH_VISIT, { intervalWeeks: 2, visits })],
  ["series cancelled (es)", seriesCancelledEmailsFor(SPANISH_VISIT, { by: "customer", reason: null, visits })],
  ["series moved (es)", seriesMovedEmailsFor(SPANISH_VISIT, moves)],
  ["day off over a visit (es)", [dayOffClashEmailFor(SPANISH_VISIT)]],
];

describe("a business that chose Spanish", () => {
  it("gets its new series in Spanish, its English-speaking customer in English", () => {
    const [customer, notice] = seriesBookedEmailsFor({ ...VISIT, providerLanguage: "es" }, { intervalWeeks: 2, visits });
    expect(customer.subject).toMatch(/^Booked: /);
    expect(notice.subject).toBe("Reserva periódica nueva: Plumbing, 1 visitas, cada 2 semanas");
    expect(notice.text).toContain("Visita 2: lunes, 23 de noviembre de 2026");
  });

  it("hears of its series' changes and a declined card in Spanish, its customer in English", () => {
    const business = { ...VISIT, providerLanguage: "es" as const };
    expect(seriesCancelledEmailsFor(business, { by: "customer", reason: null, visits }).map((email) => email.subject)).toEqual([
      expect.stringMatching(/^Cancelled: /),
      expect.stringMatching(/^Canceladas: 1 visitas de Plumbing de /),
    ]);
    expect(seriesMovedEmailsFor(business, moves).map((email) => email.subject)).toEqual([
      expect.stringMatching(/^Moved: /),
      expect.stringMatching(/^Cambiadas: 1 visitas de Plumbing de /),
    ]);
    expect(chargeFailedEmailsFor(business, { amountCents: 2_500, payUrl: "https://x/pay" }).map((email) => email.subject)).toEqual([
      "Action needed: payment for Plumbing",
      expect.stringMatching(/^Tarjeta rechazada: /),
    ]);
  });

  it("gets its morning summary in Spanish, in its zone", async () => {
    const { daySummaryEmailFor } = await import("~/locales/booking-emails");
    const summary = daySummaryEmailFor({
      to: "pro@example.org",
      date: "2026-03-08",
      timeZoneLabel: "CDT",
      jobs: [
        {
          preferred_time: "13:00",
          duration_minutes: 90,
          service_type: "Plumbing",
          customer_name: "Ana Ruiz",
          customer_phone: "(512) 555-0142",
          service_address: "",
          special_requests: null,
        },
      ],
      bookingsUrl: "https://x/provider/bookings",
      language: "es",
    });
    expect(summary.subject).toBe("Hoy: 1 trabajo el domingo, 8 de marzo de 2026");
    expect(summary.text).toContain("de 1:00 p. m. a 2:30 p. m.: Plumbing · Ana Ruiz (512) 555-0142 · Dirección por acordar");
  });
});

describe("a Spanish-speaking customer's money and series e-mails", () => {
  it("are in Spanish, in the job's zone, while the provider's stay English", () => {
    const [customer, provider] = seriesBookedEmailsFor(SPANISH_VISIT, { intervalWeeks: 2, visits });
    expect(customer.subject).toMatch(/^Reservado: .*, 1 visitas, cada 2 semanas desde el /);
    expect(customer.text).toContain("Visita 2: lunes, 23 de noviembre de 2026, de 9:00 a. m. a 10:00 a. m. (CST) (PL-7K3M9Q)");
    expect(customer.html).toContain('lang="es"');
    expect(provider.subject).toMatch(/^New recurring booking: /);
    const [moved] = seriesMovedEmailsFor(SPANISH_VISIT, moves);
    expect(moved.text).toContain("(antes: viernes, 20 de noviembre de 2026, de 9:00 a. m. a 10:00 a. m. (CST); PL-7K3M9Q)");
    expect(refundReceiptEmailFor(SPANISH_VISIT, { amountCents: 2_500, why: "ledger.refundInTime" }).text).toContain(
      "$25 vuelven a su tarjeta (reembolso: cancelada a tiempo)",
    );
    // A reason an admin typed is said as typed, in the reader's frame.
    expect(refundReceiptEmailFor(SPANISH_VISIT, { amountCents: 2_500, why: adminRefundReason("Llegó tarde") }).text).toContain(
      "$25 vuelven a su tarjeta (reembolso de Porchlight: Llegó tarde)",
    );
    expect(refundReceiptEmailFor(VISIT, { amountCents: 2_500, why: adminRefundReason("Arrived late") }).text).toContain(
      "$25 is on its way back to your card (refund by Porchlight: Arrived late)",
    );
    const link = paymentLinkEmailFor({
      to: "ana@example.org",
      customerName: "Ana",
      businessName: "Honest Pipes",
      amountCents: 4_550,
      what: paidBookingWordsIn("es", { service_type: "Plumbing", preferred_date: "2026-12-08", preferred_time: "13:00" }),
      notes: null,
      url: "https://x/pay",
      language: "es",
    });
    expect(link.subject).toBe("Solicitud de pago de Honest Pipes: $45.50");
    expect(link.text).toMatch(/Concepto: Plumbing el 8 dic\.? 2026 a la 1:00 p\. m\./);
    expect(chargeFailedEmailsFor(SPANISH_VISIT, { amountCents: 2_500, payUrl: "https://x/pay" }).map((email) => email.subject)).toEqual([
      "Acción necesaria: pago de Plumbing",
      expect.stringMatching(/^Card declined: /),
    ]);
  });
});

describe("every e-mail about a booking", () => {
  it.each(BOOKING_EMAILS)("names the booking's reference: %s", (_, emails) => {
    expect(emails.length).toBeGreaterThan(0);
    for (const email of emails) {
      expect(email.text).toContain("PL-7K3M9Q");
      expect(email.html).toContain("PL-7K3M9Q");
    }
  });
});
