import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { FieldError, inputClasses } from "~/components/ui/text-field";
import { useWords } from "~/components/use-words";
import { bookingWords } from "~/locales/booking";
import { ADDRESS_SUGGESTION_DEBOUNCE_MS, ADDRESS_SUGGESTION_MIN_CHARS } from "~/domain/booking/booking";

/**
 * The service address with suggestions: a native <datalist> filled (after 3 characters and a
 * 300 ms pause) from /resources/address-suggestions. Without JavaScript it is a plain input.
 */
export function AddressField({
  id: givenId,
  serviceId,
  defaultValue,
  maxLength,
  error,
}: {
  /** The input's id, where an error summary links to it. */
  id?: string;
  serviceId: string;
  defaultValue?: string;
  /** The schema's limit (the field's constraint). */
  maxLength?: number;
  error?: string;
}) {
  const words = useWords(bookingWords);
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const listId = `${id}-suggestions`;
  const fetcher = useFetcher<{ suggestions: string[] }>();
  const [value, setValue] = useState(defaultValue ?? "");
  const timer = useRef<number>();

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function onInput(next: string) {
    setValue(next);
    window.clearTimeout(timer.current);
    if (next.trim().length < ADDRESS_SUGGESTION_MIN_CHARS) return;
    timer.current = window.setTimeout(() => {
      fetcher.load(`/resources/address-suggestions?${new URLSearchParams({ serviceId, q: next })}`);
    }, ADDRESS_SUGGESTION_DEBOUNCE_MS);
  }

  const suggestions = fetcher.data?.suggestions ?? [];
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {words.serviceAddress}
      </label>
      <input
        id={id}
        name="service_address"
        type="text"
        // "street-address" is for a box of several lines; the first line is the one a browser fills here.
        autoComplete="address-line1"
        list={listId}
        value={value}
        onChange={(event) => onInput(event.target.value)}
        maxLength={maxLength}
        placeholder={words.addressPlaceholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className={inputClasses}
      />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {words.addressHint}
      </p>
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
