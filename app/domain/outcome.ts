/**
 * The one way a use case says no (docs/decisions/0016): a refusal with the HTTP status it
 * stands for and the words a person reads, beside a field when it belongs to one. Routes map it
 * to a response with app/lib/refusals.server.ts; nothing else carries failure between layers.
 */
export type RefusalStatus = 400 | 403 | 404 | 409 | 410 | 413 | 429 | 500;

export type Refusal = {
  ok: false;
  status: RefusalStatus;
  /** What the person reads, or a reason's id that app/locales words (`reasons`): above the form, in a toast, or as the page's text. */
  message: string;
  /** The field the message belongs beside, when it belongs to one. */
  field?: string;
  /** Several fields' messages found together (checks that ran side by side). */
  fieldErrors?: Record<string, string[]>;
  /** What the page may offer for this refusal (a sign-in link for a taken e-mail...). */
  code?: string;
};

export type Outcome<T extends object = object> = ({ ok: true } & T) | Refusal;

export function refuse(status: RefusalStatus, message: string, field?: string): Refusal {
  return { ok: false, status, message, field };
}

/** The form's own checks failed: the reply carries the schema's messages and nothing more. */
export const INVALID_FORM = "invalid-form";

export function refuseForm(fieldErrors?: Record<string, string[]>, status: RefusalStatus = 400): Refusal {
  const first = fieldErrors ? Object.values(fieldErrors)[0]?.[0] : undefined;
  // FORM_REASONS.correctFields, named by its id: forms/fields.ts imports this module.
  return { ok: false, status, message: first ?? "form.correctFields", fieldErrors, code: INVALID_FORM };
}

/**
 * A reason the domain gives where it once gave a sentence (decision 0047): an id, "zip.empty",
 * that each language's catalogue in app/locales words. `reasons` makes a feature's ids, so every
 * id has one shape and its type names it exactly. A module marks the call that makes its table
 * `@__PURE__`, and a reason with values made at its top names its id as a literal
 * (`"series.count" satisfies SeriesReason`) rather than reading the table, which would count as code
 * run on load: a bundler then drops what no code on the page reads, and keeps no module for it.
 */
export function reasons<const Feature extends string, const Key extends string>(
  feature: Feature,
  keys: readonly Key[],
): { readonly [K in Key]: `${Feature}.${K}` } {
  return Object.fromEntries(keys.map((key) => [key, `${feature}.${key}`])) as { readonly [K in Key]: `${Feature}.${K}` };
}

/** The ids of a table `reasons` made. */
export type ReasonOf<Table extends Readonly<Record<string, string>>> = Table[keyof Table];

/**
 * A reason with the values its words need, as one string that travels as a reason does (a toast's
 * cookie, a field's error): "area.tooMany?max=20". Its catalogue's words fill `{max}`. A value may
 * be a reason itself or a local start ("2026-12-08T10:00"), worded in the reader's language; a list
 * of values is worded as a list.
 */
export function reasonWith(id: string, values: Readonly<Record<string, string | number | readonly string[]>>): string {
  const pairs = Object.entries(values).flatMap(([name, value]) =>
    typeof value === "object" ? value.map((each) => [name, each]) : [[name, String(value)]],
  );
  return `${id}?${new URLSearchParams(pairs)}`;
}

/**
 * What a page or form says when the record its address names is not there, or not the reader's
 * (decision 0047): one id per kind of record, worded in app/locales/reasons-forms.ts.
 */
export const NOT_FOUND_REASONS = /* @__PURE__ */ reasons("notFound", [
  "booking",
  "service",
  "serviceClosed",
  "request",
  "quote",
  "conversation",
  "conversationAddress",
  "message",
  "payment",
  "customer",
  "waitlistEntry",
  "application",
  "shortLink",
  "category",
  "email",
]);
export type NotFoundReason = ReasonOf<typeof NOT_FOUND_REASONS>;
