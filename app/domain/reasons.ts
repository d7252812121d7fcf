/**
 * A reason the domain gives where it once gave a sentence (decision 0047): an id, "zip.empty",
 * that each language's catalogue in app/locales words. `reasons` makes a feature's ids, so every
 * id has one shape and its type names it exactly.
 */
export function reasons<const Feature extends string, const Key extends string>(
  feature: Feature,
  keys: readonly Key[],
): { readonly [K in Key]: `${Feature}.${K}` } {
  return Object.fromEntries(keys.map((key) => [key, `${feature}.${key}`])) as { readonly [K in Key]: `${Feature}.${K}` };
}

/** The ids of a table `reasons` made. */
export type ReasonOf<Table extends Readonly<Record<string, string>>> = Table[keyof Table];
