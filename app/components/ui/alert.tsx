import type { ReactNode } from "react";
import { useSay } from "~/components/use-words";

/** A failure the user must notice (a list that could not load, a form-level refusal). */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg bg-destructive-soft p-4 font-medium text-destructive">
      {children}
    </p>
  );
}

/** A form's own error (not tied to one field), shown above its fields. */
export function FormError({ errors }: { errors?: string[] | null }) {
  const say = useSay();
  return errors?.length ? <ErrorAlert>{say(errors[0])}</ErrorAlert> : null;
}
