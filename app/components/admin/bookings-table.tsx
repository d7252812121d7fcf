import type { FormConstraints, SubmissionResult } from "~/components/use-form";
import { Form, Link } from "@remix-run/react";
import { KeepTogether } from "~/components/ui/keep-together";
import { PhoneNumber } from "~/components/ui/phone-number";
import { BookingActions, type OfferedChange } from "~/components/booking/booking-actions";
import { BookingStatusBadge } from "~/components/booking/booking-status-badge";
import { DataTable } from "~/components/ui/data-table";
import { Badge } from "~/components/ui/badge";
import { KeysetPagination } from "~/components/ui/pagination";
import { MapPinIcon } from "~/components/ui/icons";
import { bookingsHref, type BookingsQuery } from "~/domain/booking/admin-bookings";
import { Ledger, type LedgerLine } from "~/components/booking/booking-money";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { Textarea } from "~/components/ui/textarea";
import { useIsPending } from "~/components/use-is-pending";
import { SubmissionKeyField } from "~/components/submission-key-field";
import { useWords } from "~/components/use-words";
import { adminBookingWords } from "~/locales/admin-bookings";
import { fill } from "~/locales/words";

export type AdminBookingListItem = {
  id: string;
  reference: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  service_type: string;
  business_name: string | null;
  /** The team member doing the job, when it is not the owner's own. */
  member: string | null;
  service_address: string;
  mapUrl: string | null;
  when: string;
  bookedOn: string;
  status: string;
  notified: boolean;
  actions: { offered: OfferedChange[]; canCancel: boolean };
  invalidId: boolean;
  /** Its payments and refunds, and how much of what was paid online can still be refunded. */
  money: { ledger: LedgerLine[]; refundable: string | null; refundableDollars: string; failures: string[] };
  /** "Visit 3 of 12" for a visit of a series. */
  seriesMark: string | null;
};

/** The action's reply to a refused change, and the booking it was about. */
type ChangeReply = { bookingId: string; lastResult: SubmissionResult } | null;

function Actions({
  booking,
  query,
  reply,
  cancelConstraint,
  submissionKey,
}: {
  booking: AdminBookingListItem;
  query: BookingsQuery;
  reply: ChangeReply;
  cancelConstraint: FormConstraints;
  submissionKey: string;
}) {
  const words = useWords(adminBookingWords);
  if (booking.invalidId) {
    return (
      <div className="space-y-1">
        <Badge tone="destructive">{words.invalidId}</Badge>
        <p className="text-xs text-muted-foreground">{words.cannotNotify}</p>
      </div>
    );
  }
  const { offered, canCancel } = booking.actions;
  return (
    <div className="space-y-2">
      {booking.money.failures.map((failure) => (
        // Stripe refused this money for good: nothing retries it, a person follows it up.
        <p key={failure} role="alert" className="rounded-md bg-destructive-soft px-2 py-1 text-sm font-medium text-destructive">
          {failure}
        </p>
      ))}
      {booking.money.ledger.length > 0 ? <Ledger lines={booking.money.ledger} /> : null}
      {booking.money.refundable ? <RefundForm booking={booking} action={bookingsHref(query)} submissionKey={submissionKey} /> : null}
      {booking.notified ? <Badge tone="success">{words.customerNotified}</Badge> : null}
      {offered.length || canCancel ? (
        <BookingActions
          booking={{ id: booking.id, customerName: booking.customer_name, offered, canCancel }}
          action={bookingsHref(query)}
          cancelReply={reply?.bookingId === booking.id ? reply.lastResult : undefined}
          cancelConstraint={cancelConstraint}
          as="admin"
        />
      ) : booking.notified ? null : (
        <span className="text-muted-foreground">—</span>
      )}
    </div>
  );
}

