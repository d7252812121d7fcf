import { tooLongReason } from "~/domain/forms/fields";
import { STANDARD_HOURS } from "~/domain/schedule/availability";
import { checkDate, SLOT_REASONS } from "~/domain/schedule/slots";
import { describe, expect, it } from "vitest";
import { type BookingEmailData } from "~/locales/email-layout";
import { bookingConfirmationEmail, bookingReminderEmail } from "~/locales/en/booking-emails";
import { DEFAULT_POLICY, type CancellationPolicy } from "~/domain/payments/online-payments";
import { segmentsOf } from "~/domain/texts/gsm";
import { CONSENT_WORDINGS, customerConsentVersion } from "~/domain/texts/texts";
import { freeDayLabelIn } from "~/locales/booking";
import {
  cancelledEmailsFor,
  confirmationEmailFor,
  enRouteEmailFor,
  noShowEmailFor,
  reminderEmailFor,
  rescheduledEmailsFor,
} from "~/locales/booking-emails";
import { clockIn } from "~/locales/clock";
import { sayIn } from "~/locales/messages";
import { policyWordsIn } from "~/locales/policy";
import { customerTexts, spanishWhenWords } from "~/locales/texts";

/** The booking's words in Spanish (issue 54): the form's, the policy's, the customer's e-mails and texts. */

const plain = (text: string) => text.replace(/\s/g, " ");

describe("the booking form's words", () => {
  it("write times and free days as es-US does", () => {
    expect(clockIn("es", "09:00")).toBe("9:00 a. m.");
    expect(clockIn("es", "13:30")).toBe("1:30 p. m.");
    expect(clockIn("es", "00:15")).toBe("12:15 a. m.");
    expect(clockIn("en", "13:30")).toBe("1:30 PM");
    expect(freeDayLabelIn("es", { date: "2026-11-30", free: 3 })).toMatch(/^lun, 30( de)? nov\.? · 3 horas libres$/);
    expect(freeDayLabelIn("es", { date: "2026-12-01", free: 1 })).toMatch(/· 1 hora libre$/);
    expect(freeDayLabelIn("en", { date: "2026-11-30", free: 3 })).toBe("Mon, Nov 30 · 3 times free");
  });

  it("say the domain's refusals in Spanish, numbers kept, and leave an unknown sentence as it is", () => {
    expect(sayIn("es", tooLongReason(100))).toBe("Use como máximo 100 caracteres");
    // The window's days are the context's (a series looks further ahead than a single booking).
    const tooFar = checkDate("2027-06-01", {
      hours: STANDARD_HOURS,
      timeOff: [],
      timeZone: "America/Chicago",
      now: new Date("2026-12-06T18:00:00Z"),
      windowDays: 60,
    });
    const tooFarReason = tooFar.ok ? "" : tooFar.message;
    expect(sayIn("es", tooFarReason)).toBe("Elija una fecha dentro de los próximos 60 días.");
    expect(sayIn("en", tooFarReason)).toBe("Please choose a date within the next 60 days.");
    expect(sayIn("es", SLOT_REASONS.taken)).toBe("Alguien acaba de reservar esta hora. Elija otra hora.");
    expect(sayIn("es", "Something new")).toBe("Something new");
    expect(sayIn("en", tooLongReason(100))).toBe("Please use at most 100 characters");
  });

  it("record the consent's words in the language they were shown in", () => {
    expect(customerConsentVersion("booking", "en")).toBe("booking-2");
    expect(CONSENT_WORDINGS[customerConsentVersion("booking", "es")]).toMatch(/^Envíenme mensajes de texto sobre esta reserva/);
    for (const kind of ["booking", "waitlist", "quote"] as const) {
      const spanish = CONSENT_WORDINGS[customerConsentVersion(kind, "es")];
      // The same promises: how to stop and get help, and that rates may apply.
      expect(spanish).toContain("STOP");
      expect(spanish).toContain("HELP");
      expect(spanish).toContain("tarifas");
    }
  });
});

