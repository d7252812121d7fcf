import { Form } from "@remix-run/react";
import { DateChooser, ShownSlots, useDateSlots, type SlotsForDate } from "~/components/booking/date-chooser";
import { ErrorAlert } from "~/components/ui/alert";
import { FormErrorSummary, useRefusal } from "~/components/ui/form-error-summary";
import { Button } from "~/components/ui/button";
import { useIsPending } from "~/components/use-is-pending";
import { useSay, useWords } from "~/components/use-words";
import { bookingWords } from "~/locales/booking";

/**
 * The customer's move of a booking: the same date and time picker as booking (its own time
 * counts as free), then "Move booking". Works without JavaScript.
 */
export function RescheduleForm({
  bookingId,
  serviceId,
  token,
  action,
  minDate,
  maxDate,
  initial,
  error,
  following = false,
  freeDays,
}: {
  bookingId: string;
  serviceId: string;
  token: string;
  action: string;
  minDate: string;
  maxDate: string;
  initial: SlotsForDate;
  error: { message: string; field: string | null } | null;
  /** A visit of a series: it may move alone, or with every visit after it. */
  following?: boolean;
  /** The next two weeks' days with free times for this job, listed beside the date. */
  freeDays?: ReadonlyArray<{ date: string; label: string }>;
}) {
  const words = useWords(bookingWords);
  const say = useSay();
  const { date, shown, loading, choose } = useDateSlots(
    initial,
    (next) => `/resources/slots?${new URLSearchParams({ serviceId, date: next, bookingId, token })}`,
  );
  const moving = useIsPending({ formAction: action, match: { intent: "reschedule" } });
  const movingFollowing = useIsPending({ formAction: action, match: { intent: "reschedule-following" } });
  const noneFree = shown.slots.every((slot) => slot.status !== "free");
  const fieldError = error?.field ? error.message : undefined;
  const refusal = useRefusal("move", error);
  return (
    <div className="space-y-5">
      <DateChooser
        id="move-date"
        date={initial.date}
        minDate={minDate}
        maxDate={maxDate}
        error={error?.field === "preferred_date" ? fieldError : undefined}
        pageParams={[
          ["token", token],
          ["reschedule", "1"],
        ]}
        onChoose={choose}
        freeDays={freeDays}
      />
      <Form method="post" action={action} preventScrollReset className="space-y-4">
        <FormErrorSummary
          form={refusal}
          labels={{
            preferred_date: { label: words.date, target: "move-date" },
            preferred_time: { label: words.time, target: "move-time" },
          }}
        />
        {error && !error.field ? <ErrorAlert>{say(error.message)}</ErrorAlert> : null}
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="preferred_date" value={date} />
        <ShownSlots shown={shown} loading={loading} error={error?.field === "preferred_time" ? fieldError : undefined} id="move-time" />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="reschedule" disabled={moving || movingFollowing || noneFree}>
            {moving ? words.moving : following ? words.moveThisVisit : words.moveBooking}
          </Button>
          {following ? (
            <Button
              type="submit"
              name="intent"
              value="reschedule-following"
              variant="outline"
              disabled={moving || movingFollowing || noneFree}
            >
              {movingFollowing ? words.moving : words.moveFollowing}
            </Button>
          ) : null}
        </div>
      </Form>
    </div>
  );
}
