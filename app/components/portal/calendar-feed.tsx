import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { AskFirst } from "~/components/ui/ask-first";
import { CopyButton } from "~/components/ui/copy-button";
import { useIsPending } from "~/components/use-is-pending";
import { useWords } from "~/components/use-words";
import { calendarFeedWords } from "~/locales/calendars";

/** The same address for calendar apps to open as a subscription (Apple's and Outlook's `webcal:`). */
function webcalOf(url: string): string {
  return url.replace(/^https?:/, "webcal:");
}

/**
 * "Your jobs in your calendar": the private address a calendar app subscribes to. It is kept
 * only as a hash, so it is shown once, when made; making a new one stops the old one.
 */
export function CalendarFeedCard({ exists, newUrl }: { exists: boolean; newUrl: string | null }) {
  const making = useIsPending({ match: { intent: "calendar-feed" } });
  const words = useWords(calendarFeedWords);
  return (
    <Card className="space-y-4 p-6">
      <div>
        <h2 className="text-xl font-semibold">{words.title}</h2>
        <p className="text-sm text-muted-foreground">{words.lead}</p>
      </div>
      {newUrl ? (
        <div className="space-y-2" role="status">
          <p className="text-sm font-medium">{words.yourAddress}</p>
          <p id="calendar-feed-url" className="rounded-lg border border-input bg-card px-3 py-2 font-mono text-sm break-all">
            {newUrl}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <CopyButton text={newUrl} label={words.copy} />
            <a className="text-sm font-medium text-primary underline" href={webcalOf(newUrl)}>
              {words.addToCalendar}
            </a>
          </div>
          <p className="text-sm text-muted-foreground">{words.keepPrivate}</p>
        </div>
      ) : exists ? (
        <p className="text-sm">{words.hasAddress}</p>
      ) : null}
      {exists || newUrl ? (
        <AskFirst label={words.makeNew} variant="secondary" size="md" question={words.makeNewQuestion}>
          <Form method="post">
            <Button type="submit" name="intent" value="calendar-feed" variant="destructive" size="sm" disabled={making}>
              {making ? words.making : words.yesMakeNew}
            </Button>
          </Form>
        </AskFirst>
      ) : (
        <Form method="post">
          <Button type="submit" name="intent" value="calendar-feed" disabled={making}>
            {making ? words.making : words.make}
          </Button>
        </Form>
      )}
    </Card>
  );
}
