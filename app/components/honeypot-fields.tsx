import { FORM_STARTED_FIELD, HONEYPOT_FIELD } from "~/domain/forms/honeypot";

/** A public form's bot traps (app/domain/forms/honeypot.ts); `formStarted` comes from the loader. */
export function HoneypotFields({ formStarted }: { formStarted: string }) {
  return (
    <>
      {/* Hidden from people and assistive technology, filled in by bots. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name={FORM_STARTED_FIELD} value={formStarted} />
    </>
  );
}
