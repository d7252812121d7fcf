import { sayIn } from "~/locales/messages";
import { bookingChangeSchema } from "~/domain/booking/booking-lifecycle.schema.server";
import { describe, expect, it } from "vitest";
import {
  BOOKING_MACHINE,
  BOOKING_STATUSES,
  bookingActions,
  cancellationRefusal,
  isLive,
  offeredTransitions,
  rescheduleRefusal,
  timelineText,
  transitionRefusal,
} from "~/domain/booking/booking-lifecycle";

/** A refusal as an English reader reads it. */
const inWords = (reason: string | null) => (reason === null ? null : sayIn("en", reason));
const worded = <T extends { ok: boolean; message?: string }>(result: T) =>
  result.message ? { ...result, message: sayIn("en", result.message) } : result;

const START = "2026-11-24T16:00:00.000Z";
const BEFORE = new Date("2026-11-24T15:00:00Z");
const AFTER = new Date("2026-11-24T16:30:00Z");

describe("transitions", () => {
  it("follow confirmed → en route → in progress → completed, with cancelled and no-show branches", () => {
    expect(Object.fromEntries(BOOKING_STATUSES.map((status) => [status, BOOKING_MACHINE.targets(status, "provider")]))).toEqual({
      pending: ["cancelled"],
      confirmed: ["en_route", "cancelled", "no_show"],
      en_route: ["in_progress", "cancelled", "no_show"],
      in_progress: ["completed"],
      completed: [],
      cancelled: [],
      no_show: [],
      expired: [],
    });
    expect(BOOKING_MACHINE.targets("nonsense", "provider")).toEqual([]);
  });

  it("has one table of every move and who may make it: only a payment confirms, only a hold running out expires", () => {
    expect(BOOKING_MACHINE.moves().map(({ from, to, by }) => `${from} → ${to}: ${by.join(", ")}`)).toEqual([
      "pending → confirmed: payment",
      "pending → cancelled: customer, provider, admin",
      "pending → expired: hold",
      "confirmed → en_route: provider, member, admin",
      "confirmed → cancelled: customer, provider, admin",
      "confirmed → no_show: provider, member, admin",
      "en_route → in_progress: provider, member, admin",
      "en_route → cancelled: customer, provider, admin",
      "en_route → no_show: provider, member, admin",
      "in_progress → completed: provider, member, admin",
      "expired → confirmed: payment",
    ]);
    for (const by of ["customer", "provider", "member", "admin", "hold"] as const)
      expect(BOOKING_MACHINE.sources("confirmed", by)).toEqual([]);
    // The member doing the job moves it along but cancels nothing.
    expect(BOOKING_MACHINE.sources("cancelled", "member")).toEqual([]);
    expect(BOOKING_MACHINE.sources("confirmed", "payment")).toEqual(["pending", "expired"]);
    expect(BOOKING_MACHINE.sources("cancelled", "payment")).toEqual([]);
  });

  it("refuses every other change, whoever asks", () => {
    for (const by of ["provider", "admin"] as const) {
      for (const from of BOOKING_STATUSES) {
        for (const to of BOOKING_STATUSES) {
          const refusal = transitionRefusal({ status: from, starts_at: START }, to, AFTER, by);
          expect(refusal === null).toBe(BOOKING_MACHINE.targets(from, by).includes(to));
        }
      }
    }
    expect(inWords(transitionRefusal({ status: "confirmed", starts_at: START }, "completed", AFTER, "provider"))).toBe(
      "A booking that is confirmed cannot be marked completed.",
    );
    expect(inWords(transitionRefusal({ status: "completed", starts_at: START }, "cancelled", AFTER, "admin"))).toBe(
      "A booking that is completed cannot be marked cancelled.",
    );
    // A provider cannot confirm a booking that waits for its payment: its payment does.
    expect(inWords(transitionRefusal({ status: "pending", starts_at: START }, "confirmed", BEFORE, "provider"))).toBe(
      "A booking that is pending cannot be marked confirmed.",
    );
  });

  it("records a no-show only once the start has passed", () => {
    expect(inWords(transitionRefusal({ status: "confirmed", starts_at: START }, "no_show", BEFORE, "provider"))).toBe(
      "A no-show can only be recorded once the job's start time has passed.",
    );
    expect(transitionRefusal({ status: "en_route", starts_at: START }, "no_show", AFTER, "provider")).toBeNull();
  });

  it("says the provider is on the way only from an hour before the start", () => {
    const dayBefore = new Date("2026-11-23T16:00:00Z");
    const justOutside = new Date("2026-11-24T14:59:59Z");
    expect(inWords(transitionRefusal({ status: "confirmed", starts_at: START }, "en_route", dayBefore, "provider"))).toBe(
      "A provider can be on the way from 60 minutes before the job's start.",
    );
    expect(transitionRefusal({ status: "confirmed", starts_at: START }, "en_route", justOutside, "admin")).not.toBeNull();
    expect(transitionRefusal({ status: "confirmed", starts_at: START }, "en_route", BEFORE, "member")).toBeNull();
    expect(transitionRefusal({ status: "confirmed", starts_at: START }, "en_route", AFTER, "provider")).toBeNull();
    expect(offeredTransitions({ status: "confirmed", starts_at: START }, dayBefore, "provider")).toEqual([]);
  });

  it("names the statuses a compare-and-set may start from", () => {
    expect(BOOKING_MACHINE.sources("cancelled", "customer")).toEqual(["pending", "confirmed", "en_route"]);
    expect(BOOKING_MACHINE.sources("completed", "provider")).toEqual(["in_progress"]);
    expect(BOOKING_MACHINE.sources("completed", "customer")).toEqual([]);
    expect(BOOKING_MACHINE.sources("en_route", "admin")).toEqual(["confirmed"]);
    expect(BOOKING_MACHINE.sources("expired", "hold")).toEqual(["pending"]);
  });

  it("holds the provider's time only while live", () => {
    expect(BOOKING_STATUSES.filter(isLive)).toEqual(["pending", "confirmed", "en_route", "in_progress"]);
  });
});

