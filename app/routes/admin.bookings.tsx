import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BookingDayPanel } from "~/components/admin/booking-day-panel";
import { BookingFilters } from "~/components/admin/booking-filters";
import { BookingMonthGrid } from "~/components/admin/booking-month-grid";
import { BookingsTable } from "~/components/admin/bookings-table";
import { BookingsViewToggle } from "~/components/admin/bookings-view-toggle";
import { ErrorAlert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { ADMIN_MESSAGES, canNotifyEnRoute, mapSearchUrl } from "~/domain/admin";
import {
  BOOKINGS_PER_PAGE,
  bookingsHref,
  countBookingsByDay,
  formatBookedOn,
  formatBookingTime,
  formatBookingWhen,
  parseBookingsQuery,
  resolveCalendar,
  typeFilterOptions,
} from "~/domain/admin-bookings";
import { pageCount } from "~/domain/pagination";
import { FALLBACK_TIME_ZONE, localClock } from "~/domain/time";
import { isUuid } from "~/domain/uuid";
import { requireAdmin } from "~/lib/auth.server";
import { publicOrigin } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import { notifyMailer } from "~/lib/mailer.server";
import { redirectWithToast } from "~/lib/toast.server";
import {
  listBookingDatesInMonth,
  listBookingServiceTypes,
  listBookingsForAdmin,
  listBookingsOnDay,
  notifyBookingEnRoute,
  NotifyRefusedError,
} from "~/models/booking-admin.server";

export const meta: MetaFunction = () => [{ title: "Bookings | Admin Panel | Porchlight" }, { name: "robots", content: "noindex" }];

/** Bookings are scheduled in the marketplace's home time zone; "today" on the calendar is its date. */
const CALENDAR_TIME_ZONE = FALLBACK_TIME_ZONE;

const LOAD_FAILED = "Bookings could not be loaded. Please try again.";

async function listView(query: ReturnType<typeof parseBookingsQuery>) {
  const { rows, total } = await listBookingsForAdmin({ page: query.page, perPage: BOOKINGS_PER_PAGE });
  return {
    total,
    pageCount: pageCount(total, BOOKINGS_PER_PAGE),
    bookings: rows.map((row) => ({
      id: row.id,
      customer_name: row.customer_name,
      customer_email: row.customer_email,
      customer_phone: row.customer_phone,
      service_type: row.service_type,
      business_name: row.business_name,
      service_address: row.service_address,
      mapUrl: mapSearchUrl(row),
      when: formatBookingWhen(row.preferred_date, row.preferred_time),
      bookedOn: formatBookedOn(row.created_at, CALENDAR_TIME_ZONE),
      status: row.status,
      notified: Boolean(row.provider_notified),
      canNotify: canNotifyEnRoute(row),
      invalidId: !isUuid(row.id),
    })),
  };
}

async function calendarView(query: ReturnType<typeof parseBookingsQuery>, today: string) {
  const { month, day } = resolveCalendar(query, today);
  const filters = { type: query.type, status: query.status };
  const [types, monthRows, dayRows] = await Promise.all([
    listBookingServiceTypes(),
    listBookingDatesInMonth(month, filters),
    day ? listBookingsOnDay(day, filters) : Promise.resolve([]),
  ]);
  const { counts, leftOut } = countBookingsByDay(monthRows, month);
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
        time: formatBookingTime(row.preferred_time),
        customer_name: row.customer_name,
        service_type: row.service_type,
        business_name: row.business_name,
        status: row.status,
      })),
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const query = parseBookingsQuery(new URL(request.url).searchParams);
  const today = localClock(new Date(), CALENDAR_TIME_ZONE).date;
  try {
    if (query.view === "calendar") {
      return { query, today, error: null, list: null, calendar: await calendarView(query, today) };
    }
    return { query, today, error: null, list: await listView(query), calendar: null };
  } catch (error) {
    log.error("loading bookings failed", { error, view: query.view });
    return { query, today, error: LOAD_FAILED, list: null, calendar: null };
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const query = parseBookingsQuery(new URL(request.url).searchParams);
  const page = Number.parseInt(String(form.get("page") ?? ""), 10);
  // Back to the list the admin was on (same page, view and calendar state); it reloads there.
  const back = bookingsHref(query, { view: "list", page: Number.isInteger(page) && page > 0 ? page : query.page });

  if (form.get("intent") !== "notify") return redirectWithToast(back, { type: "error", description: "Unknown action." });
  const id = String(form.get("booking_id") ?? "");
  if (!isUuid(id)) return redirectWithToast(back, { type: "error", description: ADMIN_MESSAGES.invalidBookingId });
  try {
    await notifyBookingEnRoute(id, { adminId: admin.id, origin: publicOrigin(request) });
  } catch (error) {
    if (error instanceof NotifyRefusedError) return redirectWithToast(back, { type: "error", description: error.message });
    log.error("en-route notification failed", { error, bookingId: id });
    return redirectWithToast(back, {
      type: "error",
      description: error instanceof Error ? error.message : "The notification could not be sent.",
    });
  }
  notifyMailer();
  return redirectWithToast(back, { type: "success", description: ADMIN_MESSAGES.notified });
}

export default function AdminBookings() {
  const { query, today, error, list, calendar } = useLoaderData<typeof loader>();
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">Bookings</h2>
        <BookingsViewToggle query={query} />
      </div>
      {error ? (
        <ErrorAlert>{error}</ErrorAlert>
      ) : null}
      {list ? (
        <>
          <p className="text-sm text-muted-foreground">
            {list.total === 1 ? "1 booking" : `${list.total} bookings`}, newest first.
          </p>
          <BookingsTable bookings={list.bookings} query={query} page={query.page} pageCount={list.pageCount} />
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