describe("a cancellation policy in Spanish", () => {
  const policies: CancellationPolicy[] = [
    DEFAULT_POLICY,
    { freeCancelHours: 24, lateFeePercent: 50, noShowFeePercent: 100 },
    { freeCancelHours: 1, lateFeePercent: 25, noShowFeePercent: 0 },
    { freeCancelHours: 0, lateFeePercent: 10, noShowFeePercent: 20 },
  ];
  it.each(policies)("says the same lines and the same money as the English (%o)", (policy) => {
    for (const paidOnline of [true, false]) {
      for (const price of [12_000, null]) {
        const english = policyWordsIn("en", policy, price, { paidOnline });
        const spanish = policyWordsIn("es", policy, price, { paidOnline });
        expect(spanish).toHaveLength(english.length);
        const money = (lines: string[]) =>
          lines
            .join(" ")
            .match(/\$[\d,.]+|\d+%|\d+ %/g)
            ?.map((amount) => amount.replace(" ", "")) ?? [];
        expect(money(spanish)).toEqual(money(english));
      }
    }
  });
});

const BOOKING: BookingEmailData = {
  id: "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
  reference: "PL-7K3M9Q",
  customer_name: "Ana López",
  customer_email: "ana@example.com",
  customer_phone: "(512) 555-0142",
  service_type: "Plumbing",
  service_address: "500 Congress Ave, Austin, TX 78701",
  preferred_date: "2026-12-08",
  preferred_time: "10:00",
  duration_minutes: 90,
  coordinates: null,
  special_requests: null,
  businessName: "Lone Star Plumbing",
  providerEmail: "owner@lonestar.example",
  providerPhone: "(512) 555-0199",
  timeZoneLabel: "CST",
  manageUrl: "https://porchlight.example/bookings/x?token=t",
  series: { index: 2, of: 6, intervalWeeks: 2 },
};
const SPANISH_BOOKING = { ...BOOKING, language: "es" as const };
/** English words a Spanish e-mail must not carry (the business's own names and the product's aside). */
const ENGLISH = /\b(Booking|booking|When|Where|Service|Provider|Hi|your|Visit|every|View)\b/;

describe("the customer's e-mails in Spanish", () => {
  it("confirm a booking in Spanish, its time in the job's zone, marked as Spanish", () => {
    const email = confirmationEmailFor(SPANISH_BOOKING);
    expect(email.subject).toBe("Reserva confirmada: Plumbing (visita 2 de 6) el martes, 8 de diciembre de 2026");
    expect(plain(email.text)).toContain("Cuándo: martes, 8 de diciembre de 2026, de 10:00 a. m. a 11:30 a. m. (CST)");
    expect(email.text).toContain("Duración: 1 hora 30 minutos");
    expect(email.text).toContain("Serie: Visita 2 de 6, cada 2 semanas");
    expect(email.html).toContain('lang="es"');
    expect(email.text.replace(/Plumbing|Lone Star/g, "")).not.toMatch(ENGLISH);
  });

  it("leave an English customer's e-mails exactly as they were", () => {
    expect(confirmationEmailFor(BOOKING)).toEqual(bookingConfirmationEmail(BOOKING));
    expect(reminderEmailFor({ ...BOOKING, language: "en" })).toEqual(bookingReminderEmail(BOOKING));
  });

  it("tell a Spanish customer in Spanish and their provider in English", () => {
    const [customer, provider] = cancelledEmailsFor(SPANISH_BOOKING, { by: "customer", reason: null });
    expect(customer.subject).toMatch(/^Reserva cancelada: /);
    expect(customer.to).toBe("ana@example.com");
    expect(provider.subject).toMatch(/^Cancelled: /);
    expect(provider.html).toContain('lang="en"');
    const [moved, providerMoved] = rescheduledEmailsFor(SPANISH_BOOKING, {
      preferred_date: "2026-12-07",
      preferred_time: "13:00",
      timeZoneLabel: "CST",
    });
    expect(plain(moved.text)).toContain("Antes: lunes, 7 de diciembre de 2026, de 1:00 p. m. a 2:30 p. m. (CST)");
    expect(providerMoved.subject).toMatch(/^Moved: /);
    for (const email of [
      reminderEmailFor(SPANISH_BOOKING),
      noShowEmailFor(SPANISH_BOOKING, null),
      enRouteEmailFor({ ...SPANISH_BOOKING, providerPhone: "" }),
      customer,
      moved,
    ]) {
      expect(email.html, email.kind).toContain('lang="es"');
      expect(email.text.replace(/Plumbing|Lone Star/g, ""), email.kind).not.toMatch(ENGLISH);
    }
  });
});

