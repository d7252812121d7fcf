import { useEffect, useRef } from "react";
import { Form } from "@remix-run/react";
import { SubmissionKeyField } from "~/components/submission-key-field";
import { HoneypotFields } from "~/components/honeypot-fields";
import { ErrorAlert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useIsPending } from "~/components/use-is-pending";
import { BookingTerms } from "./booking-terms";
import { useSay, useWords } from "~/components/use-words";
import { bookingWords } from "~/locales/booking";
import { fill } from "~/locales/words";

export type PlannedVisit = {
  index: number;
  asked: string;
  kind: "as-asked" | "proposal" | "unavailable";
  reasons: readonly string[];
  offer: string | null;
  value: string | null;
};

/**
 * Every visit of a series with the slot engine's verdict, before anything is booked: a free one
 * is kept, a proposal taken, either can be dropped (native radios, no JavaScript needed). The
 * booking form's values ride along as hidden fields; confirming books the kept visits, all or none.
 */
export function SeriesPlan({
  action,
  visits,
  carried,
  error,
  formStarted,
  submissionKey,
  dueNow,
  policy,
}: {
  action: string;
  visits: readonly PlannedVisit[];
  /** The booking form's fields as posted (customer, first date and time, the rule). */
  carried: Array<[string, string]>;
  error: string | null;
  formStarted: string;
  /** The form's one-time submission key (docs/decisions/0026). */
  submissionKey: string;
  dueNow: string | null;
  policy: string[];
}) {
  const booking = useIsPending({ formAction: action, match: { intent: "series" } });
  // The plan appears where the button was pressed, often far above it on a phone: bring it into
  // view and to the keyboard and screen reader (without JavaScript the form's #book does it).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const problems = visits.filter((visit) => visit.kind !== "as-asked").length;
  const words = useWords(bookingWords);
  const say = useSay();
  return (
    // The booking form's id: the language switch carries its values (the booking form's, kept here) back to that form.
    <Form id="booking-form" method="post" action={action} preventScrollReset className="space-y-5" aria-labelledby="series-plan-heading">
      <div className="space-y-1">
        <h3 id="series-plan-heading" ref={heading} tabIndex={-1} className="scroll-mt-4 text-xl font-semibold">
          {words.checkVisits}
        </h3>
        <p className="text-sm text-muted-foreground">
          {problems === 0
            ? fill(words.allFree, { count: visits.length })
            : fill(words.someFree, { free: visits.length - problems, count: visits.length })}
        </p>
      </div>
      {error ? <ErrorAlert>{say(error)}</ErrorAlert> : null}
      {carried.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <ol aria-label={words.visits} className="space-y-3">
        {visits.map((visit) => (
          <li key={visit.index} className="rounded-lg border border-border p-3">
            <fieldset className="space-y-2">
              <legend className="flex flex-wrap items-center gap-2 font-medium">
                {fill(words.visitAsked, { index: visit.index, asked: visit.asked })}
                {visit.kind === "as-asked" ? <Badge tone="success">{words.free}</Badge> : null}
                {visit.kind === "proposal" ? <Badge tone="warning">{words.notFree}</Badge> : null}
                {visit.kind === "unavailable" ? <Badge tone="destructive">{words.cannotBook}</Badge> : null}
              </legend>
              {visit.reasons.length > 0 ? (
                <p className="text-sm text-muted-foreground">{visit.reasons.map((reason) => say(reason)).join(" ")}</p>
              ) : null}
              {visit.value ? (
                <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
                  <label className="flex items-center gap-2">
                    <input type="radio" name={`visit_${visit.index}`} value={visit.value} defaultChecked />
                    {visit.kind === "proposal" ? fill(words.takeProposal, { offer: visit.offer ?? "" }) : words.bookIt}
                  </label>
                  <label className="flex items-center gap-2">
                    <input type="radio" name={`visit_${visit.index}`} value="drop" />
                    {words.dropDate}
                  </label>
                </div>
              ) : (
                <p className="text-sm">{words.leftOut}</p>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      <HoneypotFields formStarted={formStarted} />
      <SubmissionKeyField value={submissionKey} />
      <BookingTerms
        dueNow={dueNow ? fill(words.eachVisit, { due: dueNow }) : null}
        policy={[...(dueNow ? [words.cardSaved] : []), ...policy]}
      />
      <Button type="submit" size="lg" name="intent" value="series" disabled={booking}>
        {booking ? words.booking : words.bookChosen}
      </Button>
    </Form>
  );
}