describe("what a provider or admin is offered", () => {
  it("offers the next steps, cancelling apart (it needs a reason)", () => {
    expect(offeredTransitions({ status: "confirmed", starts_at: START }, BEFORE, "provider")).toEqual(["en_route"]);
    expect(offeredTransitions({ status: "confirmed", starts_at: START }, AFTER, "provider")).toEqual(["en_route", "no_show"]);
    expect(offeredTransitions({ status: "in_progress", starts_at: START }, AFTER, "admin")).toEqual(["completed"]);
    expect(offeredTransitions({ status: "completed", starts_at: START }, AFTER, "provider")).toEqual([]);
    // Waiting for its payment: nothing to offer but cancelling; its payment confirms it.
    expect(offeredTransitions({ status: "pending", starts_at: START }, BEFORE, "provider")).toEqual([]);
    expect(bookingActions({ status: "confirmed", starts_at: START }, BEFORE, "admin")).toEqual({
      offered: [{ to: "en_route" }],
      canCancel: true,
    });
    expect(bookingActions({ status: "en_route", starts_at: START }, BEFORE, "provider")).toEqual({
      offered: [{ to: "in_progress" }],
      canCancel: true,
    });
    expect(bookingActions({ status: "expired", starts_at: START }, BEFORE, "provider")).toEqual({ offered: [], canCancel: false });
    expect(bookingActions({ status: "in_progress", starts_at: START }, AFTER, "provider")).toEqual({
      offered: [{ to: "completed" }],
      canCancel: false,
    });
  });

  it("reads a posted change: a status, or a cancellation with its reason", () => {
    const form = (fields: Record<string, string>) => fields;
    // The form's schema, as its action reads it: the change, or the first message.
    const parseBookingChange = (fields: Record<string, string>) => {
      const parsed = bookingChangeSchema.safeParse(fields);
      return parsed.success ? { ok: true, change: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message };
    };
    expect(parseBookingChange(form({ intent: "status", booking_id: "b", to: "completed" }))).toEqual({
      ok: true,
      change: { bookingId: "b", to: "completed", reason: null },
    });
    expect(parseBookingChange(form({ intent: "cancel", booking_id: "b", reason: "  Van broke down " }))).toEqual({
      ok: true,
      change: { bookingId: "b", to: "cancelled", reason: "Van broke down" },
    });
    expect(worded(parseBookingChange(form({ intent: "cancel", booking_id: "b", reason: " " })))).toEqual({
      ok: false,
      message: "Please tell the customer why the booking is cancelled.",
    });
    expect(worded(parseBookingChange(form({ intent: "cancel", booking_id: "b", reason: "x".repeat(501) })))).toEqual({
      ok: false,
      message: "Please keep the reason under 500 characters.",
    });
    for (const to of ["cancelled", "pending", "confirmed", "expired", "done", ""]) {
      expect(worded(parseBookingChange(form({ intent: "status", booking_id: "b", to })))).toEqual({
        ok: false,
        message: "Please choose one of the listed actions.",
      });
    }
    expect(parseBookingChange(form({ intent: "delete", booking_id: "b", to: "completed" }))).toMatchObject({ ok: false });
  });
});

