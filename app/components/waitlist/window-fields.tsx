import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import type { FieldMetadata } from "~/components/use-form";
import { useWords } from "~/components/use-words";
import { DAY_PART_VALUES, MAX_WINDOWS, windowField } from "~/domain/waitlist/waitlist";
import { dayPartKey, waitlistWords } from "~/locales/waitlist";
import { fill } from "~/locales/words";

type WaitlistWords = (typeof waitlistWords)["en"];

function WindowRow({
  index,
  fields,
  minDate,
  maxDate,
}: {
  index: number;
  fields: Record<string, FieldMetadata>;
  minDate: string;
  maxDate: string;
}) {
  const meta = (part: "from" | "to" | "part" | "start" | "end") => fields[windowField(index, part)];
  const words = useWords(waitlistWords);
  const partOptions = DAY_PART_VALUES.map((value) => ({ value, label: words[dayPartKey(value)] }));
  return (
    <fieldset className="space-y-3 rounded-xl border border-border p-4">
      <legend className="px-1 text-sm font-semibold">{fill(words.window, { index })}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field meta={meta("from")} type="date" label={words.firstDay} min={minDate} max={maxDate} />
        <Field meta={meta("to")} type="date" label={words.lastDayOptional} min={minDate} max={maxDate} />
      </div>
      <Select meta={meta("part")} label={words.partOfDay} options={partOptions} />
      {/* Shown only for "Between two times" (app/tailwind.css, with or without JavaScript). The times bound the job's start. */}
      <div data-between-times className="grid gap-3 sm:grid-cols-2">
        <Field meta={meta("start")} type="time" step={1800} label={words.earliestStart} />
        <Field meta={meta("end")} type="time" step={1800} label={words.startBefore} hint={words.startBeforeHint} />
      </div>
    </fieldset>
  );
}

/**
 * Up to five windows of days and a part of each day, in the service's zone: the first shown,
 * the others behind "Add more windows" (a native disclosure, open when one of them has a value
 * or an error, so nothing typed is hidden).
 */
export function WindowFields({ fields, minDate, maxDate }: { fields: Record<string, FieldMetadata>; minDate: string; maxDate: string }) {
  const words = useWords(waitlistWords);
  const more = Array.from({ length: MAX_WINDOWS - 1 }, (_, k) => k + 2);
  const moreInUse = more.some(
    (index) =>
      (["from", "to", "start", "end"] as const).some((part) => {
        const meta = fields[windowField(index, part)];
        return Boolean(meta.value ?? meta.initialValue) || Boolean(meta.errors?.length);
      }) || Boolean(fields[windowField(index, "part")].errors?.length),
  );
  return (
    <div className="space-y-3">
      <WindowRow index={1} fields={fields} minDate={minDate} maxDate={maxDate} />
      <details className="space-y-3" open={moreInUse}>
        <summary className="cursor-pointer text-sm font-medium text-primary underline">
          {fill(words.moreWindows, { count: MAX_WINDOWS })}
        </summary>
        <div className="mt-3 space-y-3">
          {more.map((index) => (
            <WindowRow key={index} index={index} fields={fields} minDate={minDate} maxDate={maxDate} />
          ))}
        </div>
      </details>
    </div>
  );
}

/** Each window's fields, named for a form's error summary ("Window 2: Last day"). */
export function windowLabels(words: WaitlistWords): Record<string, string> {
  return Object.fromEntries(
    Array.from({ length: MAX_WINDOWS }, (_, k) =>
      (
        [
          ["from", words.firstDay],
          ["to", words.lastDay],
          ["part", words.partOfDay],
          ["start", words.earliestStart],
          ["end", words.startBefore],
        ] as const
      ).map(([part, label]) => [windowField(k + 1, part), `${fill(words.window, { index: k + 1 })}: ${label}`]),
    ).flat(),
  );
}

/** A window's fields as form values (changing an entry starts from the windows it has). */
export function windowDefaults(
  rows: ReadonlyArray<{ from: string; to: string; part: string; start: string; end: string }>,
): Record<string, string> {
  const values: Record<string, string> = {};
  rows.forEach((row, k) => {
    values[windowField(k + 1, "from")] = row.from;
    values[windowField(k + 1, "to")] = row.to;
    values[windowField(k + 1, "part")] = row.part;
    if (row.part === "between") {
      values[windowField(k + 1, "start")] = row.start;
      values[windowField(k + 1, "end")] = row.end;
    }
  });
  return values;
}
