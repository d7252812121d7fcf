import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { NotFoundCard } from "~/components/not-found-card";
import { KeepTogether } from "~/components/ui/keep-together";
import { PhoneNumber } from "~/components/ui/phone-number";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { BookingStatusBadge } from "~/components/bookings/booking-status-badge";
import { RescheduleForm } from "~/components/bookings/reschedule-form";
import { Button, ButtonLink, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { mapSearchUrl } from "~/domain/admin";
import {
  bookingHeadline,
  cancellationRefusal,
  CUSTOMER_MESSAGES,
  isLive,
  rescheduleRefusal,
  timelineText,
} from "~/domain/booking-lifecycle";
import { CheckCircleIcon } from "~/components/ui/icons";
import { formatDuration } from "~/domain/schedule";
import { BOOKING_WINDOW_DAYS } from "~/domain/slots";
import { addDaysToDate, bookingZoneLabel, formatAppointment, formatInstant, localClock } from "~/domain/time";
import { isUuid } from "~/domain/uuid";
import { bookingToken, isValidBookingToken } from "~/lib/booking-token.server";
import { getEnv } from "~/lib/env.server";
import { publicOrigin } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import { redirectWithToast } from "~/lib/toast.server";
import { listBookingHistory } from "~/models/audit.server";
import { getBookingDetails, type BookingDetails } from "~/models/booking.server";
import { getActiveService } from "~/models/service.server";
import { slotsForService } from "~/services/availability.server";
import { cancelBookingAsCustomer, rescheduleBooking } from "~/services/booking.server";
import { readFormData } from "~/lib/form.server";
import { useIsPending } from "~/components/use-is-pending";

export const meta: MetaFunction = () => [{ title: "Your booking | Porchlight" }, { name: "robots", content: "noindex" }];

/** The booking, when the link's token is right; anyone without the link gets a 404. */
async function authorizedBooking(id: string | undefined, token: string | null | undefined) {
  if (!isUuid(id) || !isValidBookingToken(id, token)) return undefined;
  return getBookingDetails(id);
}

/** The picker's times for moving a booking: its own time counts as free, its own length applies. */
async function moveSlots(booking: BookingDetails, date: string, now: Date) {
  const service = booking.service_id ? await getActiveService(booking.service_id) : undefined;
  if (!service) return null;
  const slots = await slotsForService(service, date, now, { exceptBookingId: booking.id, durationMinutes: booking.duration_minutes });
  const today = localClock(now, service.timeZone).date;
  return { serviceId: service.id, minDate: today, maxDate: addDaysToDate(today, BOOKING_WINDOW_DAYS), initial: slots };
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const booking = await authorizedBooking(params.bookingId, token);
  if (!booking) return data({ booking: null }, { status: 404 });
  const now = new Date();
  const cancelRefusal = cancellationRefusal(booking, now);
  const moveRefusal = rescheduleRefusal(booking, now, getEnv().RESCHEDULE_NOTICE_HOURS);
  const wantsMove = url.searchParams.get("reschedule") === "1" && moveRefusal === null;
  const history = await listBookingHistory(booking.id);
  return data(
    {
      booking: {
        id: booking.id,
        status: booking.status,
        serviceType: booking.service_type,
        businessName: booking.business_name,
        ownerName: booking.owner_name,
        providerPhone: booking.provider_phone,
        providerEmail: booking.provider_email,
        when: formatAppointment({ ...booking, timeZoneLabel: bookingZoneLabel(booking) }),
        length: formatDuration(booking.duration_minutes),
        address: booking.service_address,
        mapHref: mapSearchUrl(booking),
        specialRequests: booking.special_requests,
        cancellationReason: booking.cancelled_by && booking.cancelled_by !== "customer" ? booking.cancellation_reason : null,
        customer: { name: booking.customer_name, email: booking.customer_email, phone: booking.customer_phone },
      },
      history: history.flatMap((event) => {
        const text = timelineText(event);
        return text ? [{ id: event.id, text, at: formatInstant(new Date(event.at), booking.time_zone) }] : [];
      }),
      token: bookingToken(booking.id),
      canCancel: cancelRefusal === null,
      cancelNote: booking.status === "cancelled" ? null : cancelRefusal,
      canMove: moveRefusal === null,
      moveNote: moveRefusal && cancelRefusal === null ? moveRefusal : null,
      move: wantsMove ? await moveSlots(booking, url.searchParams.get("date") || booking.preferred_date, now) : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ params, request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const token = String(form.get("token") ?? "");
  const booking = await authorizedBooking(params.bookingId, token);
  if (!booking) throw new Response("Booking not found", { status: 404 });
  const back = `/bookings/${booking.id}?token=${token}`;
  const now = new Date();
  const intent = form.get("intent");
  try {
    if (intent === "cancel") {
      const outcome = await cancelBookingAsCustomer({ bookingId: booking.id, origin: publicOrigin(), now });
      if (!outcome.ok) return data({ error: outcome.message, move: null }, { status: outcome.status });
      return redirectWithToast(back, { type: "success", description: CUSTOMER_MESSAGES.cancelled });
    }
    if (intent === "reschedule") {
      const date = String(form.get("preferred_date") ?? "");
      const time = String(form.get("preferred_time") ?? "");
      const outcome = await rescheduleBooking({ bookingId: booking.id, date, time, origin: publicOrigin(), now });
      if (!outcome.ok) {
        const slots = await moveSlots(booking, date, now);
        return data(
          { error: null, move: { message: outcome.message, field: outcome.field ?? null, slots: slots?.initial ?? null } },
          { status: outcome.status },
        );
      }
      return redirectWithToast(back, { type: "success", description: CUSTOMER_MESSAGES.moved });
    }
  } catch (error) {
    log.error("booking change failed", { error, bookingId: booking.id, intent: String(intent) });
    return data({ error: "We could not change your booking. Please try again.", move: null }, { status: 500 });
  }
  return data({ error: "Unknown action.", move: null }, { status: 400 });
}

export default function BookingPage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const cancelling = useIsPending({ match: { intent: "cancel" } });
  // Arriving from the booking form (which keeps its scroll position while times load), the page
  // would open where the form was; the headline takes focus, which brings it into view and has
  // screen readers announce the booking's state.
  const headline = useRef<HTMLHeadingElement>(null);
  const bookingId = loaderData.booking?.id;
  useEffect(() => headline.current?.focus(), [bookingId]);

  if (!loaderData.booking || !("token" in loaderData)) {
    return <NotFoundCard title="Booking not found">Check that you opened the whole link from your confirmation e-mail.</NotFoundCard>;
  }

  const { booking, token, history, move } = loaderData;
  const moveHref = `/bookings/${booking.id}?${new URLSearchParams({ token, reschedule: "1" })}#move`;
  const live = booking.status !== "cancelled" && booking.status !== "no_show";
  const upcoming = isLive(booking.status);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <Card className="space-y-6 p-6 sm:p-8">
        <div className="flex items-start gap-4">
          {upcoming ? <CheckCircleIcon className="h-10 w-10 shrink-0 text-success" /> : null}
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h1 ref={headline} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none">
                {bookingHeadline(booking.status)}
              </h1>
              <BookingStatusBadge status={booking.status} />
            </div>
            {upcoming ? (
              <p className="text-muted-foreground">
                We sent the details to <strong className="break-all text-foreground">{booking.customer.email}</strong>. Its link brings you
                back to this page to add the visit to your calendar, move it or cancel it.
              </p>
            ) : null}
          </div>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-medium text-muted-foreground">Service</dt>
            <dd className="text-lg font-semibold">{booking.serviceType}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-muted-foreground">When</dt>
            <dd className="text-lg font-semibold">
              <KeepTogether text={booking.when} />
            </dd>
            <dd className="text-sm text-muted-foreground">About {booking.length}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-muted-foreground">Where</dt>
            <dd>
              {booking.address || "To be arranged with the provider"}
              {booking.mapHref ? (
                <>
                  {" "}
                  <a className="text-primary underline" href={booking.mapHref} target="_blank" rel="noopener noreferrer">
                    View on Map<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </>
              ) : null}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-muted-foreground">Booked by</dt>
            <dd className="break-words">
              <KeepTogether text={`${booking.customer.name}, ${booking.customer.email}, ${booking.customer.phone}`} />
            </dd>
          </div>
          {booking.specialRequests ? (
            <div className="sm:col-span-2">
              <dt className="text-sm font-medium text-muted-foreground">Special requests</dt>
              <dd className="whitespace-pre-line">{booking.specialRequests}</dd>
            </div>
          ) : null}
          {booking.cancellationReason ? (
            <div className="sm:col-span-2">
              <dt className="text-sm font-medium text-muted-foreground">Why it was cancelled</dt>
              <dd className="whitespace-pre-line">{booking.cancellationReason}</dd>
            </div>
          ) : null}
          <div className="sm:col-span-2">
            <dt className="text-sm font-medium text-muted-foreground">Booking reference</dt>
            <dd className="font-mono text-sm break-all">{booking.id}</dd>
          </div>
        </dl>

        <section aria-labelledby="provider-heading" className="rounded-xl bg-muted p-4">
          <h2 id="provider-heading" className="font-semibold">
            Your provider
          </h2>
          <p>
            {booking.businessName}
            {booking.ownerName ? ` (${booking.ownerName})` : ""}
          </p>
          <p className="flex flex-wrap gap-x-4">
            {booking.providerPhone ? <PhoneNumber number={booking.providerPhone} /> : null}
            {booking.providerEmail ? (
              <a className="break-all underline" href={`mailto:${booking.providerEmail}`}>
                {booking.providerEmail}
              </a>
            ) : null}
          </p>
        </section>

        <div className="flex flex-wrap items-start gap-3">
          {live ? (
            <a
              className={buttonClasses("outline")}
              href={`/bookings/${booking.id}/calendar.ics?token=${token}`}
              download="porchlight-booking.ics"
            >
              Add to calendar
            </a>
          ) : null}
          {loaderData.canMove && !move ? (
            <ButtonLink to={moveHref} variant="outline" preventScrollReset>
              Move to another time
            </ButtonLink>
          ) : null}
          {loaderData.canCancel ? (
            <details className="rounded-lg border border-border p-3">
              <summary className="cursor-pointer font-medium">Cancel booking</summary>
              <Form method="post" className="mt-3 space-y-2">
                <input type="hidden" name="token" value={token} />
                <p className="text-sm">The time will be freed and the provider told. This cannot be undone.</p>
                <Button type="submit" name="intent" value="cancel" variant="destructive" disabled={cancelling}>
                  {cancelling ? "Cancelling..." : "Yes, cancel this booking"}
                </Button>
              </Form>
            </details>
          ) : null}
        </div>
        {loaderData.moveNote ? <p className="text-sm text-muted-foreground">{loaderData.moveNote}</p> : null}
        {loaderData.cancelNote ? <p className="text-sm text-muted-foreground">{loaderData.cancelNote}</p> : null}
        {actionData?.error ? (
          <p role="alert" className="font-medium text-destructive">
            {actionData.error}
          </p>
        ) : null}
      </Card>

      {move ? (
        <Card className="space-y-4 p-6 sm:p-8" id="move">
          <h2 className="text-2xl font-bold">Move your booking</h2>
          <p className="text-muted-foreground">Choose a new day and time. Your current time stays booked until you confirm.</p>
          <RescheduleForm
            bookingId={booking.id}
            serviceId={move.serviceId}
            token={token}
            action={`${location.pathname}${location.search}`}
            minDate={move.minDate}
            maxDate={move.maxDate}
            initial={actionData?.move?.slots ?? move.initial}
            error={actionData?.move ? { message: actionData.move.message, field: actionData.move.field } : null}
          />
        </Card>
      ) : null}

      {history.length > 0 ? (
        <Card className="space-y-3 p-6 sm:p-8">
          <h2 className="text-xl font-semibold">History</h2>
          <ol className="space-y-2">
            {history.map((event) => (
              <li key={event.id} className="flex flex-wrap justify-between gap-x-4">
                <span className="font-medium">{event.text}</span>
                <span className="text-sm text-muted-foreground">
                  <KeepTogether text={event.at} />
                </span>
              </li>
            ))}
          </ol>
        </Card>
      ) : null}

      <ButtonLink to="/" variant="ghost">
        Back to Home
      </ButtonLink>
    </div>
  );
}
