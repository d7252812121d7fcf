import { reasons, reasonWith, type ReasonOf } from "../outcome";
import { stateMachine } from "../state-machine";

/**
 * A booking's lifecycle: confirmed → en route → in progress → completed, or cancelled or no-show; a
 * booking waiting for its payment is pending until it confirms or its hold expires. The table below
 * is the only place these moves are named, and a booking's time is claimed only while it is live.
 */
export const BOOKING_STATUSES = [
  "pending",
  "confirmed",
  "en_route",
  "in_progress",
  "completed",
  "cancelled",
  "no_show",
  "expired",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Who moves a booking: its customer, its provider, the team member doing the job, an admin, its
 * payment (Stripe's event) or its hold running out.
 */
export type BookingMover = "customer" | "provider" | "member" | "admin" | "payment" | "hold";

/** The job's own moves: the member doing it moves it along as the business does, but cancels nothing. */
const ON_THE_JOB = ["provider", "member", "admin"] as const;
const ANYONE_WHO_BOOKED = ["customer", "provider", "admin"] as const;

export const BOOKING_MACHINE = /* @__PURE__ */ stateMachine<BookingStatus, BookingMover>("booking", {
  initial: ["pending", "confirmed"],
  table: {
    pending: { confirmed: ["payment"], cancelled: ANYONE_WHO_BOOKED, expired: ["hold"] },
    confirmed: { en_route: ON_THE_JOB, cancelled: ANYONE_WHO_BOOKED, no_show: ON_THE_JOB },
    en_route: { in_progress: ON_THE_JOB, cancelled: ANYONE_WHO_BOOKED, no_show: ON_THE_JOB },
    in_progress: { completed: ON_THE_JOB },
    completed: {},
    cancelled: {},
    no_show: {},
    // Paid after its hold ran out, while its time is still free.
    expired: { confirmed: ["payment"] },
  },
});

/** Statuses that still hold the provider's time. */
export const LIVE_STATUSES: readonly BookingStatus[] = ["pending", "confirmed", "en_route", "in_progress"];

/** Statuses of a booking that will not happen: its money is settled by the policy's fee. */
export const ENDED_STATUSES: readonly BookingStatus[] = ["cancelled", "no_show", "expired"];

/** A status as a list's or badge's label ("Confirmed"), worded in app/locales/reasons-booking.ts. */
export const STATUS_LABEL_REASONS = /* @__PURE__ */ reasons("statusLabel", BOOKING_STATUSES);
export type StatusLabelReason = ReasonOf<typeof STATUS_LABEL_REASONS>;

export function isBookingStatus(value: unknown): value is BookingStatus {
  return BOOKING_MACHINE.isState(value);
}

export function isLive(status: string): boolean {
  return (LIVE_STATUSES as readonly string[]).includes(status);
}

export function isEnded(status: string): boolean {
  return (ENDED_STATUSES as readonly string[]).includes(status);
}

/** The booking page's headline for the customer: what state their booking is in ("Booking confirmed"). */
export const HEADLINE_REASONS = /* @__PURE__ */ reasons("headline", [...BOOKING_STATUSES, "unknown"]);
export type HeadlineReason = ReasonOf<typeof HEADLINE_REASONS>;

export function bookingHeadline(status: string): HeadlineReason {
  return isBookingStatus(status) ? HEADLINE_REASONS[status] : HEADLINE_REASONS.unknown;
}

/** How long before a job's start its provider can be marked on the way (the customer is told at once). */
export const EN_ROUTE_OPENS_MINUTES = 60;

/** A job's status changes from the business's side (decision 0047), worded in app/locales/reasons-booking.ts. */
export const LIFECYCLE_REASONS = /* @__PURE__ */ reasons("lifecycle", [
  "notAllowed",
  "noShowTooEarly",
  "enRouteTooEarly",
  "already",
  "alreadyNotified",
  "reasonRequired",
  "reasonTooLong",
  "unknownStatus",
  "changed",
  "cancelledByProvider",
  "movedByBusiness",
]);
export type LifecycleReason = ReasonOf<typeof LIFECYCLE_REASONS>;

/** A status as a value of a reason: its own id, which the reason's words word in the same language. */
export const STATUS_REASONS = /* @__PURE__ */ reasons("status", BOOKING_STATUSES);
export type StatusReason = ReasonOf<typeof STATUS_REASONS>;

const statusValue = (status: string) => (isBookingStatus(status) ? STATUS_REASONS[status] : status);

/** A change the status machine does not allow, from this status to that one. */
export function notAllowedReason(from: string, to: BookingStatus): string {
  return reasonWith(LIFECYCLE_REASONS.notAllowed, { from: statusValue(from), to: statusValue(to) });
}

/** The booking has this status already (on the way: the customer was told already). */
export function alreadyReason(status: BookingStatus): string {
  return status === "en_route" ? LIFECYCLE_REASONS.alreadyNotified : reasonWith(LIFECYCLE_REASONS.already, { status: statusValue(status) });
}

/** The booking was marked with its new status. */
export function changedReason(to: BookingStatus): string {
  return reasonWith(LIFECYCLE_REASONS.changed, { status: statusValue(to) });
}

export const CANCELLATION_REASON_MAX = 500;

/** Who changes a job's status from the business's side: its provider, the member doing it, or an admin. */
export type JobMover = "provider" | "member" | "admin";

/** A job may still be under way this long after its start (the longest job is four hours). */
export const JOB_UNDER_WAY_MS = 4 * 3_600_000;

/** Why a provider, a member or an admin may not make this change now, or null when they may. */
export function transitionRefusal(
  booking: { status: string; starts_at: string },
  to: BookingStatus,
  now: Date,
  by: JobMover,
): string | null {
  if (booking.status === to) return alreadyReason(to);
  if (!BOOKING_MACHINE.allows(booking.status, to, by)) return notAllowedReason(booking.status, to);
  if (to === "no_show" && now.getTime() < new Date(booking.starts_at).getTime()) return LIFECYCLE_REASONS.noShowTooEarly;
  // "Your provider is on the way" days before the job would be untrue: it opens shortly before.
  if (to === "en_route" && new Date(booking.starts_at).getTime() - now.getTime() > EN_ROUTE_OPENS_MINUTES * 60_000)
    return reasonWith(LIFECYCLE_REASONS.enRouteTooEarly, { minutes: EN_ROUTE_OPENS_MINUTES });
  return null;
}

/**
 * The changes offered on a provider's or admin's booking row, in the order they happen
 * (cancelling has its own form, with a reason; each button's words are in
 * app/locales/booking-moves.ts). A no-show is offered once the start has passed.
 */
export const OFFERED_STATUSES = ["en_route", "in_progress", "completed", "no_show"] as const;
export type OfferedStatus = (typeof OFFERED_STATUSES)[number];
const OFFERED: ReadonlySet<string> = new Set(OFFERED_STATUSES);

export function offeredTransitions(booking: { status: string; starts_at: string }, now: Date, by: JobMover): OfferedStatus[] {
  return BOOKING_MACHINE.targets(booking.status, by).filter(
    (to): to is OfferedStatus => OFFERED.has(to) && transitionRefusal(booking, to, now, by) === null,
  );
}

/** The lines of a booking's history on the customer's page that are not a status's own label. */
export const TIMELINE_REASONS = /* @__PURE__ */ reasons("timeline", [
  "booked",
  "movedByYou",
  "moved",
  "released",
  "cancelledByYou",
  "cancelledByProvider",
]);
export type TimelineReason = ReasonOf<typeof TIMELINE_REASONS>;

/** What the customer's booking page says happened, one line per change, as a reason; null for a change it does not show. */
export function timelineText(event: { action: string; to?: string | null; by?: string | null }): TimelineReason | StatusLabelReason | null {
  switch (event.action) {
    case "booking.create":
      return TIMELINE_REASONS.booked;
    case "booking.reschedule":
      return event.by === "customer" ? TIMELINE_REASONS.movedByYou : TIMELINE_REASONS.moved;
    case "booking.hold_released":
      return TIMELINE_REASONS.released;
    case "booking.status":
      if (!isBookingStatus(event.to)) return null;
      if (event.to === "cancelled") return event.by === "customer" ? TIMELINE_REASONS.cancelledByYou : TIMELINE_REASONS.cancelledByProvider;
      return STATUS_LABEL_REASONS[event.to];
    default:
      return null;
  }
}

/** What the customer can still do from their booking page (decision 0047), worded in app/locales/reasons-booking.ts. */
export const CUSTOMER_REASONS = /* @__PURE__ */ reasons("customerChange", [
  "cancelStarted",
  "alreadyCancelled",
  "cancelFinished",
  "moveStarted",
  "moveNotLive",
  "moveNotice",
  "moveSameTime",
  "serviceGone",
  "changedMeanwhile",
  "cancelled",
  "moved",
]);
export type CustomerReason = ReasonOf<typeof CUSTOMER_REASONS>;

const started = (booking: { starts_at: string }, now: Date) => now.getTime() >= new Date(booking.starts_at).getTime();

/** Why the customer may not cancel, or null (before the start, and only once). */
export function cancellationRefusal(booking: { status: string; starts_at: string }, now: Date): string | null {
  if (booking.status === "cancelled") return CUSTOMER_REASONS.alreadyCancelled;
  if (!BOOKING_MACHINE.allows(booking.status, "cancelled", "customer")) return CUSTOMER_REASONS.cancelFinished;
  return started(booking, now) ? CUSTOMER_REASONS.cancelStarted : null;
}

/** Statuses a customer may still move: the provider has not set out yet. */
export const MOVABLE_STATUSES: readonly BookingStatus[] = ["pending", "confirmed"];

/** Why the customer may not move the booking, or null (until `noticeHours` before the start). */
export function rescheduleRefusal(booking: { status: string; starts_at: string }, now: Date, noticeHours: number): string | null {
  if (!(MOVABLE_STATUSES as readonly string[]).includes(booking.status)) return CUSTOMER_REASONS.moveNotLive;
  if (started(booking, now)) return CUSTOMER_REASONS.moveStarted;
  if (new Date(booking.starts_at).getTime() - now.getTime() < noticeHours * 3_600_000)
    return reasonWith(CUSTOMER_REASONS.moveNotice, { count: noticeHours });
  return null;
}

/** The buttons of a provider's or admin's booking row: the changes offered, and whether it may be cancelled. */
export function bookingActions(
  booking: { status: string; starts_at: string },
  now: Date,
  by: JobMover,
): { offered: Array<{ to: OfferedStatus }>; canCancel: boolean } {
  return {
    offered: offeredTransitions(booking, now, by).map((to) => ({ to })),
    canCancel: BOOKING_MACHINE.allows(booking.status, "cancelled", by),
  };
}

export type BookingChange = { bookingId: string; to: BookingStatus; reason: string | null };
