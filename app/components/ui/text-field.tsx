import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { useSay } from "~/components/use-words";
import { cx } from "./cx";

/** The labelled input and its error, drawn for `Field` (field.tsx), which forms use. */
export const inputClasses = cx(
  "block w-full rounded-lg border border-input bg-card px-3 py-2 text-base text-card-foreground",
  "placeholder:text-muted-foreground aria-[invalid=true]:border-destructive",
);

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  /** Visually hidden label (still read by screen readers). */
  hideLabel?: boolean;
  error?: string | null;
  hint?: ReactNode;
};

/** A labelled input with its error beside it, tied together for assistive technology. */
export function TextField({ label, hideLabel, error, hint, id, className, ...inputProps }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cx("space-y-1.5", className)}>
      <label htmlFor={inputId} className={hideLabel ? "sr-only" : "block text-sm font-medium"}>
        {label}
      </label>
      <input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputClasses} {...inputProps} />
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string | null }) {
  const say = useSay();
  if (!error) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {say(error)}
    </p>
  );
}
