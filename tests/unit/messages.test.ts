import { describe, expect, it } from "vitest";
import { NOT_FOUND_REASONS, reasonWith, refuseForm } from "~/domain/outcome";
import { BOOKING_REASONS } from "~/domain/booking/booking";
import {
  HEADLINE_REASONS,
  STATUS_LABEL_REASONS,
  TIMELINE_REASONS,
  CUSTOMER_REASONS,
  rescheduleRefusal,
  LIFECYCLE_REASONS,
  alreadyReason,
  changedReason,
  notAllowedReason,
} from "~/domain/booking/booking-lifecycle";
import { FORM_REASONS } from "~/domain/forms/fields";
import { ONLINE_PAYMENT_REASONS, refundRefusedReason } from "~/domain/payments/online-payments";
import { CARD_REFUSAL_REASONS, cardRefusedReason, PAYMENT_REASONS } from "~/domain/payments/payments";
import { ADMIN_BOOKING_REASONS } from "~/domain/booking/admin-bookings";
import { SCHEDULING_REASONS } from "~/domain/schedule/scheduling";
import { DASHBOARD_CUSTOMER_REASONS } from "~/domain/dashboard/customers";
import { postedReason } from "~/domain/marketing/social";
import { ZIP_REASONS } from "~/domain/places/zip";
import {
  DESCRIPTION_REASON,
  MESSAGE_LENGTH_REASON,
  noProvidersForTypeReason,
  QUOTE_REASONS,
  QUOTE_VALID_FAR_REASON,
  requestSentReason,
} from "~/domain/quotes/quotes";
import { REVIEW_REASONS } from "~/domain/reviews/reviews";
import { checkDate, SLOT_REASONS } from "~/domain/schedule/slots";
import {
  followingChangedReason,
  notMovedReason,
  otherMemberReason,
  SERIES_COUNT_REASON,
  seriesBookedReason,
  visitRefusedReason,
  visitTakenReason,
} from "~/domain/series/series";
import { TEXT_REASONS } from "~/domain/texts/texts";
import {
  BUSY_CALENDAR_REASONS,
  CALENDAR_LIMIT_REASON,
  calendarReadReason,
  LABEL_TOO_LONG_REASON,
  serverAnsweredReason,
  unreadableReason,
} from "~/domain/schedule/busy-calendars";
import { SCHEDULE_REASONS } from "~/domain/schedule/schedule";
import { reassignedReason, TEAM_REASONS } from "~/domain/team/team";
import { RADIUS_REASON, SERVICE_AREA_REASONS, TOO_MANY_AREAS_REASON } from "~/domain/places/service-area";
import { WAITLIST_REASONS } from "~/domain/waitlist/waitlist";
import { sayIn } from "~/locales/messages";
import { REASON_IDS } from "~/locales/reasons";
import { APPLICATION_REASONS } from "~/domain/accounts/application";
import { SIGN_IN_REASONS } from "~/domain/accounts/sign-in";
import { CREDENTIAL_REASONS } from "~/domain/credentials/credentials";
import { HOURS_REASONS, STANDARD_HOURS } from "~/domain/schedule/availability";
import { notPendingReason } from "~/domain/accounts/application";
import { TILE_RADIUS_MAX_REASON, TILE_REASONS } from "~/domain/admin/tiles";
import { LOCATION_SETTING_REASONS } from "~/domain/places/location";
import { adminSayIn } from "~/locales/admin-sentences";

/**
 * Every reason a person meets on each path is worded in Spanish (decision 0047): the domain gives
 * ids, never sentences, and an id without Spanish words would reach a Spanish reader as English.
 */
const strings = (...groups: object[]) => groups.flatMap((group) => Object.values(group).filter((value) => typeof value === "string"));

