import { useId, type ReactNode, type TextareaHTMLAttributes } from "react";
import { cx } from "./cx";
import { FieldError, inputClasses } from "./field";

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; error?: string | null };

export function Textarea({ label, error, id, className, ...props }: TextareaProps) {
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
