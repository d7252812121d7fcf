import type { FieldMetadata } from "~/components/use-form";
import { useWords } from "~/components/use-words";
import { commonWords } from "~/locales/common";
import { FieldError } from "./text-field";

/**
 * The unticked box for texts (decision 0034): its label is the consent's words themselves, so
 * what a person ticks is what the consent record keeps. Kept ticked when a form comes back.
 */
export function ConsentBox({ meta, words, className = "" }: { meta: FieldMetadata; words: string; className?: string }) {
  const { howWeUseYourNumber, privacySuffix } = useWords(commonWords);
  return (
    <div className={className}>
      <label className="flex items-start gap-2 text-sm" htmlFor={meta.id}>
        <input
          key={meta.key}
          id={meta.id}
          type="checkbox"
          name={meta.name}
          value="on"
          defaultChecked={meta.initialValue === "on"}
          aria-invalid={meta.errors ? true : undefined}
          aria-describedby={meta.errors ? meta.errorId : undefined}
          className="mt-0.5 h-4 w-4 shrink-0"
        />
        <span>{words}</span>
      </label>
      <p className="mt-1 pl-6 text-sm">
        <a className="underline" href="/privacy#texts">
          {howWeUseYourNumber}
          <span className="sr-only">{privacySuffix}</span>
        </a>
      </p>
      <FieldError id={meta.errorId} error={meta.errors?.[0]} />
    </div>
  );
}
