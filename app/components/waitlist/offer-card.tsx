import { Form } from "@remix-run/react";
import { AddressField } from "~/components/booking/address-field";
import { BookingTerms } from "~/components/booking/booking-terms";
import { ErrorAlert } from "~/components/ui/alert";
import { SubmissionKeyField } from "~/components/submission-key-field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Textarea } from "~/components/ui/textarea";
import { useIsPending } from "~/components/use-is-pending";
import { useSay, useWords } from "~/components/use-words";
import { waitlistWords } from "~/locales/waitlist";
import { fill } from "~/locales/words";

type Offer = { date: string; time: string; holdUntil: string; dueNow: string | null; policy: string[] };

/**
 * A time offered from the waitlist: booked in one step (the customer's details are the entry's,
 * the time the offer's; where the job is and notes are optional), or passed on to the next person.
 */
export function OfferCard({
  offer,
  serviceId,
  token,
  action,
  submissionKey,
  error,
  values,
}: {
  /** Why the last post was refused, and what it had typed. */
  error: string | null;
  values: { service_address: string; special_requests: string } | null;
  offer: Offer;
  serviceId: string;
  token: string;
  action: string;
  submissionKey: string;
}) {
  const booking = useIsPending({ formAction: action });
  const words = useWords(waitlistWords);
  const say = useSay();
  return (
    <Card className="space-y-4 border-primary p-6" id="offer">
      <h2 className="text-2xl font-bold">{words.offerHeading}</h2>
      <p className="text-lg font-medium">
        {offer.date}, {offer.time}
      </p>
      <p>{fill(words.heldUntil, { until: offer.holdUntil })}</p>
      <Form method="post" action={action} className="space-y-4">
        {error ? <ErrorAlert>{say(error)}</ErrorAlert> : null}
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="intent" value="book" />
        <SubmissionKeyField value={submissionKey} />
        <AddressField serviceId={serviceId} maxLength={200} defaultValue={values?.service_address} />
        <Textarea name="special_requests" label={words.notesOptional} maxLength={1000} defaultValue={values?.special_requests} />
        <BookingTerms dueNow={offer.dueNow} policy={offer.policy} />
        <Button type="submit" size="lg" disabled={booking}>
          {booking ? words.booking : offer.dueNow ? words.continueToPayment : words.bookThisTime}
        </Button>
      </Form>
      <Form method="post" action={action}>
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="intent" value="decline" />
        <Button type="submit" variant="ghost">
          {words.passItOn}
        </Button>
      </Form>
    </Card>
  );
}
