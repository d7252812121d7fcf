import { describe, expect, it } from "vitest";
import { summarizeAuditDetails } from "~/domain/admin/audit";
import { EMAIL_KINDS } from "~/domain/email-kinds";
import {
  bookingListSummaryIn,
  bookingTimeIn,
  bookingWhenIn,
  dayLinkLabelIn,
  monthLabelIn,
  monthNavLabelIn,
  moneyFailureIn,
  weekdayHeadersIn,
} from "~/locales/admin-bookings";
import { applicationDecidedIn } from "~/locales/admin";
import { auditDetailWords, auditValueIn, auditWords } from "~/locales/admin-records";
import { alreadyDecidedIn } from "~/locales/credentials";
import { moveLabel, moveWords } from "~/locales/booking-moves";
import { categoryLabelIn } from "~/locales/discovery";
import { emailKindIn, textKindIn } from "~/locales/outbox-kinds";

/** The admin panel's words that are built from values (issue 54): the English is the spec's, the Spanish says the same. */
const ENGLISH = { labels: auditDetailWords.en, tiles: auditWords.en.tiles };

describe("the admin's bookings in each language", () => {
  it("say a calendar's month, days and moves", () => {
    expect(monthLabelIn("en", "2026-11")).toBe("November 2026");
    expect(monthLabelIn("es", "2026-11")).toBe("noviembre de 2026");
    expect(monthNavLabelIn("es", "previous", "2026-10")).toBe("Mes anterior, octubre de 2026");
    expect(dayLinkLabelIn("en", "2026-11-23", 1, "2026-11-23")).toBe("Monday, November 23, 2026 (today): 1 booking");
    expect(dayLinkLabelIn("es", "2026-11-23", 1, "2026-11-23")).toBe("lunes, 23 de noviembre de 2026 (hoy): 1 reserva");
    expect(dayLinkLabelIn("es", "2026-11-24", 0, "2026-11-23")).toBe("martes, 24 de noviembre de 2026: sin reservas");
    expect(weekdayHeadersIn("es")[0]).toEqual({ short: "dom", long: "domingo" });
  });

  it("say a list's summary and each booking's time in its zone", () => {
    expect(bookingListSummaryIn("es", 211, null)).toBe("211 reservas, de la más reciente a la más antigua.");
    expect(bookingListSummaryIn("es", 1, "ana")).toBe("1 reserva coincide con “ana”, de la más reciente a la más antigua.");
    expect(bookingListSummaryIn("es", 0, "zed")).toBe("Ninguna reserva coincide con “zed”.");
    expect(bookingWhenIn("en", "2026-11-05", "14:30", "CST")).toBe("Thursday, November 5, 2026 at 2:30 PM CST");
    expect(bookingWhenIn("es", "2026-11-05", "14:30", "CST")).toBe("jueves, 5 de noviembre de 2026, a las 2:30 p. m. CST");
    expect(bookingWhenIn("es", "2026-11-05", "13:00", "CST")).toBe("jueves, 5 de noviembre de 2026, a la 1:00 p. m. CST");
    expect(bookingWhenIn("es", "not a date", "soon", "CST")).toBe("not a date soon");
    expect(bookingTimeIn("es", "09:00", "MST")).toBe("9:00 a. m. MST");
    expect(bookingTimeIn("es", "25:00", "MST")).toBe("25:00");
  });

  it("say money Stripe refused", () => {
    expect(moneyFailureIn("en", { kind: "refund", amountCents: 2550, reason: null })).toBe("Refund of $25.50 failed: refused by Stripe");
    expect(moneyFailureIn("es", { kind: "charge", amountCents: 2550, reason: "card_declined" })).toBe(
      "Falló el cobro de $25.50: card_declined",
    );
  });
});

