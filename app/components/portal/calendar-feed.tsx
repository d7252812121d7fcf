import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { inputClasses } from "~/components/ui/text-field";
import { useIsPending } from "~/components/use-is-pending";

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
        <div className="space-y-1.5" role="status">
          <label htmlFor="calendar-feed-url" className="block text-sm font-medium">
            Your calendar address (copy it now: it is shown only once)
          </label>
          <input id="calendar-feed-url" readOnly value={newUrl} className={`${inputClasses} font-mono text-sm`} />
          <p className="text-sm text-muted-foreground">Keep it private: anyone with it can read your jobs.</p>
        </div>
      ) : exists ? (
        <p className="text-sm">
          Your calendar has a private address. If you lost it, or someone else has it, make a new one: the old one stops working.
        </p>
      ) : null}
      <Form method="post">
        <Button type="submit" name="intent" value="calendar-feed" variant={exists || newUrl ? "secondary" : "primary"} disabled={making}>
          {making ? "Making..." : exists || newUrl ? "Make a new address" : "Make my calendar address"}
        </Button>
      </Form>
    </Card>
  );
}
