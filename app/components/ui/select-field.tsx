import { useId, type SelectHTMLAttributes } from "react";
import { cx } from "./cx";
import { FieldError, inputClasses } from "./text-field";

type Option = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> & {
  label: string;
  hideLabel?: boolean;
  /** Spec's dropdown rule: no option may have an empty value (it would clear the selection). */
  options: readonly Option[];
  error?: string | null;
};

/** A labelled native select with its error beside it, drawn for `Select` (select.tsx), which forms use. */
export function SelectField({ label, hideLabel, options, id, className, error, ...props }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  return (
    <div className={cx("space-y-1.5", className)}>
      <label htmlFor={selectId} className={hideLabel ? "sr-only" : "block text-sm font-medium"}>
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClasses}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
