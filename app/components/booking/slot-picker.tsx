import type { Slot } from "~/domain/schedule/slots";
import { cx } from "~/components/ui/cx";
import { FieldError } from "~/components/ui/text-field";
import { useLanguage, useSay, useWords } from "~/components/use-words";
import { bookingWords } from "~/locales/booking";
import { clockIn } from "~/locales/clock";

/**
 * The free times of a date as radio buttons; booked times (and those held for a waitlist offer,
 * which the business's scheduling says) are shown but cannot be chosen. With
 * `missingMessage`, choosing one is required (checked in the browser by a form that has
 * the browser's check, app/components/form-checks.ts).
 */
export function SlotPicker({
  slots,
  message,
  error,
  defaultTime,
  id,
  missingMessage,
}: {
  slots: Slot[];
  message: string | null;
  error?: string;
  defaultTime?: string;
  id: string;
  missingMessage?: string;
}) {
  const errorId = `${id}-error`;
  const words = useWords(bookingWords);
  const language = useLanguage();
  const say = useSay();
  return (
    <fieldset id={id} aria-describedby={error ? errorId : undefined} className="space-y-2">
      <legend className="text-sm font-medium">{words.preferredTime}</legend>
      {message ? (
        <p role="status" className="rounded-lg bg-muted p-3 text-sm">
          {say(message)}
        </p>
      ) : null}
      {slots.length > 0 ? (
        <div className="grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-2">
          {slots.map((slot) => {
            // A start held for a waitlist offer (the business's own scheduling tells it apart) cannot be chosen either.
            const booked = slot.status !== "free";
            const held = slot.status === "held";
            return (
              <label
                key={slot.time}
                className={cx(
                  "flex cursor-pointer items-center justify-center gap-1 rounded-lg border border-input px-2 py-2 text-sm whitespace-nowrap",
                  "has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground",
                  "has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ring",
                  booked && "cursor-not-allowed bg-muted text-muted-foreground line-through",
                  // "held" goes under the time, so the narrowest phone's grid keeps its width.
                  held && "flex-col gap-0 border-dashed leading-tight no-underline",
                )}
              >
                <input
                  type="radio"
                  name="preferred_time"
                  value={slot.time}
                  disabled={booked}
                  required={missingMessage !== undefined}
                  data-missing={missingMessage}
                  defaultChecked={slot.time === defaultTime && !booked}
                  className="sr-only"
                />
                {clockIn(language, slot.time)}
                {held ? (
                  <span className="text-xs" title={words.heldTitle}>
                    <span className="sr-only"> </span>
                    {words.held}
                    <span className="sr-only">{words.heldForOffer}</span>
                  </span>
                ) : booked ? (
                  <span className="sr-only">{words.booked}</span>
                ) : null}
              </label>
            );
          })}
        </div>
      ) : null}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
