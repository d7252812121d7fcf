import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BookingStatusBadge } from "~/components/bookings/booking-status-badge";
import { Card } from "~/components/ui/card";
import { formatDateLong, formatTime12h, localClock, timeZoneForState } from "~/domain/time";
import { requireProvider } from "~/lib/auth.server";
import { listProviderBookings } from "~/models/booking.server";
import { findLatestApplication } from "~/models/provider-application.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireProvider(request);
  const application = await findLatestApplication(user.id);
  // "Upcoming" starts today in the provider's own time zone.
  const today = localClock(new Date(), timeZoneForState(application?.state)).date;
  const { upcoming, past } = await listProviderBookings(user.id, today);
  const view = (rows: typeof upcoming) =>
    rows.map((row) => ({
      ...row,
      when: `${formatDateLong(row.preferred_date)} at ${formatTime12h(row.preferred_time)}`,
    }));
  return { upcoming: view(upcoming), past: view(past) };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["upcoming"][number];

function BookingList({ rows, empty }: { rows: Row[]; empty: string }) {
  if (rows.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y divide-border">
      {rows.map((booking) => (
        <li key={booking.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
          <div>
            <p className="font-semibold">
              {booking.service_type} · {booking.when}
            </p>
            <p className="text-sm">
              {booking.customer_name} · {booking.customer_phone} · {booking.customer_email}
            </p>
            {booking.service_address ? <p className="text-sm text-muted-foreground">{booking.service_address}</p> : null}
            {booking.special_requests ? <p className="text-sm text-muted-foreground">“{booking.special_requests}”</p> : null}
          </div>
          <BookingStatusBadge status={booking.status} />
        </li>
      ))}
    </ul>
  );
}

export default function ProviderBookings() {
  const { upcoming, past } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <Card className="p-6">
        <h2 className="text-xl font-semibold">Upcoming bookings</h2>
        <BookingList rows={upcoming} empty="No upcoming bookings yet." />
      </Card>
      <Card className="p-6">
        <h2 className="text-xl font-semibold">Past bookings</h2>
        <BookingList rows={past} empty="No past bookings." />
      </Card>
    </div>
  );
}
