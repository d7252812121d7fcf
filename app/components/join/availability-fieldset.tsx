import type { FieldMetadata } from "~/components/use-form";
import { FieldError, inputClasses } from "~/components/ui/text-field";
import { availabilityFieldNames, DEFAULT_END_TIME, DEFAULT_START_TIME, HOURS_BOUNDS, HOURS_REASONS } from "~/domain/schedule/availability";
import { BOOKABLE_STARTS, joinWords } from "~/locales/join";
import { fill } from "~/locales/words";
import { useLanguage, useSay } from "~/components/use-words";
import { WEEKDAYS, type Weekday } from "~/domain/time";

type DayValue = { available?: unknown; startTime?: unknown; endTime?: unknown };

function text(value: unknown, fallback: string): string {
  return typeof value === "string" && value !== "" ? value : fallback;
}

/** Each weekday's first error (an end before the start, hours outside the bounds), for the fieldset. */
export function availabilityDayErrors(availability: FieldMetadata) {
  const days = availability.getFieldset();
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const dayFields = days[day].getFieldset();
      return [day, dayFields.endTime.errors?.[0] ?? dayFields.startTime.errors?.[0] ?? days[day].errors?.[0]];
    }),
  ) as Partial<Record<Weekday, string>>;
}

/**
 * Available times, one row per weekday: an "available" checkbox (all days off by default) and
 * start and end times (09:00 to 17:00 by default). Plain inputs: nothing here needs JavaScript.
 */
export function AvailabilityFieldset({
  id,
  defaultValue,
  errors,
  formKey,
}: {
  id: string;
  defaultValue: Partial<Record<Weekday, DayValue>> | undefined;
  /** Error messages by weekday (the end time's, e.g. an end before the start). */
  errors: Partial<Record<Weekday, string | undefined>>;
  /** Changes when the form gets new values from the server, so the inputs take them. */
  formKey: string;
}) {
  const language = useLanguage();
  const words = joinWords[language];
  const say = useSay();
  return (
    <fieldset id={id}>
      <legend className="sr-only">{words.availableTimes}</legend>
      <p className="mb-2 text-sm text-muted-foreground">{fill(words.startsNote, BOOKABLE_STARTS[language])}</p>
      <div className="divide-y divide-border rounded-lg border border-border">
        {WEEKDAYS.map((day) => {
          const names = availabilityFieldNames(day);
          const value = defaultValue?.[day];
          const error = errors[day];
          const errorId = `availability-${day}-error`;
          const label = words[day];
          return (
            <div key={`${formKey}-${day}`} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2">
              <label className="flex min-w-28 flex-1 items-center gap-2 font-medium">
                <input
                  type="checkbox"
                  name={names.available}
                  defaultChecked={value?.available === "on" || value?.available === true}
                  className="h-4 w-4 accent-[var(--primary)]"
                />
                {label}
              </label>
              <label className="flex items-center gap-2 text-sm">
                <span aria-hidden="true">{words.from}</span>
                <span className="sr-only">{fill(words.startTime, { day: label })}</span>
                <input
                  type="time"
                  name={names.startTime}
                  min={HOURS_BOUNDS.earliest}
                  max={HOURS_BOUNDS.latest}
                  data-invalid={say(HOURS_REASONS.bounds)}
                  step={1800}
                  defaultValue={text(value?.startTime, DEFAULT_START_TIME)}
                  className={`${inputClasses} w-auto`}
                />
              </label>
              <label className="flex items-center gap-2 text-sm">
                <span aria-hidden="true">{words.to}</span>
                <span className="sr-only">{fill(words.endTime, { day: label })}</span>
                <input
                  type="time"
                  name={names.endTime}
                  min={HOURS_BOUNDS.earliest}
                  max={HOURS_BOUNDS.latest}
                  data-invalid={say(HOURS_REASONS.bounds)}
                  step={1800}
                  defaultValue={text(value?.endTime, DEFAULT_END_TIME)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  className={`${inputClasses} w-auto`}
                />
              </label>
              {error ? (
                <div className="basis-full">
                  <FieldError id={errorId} error={`${label}: ${say(error)}`} />
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
