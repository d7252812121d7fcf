import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BookingDayPanel } from "~/components/admin/booking-day-panel";
import { BookingFilters } from "~/components/admin/booking-filters";
import { BookingMonthGrid } from "~/components/admin/booking-month-grid";
import { BookingsTable } from "~/components/admin/bookings-table";
import { BookingsViewToggle } from "~/components/admin/bookings-view-toggle";
import { ErrorAlert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { ADMIN_MESSAGES, canNotifyEnRoute, mapSearchUrl } from "~/domain/admin";
import { bookingActions, LIFECYCLE_MESSAGES, parseBookingChange } from "~/domain/booking-lifecycle";
import {
  BOOKINGS_PER_PAGE,
  bookingsHref,
  formatBookingTime,
  formatBookingWhen,
  parseBookingsQuery,
  resolveCalendar,
  typeFilterOptions,
} from "~/domain/admin-bookings";
import { bookingZoneLabel, formatLocalDay } from "~/domain/time";
import { businessScope } from "~/domain/business";
import { businessClock } from "~/services/business-clock.server";
import { isUuid } from "~/domain/uuid";
import { requireAccess } from "~/services/auth.server";
import { publicOrigin } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import { redirectWithToast } from "~/lib/toast.server";
import {
  countBookingsPerDay,
  listBookingServiceTypes,
  listBookingsForAdmin,
  listBookingsOnDay,
  listLeftOutOfCalendar,
} from "~/models/booking-admin.server";
import { changeStatus } from "~/services/booking.server";
import { readFormData } from "~/lib/form.server";
import { sectionErrorBoundary } from "~/components/error-boundary";

export const meta: MetaFunction = () => [{ title: "Bookings | Admin Panel | Porchlight" }, { name: "robots", content: "noindex" }];

/** The calendar's "today" is the marketplace's home zone's; each booking shows in its own zone. */

/** The spec's name for marking a booking en route: it e-mails the customer. */
const ADMIN_ACTION_LABELS = { en_route: "Notify En Route" } as const;

/** What an admin can do with a listed booking: the lifecycle's next steps (en route only while notifiable). */
function adminActions(row: { id: string; status: string; starts_at: string; provider_notified: number }, now: Date) {
  const actions = bookingActions(row, now, ADMIN_ACTION_LABELS);
  return isUuid(row.id)
    ? { ...actions, offered: actions.offered.filter((change) => change.to !== "en_route" || canNotifyEnRoute(row)) }
    : { offered: [], canCancel: false };
}

const LOAD_FAILED = "Bookings could not be loaded. Please try again.";

async function listView(query: ReturnType<typeof parseBookingsQuery>, now: Date) {
  const { rows, total, links } = await listBookingsForAdmin({ after: query.after, before: query.before, perPage: BOOKINGS_PER_PAGE });
  return {
    total,
    previousHref: links.previous ? bookingsHref(query, { after: null, before: links.previous }) : null,
    nextHref: links.next ? bookingsHref(query, { after: links.next, before: null }) : null,
    bookings: rows.map((row) => ({
      id: row.id,
      customer_name: row.customer_name,
      customer_email: row.customer_email,
      customer_phone: row.customer_phone,
      service_type: row.service_type,
      business_name: row.business_name,
      service_address: row.service_address,
      mapUrl: mapSearchUrl(row),
      when: formatBookingWhen(row.preferred_date, row.preferred_time, bookingZoneLabel(row)),
      bookedOn: formatLocalDay(row.created_at, row.time_zone),
      status: row.status,
      notified: Boolean(row.provider_notified),
      actions: adminActions(row, now),
      invalidId: !isUuid(row.id),
    })),
  };
}

async function calendarView(query: ReturnType<typeof parseBookingsQuery>, today: string) {
  const { month, day } = resolveCalendar(query, today);
  const filters = { type: query.type, status: query.status };
  const [types, counts, leftOut, dayRows] = await Promise.all([
    listBookingServiceTypes(),
    countBookingsPerDay(month, filters),
    listLeftOutOfCalendar(month, filters),
    day ? listBookingsOnDay(day, filters) : Promise.resolve([]),
  ]);
  for (const booking of leftOut) {
    if (booking.reason === "invalid-date") {
      log.warn("booking with an invalid preferred_date left out of the calendar", {
        bookingId: booking.id,
        preferredDate: booking.preferred_date,
      });
    }
  }
  return {
    month,
    day,
    counts,
    typeOptions: typeFilterOptions(types, query.type),
    dayBookings: dayRows
      .filter((row) => isUuid(row.id))
      .map((row) => ({
        id: row.id,
        time: formatBookingTime(row.preferred_time, bookingZoneLabel(row)),
        customer_name: row.customer_name,
        service_type: row.service_type,
        business_name: row.business_name,
        status: row.status,
      })),
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAccess(request, "admin");
  const query = parseBookingsQuery(new URL(request.url).searchParams);
  const { now, date: today } = await businessClock(businessScope(admin));
  try {
    if (query.view === "calendar") {
      return { query, today, error: null, list: null, calendar: await calendarView(query, today) };
    }
    return { query, today, error: null, list: await listView(query, now), calendar: null };
  } catch (error) {
    log.error("loading bookings failed", { error, view: query.view });
    return { query, today, error: LOAD_FAILED, list: null, calendar: null };
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAccess(request, "admin");
  const form = await readFormData(request);
  const query = parseBookingsQuery(new URL(request.url).searchParams);
  // Back to the list the admin was on (same page, view and calendar state); it reloads there.
  const back = bookingsHref(query, { view: "list" });

  const id = String(form.get("booking_id") ?? "");
  // Spec: a booking whose id is not a UUID cannot be notified (or changed).
  if (!isUuid(id)) return redirectWithToast(back, { type: "error", description: ADMIN_MESSAGES.invalidBookingId });
  const parsed = parseBookingChange(form);
  if (!parsed.ok) {
    return data(
      { cancelError: { bookingId: id, message: parsed.message, reason: String(form.get("reason") ?? "").slice(0, 500) } },
      { status: 400 },
    );
  }
  try {
    const outcome = await changeStatus({
      ...parsed.change,
      scope: { userId: admin.id, seesAll: true },
      origin: publicOrigin(),
      now: new Date(),
    });
    if (!outcome.ok) return redirectWithToast(back, { type: "error", description: outcome.message });
    const description =
      outcome.to === "en_route"
        ? ADMIN_MESSAGES.notified
        : outcome.to === "cancelled"
          ? LIFECYCLE_MESSAGES.cancelledByProvider
          : LIFECYCLE_MESSAGES.changed(outcome.to);
    return redirectWithToast(back, { type: "success", description });
  } catch (error) {
    log.error("booking status change failed", { error, bookingId: id });
    return redirectWithToast(back, { type: "error", description: "The booking could not be changed. Please try again." });
  }
}

export default function AdminBookings() {
  const { query, today, error, list, calendar } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">Bookings</h2>
        <BookingsViewToggle query={query} />
      </div>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      {list ? (
        <>
          <p className="text-sm text-muted-foreground">{list.total === 1 ? "1 booking" : `${list.total} bookings`}, newest first.</p>
          <BookingsTable
            bookings={list.bookings}
            query={query}
            previousHref={list.previousHref}
            nextHref={list.nextHref}
            cancelError={actionData && "cancelError" in actionData ? actionData.cancelError : null}
          />
        </>
      ) : null}
      {calendar ? (
        <div className="space-y-4">
          <BookingFilters query={query} month={calendar.month} day={calendar.day} typeOptions={calendar.typeOptions} />
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(16rem,1fr)]">
            <BookingMonthGrid query={query} month={calendar.month} selectedDay={calendar.day} today={today} counts={calendar.counts} />
            <BookingDayPanel day={calendar.day} bookings={calendar.dayBookings} />
          </div>
        </div>
      ) : null}
    </Card>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/admin", label: "Back to the admin panel" });