const CUSTOMER_PATH = [
  ...strings(BOOKING_REASONS, SLOT_REASONS, HEADLINE_REASONS, STATUS_LABEL_REASONS, TIMELINE_REASONS, ZIP_REASONS),
  ...strings(CUSTOMER_REASONS),
  NOT_FOUND_REASONS.category,
  WAITLIST_REASONS.timeFormat,
  ONLINE_PAYMENT_REASONS.confirming,
  ONLINE_PAYMENT_REASONS.holdExpired,
  FORM_REASONS.controlCharacters,
  TEXT_REASONS.phoneForTexts,
  TEXT_REASONS.consentNeeded,
  WAITLIST_REASONS.joined,
  WAITLIST_REASONS.order,
  QUOTE_REASONS.zipUnknown,
  QUOTE_REASONS.neededDatePast,
  // Accepting a quote, and the conversation with its provider.
  QUOTE_REASONS.quoteExpired,
  QUOTE_REASONS.quoteClosed,
  QUOTE_REASONS.quoteChanged,
  QUOTE_REASONS.alreadyBooked,
  QUOTE_REASONS.requestClosed,
  QUOTE_REASONS.booked,
  MESSAGE_LENGTH_REASON,
  QUOTE_REASONS.messageSent,
  QUOTE_REASONS.noProvider,
  QUOTE_REASONS.reportReason,
  QUOTE_REASONS.reported,
  QUOTE_REASONS.alreadyReported,
  noProvidersForTypeReason("Plumbing"),
  // Reviewing the job.
  REVIEW_REASONS.ratingRequired,
  REVIEW_REASONS.invalidLink,
  REVIEW_REASONS.replacedLink,
  REVIEW_REASONS.expired,
  REVIEW_REASONS.editClosed,
  REVIEW_REASONS.notCompleted,
  REVIEW_REASONS.tooMany,
  REVIEW_REASONS.saved,
  REVIEW_REASONS.updated,
];

/** A business's path to joining: the application, the portal's sign-in and sign-up, a sign-in link. */
const JOINING_PATH = [
  ...strings(APPLICATION_REASONS, SIGN_IN_REASONS, HOURS_REASONS),
  ...[CREDENTIAL_REASONS.kind, CREDENTIAL_REASONS.issuer, CREDENTIAL_REASONS.state, CREDENTIAL_REASONS.number],
  ...[CREDENTIAL_REASONS.expiresOn, CREDENTIAL_REASONS.expired, CREDENTIAL_REASONS.document],
  ...[CREDENTIAL_REASONS.documentType, CREDENTIAL_REASONS.documentSize],
];

/** A team member's page: moving a job along, and choosing the language of their own alerts. */
const MEMBER_PATH = [
  ...(["en_route", "in_progress", "completed", "no_show"] as const).map((to) => changedReason(to)),
  LIFECYCLE_REASONS.unknownStatus,
  TEXT_REASONS.languageSaved,
  TEXT_REASONS.languageInvalid,
  TEXT_REASONS.alertsSaved,
  TEXT_REASONS.alertsStopped,
  ...strings(BUSY_CALENDAR_REASONS),
  LABEL_TOO_LONG_REASON,
  CALENDAR_LIMIT_REASON,
  unreadableReason(serverAnsweredReason(500)),
  calendarReadReason("added", 1),
  calendarReadReason("readAgain", 3),
  // Their Schedule (the owner's too).
  ...strings(SCHEDULE_REASONS),
  // Their Credentials.
  CREDENTIAL_REASONS.submitted,
  CREDENTIAL_REASONS.withdrawn,
  CREDENTIAL_REASONS.holder,
  CREDENTIAL_REASONS.notPending,
  CREDENTIAL_REASONS.notFound,
  // Their Reviews.
  REVIEW_REASONS.replyRequired,
  REVIEW_REASONS.replySaved,
  // Their Bookings.
  LIFECYCLE_REASONS.cancelledByProvider,
  LIFECYCLE_REASONS.movedByBusiness,
  followingChangedReason("moved", 1),
  followingChangedReason("moved", 3),
  reassignedReason("Ana"),
  followingChangedReason("cancelled", 1),
  followingChangedReason("cancelled", 4),
  ONLINE_PAYMENT_REASONS.policySaved,
  // Their Services: online payments.
  ONLINE_PAYMENT_REASONS.notConfigured,
  ONLINE_PAYMENT_REASONS.needsAccount,
  ONLINE_PAYMENT_REASONS.stripeConnected,
  ONLINE_PAYMENT_REASONS.stripeUnfinished,
  ONLINE_PAYMENT_REASONS.accountLinkFailed,
  ONLINE_PAYMENT_REASONS.ruleSaved,
  ONLINE_PAYMENT_REASONS.priceRequired,
  ONLINE_PAYMENT_REASONS.depositRequired,
  // Their requests for quotes.
  ...[QUOTE_REASONS.lineLabel, QUOTE_REASONS.lineAmount, QUOTE_REASONS.lineNeeded, QUOTE_REASONS.duration, QUOTE_REASONS.validUntil],
  ...[QUOTE_REASONS.validUntilPast, QUOTE_VALID_FAR_REASON, QUOTE_REASONS.deposit, QUOTE_REASONS.depositOverTotal],
  ...[QUOTE_REASONS.depositOff, QUOTE_REASONS.quoteSent, QUOTE_REASONS.quoteUpdated, QUOTE_REASONS.declineReason],
  ...[QUOTE_REASONS.declined, QUOTE_REASONS.notReported],
  // Their CRM & SEO.
  // Their Team.
  ...strings(TEAM_REASONS),
  ...[PAYMENT_REASONS.amountInvalid, PAYMENT_REASONS.amountNegative, PAYMENT_REASONS.amountDecimals, PAYMENT_REASONS.amountTooLarge],
];

