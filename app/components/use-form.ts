import { useEffect, useRef, useState, type FormEvent } from "react";
import type { FieldConstraint, FormConstraints } from "~/domain/forms/fields";
import { isFieldElement } from "./field-constraints";
import { useTypedValues } from "./use-words";

export type { FieldConstraint, FormConstraints };

/**
 * The browser's side of a form without a form library (docs/decisions/0011, 0024): it shows the
 * server's reply (errors and values), checks each field by the attributes its schema gave it, stops
 * a post the browser already knows is wrong and focuses its first wrong field. Names and ids follow
 * conform's (`${formId}-${name}`).
 */

/** What an action's `submission.reply()` sends back: the values posted and each field's messages ("" for the form's own). */
export type SubmissionResult = {
  status?: "success" | "error";
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null> | null;
};

/** Each field's messages by name, "" for the form's own; a name without a message is absent. */
export type FormErrors = Record<string, string[]>;

export type Validate = (context: { form: HTMLFormElement; formData: FormData }) => FormErrors;

type When = "onSubmit" | "onBlur" | "onInput";

export type FormOptions = {
  id: string;
  lastResult?: SubmissionResult | null;
  defaultValue?: Record<string, unknown>;
  /** The form's checks from its server schema (a loader's `formConstraints(schema)`), put on each field. */
  constraint?: FormConstraints;
  onValidate?: Validate;
  /** When a field is first checked (always, at the latest, on submit). */
  shouldValidate?: When;
  /** When a field checked once is checked again. */
  shouldRevalidate?: When;
  /** Called for a submission the browser found no fault with (it may still prevent it). */
  onSubmit?: (event: FormEvent<HTMLFormElement>, context: { formData: FormData }) => void;
  /**
   * The browser's checks are the server's whole rule (onValidate runs the same domain rule): a
   * post they find fault with is not sent. Otherwise it is, so the server's reply shows every
   * message at once, those no attribute can say too (docs/decisions/0028).
   */
  checksAreComplete?: boolean;
};

export type FieldMetadata = {
  id: string;
  name: string;
  errorId: string;
  /** Changes when the form is reset, so uncontrolled inputs take their initial value again. */
  key: string;
  initialValue: unknown;
  /** The value as it is now (what was typed), or the initial value before any typing. */
  value: unknown;
  errors: string[] | undefined;
  /** The field's checks from the form's schema (none when the form was given none). */
  constraint: FieldConstraint | undefined;
  getFieldset: () => Record<string, FieldMetadata>;
};

export type FormMetadata = {
  id: string;
  /**
   * A submission was tried and refused (by the server's reply, or by the browser's checks at
   * submit): the form's error summary shows (app/components/ui/form-error-summary.tsx).
   */
  attempted: boolean;
  /** Changes with every refused attempt, so the summary takes the focus each time. */
  attemptKey: string;
  /** The form's own messages (not any field's). */
  errors: string[] | undefined;
  /** Every message shown, by field name ("" for the form's own). */
  allErrors: FormErrors;
  reset: () => void;
  /** The form's reset event (its own reset(), or the reset after a success): what was typed and found goes. */
  onReset: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onBlur: (event: FormEvent<HTMLFormElement>) => void;
  onInput: (event: FormEvent<HTMLFormElement>) => void;
};

type State = {
  resets: number;
  /** The reply these checks were made against: a new reply starts afresh. */
  result: SubmissionResult | null | undefined;
  /** Fields the browser has checked: theirs are the errors shown, not the server's. */
  checked: ReadonlySet<string>;
  found: FormErrors;
  /** Values as typed (as formValues reads them); null until the first input. */
  values: Record<string, unknown> | null;
  /** Reset since the reply came: its errors and values are no longer shown. */
  dismissed: boolean;
  /** Submissions the browser's checks refused since the reply came. */
  refusals: number;
};

