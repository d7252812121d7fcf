import { Form, useSubmit } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/text-field";
import { SearchIcon } from "~/components/ui/icons";
import { Select } from "~/components/ui/select";
import { SCHEDULING_PATH } from "~/domain/schedule/scheduling";
import { useSay, useWords } from "~/components/use-words";
import { schedulingWords } from "~/locales/dashboard";

export type ServiceOption = { value: string; label: string };

/**
 * An admin's search over business names (GET `?q=`): the services of the matching businesses
 * fill the calendar's service select. A new search starts from its first match.
 */
export function BusinessSearch({ q, date }: { q: string; date: string | null }) {
  const words = useWords(schedulingWords);
  return (
    <Form method="get" action={SCHEDULING_PATH} role="search" aria-label={words.findBusiness} className="flex flex-wrap items-end gap-2">
      {date ? <input type="hidden" name="date" value={date} /> : null}
      <div className="min-w-56 flex-1 space-y-1.5">
        <label htmlFor="scheduling-q" className="block text-sm font-medium">
          {words.businessName}
        </label>
        <input
          id="scheduling-q"
          key={q}
          type="search"
          name="q"
          defaultValue={q}
          maxLength={100}
          placeholder={words.searchBusinesses}
          className={inputClasses}
        />
      </div>
      <Button type="submit" variant="secondary">
        <SearchIcon className="h-4 w-4" />
        {words.find}
      </Button>
    </Form>
  );
}

/**
 * Which calendar and which day: a GET form (`?service=&date=`) that works without JavaScript;
 * with it, choosing a service or a date shows its times at once, without a full reload.
 */
export function CalendarChooser({
  q,
  services,
  serviceId,
  date,
  minDate,
  maxDate,
  dateMessage,
}: {
  /** The admin's business search, carried along so the service list stays the same. */
  q: string | null;
  services: readonly ServiceOption[];
  serviceId: string;
  date: string;
  minDate: string;
  maxDate: string;
  /** The slot engine's refusal of the date (a Sunday, a past date, ...), shown beside it. */
  dateMessage: string | null;
}) {
  const submit = useSubmit();
  const dateMessageId = "scheduling-date-message";
  const words = useWords(schedulingWords);
  const say = useSay();
  return (
    <Form
      method="get"
      action={SCHEDULING_PATH}
      preventScrollReset
      className="flex flex-wrap items-end gap-3"
      onChange={(event) => {
        const target = event.target as HTMLInputElement | HTMLSelectElement;
        // A date is submitted once complete and bookable; a past one waits for the button.
        if (target.name === "date" && !(target.value && target.value >= minDate)) return;
        submit(event.currentTarget, { preventScrollReset: true });
      }}
    >
      {q ? <input type="hidden" name="q" value={q} /> : null}
      <Select
        key={`service-${serviceId}`}
        label={words.service}
        name="service"
        defaultValue={serviceId}
        options={services}
        className="min-w-56 flex-1"
      />
      <div className="space-y-1.5">
        <label htmlFor="scheduling-date" className="block text-sm font-medium">
          {words.date}
        </label>
        <input
          id="scheduling-date"
          key={`date-${date}`}
          type="date"
          name="date"
          min={minDate}
          max={maxDate}
          defaultValue={date}
          required
          aria-invalid={dateMessage ? true : undefined}
          aria-describedby={dateMessage ? dateMessageId : undefined}
          className={inputClasses}
        />
      </div>
      <Button type="submit" variant="secondary">
        {words.showTimes}
      </Button>
      {dateMessage ? (
        <p id={dateMessageId} role="alert" className="basis-full text-sm font-medium text-destructive">
          {say(dateMessage)}
        </p>
      ) : null}
    </Form>
  );
}