/** The business dashboard: its Overview, Scheduling, Customers and Payments. */
const DASHBOARD_PATH = [
  ...strings(SCHEDULING_REASONS, DASHBOARD_CUSTOMER_REASONS, PAYMENT_REASONS),
  cardRefusedReason("Your card was declined."),
  cardRefusedReason(CARD_REFUSAL_REASONS.insufficientFunds),
  ...strings(CARD_REFUSAL_REASONS),
];

/** The sign-in gate's answers, and the words on the way back from a section's error. */
const ELSEWHERE = [
  SIGN_IN_REASONS.invalidCredentials,
  SIGN_IN_REASONS.accessDenied,
  SIGN_IN_REASONS.providerOnly,
  SIGN_IN_REASONS.adminOnly,
  SIGN_IN_REASONS.dashboardOnly,
  SIGN_IN_REASONS.teamOnly,
  ...[ONLINE_PAYMENT_REASONS.serviceChoice, ONLINE_PAYMENT_REASONS.ruleChoice, ONLINE_PAYMENT_REASONS.depositPercent],
  ...[ONLINE_PAYMENT_REASONS.depositMinimum, ONLINE_PAYMENT_REASONS.cancelHours, ONLINE_PAYMENT_REASONS.feePercent],
];

/** The admin panel: its toasts, refusals and errors (app/locales/admin-sentences.ts). */
const ADMIN_PATH = [
  ...strings(TILE_REASONS),
  FORM_REASONS.controlCharacters,
  ...[ONLINE_PAYMENT_REASONS.refunded, ONLINE_PAYMENT_REASONS.refundTooLarge, ONLINE_PAYMENT_REASONS.nothingToRefund],
  ...[ONLINE_PAYMENT_REASONS.refundFailed, ONLINE_PAYMENT_REASONS.refundLater, refundRefusedReason("card_declined.")],
  ...[REVIEW_REASONS.reasonRequired, REVIEW_REASONS.hidden, REVIEW_REASONS.restored, QUOTE_REASONS.hideReason, QUOTE_REASONS.hidden],
  ...[CREDENTIAL_REASONS.verified, CREDENTIAL_REASONS.rejected, CREDENTIAL_REASONS.revoked, CREDENTIAL_REASONS.reason],
  ...[CREDENTIAL_REASONS.rulesSaved, CREDENTIAL_REASONS.tradeAdded, CREDENTIAL_REASONS.tradeRemoved, CREDENTIAL_REASONS.lookupSaved],
  ...[CREDENTIAL_REASONS.lookupRemoved, CREDENTIAL_REASONS.lookupUrl, CREDENTIAL_REASONS.serviceType, CREDENTIAL_REASONS.unknownKind],
];

