import type { FieldConstraint, FormConstraints } from "~/domain/forms/fields";

/**
 * A form's browser checks, read from the zod schema its action parses with (docs/decisions/0024):
 * per field, the native constraint attributes and the schema's messages. Only this plain object
 * reaches the browser; what no attribute can say is answered by the server with the same messages.
 */

// zod 4's definitions, as far as this reads them (zod/v4/core's `_zod.def`).
type Check = { _zod: { def: CheckDef } };
type CheckDef = {
  check: string;
  error?: (issue: unknown) => unknown;
  minimum?: number;
  maximum?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
};
type Schema = { _zod: { def: Def } };
type Def = {
  type: string;
  error?: (issue: unknown) => unknown;
  checks?: Check[];
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  options?: Schema[];
  getter?: () => Schema;
  format?: string;
  pattern?: RegExp;
};

/** Which message a field's `data-invalid` carries when several rules have one: the most telling. */
const INVALID_RANK = { format: 0, range: 0, tooShort: 1, tooLong: 2 } as const;
type Draft = FieldConstraint & { invalidRank?: number; trimmed?: boolean; optional?: boolean };

function messageOf(error: ((issue: unknown) => unknown) | undefined): string | undefined {
  const message = error?.({ input: undefined });
  if (typeof message === "string") return message;
  if (message && typeof message === "object" && typeof (message as { message?: unknown }).message === "string")
    return (message as { message: string }).message;
  return undefined;
}

function setInvalid(field: Draft, rank: number, error: CheckDef["error"]) {
  const message = messageOf(error);
  if (!message || (field.invalidRank ?? Infinity) <= rank) return;
  field["data-invalid"] = message;
  field.invalidRank = rank;
}

/** A regex as a `pattern` attribute (matched whole, with the `v` flag), or undefined when it cannot be one. */
function patternOf(regex: RegExp, trimmed: boolean): string | undefined {
  if (regex.flags.replace("u", "") !== "") return undefined;
  const anchored = /^\^(.*[^\\])\$$/.exec(regex.source);
  // Only a regex anchored once at each end says "the whole value" the way a pattern does.
  if (!anchored || /(^|[^\\])[$^]/.test(anchored[1])) return undefined;
  const pattern = trimmed ? String.raw`\s*(?:${anchored[1]})\s*` : anchored[1];
  try {
    new RegExp(`^(?:${pattern})$`, "v");
  } catch {
    return undefined;
  }
  return pattern;
}

function readString(field: Draft, def: Def) {
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    if (check.check === "overwrite") field.trimmed = true;
    else if (check.check === "min_length" && check.minimum !== undefined) {
      if (check.minimum <= 1) field["data-missing"] ??= messageOf(check.error);
      else {
        field.minLength = check.minimum;
        setInvalid(field, INVALID_RANK.tooShort, check.error);
      }
    } else if (check.check === "max_length" && check.maximum !== undefined) {
      field.maxLength = Math.min(field.maxLength ?? Infinity, check.maximum);
      setInvalid(field, INVALID_RANK.tooLong, check.error);
    } else if (check.check === "string_format") {
      if (check.format === "regex" && check.pattern) field.pattern ??= patternOf(check.pattern, field.trimmed === true);
      setInvalid(field, INVALID_RANK.format, check.error);
    }
  }
  // z.email() and its kind are a format of their own, not a check.
  if (def.format) setInvalid(field, INVALID_RANK.format, def.error);
}

function readNumber(field: Draft, def: Def) {
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    const value = typeof check.value === "bigint" ? Number(check.value) : check.value;
    if (check.check === "greater_than" && value !== undefined) field.min = check.inclusive ? value : undefined;
    else if (check.check === "less_than" && value !== undefined) field.max = check.inclusive ? value : undefined;
    else if (check.check === "multiple_of" && value !== undefined) field.step = value;
    else if (check.check === "number_format") field.step ??= 1;
    else continue;
    setInvalid(field, INVALID_RANK.range, check.error);
  }
}

