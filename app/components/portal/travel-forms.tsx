import { Form } from "@remix-run/react";
import { checkConstraints } from "~/components/form-checks";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { FormError } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { getFormProps, useForm, type SubmissionResult } from "~/components/use-form";
import { useIsPending } from "~/components/use-is-pending";
import { useWords } from "~/components/use-words";
import { TRAVEL_MODES, type TravelMode } from "~/domain/schedule/travel";
import { travelWords } from "~/locales/travel";

const MODE_WORD = { off: "off", urban: "urban", suburban: "suburban", rural: "rural", per_mile: "perMile" } as const;

/** The business's travel settings (intent travel): how drives are counted, minutes per mile, parking. */
export function TravelSettingsForm({
  travel,
  lastResult,
}: {
  travel: { mode: TravelMode; minutesPerMile: number | null; parkingMinutes: number };
  lastResult?: SubmissionResult;
}) {
  const [form, fields] = useForm({
    id: "travel",
    lastResult,
    defaultValue: {
      travel_mode: travel.mode,
      minutes_per_mile: travel.minutesPerMile === null ? "" : String(travel.minutesPerMile),
      parking_minutes: String(travel.parkingMinutes),
    },
    onValidate: checkConstraints,
    shouldValidate: "onSubmit",
  });
  const busy = useIsPending({ match: { intent: "travel" } });
  const words = useWords(travelWords);
  return (
    <Form method="post" className="space-y-4" {...getFormProps(form)}>
      <FormErrorSummary
        form={form}
        labels={{ travel_mode: words.travelMode, minutes_per_mile: words.minutesPerMile, parking_minutes: words.parking }}
      />
      <FormError errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Select
          meta={fields.travel_mode}
          label={words.travelMode}
          options={TRAVEL_MODES.map((mode) => ({ value: mode, label: words[MODE_WORD[mode]] }))}
        />
        <Field
          meta={fields.minutes_per_mile}
          type="number"
          step="0.1"
          min="0.5"
          max="10"
          label={words.minutesPerMile}
          hint={words.minutesPerMileHint}
        />
        <Field meta={fields.parking_minutes} type="number" min="0" max="60" label={words.parking} hint={words.parkingHint} />
      </div>
      <Button type="submit" name="intent" value="travel" disabled={busy}>
        {busy ? words.saving : words.saveTravel}
      </Button>
    </Form>
  );
}

/** Where one person's day starts and ends (intent day-places): zip codes, empty for the business's place. */
export function DayPlacesForm({
  places,
  lastResult,
}: {
  places: { start: string | null; end: string | null };
  lastResult?: SubmissionResult;
}) {
  const [form, fields] = useForm({
    id: "day-places",
    lastResult,
    defaultValue: { day_start_zip: places.start ?? "", day_end_zip: places.end ?? "" },
    onValidate: checkConstraints,
    shouldValidate: "onSubmit",
  });
  const busy = useIsPending({ match: { intent: "day-places" } });
  const words = useWords(travelWords);
  return (
    <Form method="post" className="space-y-4" {...getFormProps(form)}>
      <FormErrorSummary form={form} labels={{ day_start_zip: words.dayStartZip, day_end_zip: words.dayEndZip }} />
      <FormError errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          meta={fields.day_start_zip}
          inputMode="numeric"
          pattern="\d{5}"
          maxLength={5}
          autoComplete="postal-code"
          label={words.dayStartZip}
        />
        <Field
          meta={fields.day_end_zip}
          inputMode="numeric"
          pattern="\d{5}"
          maxLength={5}
          autoComplete="postal-code"
          label={words.dayEndZip}
        />
      </div>
      <Button type="submit" name="intent" value="day-places" variant="secondary" disabled={busy}>
        {busy ? words.saving : words.savePlaces}
      </Button>
    </Form>
  );
}
