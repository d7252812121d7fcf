import type { Language } from "~/domain/language";

/**
 * A feature's words in every language (docs/decisions/0044): English is the reference, and the
 * Spanish must name every one of its keys (the type says so; `tests/unit/locales.test.ts` checks
 * that both use the same `{placeholders}`).
 */
export type Words<English extends Record<string, string>> = { readonly [L in Language]: { readonly [K in keyof English]: string } };

export function defineWords<English extends Record<string, string>>(en: English, es: { [K in keyof English]: string }): Words<English> {
  return { en, es };
}

/** A sentence with its `{name}` placeholders filled in. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
