import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { SearchIcon } from "~/components/ui/icons";
import { inputClasses } from "~/components/ui/text-field";
import { useWords } from "~/components/use-words";
import { commonWords } from "~/locales/common";

/**
 * A list's search box: a GET form (the search is the page's URL, so it works without JavaScript
 * and can be shared), with the fields that keep the list's other state beside it.
 */
export function SearchForm({
  id,
  label,
  q,
  placeholder,
  keep = {},
}: {
  id: string;
  label: string;
  q: string;
  placeholder: string;
  /** Query parameters the search keeps (e.g. the list's view). */
  keep?: Record<string, string>;
}) {
  const words = useWords(commonWords);
  return (
    <Form method="get" role="search" aria-label={label} className="flex gap-2">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} type="search" name="q" defaultValue={q} key={q} placeholder={placeholder} className={inputClasses} />
      <Button type="submit" variant="secondary">
        <SearchIcon className="h-4 w-4" />
        {words.search}
      </Button>
    </Form>
  );
}
