import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/textarea";
import { CANCELLATION_REASON_MAX } from "~/domain/booking-lifecycle";
import { useIsPending } from "~/components/use-is-pending";

export type OfferedChange = { to: string; label: string };

/** What a provider's or admin's booking row can do next (from the lifecycle rules). */
export type BookingActionsView = {
  id: string;
  customerName: string;
  offered: OfferedChange[];
  canCancel: boolean;
  /** A visit of a series: its cancellation may take every later visit with it. */
  inSeries?: boolean;
};

/**
 * The lifecycle buttons of one booking (each a small POST form, so they work without
 * JavaScript) and a cancel form that asks for the reason the customer will read.
 */
export function BookingActions({
  booking,
  action,
  hidden = [],
  cancelError,
}: {
  booking: BookingActionsView;
  /** Where the forms post (the list's own URL, so it comes back to the same page). */
  action: string;
  hidden?: ReadonlyArray<[string, string]>;
  /** A refused cancellation of this booking: the message and the reason typed. */
  cancelError?: { message: string; reason: string } | null;
}) {
  const busy = useIsPending({ formAction: action, match: { booking_id: booking.id } });
  if (booking.offered.length === 0 && !booking.canCancel) return null;
  const fields = (
    <>
      <input type="hidden" name="booking_id" value={booking.id} />
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
  return (
    <div className="flex flex-wrap items-start gap-2">
      {booking.offered.map((change) => (
        <Form key={change.to} method="post" action={action} preventScrollReset>
          {fields}
          <input type="hidden" name="to" value={change.to} />
          <Button
            type="submit"
            name="intent"
            value="status"
            size="sm"
            variant={change.to === "no_show" ? "outline" : "primary"}
            className="whitespace-nowrap"
            disabled={busy}
          >
            {change.label}
            <span className="sr-only"> for {booking.customerName}</span>
          </Button>
        </Form>
      ))}
      {booking.canCancel ? (
        <details className="rounded-lg border border-border px-3 py-1.5" open={Boolean(cancelError)}>
          <summary className="cursor-pointer text-sm font-medium">
            Cancel<span className="sr-only"> the booking of {booking.customerName}</span>
          </summary>
          <Form method="post" action={action} preventScrollReset className="mt-2 space-y-2">
            {fields}
            <Textarea
              name="reason"
              label="Reason (sent to the customer)"
              maxLength={CANCELLATION_REASON_MAX}
              required
              defaultValue={cancelError?.reason}
              error={cancelError?.message}
            />
            {booking.inSeries ? (
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="following" value="1" />
                Also cancel every later visit of this series
              </label>
            ) : null}
            <Button type="submit" name="intent" value="cancel" size="sm" variant="destructive" disabled={busy}>
              Cancel booking
            </Button>
          </Form>
        </details>
      ) : null}
    </div>
  );
}
