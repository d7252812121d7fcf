import type { FieldMetadata } from "~/components/use-form";
import type { ReactNode } from "react";
import { cx } from "./cx";
import { FieldError } from "./text-field";
import { firstString } from "./form-values";

export type RadioOption = { value: string; label: ReactNode };

/** A choice drawn as a bordered chip or card (its size is the caller's), marked when its input is checked or focused. */
export const choiceClasses = cx(
  "flex cursor-pointer rounded-lg border border-input bg-card",
  "has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:checked]:text-primary-soft-foreground",
  "has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ring",
);

/**
 * One useForm field as native radios in a labelled fieldset: arrow keys move between them, the
 * error is tied to the group, and the server's value comes back checked without JavaScript.
 */
export function RadioGroup({
  meta,
  legend,
  options,
  className,
  listClassName = "flex flex-wrap gap-2",
  optionClassName = "items-center gap-2 px-3 py-2",
  missingMessage,
}: {
  meta: FieldMetadata;
  legend: ReactNode;
  options: readonly RadioOption[];
  className?: string;
  listClassName?: string;
  optionClassName?: string;
  /** Choosing one is required; the browser's check shows this when none is (form-checks.ts). */
  missingMessage?: string;
}) {
  const error = meta.errors?.[0];
  const errorId = `${meta.id}-error`;
  const checked = firstString(meta.initialValue);
  return (
    <fieldset
      id={meta.id}
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className={cx("space-y-2", className)}
    >
      <legend className="text-sm font-medium">{legend}</legend>
      <div key={meta.key} className={listClassName}>
        {options.map((option) => (
          <label key={option.value} className={cx(choiceClasses, optionClassName)}>
            <input
              type="radio"
              name={meta.name}
              value={option.value}
              defaultChecked={checked === option.value}
              required={missingMessage !== undefined}
              data-missing={missingMessage}
              className="accent-[var(--primary)]"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
