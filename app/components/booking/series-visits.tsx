import { Form, Link } from "@remix-run/react";
import { BookingStatusBadge } from "~/components/booking/booking-status-badge";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { KeepTogether } from "~/components/ui/keep-together";
import { useIsPending } from "~/components/use-is-pending";
import type { BookingStatus } from "~/domain/booking/booking-lifecycle";
import { useWords } from "~/components/use-words";
import { seriesVisitsWords } from "~/locales/booking-page";
import { fill } from "~/locales/words";

export type SeriesView = {
  repeat: string;
  visits: Array<{ id: string; index: number; when: string; status: BookingStatus; current: boolean; href: string; dayOff: boolean }>;
};

/**
 * A visit's series on its page: every visit with its time and state, a link to each (each has
 * its own page, reminder and payment), and "cancel this and all following" (a native disclosure).
 */
export function SeriesVisits({ series, token, canCancel }: { series: SeriesView; token: string; canCancel: boolean }) {
  const cancelling = useIsPending({ match: { intent: "cancel-following" } });
  const words = useWords(seriesVisitsWords);
  return (
    <section aria-labelledby="series-heading" className="space-y-4">
      <div>
        <h2 id="series-heading" className="text-xl font-semibold">
          {words.yourSeries}
        </h2>
        <p className="text-muted-foreground">{series.repeat}</p>
      </div>
      <ol aria-label={words.visitsOfSeries} className="divide-y divide-border">
        {series.visits.map((visit) => (
          <li key={visit.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <span className="font-medium">{fill(words.visit, { index: visit.index })}</span>
              {visit.current ? (
                <span aria-current="page">
                  <KeepTogether text={visit.when} />
                  {words.thisVisit}
                </span>
              ) : (
                <Link to={visit.href} className="text-primary underline">
                  <KeepTogether text={visit.when} />
                </Link>
              )}
            </span>
            <span className="flex flex-wrap gap-2">
              {visit.dayOff ? <Badge tone="warning">{words.providerAway}</Badge> : null}
              <BookingStatusBadge status={visit.status} />
            </span>
          </li>
        ))}
      </ol>
      {canCancel ? (
        <details className="rounded-lg border border-border p-3">
          <summary className="cursor-pointer font-medium">{words.cancelFollowing}</summary>
          <Form method="post" className="mt-3 space-y-2">
            <input type="hidden" name="token" value={token} />
            <p className="text-sm">{words.cancelFollowingExplained}</p>
            <Button type="submit" name="intent" value="cancel-following" variant="destructive" disabled={cancelling}>
              {cancelling ? words.cancelling : words.confirmCancelFollowing}
            </Button>
          </Form>
        </details>
      ) : null}
    </section>
  );
}
