/**
 * Finds the POST forms a page renders, as a browser without JavaScript would submit them: where
 * each posts to and which fields it has (with the values offered by hidden inputs, selects,
 * checkboxes, radios and named buttons). New forms are fuzzed without anyone listing them.
 */
export type FieldKind =
  | "text"
  | "email"
  | "tel"
  | "number"
  | "date"
  | "time"
  | "password"
  | "hidden"
  | "select"
  | "checkbox"
  | "radio"
  | "textarea"
  | "file"
  | "url"
  | "button";

export type DiscoveredField = { name: string; kind: FieldKind; values: string[] };

export type DiscoveredForm = { role: string; cookie: string; action: string; fields: DiscoveredField[]; multipart?: boolean };

const ATTRIBUTE = /([a-zA-Z-]+)(?:="([^"]*)")?/g;

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(ATTRIBUTE)) attributes[name.toLowerCase()] = decode(value ?? "");
  return attributes;
}

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function fieldsOf(html: string): DiscoveredField[] {
  const fields = new Map<string, DiscoveredField>();
  const add = (name: string, kind: FieldKind, value?: string) => {
    const field = fields.get(name) ?? { name, kind, values: [] };
    if (value !== undefined && !field.values.includes(value)) field.values.push(value);
    fields.set(name, field);
  };
  for (const [tag] of html.matchAll(/<(input|button)\b[^>]*>/g)) {
    const attributes = attributesOf(tag);
    if (!attributes.name) continue;
    if (tag.startsWith("<button")) add(attributes.name, "button", attributes.value ?? "");
    else add(attributes.name, (attributes.type ?? "text") as FieldKind, attributes.value);
  }
  for (const [, open, body] of html.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    const { name } = attributesOf(open);
    if (!name) continue;
    add(name, "select");
    for (const [option] of body.matchAll(/<option\b[^>]*>/g)) add(name, "select", attributesOf(option).value ?? "");
  }
  for (const [tag] of html.matchAll(/<textarea\b[^>]*>/g)) {
    const { name } = attributesOf(tag);
    if (name) add(name, "textarea");
  }
  return [...fields.values()];
}

/** The forms on one page. */
export function formsOf(html: string, pagePath: string): Array<Omit<DiscoveredForm, "role" | "cookie">> {
  const forms: Array<Omit<DiscoveredForm, "role" | "cookie">> = [];
  for (const [, open, body] of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const attributes = attributesOf(open);
    if ((attributes.method ?? "get").toLowerCase() !== "post") continue;
    forms.push({
      action: attributes.action || pagePath,
      fields: fieldsOf(body),
      multipart: attributes.enctype === "multipart/form-data",
    });
  }
  return forms;
}

/** Reads every page as its role and returns each distinct form once (per role and action). */
export async function discoverForms(
  base: string,
  visits: Array<{ role: string; cookie: string; paths: string[] }>,
): Promise<DiscoveredForm[]> {
  const found = new Map<string, DiscoveredForm>();
  for (const { role, cookie, paths } of visits) {
    for (const path of paths) {
      const response = await fetch(`${base}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
      if (response.status !== 200) throw new Error(`${role} ${path} answered ${response.status}`);
      for (const form of formsOf(await response.text(), path)) {
        const key = `${role} ${form.action} ${form.fields.map((field) => field.name).join(",")}`;
        if (!found.has(key)) found.set(key, { role, cookie, ...form });
      }
    }
  }
  return [...found.values()];
}
