import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useId, type SelectHTMLAttributes } from "react";
import { cx } from "./cx";
import { conformProps, FieldError, inputClasses } from "./field";

type Option = { value: string; label: string; disabled?: boolean };

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> & {
  label: string;
  hideLabel?: boolean;
  /** Spec's dropdown rule: no option may have an empty value (it would clear the selection). */
  options: readonly Option[];
  error?: string | null;
  /** A conform field, taken whole (as Field takes one). */
  meta?: FieldMetadata<unknown>;
};

/** A labelled native select, with its error beside it like Field. */
export function Select({ meta, ...props }: SelectProps) {
  if (!meta) return <LabelledSelect {...props} />;
  const { key, props: fromMeta } = conformProps(getSelectProps(meta as FieldMetadata<string>, { ariaAttributes: false }));
  return <LabelledSelect key={key} {...fromMeta} error={meta.errors?.[0]} {...props} />;
}

function LabelledSelect({ label, hideLabel, options, id, className, error, ...props }: Omit<SelectProps, "meta">) {
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
