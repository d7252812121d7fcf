import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { cx } from "./cx";

export const inputClasses = cx(
  "block w-full rounded-lg border border-input bg-card px-3 py-2 text-base text-card-foreground",
  "placeholder:text-muted-foreground aria-[invalid=true]:border-destructive",
);

type InputType = Parameters<typeof getInputProps>[1]["type"];

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  label: ReactNode;
  /** Visually hidden label (still read by screen readers). */
  hideLabel?: boolean;
  error?: string | null;
  hint?: ReactNode;
  type?: InputType;
  /**
   * A conform field, taken whole: its name, id, default value, constraints and first error
   * (props given beside it win). Without it, Field is a plain labelled input.
   */
  meta?: FieldMetadata<unknown>;
};

/** The props conform gives a field, without its `key` (which React must get directly). */
export function conformProps<P extends { key?: string | undefined }>(props: P): { key: string | undefined; props: Omit<P, "key"> } {
  const { key, ...rest } = props;
  return { key, props: rest };
}

/** A labelled input with its error beside it, tied together for assistive technology. */
export function Field({ meta, type = "text", ...props }: FieldProps) {
  if (!meta) return <LabelledInput type={type} {...props} />;
  const { key, props: fromMeta } = conformProps(getInputProps(meta as FieldMetadata<string>, { type, ariaAttributes: false }));
  return <LabelledInput key={key} {...fromMeta} error={meta.errors?.[0]} {...props} />;
}

function LabelledInput({ label, hideLabel, error, hint, id, className, ...inputProps }: Omit<FieldProps, "meta">) {
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
  if (!error) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {error}
    </p>
  );
}