describe("the customer's texts in Spanish", () => {
  const LINK = "https://porchlight.example.com/b/AbCdEfGh_-12";
  const LONG_BUSINESS = "Fontanería Rodríguez e Hijos, Calefacción y Aire Acondicionado del Gran Austin LLC";
  const LONG_SERVICE = "Limpieza de drenaje de emergencia e inspección con cámara de la línea de alcantarillado";
  const WHEN = { date: "2026-11-28", time: "12:30", zone: "CST" };
  const booking = { business: LONG_BUSINESS, service: LONG_SERVICE, when: WHEN, link: LINK };

  it("write a job's time in GSM-7", () => {
    expect(spanishWhenWords({ date: "2026-11-28", time: "12:30", zone: "CST" })).toBe("sab 28 nov, 12:30 p.m. CST");
    expect(spanishWhenWords({ date: "2026-12-02", time: "09:05", zone: "CDT" })).toBe("mie 2 dic, 9:05 a.m. CDT");
  });

  for (const language of ["en", "es"] as const) {
    const texts = customerTexts(language);
    const refund = texts.refundWords({ refundedCents: 123_456, keptCents: 98_765 });
    it.each([
      ["confirmation", () => texts.confirmation(booking)],
      ["reminder", () => texts.reminder(booking)],
      ["on the way", () => texts.onTheWay({ business: LONG_BUSINESS, who: "Maximiliano-Alejandro", service: LONG_SERVICE, link: LINK })],
      ["moved", () => texts.moved(booking)],
      ["cancelled", () => texts.cancelled({ ...booking, refund })],
      [
        "waitlist offer",
        () => texts.waitlistOffer({ business: LONG_BUSINESS, when: { ...WHEN, time: "12:30" }, until: "11:45", link: LINK }),
      ],
      ["payment link", () => texts.paymentLink({ ...booking, amountCents: 1_234_567 })],
      ["failed charge", () => texts.chargeFailed({ business: LONG_BUSINESS, service: LONG_SERVICE, amountCents: 1_234_567, link: LINK })],
      ["new quote", () => texts.newQuote({ business: LONG_BUSINESS, amountCents: 1_234_567, link: LINK })],
      [
        "provider's message",
        () => texts.message({ from: LONG_BUSINESS, body: "Nuestro técnico traerá la cámara. ".repeat(20), link: LINK }),
      ],
    ])(`${language}: %s is one GSM-7 segment at its longest, as sent`, (_name, build) => {
      const text = build();
      expect(segmentsOf(text), text).toEqual({ encoding: "GSM-7", segments: 1 });
      expect(text).toContain(LINK);
    });
    it.each([
      ["the YES question of a booking", () => texts.confirmQuestion({ kind: "booking", business: LONG_BUSINESS })],
      ["the YES question of a waitlist", () => texts.confirmQuestion({ kind: "waitlist", business: LONG_BUSINESS })],
      ["the YES question of a request", () => texts.confirmQuestion({ kind: "request" })],
      ["STOP's answer", () => texts.optedOut()],
      ["START's answer", () => texts.optedIn()],
      ["HELP's answer", () => texts.help({ business: LONG_BUSINESS, contact: "(512) 555-0100" })],
      ["HELP's answer without a business", () => texts.help({ business: null, contact: null })],
    ])(`${language}: %s is one GSM-7 segment at its longest and names its keywords`, (_name, build) => {
      const text = build();
      expect(segmentsOf(text), text).toEqual({ encoding: "GSM-7", segments: 1 });
      expect(text).toMatch(/STOP|START/);
    });
  }

  it("keep typical Spanish values whole, with é and ñ, and fold what GSM-7 lacks", () => {
    const text = customerTexts("es").confirmation({ business: "Peña Plomería", service: "Limpieza de drenaje", when: WHEN, link: LINK });
    expect(text).toBe(
      `Peña Plomeria: Limpieza de drenaje reservado el sab 28 nov, 12:30 p.m. CST. Ver: ${LINK} Responda STOP para darse de baja`,
    );
    expect(customerTexts("es").refundWords({ refundedCents: 8_500, keptCents: 0 })).toBe("$85 devueltos");
  });
});

