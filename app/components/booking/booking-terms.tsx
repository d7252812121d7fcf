/** What the customer agrees to, beside the button: the payment asked now and the cancellation policy. */
export function BookingTerms({ dueNow, policy }: { dueNow: string | null; policy: string[] }) {
  return (
    <section aria-labelledby="booking-terms-heading" className="space-y-2 rounded-lg bg-muted p-4 text-sm">
      <h3 id="booking-terms-heading" className="font-semibold">
        {dueNow ?? "Pay the provider on site"}
      </h3>
      {dueNow ? (
        <p>
          You pay on Stripe&apos;s secure page next; your time is held while you pay, and the booking is confirmed once the payment arrives.
        </p>
      ) : null}
      <ul className="list-disc space-y-1 pl-5">
        {policy.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