/** The admin panel's forms' own answers. */
const ADMIN_ELSEWHERE = [
  TILE_RADIUS_MAX_REASON,
  ...[ONLINE_PAYMENT_REASONS.refundAmount, ONLINE_PAYMENT_REASONS.refundReason, ONLINE_PAYMENT_REASONS.refundAboveZero],
  QUOTE_REASONS.messageToHide,
  NOT_FOUND_REASONS.email,
];

describe("the admin panel's sentences in Spanish", () => {
  it("cover every one of them, through the shared sentences where they are shared", () => {
    expect([...ADMIN_PATH, ...ADMIN_ELSEWHERE].filter((english) => adminSayIn("es", english) === english)).toEqual([]);
    expect(adminSayIn("es", refundRefusedReason("card_declined."))).toBe(
      "Stripe rechazó el reembolso (card_declined). Queda marcado en la reserva y no se vuelve a intentar.",
    );
    expect(adminSayIn("en", TILE_REASONS.activated)).toBe("Service tile activated");
  });
});

describe("the domain's sentences in Spanish", () => {
  it("cover every sentence of the customer's path, and numbers through their shapes", () => {
    const untranslated = CUSTOMER_PATH.filter((english) => sayIn("es", english) === english);
    expect(untranslated).toEqual([]);
    expect(JOINING_PATH.filter((english) => sayIn("es", english) === english)).toEqual([]);
    expect(MEMBER_PATH.filter((english) => sayIn("es", english) === english)).toEqual([]);
    expect(DASHBOARD_PATH.filter((english) => sayIn("es", english) === english)).toEqual([]);
    expect(ELSEWHERE.filter((english) => sayIn("es", english) === english)).toEqual([]);
    expect(
      sayIn("es", rescheduleRefusal({ status: "confirmed", starts_at: "2026-12-08T16:00:00Z" }, new Date("2026-12-08T15:00:00Z"), 2)!),
    ).toBe("Las reservas se pueden cambiar hasta 2 horas antes de empezar. Llame al profesional para cambiar esta.");
    expect(
      sayIn("en", rescheduleRefusal({ status: "confirmed", starts_at: "2026-12-08T16:00:00Z" }, new Date("2026-12-08T15:30:00Z"), 1)!),
    ).toBe("Bookings can be moved up to 1 hour before they start. Please call the provider to change this one.");
    expect(sayIn("es", requestSentReason(3))).toBe("Su solicitud se envió a 3 profesionales. Le enviamos su enlace por correo.");
    expect(sayIn("es", DESCRIPTION_REASON)).toBe("Describa el trabajo en 20 a 2,000 caracteres");
    expect(sayIn("es", reasonWith(PAYMENT_REASONS.depositAmount, { reason: PAYMENT_REASONS.amountDecimals }))).toBe(
      "Depósito: Use como máximo 2 decimales",
    );
  });
});

