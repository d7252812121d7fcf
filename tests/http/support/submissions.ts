import type { DiscoveredField, DiscoveredForm } from "./forms";

/** A small seeded generator (mulberry32): the same seed replays the same submissions. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)];
  return { next, int, pick, chance: (probability: number) => next() < probability };
}

export type Random = ReturnType<typeof createRandom>;

export type Submission = { body: BodyInit | undefined; headers: Record<string, string>; description: string };

const UNICODE = [
  "😀🏠",
  "Zoë Ñandú",
  "שלום",
  "مرحبا",
  "e\u0301\u0301\u0301",
  "\u200b\u200d\u2060",
  "𝕏𝕐",
  "\ufeffBOM",
  "\ud800 lone",
  "İı",
  "ﬀ",
  "\u202eevil",
];
const CONTROL = ["\u0000", "\u0007", "\u0008", "\u001b[31m", "\u007f", "\r", "\u000b", "\u000c", "\u0085"];
const BAD_IDS = [
  "",
  "0",
  "-1",
  "00000000-0000-0000-0000-000000000000",
  "4d1c7d5e-0d5b-4a44-9c3e-7a0f6e0f0000",
  "../../etc/passwd",
  "1 OR 1=1",
  "'; DROP TABLE bookings; --",
  "%00",
  "x".repeat(300),
  "[object Object]",
  "NaN",
  "1e309",
];
const BAD_DATES = [
  "2025-02-30",
  "9999-99-99",
  "0000-00-00",
  "2030-13-01",
  "2026-11-22T10:00:00Z",
  "yesterday",
  "-000001-01-01",
  "20261122",
  "2026-1-2",
];
const BAD_TIMES = ["25:00", "10:15", "10:00:00", "-1:00", "9:00", "24:00", "07:30", "17:30", "noon", "１０:００"];
const BAD_NUMBERS = ["-1", "0", "1e9", "NaN", "Infinity", "3.5", "0x10", " 25 ", "９", "999999999999999999999"];

/** Text that, if echoed without escaping, would become markup. */
const markup = (run: number) => `<fuzz-${run} onmouseover="x">'"&`;

function validish(field: DiscoveredField, random: Random, run: number): string {
  if (field.values.length > 0 && ["hidden", "select", "checkbox", "radio", "button"].includes(field.kind)) return random.pick(field.values);
  switch (field.kind) {
    case "email":
      return `fuzz${random.int(1, 9999)}@example.org`;
    case "tel":
      return "(512) 555-0100";
    case "number":
      return String(random.int(0, 100));
    case "date":
      return new Date(Date.now() + random.int(-5, 100) * 86_400_000).toISOString().slice(0, 10);
    case "time":
      return random.pick(["08:00", "10:30", "17:30"]);
    case "url":
      return "https://example.org";
    case "password":
      return "fuzz-password";
    default:
      return random.chance(0.3) ? markup(run) : `Fuzz value ${random.int(1, 9999)}`;
  }
}

function mutated(field: DiscoveredField, random: Random, run: number): string {
  switch (random.int(0, 8)) {
    case 0:
      return "";
    case 1:
      return random.pick(UNICODE) + markup(run);
    case 2:
      return `Fuzz${random.pick(CONTROL)}value`;
    case 3:
      // Past the schemas' lengths, up to the field limit (16 KB) and now and then past it.
      return "z".repeat(random.chance(0.15) ? random.pick([16 * 1024 + 1, 40_000]) : random.pick([81, 256, 1001, 5001, 16 * 1024 - 1]));
    case 4:
      return random.pick(BAD_IDS);
    case 5:
      return random.pick(BAD_DATES);
    case 6:
      return random.pick(BAD_TIMES);
    case 7:
      return random.pick(BAD_NUMBERS);
    default:
      return markup(run) + validish(field, random, run);
  }
}

function multipartBody(entries: Array<[string, string]>, random: Random) {
  const boundary = `----fuzz${random.int(1, 1e9)}`;
  const parts = entries.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/"/g, "%22")}"\r\n\r\n${value}\r\n`,
  );
  if (random.chance(0.3)) {
    const filename = random.pick(["logo=final.png", "a;b.png", "", "../../x.png", "😀.png", 'q"uote.png']);
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\nnot really a png\r\n`,
    );
  }
  const body = parts.join("") + (random.chance(0.15) ? "" : `--${boundary}--\r\n`);
  return { body, headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` } };
}

/**
 * One malformed submission of a form: plausible values for most fields, then some fields left
 * out, repeated or replaced (empty, huge, unicode, control characters, markup, bad ids, dates,
 * times and numbers), extra fields, and now and then a wrong or missing content type.
 */
export function malformedSubmission(form: DiscoveredForm, random: Random, run: number): Submission {
  const notes: string[] = [];
  const entries: Array<[string, string]> = [];
  for (const field of form.fields) {
    if (field.kind === "file") continue;
    if (random.chance(0.15)) {
      notes.push(`-${field.name}`);
      continue;
    }
    const mutation = random.chance(0.35);
    const value = mutation ? mutated(field, random, run) : validish(field, random, run);
    entries.push([field.name, value]);
    if (mutation) notes.push(`${field.name}=${JSON.stringify(value.slice(0, 40))}`);
    if (random.chance(0.08)) {
      const repeats = random.int(1, 4);
      for (let i = 0; i < repeats; i++) entries.push([field.name, mutated(field, random, run)]);
      notes.push(`${field.name}×${repeats + 1}`);
    }
  }
  if (random.chance(0.2)) {
    entries.push([
      random.pick(["__proto__", "constructor", "intent", "redirectTo", "role", "user_id", "status", "x".repeat(200)]),
      random.pick([markup(run), "//evil.example", "admin", "https://evil.example/", ...UNICODE]),
    ]);
    notes.push(`extra ${entries.at(-1)?.[0].slice(0, 20)}`);
  }

  const shape = random.int(0, 19);
  if (shape === 0)
    return {
      body: JSON.stringify(Object.fromEntries(entries)),
      headers: { "Content-Type": "application/json" },
      description: `JSON ${notes.join(" ")}`,
    };
  if (shape === 1)
    return {
      body: new URLSearchParams(entries).toString(),
      headers: { "Content-Type": "text/plain" },
      description: `text/plain ${notes.join(" ")}`,
    };
  if (shape === 2) return { body: undefined, headers: {}, description: "no body" };
  if (shape <= 6 || form.multipart) {
    const { body, headers } = multipartBody(entries, random);
    return { body, headers, description: `multipart ${notes.join(" ")}` };
  }
  return {
    body: new URLSearchParams(entries).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    description: `urlencoded ${notes.join(" ")}`,
  };
}
