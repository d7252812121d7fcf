import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { MAX_FORM_BODY_BYTES } from "~/lib/form.server";
import { heldMemory, startApp } from "../support/http-server";
import { shownBefore } from "../support/requests";
import { applicationFields, signIn, bookableService, streamChunkedBody } from "./support/client";

/**
 * Request bodies of every shape, through the real server: limits while they stream, malformed
 * and oddly typed bodies, odd file names and redirect targets. Never a 500, never a stack
 * trace, never unbounded memory.
 */
let app: Awaited<ReturnType<typeof startApp>>;
let serviceId: string;

beforeAll(async () => {
  app = await startApp();
  serviceId = await bookableService("bodies-pro@example.com", "bodies-password");
});

afterAll(() => app.close());

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${app.base}${path}`, { method: "POST", body, redirect: "manual", headers: { Origin: app.base, ...headers } });

const streamChunked = (path: string, megabytes: number, contentType = "application/x-www-form-urlencoded") =>
  streamChunkedBody(app.base, path, megabytes, { "Content-Type": contentType }, "customer_name=Big&special_requests=");

describe("bodies are limited while they stream", () => {
  it.each(["/service/SERVICE?book=1", "/join", "/provider?index", "/admin?index", "/logout", "/resources/theme", "/no/such/page"])(
    "a 50 MB chunked POST to %s gets 413 within a second, and memory stays flat",
    async (template) => {
      const path = template.replace("SERVICE", serviceId);
      const before = await heldMemory();
      const result = await streamChunked(path, 50);
      expect([413, 405, 404]).toContain(result.status);
      if (!template.includes("no/such")) expect(result.status).toBe(413);
      expect(result.ms).toBeLessThan(1000);
      expect(result.body).not.toMatch(/\n\s+at /);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect((await heldMemory()) - before).toBeLessThan(10 * 1024 * 1024);
    },
  );

  it("a 50 MB chunked logo on /join gets 413 with the form within a second, and memory stays flat", async () => {
    const before = await heldMemory();
    const { body, headers } = application({ business_name: "Streamed Logo Plumbing" }, { filename: "huge.png", bytes: PNG });
    // The same body with 50 MB of image where the tiny logo was.
    const at = body.indexOf(Buffer.from(PNG));
    const head = body.subarray(0, at);
    const tail = body.subarray(at + PNG.byteLength);
    const result = await new Promise<{ status: number; ms: number; body: string }>((resolve, reject) => {
      const started = performance.now();
      const url = new URL("/join", app.base);
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: "POST",
          headers: { ...headers, Origin: app.base, Accept: "text/html", "Transfer-Encoding": "chunked" },
        },
        (response) => {
          const ms = performance.now() - started;
          let text = "";
          response.on("data", (chunk) => (text += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, ms, body: text }));
          response.on("error", () => resolve({ status: response.statusCode ?? 0, ms, body: text }));
        },
      );
      request.on("error", () => undefined);
      request.write(head);
      const chunk = Buffer.alloc(64 * 1024, 7);
      let sent = 0;
      const pump = () => {
        while (sent < 50 * 1024 * 1024) {
          sent += chunk.byteLength;
          if (!request.write(chunk)) return void request.once("drain", pump);
        }
        request.end(tail);
      };
      pump();
      setTimeout(() => reject(new Error("no answer in 10 s")), 10_000).unref();
    });
    expect(result.status).toBe(413);
    expect(result.ms).toBeLessThan(1000);
    expect(result.body).toContain("File size must be less than 2MB");
    expect(result.body).toContain("Streamed Logo Plumbing");
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect((await heldMemory()) - before).toBeLessThan(10 * 1024 * 1024);
  });

  it("refuses a Content-Length over the largest form before reading it", async () => {
    const response = await post(`/service/${serviceId}?book=1`, "x".repeat(MAX_FORM_BODY_BYTES + 128 * 1024), {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(response.status).toBe(413);
  });

  // The refusal is the site's error page: it names the problem and echoes nothing that was sent.
  it("answers a 2.9 MB field with a refusal that does not echo it", async () => {
    const body = new URLSearchParams({ customer_name: "Echo", special_requests: "y".repeat(2_900_000) });
    const response = await post(`/service/${serviceId}?book=1`, body, { Accept: "text/html" });
    expect(response.status).toBe(413);
    const html = await response.text();
    expect(html).toContain("This form is too large. Please shorten what you typed and send it again.");
    expect(html).not.toContain("yyyyyyyyyy");
    expect(html.length).toBeLessThan(64 * 1024);
  });

  it("answers 20,000 unknown fields with a refusal that does not echo them", async () => {
    const body = new URLSearchParams();
    for (let i = 0; i < 20_000; i++) body.append(`field_${i}`, "1");
    const response = await post(`/service/${serviceId}?book=1`, body, { Accept: "text/html" });
    expect(response.status).toBe(413);
    const html = await response.text();
    expect(html).not.toContain("field_1");
    expect(html.length).toBeLessThan(64 * 1024);
  });
});

const FORMS = () => [
  `/service/${serviceId}?book=1`,
  "/join",
  "/provider?index",
  "/admin?index",
  "/admin/tiles",
  "/admin/bookings",
  "/admin/settings",
  "/provider/areas",
  "/provider/marketing",
  "/provider/bookings",
  "/provider/schedule",
  "/dashboard/customers",
  "/dashboard/payments",
  "/dashboard/scheduling",
  "/resources/theme",
  "/resources/share",
  "/logout",
];

describe("malformed bodies get a clear 4xx", () => {
  const malformed: Array<[string, BodyInit, Record<string, string>]> = [
    ["JSON", JSON.stringify({ customer_name: "x" }), { "Content-Type": "application/json" }],
    ["text/plain", "customer_name=x", { "Content-Type": "text/plain" }],
    ["octet-stream", new Uint8Array([0, 1, 2, 3]), { "Content-Type": "application/octet-stream" }],
    ["multipart without a boundary", "--x\r\n", { "Content-Type": "multipart/form-data" }],
    [
      "a truncated multipart body",
      '--BOUNDARY\r\nContent-Disposition: form-data; name="customer_name"\r\n\r\nJordan',
      { "Content-Type": "multipart/form-data; boundary=BOUNDARY" },
    ],
    ["a broken URL encoding", "customer_name=%zz%&&=&%", { "Content-Type": "application/x-www-form-urlencoded" }],
  ];

  it.each(malformed)("%s: never a 500 or a stack trace on any form", async (_label, body, headers) => {
    for (const path of FORMS()) {
      const response = await post(path, body, headers);
      expect(response.status, `${path}`).toBeGreaterThanOrEqual(200);
      expect(response.status, `${path}`).toBeLessThan(500);
      expect(await response.text()).not.toMatch(/\n\s+at \S+ \(|node_modules/);
    }
  });

  it("answers wrong content types with 415", async () => {
    expect((await post(`/service/${serviceId}?book=1`, "{}", { "Content-Type": "application/json" })).status).toBe(415);
    expect((await post("/join", "x", { "Content-Type": "text/plain" })).status).toBe(415);
  });
});

function multipart(fields: Array<[string, string] | [string, { filename: string; type: string; bytes: Uint8Array }]>) {
  const boundary = "----porchlight-test-boundary";
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    if (typeof value === "string") {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.type}\r\n\r\n`,
        ),
      );
      parts.push(Buffer.from(value.bytes));
      parts.push(Buffer.from("\r\n"));
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` } };
}

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15,
  0xc4, 0x89,
]);

function application(overrides: Record<string, string> = {}, logo?: { filename: string; bytes: Uint8Array }) {
  const fields: Array<[string, string] | [string, { filename: string; type: string; bytes: Uint8Array }]> = Object.entries(
    applicationFields(overrides),
  );
  if (logo) fields.splice(2, 0, ["logo", { filename: logo.filename, type: "image/png", bytes: logo.bytes }]);
  return multipart(fields);
}

describe("uploads", () => {
  it.each(["logo=final.png", "logo;v2.png", 'quote\\"d.png', "naïve é.png"])(
    "accepts a logo named %s (browsers send names as they are)",
    async (filename) => {
      const { body, headers } = application({}, { filename, bytes: PNG });
      const response = await post("/join", body, headers);
      expect(response.status).toBe(302);
    },
  );

  it.each([3, 8])(
    "returns the form with the spec's message and the other fields kept when the logo is %d MB (no JavaScript)",
    async (megabytes) => {
      const big = new Uint8Array(megabytes * 1024 * 1024);
      big.set(PNG);
      const { body, headers } = application(
        { business_name: "Kept Business Name", insurance: "Kept insurance after the logo" },
        { filename: "huge.png", bytes: big },
      );
      const before = await getDb()
        .selectFrom("provider_applications")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      const response = await post("/join", body, { ...headers, Accept: "text/html" });
      expect(response.status).toBe(413);
      const html = await response.text();
      expect(html).toContain("File size must be less than 2MB");
      expect(html).toContain("Kept Business Name");
      expect(html).toContain("Kept insurance after the logo");
      // Passwords are never written back into a page.
      expect(html).not.toContain("secret-pass");
      const after = await getDb()
        .selectFrom("provider_applications")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      expect(Number(after.count)).toBe(Number(before.count));
    },
  );
});

describe("a request's photos", () => {
  type Part = [string, string] | [string, { filename: string; type: string; bytes: Uint8Array }];
  const photo = (megabytes: number, name = "job.png"): Part => {
    const bytes = new Uint8Array(Math.round(megabytes * 1024 * 1024));
    bytes.set(PNG);
    return ["photos", { filename: name, type: "image/png", bytes }];
  };
  const requestForm = (photos: Part[]) =>
    multipart([
      ["service_id", serviceId],
      ["category", "home-services"],
      ["zip", "78701"],
      ["description", "Kept description: the garage door squeaks and sticks halfway."],
      ["needed", "flexible"],
      ["customer_name", "Photo Person"],
      ["customer_email", "photo.person@example.org"],
      ["customer_phone", "(512) 555-0101"],
      ...Object.entries(shownBefore()),
      ...photos,
    ]);
  const requests = async () =>
    Number(
      (
        await getDb()
          .selectFrom("quote_requests")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it("takes three photos of almost 5 MB each, stored as media", async () => {
    const { body, headers } = requestForm([photo(4.9, "a.png"), photo(4.9, "b.png"), photo(4.9, "c.png")]);
    const response = await post("/requests/new", body, headers);
    expect(response.status).toBe(302);
    const id = /\/requests\/([0-9a-f-]{36})\?/.exec(response.headers.get("Location") ?? "")?.[1];
    const row = await getDb().selectFrom("quote_requests").select("photo_ids").where("id", "=", id!).executeTakeFirstOrThrow();
    const ids = JSON.parse(row.photo_ids) as string[];
    expect(ids).toHaveLength(3);
    const sizes = await getDb().selectFrom("media").select("size").where("id", "in", ids).execute();
    expect(sizes.map((media) => media.size)).toEqual(Array(3).fill(Math.round(4.9 * 1024 * 1024)));
  });

  it.each([
    ["a photo over 5 MB", [photo(6)], 413, "Each photo must be 5MB or less"],
    [
      "four photos",
      [photo(0.01, "1.png"), photo(0.01, "2.png"), photo(0.01, "3.png"), photo(0.01, "4.png")],
      400,
      "You can add up to 3 photos",
    ],
    [
      "a file that is not an image",
      [["photos", { filename: "x.png", type: "image/png", bytes: new TextEncoder().encode("<svg/>") }] as Part],
      400,
      "A photo must be a PNG, JPEG, GIF or WebP image",
    ],
  ])("returns the form with what was typed and the photo's message for %s", async (_, photos, status, message) => {
    const before = await requests();
    const { body, headers } = requestForm(photos as Part[]);
    const response = await post(`/requests/new?service=${serviceId}`, body, { ...headers, Accept: "text/html" });
    expect(response.status).toBe(status);
    const html = await response.text();
    expect(html).toContain(message);
    expect(html).toContain("Kept description: the garage door squeaks and sticks halfway.");
    expect(await requests()).toBe(before);
  });
});

describe("odd redirect targets and characters", () => {
  it.each([
    [
      "/provider?index",
      { intent: "signin", email: "bodies-pro@example.com", password: "bodies-password", redirectTo: "/provider/areas?x=Ā€😀" },
    ],
    ["/logout", { redirectTo: "/ĀĀ" }],
    ["/resources/theme", { theme: "dark", redirectTo: "/é/Ā" }],
  ])("%s with a character above U+00FF in redirectTo redirects, percent-encoded", async (path, fields) => {
    const response = await post(path, new URLSearchParams(fields));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/[\x21-\x7e]*$/);
  });

  it("GET /provider?redirectTo= with such a character, signed in, redirects too", async () => {
    const cookie = await signIn(app.base, "/provider?index", "bodies-pro@example.com", "bodies-password");
    const response = await fetch(`${app.base}/provider?redirectTo=${encodeURIComponent("/provider/Āreas")}`, {
      redirect: "manual",
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/provider/%C4%80reas");
  });

  it("refuses NUL and other control characters beside the field", async () => {
    const response = await post(
      `/service/${serviceId}?book=1`,
      new URLSearchParams({
        customer_name: "Null\u0000Byte",
        customer_email: "n@example.org",
        customer_phone: "(512) 555-0100",
        preferred_date: "2030-01-08",
        preferred_time: "10:00",
        ...shownBefore(),
      }),
      { Accept: "text/html" },
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Please remove the special characters");
    const stored = await getDb().selectFrom("bookings").select("id").where("customer_name", "like", "Null%").execute();
    expect(stored).toEqual([]);
  });
});

describe("a credential's document (decision 0035)", () => {
  const fields = (number: string) => ({
    kind: "licence",
    issuer: "Texas Medical Board",
    state: "TX",
    number,
    expires_on: "2031-06-30",
    holder: "owner",
  });
  const upload = async (cookie: string, number: string, document: Uint8Array<ArrayBuffer>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields(number))) form.set(name, value);
    form.set("intent", "add");
    form.set("document", new Blob([document], { type: "application/pdf" }), "licence.pdf");
    return post("/provider/credentials", form, { Cookie: cookie, Accept: "text/html" });
  };
  const pdfOf = (bytes: number) => {
    const document = new Uint8Array(bytes).fill(0x20);
    document.set(new TextEncoder().encode("%PDF-1.7\n"));
    return document;
  };

  it("takes a PDF of almost 10 MB, refuses one over it with the form as typed, and keeps nothing of it", async () => {
    const cookie = await signIn(app.base, "/provider?index", "bodies-pro@example.com", "bodies-password");
    const taken = await upload(cookie, "TX-M-NEAR10", pdfOf(10 * 1024 * 1024 - 64));
    expect(taken.status).toBe(302);
    const refused = await upload(cookie, "TX-M-OVER10", pdfOf(10 * 1024 * 1024 + 1024));
    expect(refused.status).toBe(413);
    const page = await refused.text();
    expect(page).toContain("The document must be 10 MB or smaller");
    expect(page).toContain("TX-M-OVER10");
    const numbers = await getDb().selectFrom("credentials").select("number").where("number", "like", "TX-M-%10").execute();
    expect(numbers).toEqual([{ number: "TX-M-NEAR10" }]);
  });

  it("is opened by nobody without a session, and is never cached on the way", async () => {
    const [credential] = await getDb().selectFrom("credentials").select("id").where("number", "=", "TX-M-NEAR10").execute();
    const anonymous = await fetch(`${app.base}/credentials/${credential.id}/document`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    const cookie = await signIn(app.base, "/provider?index", "bodies-pro@example.com", "bodies-password");
    const owner = await fetch(`${app.base}/credentials/${credential.id}/document`, { headers: { Cookie: cookie } });
    expect(owner.status).toBe(200);
    expect(owner.headers.get("Cache-Control")).toBe("private, no-store");
    expect(owner.headers.get("Content-Type")).toBe("application/pdf");
    expect((await owner.arrayBuffer()).byteLength).toBe(10 * 1024 * 1024 - 64);
    const unknown = await fetch(`${app.base}/credentials/not-a-uuid/document`, { headers: { Cookie: cookie } });
    expect(unknown.status).toBe(404);
  });
});
