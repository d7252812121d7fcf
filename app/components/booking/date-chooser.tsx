import { Form, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import type { Slot } from "~/domain/schedule/slots";
import { useHydrated } from "../use-hydrated";
import { useWords } from "~/components/use-words";
import { bookingWords } from "~/locales/booking";
import { SlotPicker } from "./slot-picker";

export type SlotsForDate = { date: string; slots: Slot[]; message: string | null };

/**
 * The times shown for the chosen date. Without JavaScript the page itself comes back with a
 * date's times; with it, a fetcher loads them in place. Whichever answer came last wins: the
 * fetcher's for a date just picked, or the server's after a submission (which knows about a
 * time taken in the meantime).
 */
export function useDateSlots(initial: SlotsForDate, slotsUrl: (date: string) => string) {
  const fetcher = useFetcher<SlotsForDate>();
  const [date, setDate] = useState(initial.date);
  const [latest, setLatest] = useState<"initial" | "fetcher">("initial");
  useEffect(() => setLatest("initial"), [initial]);
  const fetched = latest === "fetcher" && fetcher.data?.date === date ? fetcher.data : null;
  const shown: SlotsForDate = fetched ?? (initial.date === date ? initial : { date, slots: [], message: null });
  function choose(next: string) {
    setDate(next);
    setLatest("fetcher");
    if (next) fetcher.load(slotsUrl(next));
  }
  return { date, shown, loading: fetcher.state === "loading", choose };
}

/**
 * The date half of the picker: a GET form (the page's own query parameters ride along) with
 * "Show available times" for browsers without JavaScript.
 */
export function DateChooser({
  id,
  date,
  minDate,
  maxDate,
  error,
  pageParams,
  onChoose,
  freeDays,
}: {
  id: string;
  date: string;
  minDate: string;
  maxDate: string;
  error?: string;
  pageParams: ReadonlyArray<[string, string]>;
  onChoose: (date: string) => void;
  /** The next two weeks' days with free times, each a link to its times ("Mon, Nov 30 · 3 times free"). */
  freeDays?: ReadonlyArray<{ date: string; label: string }>;
}) {
  const hydrated = useHydrated();
  const words = useWords(bookingWords);
  // A date typed while the page's script was still loading had no one to tell: taken up now.
  useEffect(() => {
    if (!hydrated) return;
    const typed = (document.getElementById(id) as HTMLInputElement | null)?.value;
    if (typed && typed !== date) onChoose(typed);
    // Only once, as the page comes alive; later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);
  return (
    <Form
      method="get"
      preventScrollReset
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        onChoose(new FormData(event.currentTarget).get("date")?.toString() ?? "");
      }}
    >
      {pageParams.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Field
        id={id}
        label={words.preferredDate}
        type="date"
        name="date"
        min={minDate}
        max={maxDate}
        defaultValue={date}
        required
        error={error}
        onChange={hydrated ? (event) => onChoose(event.target.value) : undefined}
      />
      {/* With JavaScript the times load as soon as a date is picked. */}
      {hydrated ? null : (
        <Button type="submit" variant="secondary">
          {words.showTimes}
        </Button>
      )}
      {freeDays ? <FreeDays id={id} days={freeDays} pageParams={pageParams} onChoose={hydrated ? onChoose : null} /> : null}
    </Form>
  );
}

/**
 * The days with free times as links (a GET of the page with that date, so they work without
 * JavaScript; with it, the times load in place), so nobody has to guess a date that is full.
 */
function FreeDays({
  id,
  days,
  pageParams,
  onChoose,
}: {
  id: string;
  days: ReadonlyArray<{ date: string; label: string }>;
  pageParams: ReadonlyArray<[string, string]>;
  onChoose: ((date: string) => void) | null;
}) {
  const words = useWords(bookingWords);
  if (days.length === 0) return <p className="w-full text-sm text-muted-foreground">{words.noFreeDays}</p>;
  return (
    <div className="w-full space-y-1">
      <p id={`${id}-free-days`} className="text-sm font-medium">
        {words.daysWithFreeTimes}
      </p>
      <ul aria-labelledby={`${id}-free-days`} className="flex flex-wrap gap-2">
        {days.map((day) => (
          <li key={day.date}>
            <a
              href={`?${new URLSearchParams([...pageParams, ["date", day.date]])}`}
              className="inline-block rounded-full border border-border px-3 py-1 text-sm hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring"
              onClick={
                onChoose
                  ? (event) => {
                      event.preventDefault();
                      const input = document.getElementById(id);
                      if (input instanceof HTMLInputElement) input.value = day.date;
                      onChoose(day.date);
                    }
                  : undefined
              }
            >
              {day.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The time half of the picker: the times of the date shown, "Loading times..." while they load. */
export function ShownSlots({
  shown,
  loading,
  error,
  id,
  defaultTime,
  missingMessage,
}: {
  shown: SlotsForDate;
  loading: boolean;
  error?: string;
  /** The times' fieldset (an error summary's link goes there); its error is `${id}-error`. */
  id: string;
  defaultTime?: string;
  missingMessage?: string;
}) {
  const words = useWords(bookingWords);
  return (
    <div aria-busy={loading}>
      <SlotPicker
        key={shown.date}
        slots={shown.slots}
        message={loading ? words.loadingTimes : shown.message}
        error={error}
        id={id}
        defaultTime={defaultTime}
        missingMessage={missingMessage}
      />
    </div>
  );
}
