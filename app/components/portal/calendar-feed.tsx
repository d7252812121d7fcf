import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { AskFirst } from "~/components/ui/ask-first";
import { CopyButton } from "~/components/ui/copy-button";
import { useIsPending } from "~/components/use-is-pending";

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
  return (
    <Card className="space-y-4 p-6">
      <div>
        <h2 className="text-xl font-semibold">Your jobs in your calendar</h2>
        <p className="text-sm text-muted-foreground">
          Subscribe to your jobs from Google Calendar (Other calendars › From URL), Apple Calendar (File › New Calendar Subscription) or
          Outlook (Add calendar › Subscribe from web). It holds the last 30 days and every job ahead, with each job&apos;s address and
          notes; moved and cancelled jobs change there too, as often as your calendar app checks (usually every few hours).
        </p>
      </div>
      {newUrl ? (
        <div className="space-y-2" role="status">
          <p className="text-sm font-medium">Your calendar address (copy it now: it is shown only once)</p>
          <p id="calendar-feed-url" className="rounded-lg border border-input bg-card px-3 py-2 font-mono text-sm break-all">
            {newUrl}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <CopyButton text={newUrl} label="Copy the address" />
            <a className="text-sm font-medium text-primary underline" href={webcalOf(newUrl)}>
              Add to calendar
            </a>
          </div>
          <p className="text-sm text-muted-foreground">Keep it private: anyone with it can read your jobs.</p>
        </div>
      ) : exists ? (
        <p className="text-sm">
          Your calendar has a private address. If you lost it, or someone else has it, make a new one: the old one stops working.
        </p>
      ) : null}
      {exists || newUrl ? (
        <AskFirst
          label="Make a new address"
          variant="secondary"
          size="md"
          question="The address your calendar app uses now stops working: it shows no more jobs until you subscribe to the new one."
        >
          <Form method="post">
            <Button type="submit" name="intent" value="calendar-feed" variant="destructive" size="sm" disabled={making}>
              {making ? "Making..." : "Yes, make a new address"}
            </Button>
          </Form>
        </AskFirst>
      ) : (
        <Form method="post">
          <Button type="submit" name="intent" value="calendar-feed" disabled={making}>
            {making ? "Making..." : "Make my calendar address"}
          </Button>
        </Form>
      )}
    </Card>
  );
}