/** The Bookings list: newest first, one page at a time, with the lifecycle's next steps ('Notify En Route' first). */
export function BookingsTable({
  bookings,
  query,
  previousHref,
  nextHref,
  reply = null,
  cancelConstraint,
  submissionKey,
}: {
  bookings: AdminBookingListItem[];
  query: BookingsQuery;
  previousHref: string | null;
  nextHref: string | null;
  reply?: ChangeReply;
  /** The cancel form's checks, from the page's loader. */
  cancelConstraint: FormConstraints;
  /** The refund forms' one-time submission key (docs/decisions/0026). */
  submissionKey: string;
}) {
  const paged = query.after !== null || query.before !== null;
  const words = useWords(adminBookingWords);
  const headings = [words.customer, words.service, words.address, words.dateTime, words.status, words.actions] as const;
  return (
    <div className="space-y-4">
      {bookings.length === 0 ? (
        <p className="text-muted-foreground">
          {paged ? (
            <>
              {words.noneOnPage}{" "}
              <Link className="underline" to={bookingsHref(query, { after: null, before: null })}>
                {words.firstPage}
              </Link>
            </>
          ) : query.q ? (
            <>
              {words.tryPart}{" "}
              <Link className="underline" to={bookingsHref(query, { q: null, after: null, before: null })}>
                {words.showAll}
              </Link>
            </>
          ) : (
            words.none
          )}
        </p>
      ) : (
        <DataTable caption={words.caption} columns={headings} minWidth="min-w-[64rem]" stackOnPhones>
          {bookings.map((booking) => (
            <tr key={booking.id} className="border-b border-border align-top">
              <td className="px-3 py-3" data-label={headings[0]}>
                <p className="font-semibold break-words">{booking.customer_name}</p>
                {/* A long address breaks anywhere rather than run past a phone's card. */}
                <p className="break-all">
                  <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${booking.customer_email}`}>
                    {booking.customer_email}
                  </a>
                </p>
                <p className="text-muted-foreground">
                  <PhoneNumber number={booking.customer_phone} />
                </p>
              </td>
              <td className="px-3 py-3" data-label={headings[1]}>
                <p className="font-medium">{booking.service_type}</p>
                {booking.business_name ? <p className="text-muted-foreground">{booking.business_name}</p> : null}
                {booking.member ? <p className="text-muted-foreground">{fill(words.teamMember, { name: booking.member })}</p> : null}
                {booking.seriesMark ? <Badge>{booking.seriesMark}</Badge> : null}
              </td>
              <td className="px-3 py-3" data-label={headings[2]}>
                <p className="break-words">{booking.service_address || <span className="text-muted-foreground">{words.noAddress}</span>}</p>
                {booking.mapUrl ? (
                  <a
                    href={booking.mapUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-1 inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                  >
                    <MapPinIcon className="h-4 w-4" aria-hidden="true" />
                    {words.viewOnMap}
                    <span className="sr-only">{fill(words.mapFor, { name: booking.customer_name })}</span>
                  </a>
                ) : null}
              </td>
              <td className="px-3 py-3" data-label={headings[3]}>
                <p>
                  <KeepTogether text={booking.when} />
                </p>
                <p className="text-muted-foreground">{fill(words.booked, { date: booking.bookedOn })}</p>
                <p className="font-mono text-sm">{booking.reference}</p>
              </td>
              <td className="px-3 py-3" data-label={headings[4]}>
                <BookingStatusBadge status={booking.status} />
              </td>
              <td className="px-3 py-3" data-label={headings[5]}>
                <Actions booking={booking} query={query} reply={reply} cancelConstraint={cancelConstraint} submissionKey={submissionKey} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <KeysetPagination previousHref={previousHref} nextHref={nextHref} />
    </div>
  );
}

/** An admin refunds part or all of what was paid online, with the reason the customer reads (audited). */
function RefundForm({ booking, action, submissionKey }: { booking: AdminBookingListItem; action: string; submissionKey: string }) {
  const busy = useIsPending({ formAction: action, match: { intent: "refund", booking_id: booking.id } });
  const words = useWords(adminBookingWords);
  return (
    <details className="rounded-lg border border-border px-3 py-1.5">
      <summary className="cursor-pointer text-sm font-medium">
        {words.refund}
        <span className="sr-only">{fill(words.refundOf, { name: booking.customer_name })}</span>
      </summary>
      <Form method="post" action={action} preventScrollReset className="mt-2 space-y-2">
        <input type="hidden" name="booking_id" value={booking.id} />
        <SubmissionKeyField value={submissionKey} />
        <TextField
          name="amount"
          label={fill(words.refundAmount, { amount: booking.money.refundable ?? "" })}
          inputMode="decimal"
          defaultValue={booking.money.refundableDollars}
          required
        />
        <Textarea name="reason" label={words.refundReason} maxLength={300} required />
        <Button type="submit" name="intent" value="refund" size="sm" variant="destructive" disabled={busy}>
          {words.refund}
        </Button>
      </Form>
    </details>
  );
}
