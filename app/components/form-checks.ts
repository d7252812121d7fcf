import { constraintMessage, isFieldElement } from "./field-constraints";
import { formValues, type FormErrors } from "./use-form";

/**
 * The browser's part of form validation, without a validation library: each field states its
 * rules as native constraint attributes (`required`, `pattern`, `type="email"`, `min`, `max`,
 * `minLength`) and the spec's messages beside them (`data-missing`, `data-invalid`), read from
 * the form's schema on the server (docs/decisions/0024); this reads the browser's verdict and
 * hands useForm the message, so errors show before a round trip.
 * The server checks everything again with the form's zod schema (the authority), including
 * what no attribute can say (Luhn digits, dates against the calendar, "at least one").
 */

/** useForm's onValidate: the first message of each named field the browser finds fault with. */
export function checkConstraints({ form }: { form: HTMLFormElement }): FormErrors {
  const errors: FormErrors = {};
  for (const element of Array.from(form.elements)) {
    if (!isFieldElement(element) || !element.name || errors[element.name]) continue;
    const message = constraintMessage(element);
    if (message) errors[element.name] = [message];
  }
  return errors;
}

type RuleResult = { ok: true } | { ok: false; errors: Partial<Record<string, string>> };

/**
 * useForm's onValidate from a pure rule of app/domain that gives each field's message (the same
 * rule the server's schema wraps, so the browser and the server agree by construction).
 */
export function checkWithRule(rule: (value: Record<string, unknown>) => RuleResult) {
  return ({ formData }: { formData: FormData }): FormErrors => {
    const result = rule(formValues(formData));
    const errors: FormErrors = {};
    if (!result.ok) for (const [name, message] of Object.entries(result.errors)) if (message) errors[name] = [message];
    return errors;
  };
}

/**
 * When every form checks its fields: first when a field is left, then at each keystroke once it
 * has been checked, so an error goes away while the value is being fixed. (Checked again only on
 * leaving, the error would vanish as the submit button is pressed, the button would move under
 * the pointer, and the click would be lost.)
 */
export const CHECK_AS_YOU_TYPE = { shouldValidate: "onBlur", shouldRevalidate: "onInput" } as const;