/**
 * `presence`: whether the value reaching this part may be missing ("optional"), must be there
 * ("required"), or was settled by an earlier part ("settled": the output side of a pipe).
 */
type Presence = "required" | "optional" | "settled";

function visit(schema: Schema, name: string, fields: Record<string, Draft>, presence: Presence): void {
  const def = schema._zod.def;
  switch (def.type) {
    case "object":
      for (const [key, inner] of Object.entries(def.shape ?? {})) visit(inner, name ? `${name}.${key}` : key, fields, presence);
      return;
    case "union":
      return visitUnion(def.options ?? [], name, fields);
    case "optional":
    case "default":
    case "prefault":
    case "catch":
      return visit(def.innerType!, name, fields, presence === "settled" ? presence : "optional");
    case "nullable":
    case "readonly":
      return visit(def.innerType!, name, fields, presence);
    case "lazy":
      return visit(def.getter!(), name, fields, presence);
    case "pipe":
      // A preprocess (a transform first) reads the raw text: the rules after it are still the field's.
      if (def.in!._zod.def.type === "transform") return visit(def.out!, name, fields, presence);
      // Otherwise what is posted meets the pipe's input: that alone says whether it may be left out.
      visit(def.in!, name, fields, presence);
      if (def.out!._zod.def.type !== "transform") visit(def.out!, name, fields, "settled");
      return;
    case "array":
    case "boolean":
      // Checkboxes: `required` would ask for every box of the name to be ticked. The server says "at least one".
      return;
  }
  if (!name) throw new Error("A form's schema is an object (or a union of objects).");
  const field = (fields[name] ??= {});
  // Required only when no part of the field's schema lets it be left out.
  if (presence === "optional" || (presence === "required" && (def.type === "unknown" || def.type === "any"))) field.optional = true;
  field["data-missing"] ??= messageOf(def.error);
  if (def.type === "string") readString(field, def);
  else if (def.type === "number") readNumber(field, def);
}

/** A field in every branch keeps what all branches agree on; one in some branches is not required. */
function visitUnion(options: Schema[], prefix: string, fields: Record<string, Draft>) {
  const branches = options.map((option) => {
    const branch: Record<string, Draft> = {};
    visit(option, prefix, branch, "required");
    return branch;
  });
  const names = new Set(branches.flatMap((branch) => Object.keys(branch)));
  for (const name of names) {
    const found = branches.map((branch) => branch[name]);
    const [first, ...rest] = found;
    if (!first || rest.some((other) => !other)) {
      fields[name] = { ...Object.assign({}, ...found.filter(Boolean)), optional: true };
      continue;
    }
    const agreed: Draft = {};
    for (const key of Object.keys(first) as (keyof Draft)[])
      if (rest.every((other) => other[key] === first[key])) Object.assign(agreed, { [key]: first[key] });
    if (found.some((other) => other.optional)) agreed.optional = true;
    fields[name] = agreed;
  }
}

function cleaned(field: Draft): FieldConstraint {
  const { invalidRank: _rank, trimmed: _trimmed, optional, ...constraint } = field;
  if (!optional) constraint.required = true;
  return Object.fromEntries(Object.entries(constraint).filter(([, value]) => value !== undefined)) as FieldConstraint;
}

const remembered = new WeakMap<object, FormConstraints>();

/** The browser checks of a form's schema, by field name (computed once per schema object). */
export function formConstraints(schema: unknown): FormConstraints {
  const known = remembered.get(schema as object);
  if (known) return known;
  const drafts: Record<string, Draft> = {};
  visit(schema as Schema, "", drafts, "required");
  const constraints: FormConstraints = {};
  for (const [name, draft] of Object.entries(drafts)) {
    const constraint = cleaned(draft);
    if (Object.keys(constraint).length > 0) constraints[name] = constraint;
  }
  remembered.set(schema as object, constraints);
  return constraints;
}