describe("the domain's reasons (decision 0047)", () => {
  it("are worded in both languages, English as the specification says, wherever a sentence is said", () => {
    expect(Object.values(ZIP_REASONS)).toEqual(["zip.empty", "zip.invalid"]);
    expect(sayIn("en", ZIP_REASONS.empty)).toBe("Please enter a zip code");
    expect(sayIn("en", ZIP_REASONS.invalid)).toBe("Please enter a valid zip code");
    expect(sayIn("es", ZIP_REASONS.invalid)).toBe("Escriba un código postal válido");
    // The admin panel's own way to say things words them too, English included.
    expect(adminSayIn("en", ZIP_REASONS.empty)).toBe("Please enter a zip code");
    expect(adminSayIn("es", ZIP_REASONS.empty)).toBe("Escriba un código postal");
  });

  it("word a series' visits in the reader's language, each visit's own reason inside", () => {
    const visit = { index: 3, date: "2026-12-08", time: "13:00" };
    expect(sayIn("en", visitRefusedReason(visit, SLOT_REASONS.taken))).toBe(
      "Visit 3 (Tuesday, December 8, 2026 at 1:00 PM) cannot be booked: This time was just booked. Please choose another time. Nothing was booked; please look at the dates again.",
    );
    expect(sayIn("es", visitRefusedReason(visit, SLOT_REASONS.taken))).toBe(
      "La visita 3 (martes, 8 de diciembre de 2026, a la 1:00 p. m.) no se puede reservar: Alguien acaba de reservar esta hora. Elija otra hora. No se reservó nada; revise las fechas de nuevo.",
    );
    // A visit's reason may carry values of its own (the booking window's days), and several visits are a list.
    const tooFar = checkDate("2027-06-01", {
      hours: STANDARD_HOURS,
      timeOff: [],
      timeZone: "America/Chicago",
      now: new Date("2026-12-06T18:00:00Z"),
    });
    expect(tooFar.ok).toBe(false);
    const failures = [
      { ...visit, reason: SLOT_REASONS.sunday },
      { index: 9, date: "2027-06-01", time: "10:00", reason: tooFar.ok ? "" : tooFar.message },
    ];
    expect(sayIn("en", notMovedReason(failures))).toBe(
      "Nothing was moved, because these visits cannot move: visit 3 (Tuesday, December 8, 2026 at 1:00 PM): Bookings are not available on Sundays. Please choose another day.; visit 9 (Tuesday, June 1, 2027 at 10:00 AM): Please choose a date within the next 90 days.",
    );
    expect(sayIn("es", notMovedReason(failures.slice(1)))).toBe(
      "No se cambió nada, porque esta visita no se puede cambiar: visita 9 (martes, 1 de junio de 2027, a las 10:00 a. m.): Elija una fecha dentro de los próximos 90 días.",
    );
    expect(sayIn("es", visitTakenReason(visit))).toBe(
      "No se cambió nada: alguien acaba de reservar la hora de la visita 3 (martes, 8 de diciembre de 2026, a la 1:00 p. m.).",
    );
    expect(sayIn("en", followingChangedReason("moved", 1))).toBe("Moved this visit.");
    expect(sayIn("en", followingChangedReason("cancelled", 4))).toBe("Cancelled this visit and the 3 after it.");
    expect(sayIn("es", followingChangedReason("cancelled", 4))).toBe("Se cancelaron esta visita y las 3 siguientes.");
    expect(sayIn("en", seriesBookedReason(4))).toBe("Booked! 4 visits are on the provider's calendar, and we e-mailed you the dates.");
    expect(sayIn("en", SERIES_COUNT_REASON)).toBe("Choose from 2 to 26 visits");
    expect(sayIn("es", otherMemberReason("Ana", "Ben"))).toBe("Ana no está libre a esa hora: Ben vendrá a esta visita.");
  });

  it("fill in the values a reason carries", () => {
    expect(Object.values(SERVICE_AREA_REASONS)).toContain("area.tooMany");
    expect(RADIUS_REASON).toBe("area.radius?min=5&max=100");
    expect(sayIn("en", RADIUS_REASON)).toBe("Choose a radius between 5 and 100 miles");
    expect(sayIn("es", RADIUS_REASON)).toBe("Elija un radio de 5 a 100 millas");
    expect(sayIn("en", TOO_MANY_AREAS_REASON)).toBe("Failed to add service area: you can have at most 20 extra areas.");
    expect(adminSayIn("es", TOO_MANY_AREAS_REASON)).toBe(
      "No se pudo agregar la zona de servicio: puede tener como máximo 20 zonas adicionales.",
    );
    // The admin's reasons are worded in the admin's pages; those a business's pages share, in every page's.
    expect(adminSayIn("en", notPendingReason(null))).toBe("This application no longer exists.");
    expect(adminSayIn("es", notPendingReason("rejected"))).toBe(
      "Esta solicitud ya estaba rechazada; solo se pueden aprobar o rechazar solicitudes pendientes.",
    );
    expect(sayIn("es", ADMIN_BOOKING_REASONS.loadFailed)).toBe("No se pudieron cargar las reservas. Inténtelo de nuevo.");
    expect(sayIn("en", ADMIN_BOOKING_REASONS.changeFailed)).toBe("The booking could not be changed. Please try again.");
    // A value that is an id (a booking's status) is worded in the reader's language; a value may have its own words.
    expect(sayIn("en", notAllowedReason("no_show", "en_route"))).toBe("A booking that is no-show cannot be marked en route.");
    expect(sayIn("es", notAllowedReason("completed", "cancelled"))).toBe(
      "Una reserva en estado «Terminada» no se puede marcar como «Cancelada».",
    );
    expect(sayIn("es", alreadyReason("cancelled"))).toBe("Esta reserva ya está en estado «Cancelada».");
    expect(sayIn("en", alreadyReason("en_route"))).toBe("The customer was already notified for this booking.");
    expect(sayIn("en", changedReason("in_progress"))).toBe("Booking marked in progress.");
    expect(sayIn("es", changedReason("en_route"))).toBe("Reserva marcada en camino.");
    expect(sayIn("es", changedReason("confirmed"))).toBe("Reserva marcada como «Confirmada».");
    // A count of one has its own words where a language needs them.
    expect(postedReason(1)).toBe("social.posted?count=1");
    expect(sayIn("en", postedReason(1))).toBe("Posted to 1 platform(s)");
    expect(sayIn("en", postedReason(3))).toBe("Posted to 3 platform(s)");
    expect(sayIn("es", postedReason(1))).toBe("Publicado en 1 plataforma");
    expect(sayIn("es", postedReason(3))).toBe("Publicado en 3 plataformas");
    expect(REASON_IDS).toContain("social.posted");
    expect(REASON_IDS).not.toContain("social.posted#one");
    // An id the catalogue lacks, or a sentence with a question mark, is not a reason.
    expect(sayIn("en", "area.elsewhere?max=3")).toBe("area.elsewhere?max=3");
    expect(sayIn("en", "Is that right?")).toBe("Is that right?");
  });

  it("word a form refused without a field's message", () => {
    expect(sayIn("en", refuseForm().message)).toBe("Please correct the marked fields.");
    expect(sayIn("es", refuseForm().message)).toBe("Corrija los campos marcados.");
  });

  it("say what is not a reason's id as it came: a person's own words stay as written", () => {
    expect(sayIn("en", "zip.elsewhere")).toBe("zip.elsewhere");
    expect(sayIn("en", "constructor")).toBe("constructor");
    expect(sayIn("es", "Deep cleaning")).toBe("Deep cleaning");
  });
});

