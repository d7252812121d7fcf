import { useId, type SelectHTMLAttributes } from "react";
import { cx } from "./cx";
import { inputClasses } from "./field";

type Option = { value: string; label: string };

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> & {
  label: string;
  hideLabel?: boolean;
  /** Spec's dropdown rule: no option may have an empty value (it would clear the selection). */
  options: readonly Option[];
};

export function Select({ label, hideLabel, options, id, className, ...props }: SelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={cx("space-y-1.5", className)}>
      <label htmlFor={selectId} className={hideLabel ? "sr-only" : "block text-sm font-medium"}>
        {label}
      </label>
      <select id={selectId} className={inputClasses} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