describe("what a customer can still do", () => {
  it("cancels before the start, once", () => {
    expect(inWords(cancellationRefusal({ status: "confirmed", starts_at: START }, BEFORE))).toBeNull();
    expect(inWords(cancellationRefusal({ status: "en_route", starts_at: START }, BEFORE))).toBeNull();
    expect(inWords(cancellationRefusal({ status: "confirmed", starts_at: START }, AFTER))).toBe(
      "This booking can no longer be cancelled because its time has started.",
    );
    expect(inWords(cancellationRefusal({ status: "cancelled", starts_at: START }, BEFORE))).toBe("This booking is already cancelled.");
    expect(inWords(cancellationRefusal({ status: "completed", starts_at: START }, BEFORE))).toBe(
      "This booking is over and cannot be cancelled.",
    );
    expect(inWords(cancellationRefusal({ status: "in_progress", starts_at: START }, BEFORE))).toBe(
      "This booking is over and cannot be cancelled.",
    );
  });

  it("moves until the notice period before the start, and not once the provider set out", () => {
    const twoHours = 2;
    expect(inWords(rescheduleRefusal({ status: "confirmed", starts_at: START }, new Date("2026-11-24T13:59:59Z"), twoHours))).toBeNull();
    expect(inWords(rescheduleRefusal({ status: "confirmed", starts_at: START }, new Date("2026-11-24T14:00:01Z"), twoHours))).toBe(
      "Bookings can be moved up to 2 hours before they start. Please call the provider to change this one.",
    );
    expect(inWords(rescheduleRefusal({ status: "confirmed", starts_at: START }, AFTER, twoHours))).toBe(
      "This booking can no longer be moved because its time has started.",
    );
    expect(inWords(rescheduleRefusal({ status: "confirmed", starts_at: START }, BEFORE, 0))).toBeNull();
    expect(inWords(rescheduleRefusal({ status: "en_route", starts_at: START }, BEFORE, 0))).toBe("Only upcoming bookings can be moved.");
    expect(inWords(rescheduleRefusal({ status: "cancelled", starts_at: START }, BEFORE, 0))).toBe("Only upcoming bookings can be moved.");
    expect(inWords(rescheduleRefusal({ status: "confirmed", starts_at: START }, new Date("2026-11-24T15:30:00Z"), 1))).toBe(
      "Bookings can be moved up to 1 hour before they start. Please call the provider to change this one.",
    );
  });

  it("reads the booking's history in words", () => {
    const said = (event: Parameters<typeof timelineText>[0]) => {
      const text = timelineText(event);
      return text === null ? null : [sayIn("en", text), sayIn("es", text)];
    };
    expect(said({ action: "booking.create" })).toEqual(["Booked", "Reservada"]);
    expect(said({ action: "booking.reschedule", by: "customer" })).toEqual(["Moved by you", "Cambiada por usted"]);
    expect(said({ action: "booking.reschedule", by: "provider" })).toEqual(["Moved", "Cambiada"]);
    expect(said({ action: "booking.hold_released" })).toEqual(["Time released: not paid in time", "Hora liberada: no se pagó a tiempo"]);
    expect(said({ action: "booking.status", to: "en_route" })).toEqual(["En route", "En camino"]);
    expect(said({ action: "booking.status", to: "cancelled", by: "customer" })).toEqual(["Cancelled by you", "Cancelada por usted"]);
    expect(said({ action: "booking.status", to: "cancelled", by: "provider" })).toEqual([
      "Cancelled by the provider",
      "Cancelada por el profesional",
    ]);
    expect(said({ action: "booking.notify_enroute" })).toBeNull();
    expect(said({ action: "booking.status", to: "archived" })).toBeNull();
  });
});