describe("a failure on our side", () => {
  it("is worded without its request id, which stays as it is for the reader to quote", () => {
    const id = "5f0c2a4e-9b1d-4c7e-8a21-0d3f6b7e9c10";
    expect(sayIn("es", `${SERVICE_AREA_REASONS.failed} (Request ${id})`)).toBe(`No se pudo agregar la zona de servicio (Referencia ${id})`);
    expect(sayIn("en", `${SERVICE_AREA_REASONS.failed} (Request ${id})`)).toBe(`Failed to add service area (Request ${id})`);
    expect(sayIn("en", `${ZIP_REASONS.invalid} (Request ${id})`)).toBe(`Please enter a valid zip code (Request ${id})`);
    expect(adminSayIn("es", `${LOCATION_SETTING_REASONS.updateFailed} (Request ${id})`)).toBe(
      `No se pudo actualizar la opción de ubicación (Referencia ${id})`,
    );
    expect(adminSayIn("en", `${LOCATION_SETTING_REASONS.updateFailed} (Request ${id})`)).toBe(
      `Failed to update location setting (Request ${id})`,
    );
    // A sentence's own parentheses are not a request id.
    expect(sayIn("en", "Posted to 2 platform(s)")).toBe("Posted to 2 platform(s)");
    expect(sayIn("en", "Unknown service (Request)")).toBe("Unknown service (Request)");
  });
});
