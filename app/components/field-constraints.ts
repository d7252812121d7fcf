/**
 * The browser's verdict on one field, from its native constraint attributes and the spec's
 * messages beside them (`data-missing`, `data-invalid`): what form-checks.ts and useForm read.
 */
type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function isFieldElement(element: Element): element is FieldElement {
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

/** The message for one field's value, or null when the browser finds nothing wrong. */
export function constraintMessage(element: FieldElement): string | null {
  if (element.disabled || !element.willValidate) return null;
  const { validity, dataset } = element;
  // A field of spaces is as empty as a blank one (the server trims).
  const blank = element.type !== "radio" && element.type !== "checkbox" && element.type !== "file" && element.value.trim() === "";
  if (validity.valueMissing || (element.required && blank)) return dataset.missing ?? element.validationMessage;
  if (blank) return null;
  if (!validity.valid) return dataset.invalid ?? element.validationMessage;
  return null;
}
