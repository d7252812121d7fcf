import type { LoaderFunctionArgs } from "@remix-run/node";
import { KeepTogether } from "~/components/ui/keep-together";
import { useLoaderData } from "@remix-run/react";
import { BookingStatusBadge } from "~/components/bookings/booking-status-badge";
import { ErrorAlert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { displayBookingStatus } from "~/domain/dashboard";
import { bookingZoneLabel, formatAppointment } from "~/domain/time";
import { businessScope } from "~/domain/business";
import { requireAccess } from "~/services/auth.server";
import { log } from "~/lib/logger.server";
import { listBusinessBookings } from "~/models/booking.server";
import { sectionErrorBoundary } from "~/components/error-boundary";

export async function loader({ request }: LoaderFunctionArgs) {
  const scope = businessScope(await requireAccess(request, "dashboard"));
  try {
    const now = new Date();
    const first = { after: null, before: null, perPage: 10 };
    const lists = await listBusinessBookings(scope, now, { upcoming: first, past: first });
    const [upcoming, recent] = [lists.upcoming.rows, lists.past.rows];
    const view = (rows: typeof upcoming) =>
      rows.map((row) => ({
        ...row,
        status: displayBookingStatus(row, now),
        when: formatAppointment({ ...row, timeZoneLabel: bookingZoneLabel(row) }),
      }));
    return { error: null, seesAll: scope.seesAll, upcoming: view(upcoming), recent: view(recent) };
  } catch (error) {
    log.error("loading dashboard bookings failed", { error });
    return { error: "Bookings could not be loaded. Please try again.", seesAll: scope.seesAll, upcoming: [], recent: [] };
  }
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["upcoming"][number];

function BookingRows({ rows, empty, seesAll }: { rows: Row[]; empty: string; seesAll: boolean }) {
  if (rows.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y divide-border">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div>
            <p className="font-semibold">
              {row.service_type}
              {seesAll && row.business_name ? <span className="font-normal text-muted-foreground"> · {row.business_name}</span> : null}
            </p>
            <p className="text-sm text-muted-foreground">
              <KeepTogether text={`${row.when} · ${row.customer_name} · ${row.customer_phone}`} />
            </p>
          </div>
          <BookingStatusBadge status={row.status} />
        </li>
      ))}
    </ul>
  );
}

export default function DashboardOverview() {
  const { error, upcoming, recent, seesAll } = useLoaderData<typeof loader>();
  if (error) {
    return <ErrorAlert>{error}</ErrorAlert>;
  }
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="p-6">
        <h2 className="mb-2 text-xl font-semibold">Upcoming bookings</h2>
        <BookingRows rows={upcoming} empty="No upcoming bookings." seesAll={seesAll} />
      </Card>
      <Card className="p-6">
        <h2 className="mb-2 text-xl font-semibold">Recent bookings</h2>
        <BookingRows rows={recent} empty="No past bookings yet." seesAll={seesAll} />
      </Card>
    </div>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/dashboard", label: "Back to the dashboard" });