function valueAt(source: unknown, name: string): unknown {
  let value = source;
  for (const part of name.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function serverErrors(result: SubmissionResult | null | undefined): FormErrors {
  const errors: FormErrors = {};
  for (const [name, messages] of Object.entries(result?.error ?? {})) if (messages?.length) errors[name] = messages;
  return errors;
}

/**
 * A form's values as the server's parse sees them: "a.b" names nested, a name given more than
 * once a list, files left out (a check reads those from the FormData itself).
 */
export function formValues(formData: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of formData) {
    if (typeof value !== "string") continue;
    const path = name.split(".");
    let target = values;
    for (const part of path.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
    const last = path[path.length - 1];
    const earlier = target[last];
    target[last] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return values;
}

function hasChosenFiles(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some(
    (element) => element instanceof HTMLInputElement && element.type === "file" && (element.files?.length ?? 0) > 0,
  );
}

function fieldNamesOf(form: HTMLFormElement): string[] {
  // "" is the form's own: a check may find fault with the form as a whole.
  return ["", ...Array.from(form.elements).flatMap((element) => (isFieldElement(element) && element.name ? [element.name] : []))];
}

export function useForm(options: FormOptions): [FormMetadata, Record<string, FieldMetadata>] {
  const { id, lastResult, defaultValue, onValidate } = options;
  const shouldValidate = options.shouldValidate ?? "onSubmit";
  const shouldRevalidate = options.shouldRevalidate ?? shouldValidate;
  const fresh = (resets: number): State => ({
    resets,
    result: lastResult,
    checked: new Set(),
    found: {},
    values: null,
    dismissed: false,
    refusals: 0,
  });
  // Which reply this is: a new one (even with the same errors) is a new attempt.
  const replies = useRef({ result: lastResult, count: 0 });
  if (replies.current.result !== lastResult) replies.current = { result: lastResult, count: replies.current.count + 1 };
  const [state, setState] = useState<State>(() => fresh(0));
  if (state.result !== lastResult) setState(fresh(state.resets));
  // Fields changed while a post was on its way: the server's reply judged their old values.
  const editedSincePost = useRef(new Set<string>());

  const fromServer = state.dismissed ? {} : serverErrors(lastResult);
  const errorsOf = (name: string) => (state.checked.has(name) ? state.found[name] : fromServer[name]);
  // A language switch without JavaScript brings what was typed back (issue 54).
  const typed = useTypedValues(id);
  const initialValues = (!state.dismissed && lastResult?.initialValue) || (typed ? { ...defaultValue, ...typed } : defaultValue);

  const field = (name: string): FieldMetadata => {
    const initialValue = valueAt(initialValues, name);
    return {
      id: `${id}-${name}`,
      name,
      errorId: `${id}-${name}-error`,
      key: `${id}-${state.resets}`,
      initialValue,
      value: state.values ? valueAt(state.values, name) : initialValue,
      errors: errorsOf(name),
      constraint: options.constraint?.[name],
      getFieldset: () => fieldset(`${name}.`),
    };
  };
  const fieldset = (prefix: string) =>
    new Proxy({} as Record<string, FieldMetadata>, {
      get: (_target, key) => (typeof key === "string" ? field(`${prefix}${key}`) : undefined),
    });

  // A field the server found fault with counts as checked: fixing it clears the error as it is typed.
  const wasChecked = (name: string) => state.checked.has(name) || fromServer[name] !== undefined;
  const check = (form: HTMLFormElement, names: readonly string[]) => {
    const formData = new FormData(form);
    const found = onValidate ? onValidate({ form, formData }) : {};
    setState((current) => ({ ...current, checked: new Set([...current.checked, ...names]), found, values: formValues(formData) }));
    return found;
  };

  // The reply came: a field changed meanwhile shows the browser's verdict on what it holds now,
  // not the server's on what was sent.
  useEffect(() => {
    const names = [...editedSincePost.current];
    editedSincePost.current = new Set();
    const element = document.getElementById(id);
    if (names.length > 0 && lastResult && element instanceof HTMLFormElement) check(element, names);
  }, [lastResult]);

  const allErrors: FormErrors = { ...fromServer };
  for (const name of state.checked) {
    if (state.found[name]) allErrors[name] = state.found[name];
    else delete allErrors[name];
  }

  const form: FormMetadata = {
    id,
    attempted: state.refusals > 0 || (!state.dismissed && lastResult?.status === "error"),
    attemptKey: `${replies.current.count}-${state.refusals}`,
    errors: errorsOf(""),
    allErrors,
    reset() {
      // The inputs without a key of the form's (plain checkboxes) go back to their defaults too;
      // the form's reset event then clears what was checked and typed (onReset).
      const element = document.getElementById(id);
      if (element instanceof HTMLFormElement) element.reset();
      else setState((current) => ({ ...fresh(current.resets + 1), result: current.result, dismissed: true }));
    },
    onReset() {
      setState((current) => ({ ...fresh(current.resets + 1), result: current.result, dismissed: true }));
    },
    onSubmit(event) {
      const element = event.currentTarget;
      editedSincePost.current = new Set();
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      // A button that asks for no checks (formnovalidate: "e-mail me a link" beside a password) posts as it is.
      if (submitter?.hasAttribute("formnovalidate")) {
        options.onSubmit?.(event, { formData: new FormData(element, submitter) });
        return;
      }
      const found = check(element, fieldNamesOf(element));
      const wrong = Array.from(element.elements).some((control) => isFieldElement(control) && found[control.name]?.length);
      // The browser's messages show at once, with the form's summary, which takes the focus. The
      // post still goes when the server may know more (a rule no attribute can say), so every
      // message comes back together, as without JavaScript; not when the checks are the whole
      // rule, nor when chosen photos would be uploaded only to be refused.
      if (wrong) {
        setState((current) => ({ ...current, refusals: current.refusals + 1 }));
        if (options.checksAreComplete || hasChosenFiles(element)) event.preventDefault();
        return;
      }
      options.onSubmit?.(event, { formData: new FormData(element, submitter) });
    },
    onBlur(event) {
      const target = event.target;
      if (!(target instanceof Element) || !isFieldElement(target) || !target.name) return;
      if (shouldValidate === "onBlur" || (wasChecked(target.name) && shouldRevalidate === "onBlur")) {
        check(event.currentTarget, [target.name]);
      }
    },
    onInput(event) {
      const target = event.target;
      const element = event.currentTarget;
      if (!(target instanceof Element) || !isFieldElement(target) || !target.name) return;
      editedSincePost.current.add(target.name);
      if (shouldValidate === "onInput" || (wasChecked(target.name) && shouldRevalidate === "onInput")) {
        check(element, [target.name]);
      } else {
        setState((current) => ({ ...current, values: formValues(new FormData(element)) }));
      }
    },
  };
  return [form, fieldset("")];
}

/** The props a `<Form>` takes from its form: the browser's own bubbles give way to the spec's messages. */
export function getFormProps(form: FormMetadata) {
  return { id: form.id, noValidate: true, onSubmit: form.onSubmit, onReset: form.onReset, onBlur: form.onBlur, onInput: form.onInput };
}

/** The props of a field's input (its `key` apart: React must get that one directly), with its schema's checks. */
export function getInputProps(field: FieldMetadata, { type, value = "on" }: { type: string; value?: string }) {
  const base = { key: field.key, id: field.id, name: field.name, type };
  if (type === "checkbox" || type === "radio") {
    const initial = field.initialValue;
    const { required, "data-missing": missing } = field.constraint ?? {};
    return {
      ...base,
      required,
      "data-missing": missing,
      value,
      defaultChecked: Array.isArray(initial) ? initial.includes(value) : initial === value,
    };
  }
  return {
    ...base,
    ...constraintFor(type, field.constraint),
    defaultValue: typeof field.initialValue === "string" ? field.initialValue : undefined,
  };
}

const TEXT_TYPES = new Set(["text", "search", "url", "tel", "email", "password"]);
const RANGE_TYPES = new Set(["date", "month", "week", "time", "datetime-local", "number", "range"]);

/** Only the checks an input of this type takes (HTML refuses `pattern` on a date, `min` on a text). */
function constraintFor(type: string, constraint: FieldConstraint | undefined): FieldConstraint {
  const { pattern, minLength, maxLength, min, max, step, ...always } = constraint ?? {};
  return {
    ...always,
    ...(TEXT_TYPES.has(type) ? { pattern, minLength, maxLength } : {}),
    ...(RANGE_TYPES.has(type) ? { min, max, step } : {}),
  };
}

/**
 * The props of a field's select (its `key` apart), with its schema's checks that a select has.
 * Not `required`: our selects open on a real choice or a placeholder the server refuses, and HTML
 * allows `required` only where the first option is an empty placeholder.
 */
export function getSelectProps(field: FieldMetadata) {
  const { "data-missing": missing, "data-invalid": invalid } = field.constraint ?? {};
  return {
    key: field.key,
    id: field.id,
    name: field.name,
    "data-missing": missing,
    "data-invalid": invalid,
    defaultValue: typeof field.initialValue === "string" ? field.initialValue : undefined,
  };
}

/** The props of a field's textarea (its `key` apart), with its schema's checks that a textarea has. */
export function getTextareaProps(field: FieldMetadata) {
  const { pattern: _pattern, min: _min, max: _max, step: _step, ...constraint } = field.constraint ?? {};
  return {
    key: field.key,
    id: field.id,
    name: field.name,
    ...constraint,
    defaultValue: typeof field.initialValue === "string" ? field.initialValue : undefined,
  };
}
