import { constraintMessage, isFieldElement } from "./field-constraints";
import { formValues, type FormErrors } from "./use-form";

/**
 * The browser's part of validation, without a library: each field carries native constraint
 * attributes and the spec's messages, read from the form's schema on the server
 * (docs/decisions/0024), and this hands useForm the browser's verdict so errors show before a round
 * trip. The server's zod schema checks everything again.
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
