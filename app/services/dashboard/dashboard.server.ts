import { ADMIN_BOOKING_REASONS } from "~/domain/booking/admin-bookings";
import type { BusinessScope } from "~/domain/accounts/business";
import { displayBookingStatus, weekInstants } from "~/domain/dashboard/dashboard";
import { bookingZoneLabel } from "~/domain/time";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { appointmentIn } from "~/locales/dates";
import { listBusinessBookings } from "~/models/booking.server";
import { dashboardStats } from "~/models/dashboard.server";
import { businessClock } from "~/services/support/business-clock.server";
import { orFailure } from "~/services/support/failure.server";

/** The business dashboard's frame and overview, for a provider's business or (an admin) every business. */

/** Today's bookings, this week's revenue, active customers and completed jobs, in the business's own week. */
export async function dashboardFigures(scope: BusinessScope) {
  const clock = await businessClock(scope);
  const week = weekInstants(clock.date, clock.timeZone);
  return dashboardStats(scope, { now: clock.now, weekFrom: week.from, weekTo: week.to });
}

/** The dashboard's overview: the next and the latest ten bookings of the business (every business for an admin). */
export async function dashboardOverview(scope: BusinessScope, now: Date, language: Language = DEFAULT_LANGUAGE) {
  return orFailure({ message: ADMIN_BOOKING_REASONS.loadFailed, log: "loading dashboard bookings failed" }, async () => {
    const first = { after: null, before: null, perPage: 10 };
    const lists = await listBusinessBookings(scope, now, { upcoming: first, past: first });
    const view = (rows: typeof lists.upcoming.rows) =>
      rows.map((row) => ({
        ...row,
        status: displayBookingStatus(row, now),
        when: appointmentIn(language, { ...row, timeZoneLabel: bookingZoneLabel(row) }),
      }));
    return { ok: true, upcoming: view(lists.upcoming.rows), recent: view(lists.past.rows) };
  });
}
