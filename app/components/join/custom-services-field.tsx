import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FieldError, inputClasses } from "~/components/ui/text-field";
import { XIcon } from "~/components/ui/icons";
import { Textarea } from "~/components/ui/textarea";
import { CUSTOM_SERVICE_MAX_LENGTH, splitCustomServices } from "~/domain/accounts/application";
import { useHydrated } from "../use-hydrated";
import { useWords } from "~/components/use-words";
import { joinWords } from "~/locales/join";
import { fill } from "~/locales/words";

const NAME = "custom_services";

/**
 * Services that are not in the catalogue, added by name. Without JavaScript: a textarea, one
 * name per line. With it: a text input and an Add button (disabled while the text is blank)
 * that add removable chips, each carrying a hidden input. The server splits every value on
 * newlines and drops blanks and repeats, so both send the same thing.
 */
export function CustomServicesField({ id, defaultValue, error }: { id: string; defaultValue: unknown; error?: string }) {
  const hydrated = useHydrated();
  const words = useWords(joinWords);
  const errorId = `${id}-error`;
  const [names, setNames] = useState(() => splitCustomServices(defaultValue));
  const [draft, setDraft] = useState("");

  if (!hydrated) {
    return (
      <Textarea
        name={NAME}
        label={words.customServicesLines}
        defaultValue={names.join("\n")}
        rows={3}
        error={error}
        placeholder={words.customServicesExamples}
      />
    );
  }

  function add() {
    const added = splitCustomServices([...names, draft]);
    setNames(added);
    setDraft("");
  }

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        {words.customServicesOptional}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          // Named too: a name typed but not added is still sent (the server drops repeats).
          name={NAME}
          value={draft}
          maxLength={CUSTOM_SERVICE_MAX_LENGTH}
          placeholder={words.customServiceExample}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            if (draft.trim() !== "") add();
          }}
          className={inputClasses}
        />
        <Button type="button" variant="secondary" disabled={draft.trim() === ""} onClick={add}>
          {words.add}
        </Button>
      </div>
      {names.length > 0 ? (
        <ul aria-label={words.customServicesAdded} className="flex flex-wrap gap-2">
          {names.map((name) => (
            <li
              key={name}
              className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-1 pr-1 pl-3 text-sm font-medium text-primary-soft-foreground"
            >
              {name}
              <input type="hidden" name={NAME} value={name} />
              <button
                type="button"
                onClick={() => setNames(names.filter((other) => other !== name))}
                className="rounded-full p-1 hover:bg-card"
              >
                <XIcon className="h-3.5 w-3.5" />
                <span className="sr-only">{fill(words.remove, { name })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
