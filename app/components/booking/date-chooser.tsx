import { Form, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import type { Slot } from "~/domain/schedule/slots";
import { useHydrated } from "../use-hydrated";
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
}: {
  id: string;
  date: string;
  minDate: string;
  maxDate: string;
  error?: string;
  pageParams: ReadonlyArray<[string, string]>;
  onChoose: (date: string) => void;
}) {
  const hydrated = useHydrated();
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
        label="Preferred date"
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
          Show available times
        </Button>
      )}
    </Form>
  );
}

/** The time half of the picker: the times of the date shown, "Loading times..." while they load. */
export function ShownSlots({
  shown,
  loading,
  error,
  errorId,
  defaultTime,
  missingMessage,
}: {
  shown: SlotsForDate;
  loading: boolean;
  error?: string;
  errorId: string;
  defaultTime?: string;
  missingMessage?: string;
}) {
  return (
    <div aria-busy={loading}>
      <SlotPicker
        key={shown.date}
        slots={shown.slots}
        message={loading ? "Loading times..." : shown.message}
        error={error}
        errorId={errorId}
        defaultTime={defaultTime}
        missingMessage={missingMessage}
      />
    </div>
  );
}
