import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { createUser } from "~/models/user.server";
import { providerSignUpSchema } from "~/domain/accounts/sign-in.schema.server";
import { serviceAreaFormSchema } from "~/domain/places/service-area.schema.server";
import { zipSchema } from "~/domain/places/zip.schema.server";
import { startApp } from "../support/http-server";
import { signIn } from "./support/client";

/**
 * The browser checks fields by the attributes the pages render (app/components/form-checks.ts)
 * and the server by the forms' schemas. The attributes must never refuse what the server
 * accepts (a customer could not send a good value): here the attributes are read from the pages
 * the real server sends, and agree with the schemas on every value tried.
 */
let app: Awaited<ReturnType<typeof startApp>>;
let providerCookie: string;

beforeAll(async () => {
  app = await startApp();
  await createUser(getDb(), { email: "constraints-pro@example.com", password: "constraints-password", role: "provider" });
  providerCookie = await signIn(app.base, "/provider?index", "constraints-pro@example.com", "constraints-password");
});

afterAll(() => app.close());

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" };

/** The attributes of the input named `name` in a page's HTML, as the browser reads them. */
async function renderedInput(path: string, name: string, cookie?: string): Promise<Record<string, string>> {
  const response = await fetch(`${app.base}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  expect(response.status, path).toBe(200);
  const html = await response.text();
  for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
    const attributes = Object.fromEntries(
      [...tag.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)]
        .slice(1)
        .map(([, key, value = ""]) => [key.toLowerCase(), value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity])]),
    );
    if (attributes.name === name) return attributes;
  }
  throw new Error(`${path} renders no input named ${name}`);
}

/** What the browser's pattern check says (the whole value must match, with the "v" flag). */
const matchesPattern = (pattern: string, value: string) => new RegExp(`^(?:${pattern})$`, "v").test(value);

const ZIP_SAMPLES = [
  "78701",
  " 78701 ",
  "78701-1234",
  "00501",
  "7870",
  "787011",
  "78701-12",
  "abcde",
  "78 701",
  "78701-123a",
  "78701-",
  "７８７０１",
];

describe("the zip fields' pattern", () => {
  it.each([
    ["home's zip form", "/", "zip"],
    ["the application's zip code", "/join", "zip_code"],
  ])("on %s agrees with the zip schema", async (_label, path, name) => {
    const input = await renderedInput(path, name);
    expect(input.pattern).toBeTruthy();
    for (const value of ZIP_SAMPLES) expect(matchesPattern(input.pattern, value), value).toBe(zipSchema.safeParse(value).success);
  });

  it("on the portal's service areas agrees with the zip schema", async () => {
    const input = await renderedInput("/provider/areas", "zip_code", providerCookie);
    for (const value of ZIP_SAMPLES) expect(matchesPattern(input.pattern, value), value).toBe(zipSchema.safeParse(value).success);
  });
});

describe("the sign-up password's minlength", () => {
  it("agrees with the schema", async () => {
    const input = await renderedInput("/provider?tab=signup", "password");
    expect(input.minlength).toBe("6");
    for (const password of ["12345", "123456", "      ", "a b c d"]) {
      const byAttribute = password.length >= Number(input.minlength);
      expect(byAttribute, JSON.stringify(password)).toBe(providerSignUpSchema.shape.password.safeParse(password).success);
    }
  });
});

describe("the service area radius's min, max and step", () => {
  it("agree with the schema", async () => {
    const input = await renderedInput("/provider/areas", "service_radius", providerCookie);
    expect({ type: input.type, min: input.min, max: input.max, step: input.step }).toEqual({
      type: "number",
      min: "5",
      max: "100",
      step: "5",
    });
    const [min, max, step] = [Number(input.min), Number(input.max), Number(input.step)];
    for (const miles of [0, 4, 5, 7, 25, 95, 100, 105]) {
      const byAttributes = miles >= min && miles <= max && (miles - min) % step === 0;
      expect(byAttributes, `${miles} miles`).toBe(serviceAreaFormSchema.shape.service_radius.safeParse(String(miles)).success);
    }
  });
});
