import { getTextareaProps, type FieldMetadata } from "~/components/use-form";
import { useId, type ReactNode, type TextareaHTMLAttributes } from "react";
import { cx } from "./cx";
import { splitKey } from "./field";
import { FieldError, inputClasses } from "./text-field";

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  error?: string | null;
  /** A useForm field, taken whole (as Field takes one). */
  meta?: FieldMetadata;
};

export function Textarea({ meta, ...props }: TextareaProps) {
  if (!meta) return <LabelledTextarea {...props} />;
  const { key, props: fromMeta } = splitKey(getTextareaProps(meta));
  return <LabelledTextarea key={key} {...fromMeta} error={meta.errors?.[0]} {...props} />;
}

function LabelledTextarea({ label, error, id, className, ...props }: Omit<TextareaProps, "meta">) {
  const generated = useId();
  const textareaId = id ?? generated;
  return (
    <div className={cx("space-y-1.5", className)}>
      <label htmlFor={textareaId} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={textareaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${textareaId}-error` : undefined}
        className={inputClasses}
        rows={3}
        {...props}
      />
      <FieldError id={`${textareaId}-error`} error={error} />
    </div>
  );
}
