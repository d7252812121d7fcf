import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BookingStatusBadge } from "~/components/bookings/booking-status-badge";
import { Button, ButtonLink, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatDateLong, formatTime12h, instantOf, timeZoneAbbreviation } from "~/domain/time";
import { mapSearchUrl } from "~/domain/admin";
import { telHref } from "~/domain/fields";
import { isUuid } from "~/domain/uuid";
import { bookingToken, isValidBookingToken } from "~/lib/booking-token.server";
import { publicOrigin } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import { notifyMailer } from "~/lib/mailer.server";
import { redirectWithToast } from "~/lib/toast.server";
import {
  BookingNotCancellableError,
  cancelBooking,
  cancellationRefusal,
  getBookingDetails,
} from "~/models/booking.server";

export const meta: MetaFunction = () => [{ title: "Your booking | Porchlight" }, { name: "robots", content: "noindex" }];

/** The booking, when the link's token is right; anyone without the link gets a 404. */
async function authorizedBooking(id: string | undefined, token: string | null | undefined) {
  if (!isUuid(id) || !isValidBookingToken(id, token)) return undefined;
  return getBookingDetails(id);
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const booking = await authorizedBooking(params.bookingId, token);
  if (!booking) return data({ booking: null }, { status: 404 });
  const start = instantOf(booking.preferred_date, booking.preferred_time, booking.timeZone);
  const refusal = cancellationRefusal(booking, new Date());
  return {
    booking: {
      id: booking.id,
      status: booking.status,
      serviceType: booking.service_type,
      businessName: booking.business_name,
      ownerName: booking.owner_name,
      providerPhone: booking.provider_phone,
      providerEmail: booking.provider_email,
      when: `${formatDateLong(booking.preferred_date)} at ${formatTime12h(booking.preferred_time)} ${timeZoneAbbreviation(start, booking.timeZone)}`,
      address: booking.service_address,
      mapHref: mapSearchUrl(booking),
      specialRequests: booking.special_requests,
      customer: { name: booking.customer_name, email: booking.customer_email, phone: booking.customer_phone },
    },
    token: bookingToken(booking.id),
    canCancel: refusal === null,
    cancelNote: booking.status === "cancelled" ? null : refusal,
  };
}

export async function action({ params, request }: ActionFunctionArgs) {
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  const booking = await authorizedBooking(params.bookingId, token);
  if (!booking) throw new Response("Booking not found", { status: 404 });
  if (form.get("intent") !== "cancel") return data({ error: "Unknown action." }, { status: 400 });
  try {
    await cancelBooking(booking.id, { now: new Date(), origin: publicOrigin(request) });
  } catch (error) {
    if (error instanceof BookingNotCancellableError) return data({ error: error.message }, { status: 400 });
    log.error("cancellation failed", { error, bookingId: booking.id });
    return data({ error: "We could not cancel your booking. Please try again." }, { status: 500 });
  }
  notifyMailer();
  return redirectWithToast(`/bookings/${booking.id}?token=${token}`, {
    type: "success",
    description: "Your booking has been cancelled. We have let the provider know.",
  });
}

export default function BookingPage() {
  const { booking, ...rest } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();

  if (!booking || !("token" in rest)) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <Card className="p-8 text-center">
          <h1 className="text-2xl font-bold">Booking not found</h1>
          <p className="mt-2 text-muted-foreground">Check that you opened the whole link from your confirmation e-mail.</p>
          <ButtonLink to="/" className="mt-6">
            Back to Home
          </ButtonLink>
        </Card>
      </div>
    );
  }

  const cancelling = navigation.state === "submitting" && navigation.formData?.get("intent") === "cancel";
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <Card className="space-y-6 p-6 sm:p-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold tracking-tight">Your booking</h1>
          <BookingStatusBadge status={booking.status} />
        </div>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-medium text-muted-foreground">Service</dt>
            <dd className="text-lg font-semibold">{booking.serviceType}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-muted-foreground">When</dt>
            <dd className="text-lg font-semibold">{booking.when}</dd>
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
            <dd>
              {booking.customer.name}, {booking.customer.email}, {booking.customer.phone}
            </dd>
          </div>
          {booking.specialRequests ? (
            <div className="sm:col-span-2">
              <dt className="text-sm font-medium text-muted-foreground">Special requests</dt>
              <dd className="whitespace-pre-line">{booking.specialRequests}</dd>
            </div>
          ) : null}
          <div className="sm:col-span-2">
            <dt className="text-sm font-medium text-muted-foreground">Booking reference</dt>
            <dd className="font-mono text-sm">{booking.id}</dd>
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
            {booking.providerPhone ? (
              <a className="underline" href={telHref(booking.providerPhone)}>
                {booking.providerPhone}
              </a>
            ) : null}
            {booking.providerEmail ? (
              <a className="underline" href={`mailto:${booking.providerEmail}`}>
                {booking.providerEmail}
              </a>
            ) : null}
          </p>
        </section>

        <div className="flex flex-wrap items-start gap-3">
          {booking.status !== "cancelled" ? (
            <a
              className={buttonClasses("outline")}
              href={`/bookings/${booking.id}/calendar.ics?token=${rest.token}`}
              download="porchlight-booking.ics"
            >
              Add to calendar
            </a>
          ) : null}
          {rest.canCancel ? (
            <details className="rounded-lg border border-border p-3">
              <summary className="cursor-pointer font-medium">Cancel booking</summary>
              <Form method="post" className="mt-3 space-y-2">
                <input type="hidden" name="token" value={rest.token} />
                <p className="text-sm">The time will be freed and the provider told. This cannot be undone.</p>
                <Button type="submit" name="intent" value="cancel" variant="destructive" disabled={cancelling}>
                  {cancelling ? "Cancelling..." : "Yes, cancel this booking"}
                </Button>
              </Form>
            </details>
          ) : null}
        </div>
        {rest.cancelNote ? <p className="text-sm text-muted-foreground">{rest.cancelNote}</p> : null}
        {actionData && "error" in actionData ? (
          <p role="alert" className="font-medium text-destructive">
            {actionData.error}
          </p>
        ) : null}
      </Card>
      <ButtonLink to="/" variant="ghost">
        Back to Home
      </ButtonLink>
    </div>
  );
}
