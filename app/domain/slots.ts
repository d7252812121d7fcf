import type { Availability } from "./availability";
import { addDaysToDate, formatTime12h, isValidDate, localClock, weekdayOfDate } from "./time";

/** Spec: slots every 30 minutes from 08:00 up to 17:30, no Sundays, no past dates. */
export const SLOT_MINUTES = 30;
export const FIRST_SLOT = "08:00";
export const LAST_SLOT = "17:30";
/** How far ahead a customer may book. */
export const BOOKING_WINDOW_DAYS = 90;

function toMinutes(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

function fromMinutes(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

export const SLOT_TIMES: readonly string[] = Array.from(
  { length: (toMinutes(LAST_SLOT) - toMinutes(FIRST_SLOT)) / SLOT_MINUTES + 1 },
  (_, i) => fromMinutes(toMinutes(FIRST_SLOT) + i * SLOT_MINUTES),
);

export const SLOT_MESSAGES = {
  dateRequired: "Please choose a date",
  dateInvalid: "Please choose a valid date",
  sunday: "Bookings are not available on Sundays. Please choose another day.",
  pastDate: "This date has passed. Please choose a later date.",
  tooFar: `Please choose a date within the next ${BOOKING_WINDOW_DAYS} days.`,
  dayClosed: "The provider is not available on this day. Please choose another date.",
  timeRequired: "Please choose a time",
  offGrid: "Please choose one of the listed times.",
  pastTime: "This time has already passed. Please choose a later time.",
  outsideHours: "The provider is not available at this time. Please choose another time.",
  taken: "This time was just booked. Please choose another time.",
  noFreeSlots: "No times are free on this date. Please choose another date.",
} as const;

export type SlotStatus = "free" | "booked" | "past" | "closed";
export type Slot = { time: string; label: string; status: SlotStatus };

export type SlotContext = {
  /** The provider's effective weekly hours. */
  availability: Availability;
  /** The service's time zone: "today" and "past" are judged there. */
  timeZone: string;
  now: Date;
  /** Times already held by a live booking of this provider on the date asked about. */
  bookedTimes: ReadonlySet<string>;
};

/** The slot fits the provider's hours when it starts at or after opening and ends by closing. */
function withinHours(availability: Availability, date: string, time: string): boolean {
  const day = availability[weekdayOfDate(date)];
  const start = toMinutes(time);
  return day.available && start >= toMinutes(day.startTime) && start + SLOT_MINUTES <= toMinutes(day.endTime);
}

export type DateCheck = { ok: true } | { ok: false; message: string };

/** Whether a date can be booked at all (before looking at its times). */
export function checkDate(date: string, context: Pick<SlotContext, "availability" | "timeZone" | "now">): DateCheck {
  if (!date) return { ok: false, message: SLOT_MESSAGES.dateRequired };
  if (!isValidDate(date)) return { ok: false, message: SLOT_MESSAGES.dateInvalid };
  const today = localClock(context.now, context.timeZone).date;
  if (date < today) return { ok: false, message: SLOT_MESSAGES.pastDate };
  if (date > addDaysToDate(today, BOOKING_WINDOW_DAYS)) return { ok: false, message: SLOT_MESSAGES.tooFar };
  const weekday = weekdayOfDate(date);
  if (weekday === "sunday") return { ok: false, message: SLOT_MESSAGES.sunday };
  if (!context.availability[weekday].available) return { ok: false, message: SLOT_MESSAGES.dayClosed };
  return { ok: true };
}

/** Every grid time of a bookable date with its status; an empty list when the date is not bookable. */
export function slotsForDate(date: string, context: SlotContext): { slots: Slot[]; message: string | null } {
  const dateCheck = checkDate(date, context);
  if (!dateCheck.ok) return { slots: [], message: dateCheck.message };
  const clock = localClock(context.now, context.timeZone);
  const slots = SLOT_TIMES.map((time): Slot => {
    const status: SlotStatus =
      date === clock.date && time <= clock.time
        ? "past"
        : !withinHours(context.availability, date, time)
          ? "closed"
          : context.bookedTimes.has(time)
            ? "booked"
            : "free";
    return { time, label: formatTime12h(time), status };
  });
  const open = slots.filter((slot) => slot.status === "free" || slot.status === "booked");
  return {
    slots: open,
    message: open.some((slot) => slot.status === "free") ? null : SLOT_MESSAGES.noFreeSlots,
  };
}

export type SlotCheck =
  | { ok: true }
  | { ok: false; field: "preferred_date" | "preferred_time"; message: string };

/** The server's decision on a requested slot (the database still decides races). */
export function checkSlot(date: string, time: string, context: SlotContext): SlotCheck {
  const dateCheck = checkDate(date, context);
  if (!dateCheck.ok) return { ok: false, field: "preferred_date", message: dateCheck.message };
  if (!time) return { ok: false, field: "preferred_time", message: SLOT_MESSAGES.timeRequired };
  if (!SLOT_TIMES.includes(time)) return { ok: false, field: "preferred_time", message: SLOT_MESSAGES.offGrid };
  const clock = localClock(context.now, context.timeZone);
  if (date === clock.date && time <= clock.time) {
    return { ok: false, field: "preferred_time", message: SLOT_MESSAGES.pastTime };
  }
  if (!withinHours(context.availability, date, time)) {
    return { ok: false, field: "preferred_time", message: SLOT_MESSAGES.outsideHours };
  }
  if (context.bookedTimes.has(time)) return { ok: false, field: "preferred_time", message: SLOT_MESSAGES.taken };
  return { ok: true };
}

/**
 * The date offered first: today while a slot within the provider's hours is still ahead, else
 * the next day the provider works that has such a slot.
 */
export function firstBookableDate(context: Pick<SlotContext, "availability" | "timeZone" | "now">): string {
  const clock = localClock(context.now, context.timeZone);
  for (let offset = 0; offset <= 8; offset++) {
    const date = addDaysToDate(clock.date, offset);
    if (!checkDate(date, context).ok) continue;
    const hasSlotAhead = SLOT_TIMES.some(
      (time) => (date !== clock.date || time > clock.time) && withinHours(context.availability, date, time),
    );
    if (hasSlotAhead) return date;
  }
  return clock.date;
}