describe("the admin's decisions in each language", () => {
  it("say what approving did, and what its tiles wait for", () => {
    const decided = { decided: "approved" as const, business: "Plumb Right", zip: "78701", missing: [] };
    expect(applicationDecidedIn("en", decided)).toBe("Plumb Right approved! Service tiles created for 78701.");
    expect(applicationDecidedIn("es", decided)).toBe("¡Plumb Right aprobado! Se crearon fichas de servicio para 78701.");
    const waiting = { ...decided, missing: [{ kind: "licence" as const, state: "TX" }] };
    expect(applicationDecidedIn("en", waiting)).toBe("Plumb Right: Approved · not listed until its licence (TX) is verified.");
    expect(applicationDecidedIn("es", { ...decided, decided: "rejected" })).toBe("Solicitud rechazada");
  });

  it("say a credential decided meanwhile, by whom and when", () => {
    const input = {
      kind: "licence" as const,
      number: "TX-1",
      state: "TX",
      status: "verified" as const,
      attempted: "reject" as const,
      by: "ana@example.com",
      at: "5 dic 2026",
    };
    expect(alreadyDecidedIn("es", input)).toBe(
      "Licencia TX-1 (TX) ya estaba verificada por ana@example.com el 5 dic 2026: su rechazo no cambió nada.",
    );
    expect(alreadyDecidedIn("en", { ...input, at: "Dec 5, 2026" })).toBe(
      "Licence TX-1 (TX) was already verified by ana@example.com on Dec 5, 2026: your rejection changed nothing.",
    );
  });

  it("name categories, an unknown one as it is stored", () => {
    expect(categoryLabelIn("es", "home-services")).toBe("Servicios para el hogar");
    expect(categoryLabelIn("es", "")).toBe("Sin especificar");
    expect(categoryLabelIn("es", "gardening")).toBe("gardening");
    expect(categoryLabelIn("en", null)).toBe("Not specified");
  });

  it("summarise an audit entry's details in the language", () => {
    const details = JSON.stringify({ business: "Oak", zip: "78703", tiles: ["a", "b"] });
    expect(summarizeAuditDetails(details, ENGLISH)).toBe("Business: Oak · Zip: 78703 · Tiles: 2");
    expect(summarizeAuditDetails(details, { labels: auditDetailWords.es, tiles: auditWords.es.tiles })).toBe(
      "Negocio: Oak · Código postal: 78703 · Fichas: 2",
    );
    const moved = JSON.stringify({ by: "provider", from: "confirmed", to: "en_route", enabled: true, reason: "Lluvia" });
    expect(summarizeAuditDetails(moved, ENGLISH)).toBe("From: confirmed · To: en_route · By: provider · Reason: Lluvia · Enabled: true");
    expect(summarizeAuditDetails(moved, { labels: auditDetailWords.es, tiles: auditWords.es.tiles, value: auditValueIn("es") })).toBe(
      "De: confirmada · A: en camino · Por: el profesional · Motivo: Lluvia · Activada: sí",
    );
    const rescheduled = JSON.stringify({ by: "customer", from: "2026-12-08 10:00", to: "2026-12-09 11:00" });
    expect(summarizeAuditDetails(rescheduled, { labels: auditDetailWords.es, tiles: "", value: auditValueIn("es") })).toBe(
      "De: 2026-12-08 10:00 · A: 2026-12-09 11:00 · Por: el cliente",
    );
  });
});

describe("the outboxes' kinds in each language", () => {
  it("name every kind of e-mail and text, and an old kind as it is stored", () => {
    for (const kind of EMAIL_KINDS) {
      expect(emailKindIn("en", kind)).not.toMatch(/_/);
      expect(emailKindIn("es", kind), kind).not.toBe(emailKindIn("en", kind).replace(/ \(.*\)$/, ""));
    }
    expect(emailKindIn("en", "booking_confirmation")).toBe("Booking confirmation");
    expect(emailKindIn("es", "booking_confirmation")).toBe("Confirmación de reserva");
    expect(textKindIn("es", "on_the_way")).toBe("En camino");
    expect(emailKindIn("es", "retired_kind")).toBe("Retired kind");
    expect(textKindIn("es", "retired_kind")).toBe("Retired kind");
  });
});

describe("a booking's moves in each language", () => {
  it("say the admin's en route as the spec's Notify En Route, everyone else's as marking it", () => {
    expect(moveLabel(moveWords.en, "en_route", "admin")).toBe("Notify En Route");
    expect(moveLabel(moveWords.es, "en_route", "admin")).toBe("Avisar que va en camino");
    expect(moveLabel(moveWords.en, "en_route")).toBe("Mark en route");
    expect(moveLabel(moveWords.es, "en_route")).toBe("Marcar en camino");
    expect(moveLabel(moveWords.en, "in_progress", "admin")).toBe("Start job");
    expect(moveLabel(moveWords.es, "no_show")).toBe("Marcar que no se presentó");
  });
});