describe("a booking's times in Spanish", () => {
  it("say a job, its length and a moment in the job's zone", async () => {
    const { appointmentIn, instantIn } = await import("~/locales/dates");
    const { durationIn } = await import("~/locales/clock");
    const job = { preferred_date: "2026-03-08", preferred_time: "13:00", duration_minutes: 45, timeZoneLabel: "CDT" };
    expect(appointmentIn("es", job)).toBe("domingo, 8 de marzo de 2026, de 1:00 p. m. a 1:45 p. m. (CDT)");
    expect(appointmentIn("en", job)).toBe("Sunday, March 8, 2026, 1:00 PM to 1:45 PM (CDT)");
    expect(durationIn("es", 120)).toBe("2 horas");
    expect(durationIn("es", 45)).toBe("45 minutos");
    // 08:30 UTC on the day the clocks go forward in Chicago: 3:30 a. m. CDT there.
    expect(instantIn("es", new Date("2026-03-08T08:30:00Z"), "America/Chicago")).toMatch(/^8 mar\.? 2026, 3:30 a\. m\. CDT$/);
    expect(instantIn("es", new Date("2026-03-08T07:30:00Z"), "America/Chicago")).toMatch(/^8 mar\.? 2026, 1:30 a\. m\. CST$/);
  });
});

describe("the job types asked for quotes", () => {
  it("hint and end in the page's language; the providers' own names stay as written", async () => {
    const { jobTypeChoices } = await import("~/domain/quotes/quotes");
    const { jobTypeWordsOf } = await import("~/locales/quote-answers");
    const types = [
      { serviceType: "Plumbing", providers: 3 },
      { serviceType: "Fontanería", providers: 1 },
    ];
    expect(jobTypeChoices(types, jobTypeWordsOf("es")).map((choice) => [choice.label, choice.hint])).toEqual([
      ["Plumbing", "3 profesionales cerca"],
      ["Fontanería", "1 profesional cerca"],
      ["Otra cosa", "Se envía a los profesionales mejor valorados de la zona"],
    ]);
    expect(jobTypeChoices(types, jobTypeWordsOf("en")).at(-1)).toMatchObject({
      label: "Something else",
      hint: "Sent to the best-rated providers nearby",
    });
  });
});

describe("a Spanish-speaking customer's reply by e-mail", () => {
  it("is told in Spanish which attachments were not added, and why", async () => {
    const { attachmentNoteTextIn, attachmentsNotAddedEmailFor } = await import("~/locales/quote-emails");
    expect(attachmentNoteTextIn("es", { name: "IMG_1.heic", reason: "heic" })).toMatch(/^IMG_1\.heic no se agregó: es una foto HEIC/);
    expect(attachmentNoteTextIn("en", { name: "IMG_1.heic", reason: "heic" })).toMatch(/^IMG_1\.heic was not added: it is a HEIC photo/);
    const email = attachmentsNotAddedEmailFor({
      to: "ana@example.org",
      about: "su reserva de Plumbing",
      notes: [{ name: "plan.pdf", reason: "type" }],
      url: "https://x/m",
      language: "es",
    });
    expect(email.subject).toBe("Un archivo adjunto de su respuesta sobre su reserva de Plumbing no se agregó");
    expect(email.text).toContain("plan.pdf no se agregó: solo se guardan fotos (PNG, JPEG, GIF o WebP).");
  });
});

describe("a Spanish-speaking customer's other notices", () => {
  it("are in Spanish while the provider's stay English", async () => {
    const { credentialLapsedCustomerEmailFor, reviewHiddenEmailsFor, undeliveredTextEmailFor } = await import("~/locales/notices");
    const lapsed = credentialLapsedCustomerEmailFor({
      email: "ana@example.org",
      customerName: "Ana",
      businessName: "Honest Pipes",
      serviceType: "Plumbing",
      reference: "PL-7K3M9Q",
      date: "2026-12-08",
      bookingUrl: "https://x/b",
      language: "es",
    });
    expect(lapsed.subject).toBe("Sobre su reserva de Plumbing con Honest Pipes");
    expect(lapsed.text).toContain("Fecha: martes, 8 de diciembre de 2026");
    const [customer, provider] = reviewHiddenEmailsFor({
      customerName: "Ana",
      customerEmail: "ana@example.org",
      providerEmail: "pro@example.org",
      serviceName: "Plumbing",
      businessName: "Honest Pipes",
      reason: "Spam",
      language: "es",
    });
    expect([customer.subject, provider.subject]).toEqual(["Se ocultó su reseña de Honest Pipes", "A review of Plumbing was hidden"]);
    expect(undeliveredTextEmailFor({ to: "ana@example.org", body: "Hola", businessName: null, language: "es" }).subject).toBe(
      "Un mensaje de Porchlight no llegó a su teléfono",
    );
  });
});
