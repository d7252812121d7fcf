import { useWords } from "~/components/use-words";
import { bookingWords } from "~/locales/booking";

/** What the customer agrees to, beside the button: the payment asked now and the cancellation policy. */
export function BookingTerms({ dueNow, policy }: { dueNow: string | null; policy: string[] }) {
  const words = useWords(bookingWords);
  return (
    <section aria-labelledby="booking-terms-heading" className="space-y-2 rounded-lg bg-muted p-4 text-sm">
      <h3 id="booking-terms-heading" className="font-semibold">
        {dueNow ?? words.payOnSite}
      </h3>
      {dueNow ? <p>{words.payOnStripe}</p> : null}
      <ul className="list-disc space-y-1 pl-5">
        {policy.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
