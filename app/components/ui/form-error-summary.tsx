import { Fragment, useEffect, useRef, type MouseEvent } from "react";
import { commonWords } from "~/locales/common";
import { fill } from "~/locales/words";
import { useWords } from "~/components/use-words";
import type { FormMetadata } from "~/components/use-form";

/** A field's name in the summary, and the element its link goes to when that is not `${form}-${name}`. */
export type SummaryLabel = string | { label: string; target: string };

/** "customer_phone" → "Customer phone": a field no label was given for still reads as words. */
function wordsOf(name: string): string {
  const words = name
    .replace(/\.\d+$/, "")
    .split(/[._]/)
    .filter(Boolean)
    .join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A nested field ("availability.monday.endTime") is named by its nearest labelled part ("availability"). */
function labelledPart(name: string, labels: Readonly<Record<string, SummaryLabel>>): string | null {
  for (let part = name; part; part = part.slice(0, Math.max(0, part.lastIndexOf(".")))) if (part in labels) return part;
  return null;
}

export function summaryItems(
  formId: string,
  errors: FormMetadata["allErrors"],
  labels: Readonly<Record<string, SummaryLabel>>,
): Array<{ name: string; label: string; target: string }> {
  const order = Object.keys(labels);
  const rank = (name: string) => {
    const part = labelledPart(name, labels);
    return part === null ? order.length : order.indexOf(part);
  };
  return Object.entries(errors)
    .filter(([name, messages]) => name !== "" && messages.length > 0)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([name]) => {
      const part = labelledPart(name, labels);
      const given = part === null ? undefined : labels[part];
      // "Notes (optional)" is named "Notes": a field with an error is being filled in.
      const label = (typeof given === "string" ? given : (given?.label ?? wordsOf(name))).replace(/\s*\(optional\)$/, "");
      const target = typeof given === "object" ? given.target : `${formId}-${part ?? name}`;
      return { name, label, target };
    });
}

/** What the summary reads of a form: a useForm form's metadata, or `useRefusal`'s for a form without one. */
export type SummarisedForm = Pick<FormMetadata, "id" | "attempted" | "attemptKey" | "allErrors">;

/**
 * A form without useForm whose action answers one error, with the field it belongs to (null: the
 * form's own). `reply` is the action's answer as it came (a new one is a new attempt).
 */
export function useRefusal(
  id: string,
  error: { message: string; field: string | null } | null | undefined,
  reply: unknown = error,
): SummarisedForm {
  const replies = useRef({ reply, count: 0 });
  if (replies.current.reply !== reply) replies.current = { reply, count: replies.current.count + 1 };
  return {
    id,
    attempted: Boolean(error?.field),
    attemptKey: String(replies.current.count),
    allErrors: error?.field ? { [error.field]: [error.message] } : {},
  };
}

/**
 * What a refused form must fix, at its top: "2 things to fix: Phone, Date", each name a link to its
 * field and message. It takes the focus, by script or by `autofocus` without one, and
 * `#form-errors` reaches it (docs/decisions/0040). Every form with fields renders one first inside
 * its `<Form>`.
 */
export function FormErrorSummary({ form, labels = {} }: { form: SummarisedForm; labels?: Readonly<Record<string, SummaryLabel>> }) {
  const summary = useRef<HTMLDivElement>(null);
  const words = useWords(commonWords);
  const items = form.attempted ? summaryItems(form.id, form.allErrors, labels) : [];
  const shown = items.length > 0;
  useEffect(() => {
    if (shown) summary.current?.focus();
    // Each refused attempt, not each keystroke that changes the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form.attemptKey]);
  if (!shown) return null;

  const goTo = (event: MouseEvent<HTMLAnchorElement>, target: string) => {
    const place = document.getElementById(target);
    // A group (times, radio buttons) is reached at its first choice that can be taken.
    const field = place?.matches("input, select, textarea")
      ? place
      : place?.querySelector<HTMLElement>("input:not([disabled]):not([type=hidden]), select, textarea");
    if (!place || !field) return;
    event.preventDefault();
    place.scrollIntoView({ block: "center" });
    field.focus({ preventScroll: true });
  };
  // A field named twice (a group's parts) is one thing to fix.
  const things = items.filter((item, index) => items.findIndex((other) => other.label === item.label) === index);
  return (
    <div
      ref={summary}
      id="form-errors"
      data-form-errors={form.id}
      tabIndex={-1}
      // Without JavaScript the refused page comes back at its top: this is what brings the view
      // and the focus to what must be fixed (with JavaScript the effect above does).
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      className="w-full scroll-mt-4 rounded-lg border-2 border-destructive bg-destructive-soft px-4 py-3 font-semibold text-destructive focus:outline-3 focus:outline-offset-2 focus:outline-ring"
    >
      {things.length === 1 ? words.oneThingToFix : fill(words.thingsToFix, { count: things.length })}:{" "}
      {things.map((item, index) => (
        <Fragment key={item.name}>
          {index > 0 ? ", " : null}
          <a href={`#${item.target}`} className="underline underline-offset-2" onClick={(event) => goTo(event, item.target)}>
            {item.label}
          </a>
        </Fragment>
      ))}
    </div>
  );
}
