import type { ReactNode } from "react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button";
import { cx } from "./cx";

/**
 * A destructive action that asks once before it is done: its button opens (a native `<details>`,
 * so with or without JavaScript, by keyboard too) what will happen and the form that does it,
 * whose own button says so again ("Yes, remove"). `children` is that form.
 */
export function AskFirst({
  label,
  question,
  children,
  variant = "ghost",
  size = "sm",
  className,
}: {
  /** The first button's words (a screen reader's extra words in an sr-only span). */
  label: ReactNode;
  /** What doing it means, said before it is done. */
  question: ReactNode;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <details className={cx("group", className)}>
      <summary
        className={cx(
          buttonClasses(variant, size),
          "cursor-pointer list-none group-open:outline-2 group-open:outline-offset-2 group-open:outline-border [&::-webkit-details-marker]:hidden",
        )}
      >
        {label}
      </summary>
      <div className="mt-2 max-w-sm space-y-2 rounded-lg border border-destructive bg-card p-3 text-sm">
        <p className="break-words">{question}</p>
        {children}
      </div>
    </details>
  );
}
