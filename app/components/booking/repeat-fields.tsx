import { Field } from "~/components/ui/field";
import { firstString } from "~/components/ui/form-values";
import { Select } from "~/components/ui/select";
import type { FieldMetadata } from "~/components/use-form";
import { useSay, useWords } from "~/components/use-words";
import { bookingWords } from "~/locales/booking";
import { REPEAT_CHOICES, SERIES_COUNT_REASON, SERIES_MAX_VISITS, SERIES_MIN_VISITS, SERIES_REASONS } from "~/domain/series/series";

/**
 * "Repeat": none, or every 1, 2 or 4 weeks, ending after a number of visits or on a date. Every
 * field is there without JavaScript (the server reads the ending the customer chose).
 */
export function RepeatFields({ fields }: { fields: Record<"repeat" | "series_end" | "series_count" | "series_until", FieldMetadata> }) {
  const words = useWords(bookingWords);
  const say = useSay();
  const end = firstString(fields.series_end.value ?? fields.series_end.initialValue) ?? "count";
  return (
    <fieldset className="space-y-3 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-medium">{words.repeatThisVisit}</legend>
      <Select
        meta={fields.repeat}
        label={words.repeat}
        options={REPEAT_CHOICES.map((choice) => ({ value: choice, label: words[`repeat.${choice}`] }))}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-2">
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name={fields.series_end.name} value="count" defaultChecked={end !== "until"} />
            {words.endsAfterCount}
          </label>
          <Field
            meta={fields.series_count}
            type="number"
            label={words.numberOfVisits}
            min={SERIES_MIN_VISITS}
            max={SERIES_MAX_VISITS}
            data-invalid={say(SERIES_COUNT_REASON)}
          />
        </div>
        <div className="space-y-2">
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name={fields.series_end.name} value="until" defaultChecked={end === "until"} />
            {words.endsOnDate}
          </label>
          <Field meta={fields.series_until} type="date" label={words.lastVisitBy} data-invalid={say(SERIES_REASONS.until)} />
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{words.seeEveryDate}</p>
    </fieldset>
  );
}
