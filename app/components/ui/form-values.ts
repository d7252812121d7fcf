/**
 * A form's values as they come back from the server (the reply's `initialValue`): a field sent
 * twice comes back as a list, so a single-value input takes the first one rather than a list.
 */
export function firstString(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.find((item): item is string => typeof item === "string");
  return typeof value === "string" ? value : undefined;
}

/** Every string of a multi-value field (checkboxes, a multiple select). */
export function asStrings(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  return typeof value === "string" ? [value] : [];
}
