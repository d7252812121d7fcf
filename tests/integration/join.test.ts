import { readInEnglish } from "../support/english";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "~/domain/forms/honeypot";
import { LOGO_MAX_BYTES } from "~/domain/image";
import { commitUserSession } from "~/services/support/auth.server";
import { getDb } from "~/lib/db.server";
import { getToast } from "~/lib/toast.server";
import { loader as mediaLoader } from "~/routes/media.$mediaId";
import { action as joinAction, loader as joinLoader } from "~/routes/join";
import { loader as submittedLoader } from "~/routes/join_.submitted";
import { verifyLogin } from "~/models/user.server";
import { monogramPng } from "~/lib/monogram.server";
import { createTestProvider } from "../support/factories";
import { context, cookieFrom, getRequest, inEnglish, ORIGIN, run, shownBefore } from "../support/requests";

type Fields = Record<string, string | string[] | null>;
type Upload = { bytes: Uint8Array; name?: string; type?: string };

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.com`;

function validFields(overrides: Fields = {}): Fields {
  return {
    business_name: "Bright Spark Electric",
    owner_name: "Riley Chen",
    email: uniqueEmail("riley"),
    password: "sparky-pass",
    phone: "512.555.0177",
    zip_code: "78704",
    service_radius: "30",
    category: "home-services",
    website: "https://brightspark.example.com",
    plan_type: "premium",
    services_provided: ["Electrical", "Handyman"],
    custom_services: "Ceiling fans\n\n  EV charger installation  \nceiling fans",
    "availability.monday.available": "on",
    "availability.monday.startTime": "08:00",
    "availability.monday.endTime": "16:30",
    "availability.tuesday.startTime": "09:00",
    "availability.tuesday.endTime": "17:00",
    "availability.saturday.available": "on",
    "availability.saturday.startTime": "10:00",
    "availability.saturday.endTime": "14:00",
    years_in_business: "12",
    licenses: "Texas Master Electrician #12345",
    insurance: "General liability, $2M",
    additional_info: "Family owned.",
    ...shownBefore(),
    ...overrides,
  };
}

/** A multipart body as the browser sends it: text fields in form order, the logo last. */
function multipart(fields: Fields, logo?: Upload | "empty") {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  if (logo === "empty") form.append("logo", new File([], "", { type: "application/octet-stream" }));
  else if (logo) form.append("logo", new File([new Uint8Array(logo.bytes)], logo.name ?? "logo.png", { type: logo.type ?? "image/png" }));
  return form;
}

let ipCounter = 0;

/** Each call comes from its own address unless told otherwise, so the rate limit stays out of the way. */
function apply(fields: Fields, options: { logo?: Upload | "empty"; cookie?: string; ip?: string } = {}) {
  ipCounter += 1;
  const request = new Request(`${ORIGIN}/join`, {
    method: "POST",
    body: multipart(fields, options.logo),
    headers: { Origin: ORIGIN, ...(options.cookie ? { Cookie: options.cookie } : {}) },
  });
  return run(
    joinAction({
      request,
      params: {},
      context: { ...context, clientIp: options.ip ?? `198.51.100.${ipCounter % 250}` },
    }),
  );
}

const PNG = new Uint8Array(monogramPng("Test Logo", [154, 52, 18], 32));

async function counts() {
  const db = getDb();
  const count = async (table: "users" | "profiles" | "media" | "provider_applications" | "email_outbox") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    users: await count("users"),
    profiles: await count("profiles"),
    media: await count("media"),
    applications: await count("provider_applications"),
    emails: await count("email_outbox"),
  };
}

async function applicationsFor(email: string) {
  return getDb().selectFrom("provider_applications").selectAll().where("email", "=", email.toLowerCase()).execute();
}

function errors(result: { data: any }) {
  return inEnglish(result.data.lastResult.error);
}

async function signedInCookie(userId: string) {
  return cookieFrom(await commitUserSession(getRequest("/"), userId));
}

describe("the confirmation page of an application", () => {
  it("shows what was received and where the e-mail went, and only to the holder of its link", async () => {
    const fields = validFields({ email: `Page.Check-${Date.now()}@Example.com` });
    const result = await apply(fields);
    const confirmation = new URL(result.headers.get("Location") ?? "", "http://localhost");
    const page = await run(submittedLoader({ request: getRequest(`${confirmation.pathname}${confirmation.search}`), params: {}, context }));
    expect(page.status).toBe(200);
    expect(page.data.application).toMatchObject({
      businessName: fields.business_name,
      email: String(fields.email).toLowerCase(),
      place: "Austin, TX 78704",
      decided: false,
    });
    expect(page.data.application.submittedOn).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);

    const id = confirmation.searchParams.get("application");
    for (const query of [`application=${id}`, `application=${id}&token=forged`, `application=not-an-id&token=x`]) {
      const refused = await run(submittedLoader({ request: getRequest(`/join/submitted?${query}`), params: {}, context }));
      expect(refused.status).toBe(404);
      expect(readInEnglish(refused.data)).toBe("Application not found");
    }
  });
});

describe("an application from a page in Spanish (issue 54)", () => {
  it("makes the account in Spanish: its confirmation e-mail and page are in Spanish, what it waits for named in Spanish", async () => {
    const fields = validFields({ services_provided: ["Plumbing"], custom_services: null });
    const email = String(fields.email).toLowerCase();
    const result = await apply(fields, { cookie: "lang=es" });
    expect(result.status).toBe(302);
    const confirmation = new URL(result.headers.get("Location") ?? "", "http://localhost");
    expect(confirmation.searchParams.get("lang")).toBe("es");

    const account = await getDb().selectFrom("users").select("language").where("email", "=", email).executeTakeFirstOrThrow();
    expect(account.language).toBe("es");
    const sent = await getDb()
      .selectFrom("email_outbox")
      .select(["subject", "text", "html"])
      .where("to", "=", email)
      .where("kind", "=", "provider_application")
      .executeTakeFirstOrThrow();
    expect(sent.subject).toBe("Recibimos su solicitud para Bright Spark Electric");
    expect(sent.text).toContain("Hola, Riley Chen: recibimos la solicitud para Bright Spark Electric.");
    expect(sent.html).toContain('lang="es"');

    const page = await run(
      submittedLoader({
        request: getRequest(`${confirmation.pathname}${confirmation.search}`, { cookie: "lang=es" }),
        params: {},
        context,
      }),
    );
    expect(page.data.application.submittedOn).toMatch(/^\d{1,2} [a-z]{3}\.? \d{4}$/);
    // Plumbing is a licensed trade in Texas: it waits for a verified licence (decision 0035), named in the page's language.
    expect(page.data.application.needs).toEqual(["Licencia (TX)"]);
  });

  it("keeps an English page's account and e-mail in English", async () => {
    const fields = validFields();
    const email = String(fields.email).toLowerCase();
    await apply(fields);
    const account = await getDb().selectFrom("users").select("language").where("email", "=", email).executeTakeFirstOrThrow();
    expect(account.language).toBe("en");
    const sent = await getDb()
      .selectFrom("email_outbox")
      .select(["subject", "html"])
      .where("to", "=", email)
      .where("kind", "=", "provider_application")
      .executeTakeFirstOrThrow();
    expect(sent.subject).toBe("We received your application for Bright Spark Electric");
    expect(sent.html).toContain('lang="en"');
  });
});

describe("a successful application", () => {
  it("creates the account, profile, logo, pending application and confirmation e-mail, then shows its confirmation page with the toast", async () => {
    const fields = validFields({ email: `Riley.Chen-${Date.now()}@Example.com` });
    const email = String(fields.email).toLowerCase();
    const result = await apply(fields, { logo: { bytes: PNG } });

    expect(result.status).toBe(302);
    const confirmation = result.headers.get("Location") ?? "";
    expect(confirmation).toMatch(/^\/join\/submitted\?application=[0-9a-f-]{36}&token=[\w-]{43}$/);
    const { toast } = await getToast(getRequest("/", { cookie: cookieFrom(result.headers.get("Set-Cookie")) }));
    expect(readInEnglish(toast)).toEqual({
      type: "success",
      description: "Your application has been submitted successfully! Please check your email for confirmation.",
    });

    const db = getDb();
    const user = await db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^scrypt\$/);
    expect(await verifyLogin(email, "sparky-pass")).toMatchObject({ id: user.id, role: "provider" });
    const profile = await db.selectFrom("profiles").selectAll().where("user_id", "=", user.id).executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ email, role: "provider" });

    const [application] = await applicationsFor(email);
    expect(application).toMatchObject({
      user_id: user.id,
      status: "pending",
      business_name: "Bright Spark Electric",
      owner_name: "Riley Chen",
      email,
      phone: "(512) 555-0177",
      zip_code: "78704",
      service_radius: 30,
      category: "home-services",
      website: "https://brightspark.example.com",
      plan_type: "premium",
      years_in_business: 12,
      licenses: "Texas Master Electrician #12345",
      insurance: "General liability, $2M",
      additional_info: "Family owned.",
      reviewed_at: null,
    });
    expect(JSON.parse(application.services_provided)).toEqual(["Electrical", "Handyman"]);
    expect(JSON.parse(application.custom_services!)).toEqual(["Ceiling fans", "EV charger installation"]);
    const availability = JSON.parse(application.availability);
    expect(availability.monday).toEqual({ available: true, startTime: "08:00", endTime: "16:30" });
    expect(availability.tuesday).toEqual({ available: false, startTime: "09:00", endTime: "17:00" });
    expect(availability.saturday).toEqual({ available: true, startTime: "10:00", endTime: "14:00" });
    expect(availability.sunday).toEqual({ available: false, startTime: "09:00", endTime: "17:00" });

    // The logo is stored as media and referenced by URL, never inlined.
    expect(application.logo_url).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    const mediaId = application.logo_url!.split("/").pop()!;
    const media = await db.selectFrom("media").selectAll().where("id", "=", mediaId).executeTakeFirstOrThrow();
    expect(media).toMatchObject({ content_type: "image/png", size: PNG.byteLength });
    const served = (await mediaLoader({ request: getRequest(application.logo_url!), params: { mediaId }, context })) as Response;
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    const emails = await db.selectFrom("email_outbox").selectAll().where("to", "=", email).execute();
    expect(emails.map((row) => row.kind)).toEqual(["provider_application"]);
    expect(emails[0].subject).toBe("We received your application for Bright Spark Electric");
    expect(emails[0].text).toContain(`${ORIGIN}/provider`);
    expect(emails[0].text).toContain("Riley Chen");
  });

  it("works without a logo, website or additional information, with the default radius and plan", async () => {
    const fields = validFields({
      website: "",
      additional_info: "",
      service_radius: null,
      plan_type: null,
      services_provided: null,
      custom_services: "Dog walking",
    });
    const result = await apply(fields, { logo: "empty" });
    expect(result.status).toBe(302);
    const [application] = await applicationsFor(String(fields.email));
    expect(application).toMatchObject({
      logo_url: null,
      website: null,
      additional_info: null,
      service_radius: 25,
      plan_type: "community",
    });
    expect(JSON.parse(application.services_provided)).toEqual([]);
    expect(JSON.parse(application.custom_services!)).toEqual(["Dog walking"]);
  });

  it("takes custom services as repeated values (the chips) and files a catalogue name under the catalogue", async () => {
    const fields = validFields({ services_provided: "HVAC", custom_services: ["Pool care", "plumbing", "Pool Care", " "] });
    expect((await apply(fields)).status).toBe(302);
    const [application] = await applicationsFor(String(fields.email));
    expect(JSON.parse(application.services_provided)).toEqual(["Plumbing", "HVAC"]);
    expect(JSON.parse(application.custom_services!)).toEqual(["Pool care"]);
  });

  it("accepts a logo of exactly 2MB", async () => {
    const bytes = new Uint8Array(LOGO_MAX_BYTES);
    bytes.set(PNG.subarray(0, 8));
    const fields = validFields();
    const result = await apply(fields, { logo: { bytes } });
    expect(result.status).toBe(302);
    const [application] = await applicationsFor(String(fields.email));
    expect(application.logo_url).toMatch(/^\/media\//);
  });
});

describe("an application sent twice (docs/decisions/0026)", () => {
  it("is one application: the same form again lands on its confirmation, not on 'this e-mail has an account'", async () => {
    const fields = validFields({ submission_key: "join-double-tap-000000" });
    const before = await counts();
    const taps = await Promise.all([apply(fields, { logo: { bytes: PNG } }), apply(fields, { logo: { bytes: PNG } })]);
    const later = await apply(fields, { logo: { bytes: PNG } });
    for (const tap of [...taps, later]) expect(tap.status).toBe(302);
    expect(new Set([...taps, later].map((tap) => tap.headers.get("Location"))).size).toBe(1);
    const after = await counts();
    expect([after.users - before.users, after.applications - before.applications, after.media - before.media]).toEqual([1, 1, 1]);
  });
});

describe("refusals keep what was typed and say why", () => {
  it("marks every missing required field and says 'Please fill in all required fields'", async () => {
    const before = await counts();
    const result = await apply({
      ...shownBefore(),
      business_name: "Half Done LLC",
      password: "secret-typed",
      services_provided: "Painting",
    });
    expect(result.status).toBe(400);
    const error = errors(result);
    expect(error[""]).toEqual(["Please fill in all required fields"]);
    for (const field of ["owner_name", "email", "phone", "zip_code", "category", "licenses", "insurance", "years_in_business"]) {
      expect(error[field]).toEqual(["This field is required"]);
    }
    expect(error.password).toBeUndefined();
    expect(error.business_name).toBeUndefined();
    // Values come back, never the password.
    expect(result.data.lastResult.initialValue).toMatchObject({ business_name: "Half Done LLC", services_provided: "Painting" });
    expect(result.data.lastResult.initialValue.password).toBeUndefined();
    expect(JSON.stringify(result.data)).not.toContain("secret-typed");
    expect(await counts()).toEqual(before);
  });

  it("needs at least one service, catalogue or custom", async () => {
    const result = await apply(validFields({ services_provided: null, custom_services: " \n " }));
    expect(result.status).toBe(400);
    expect(errors(result)).toEqual({ services_provided: ["Please select at least one service"] });
  });

  it("checks the password, e-mail, phone, zip, website, years and radius", async () => {
    const result = await apply(
      validFields({
        password: "12345",
        email: "riley@",
        phone: "555-01",
        zip_code: "7870",
        website: "brightspark.example.com",
        years_in_business: "151",
        service_radius: "12",
      }),
    );
    expect(result.status).toBe(400);
    expect(errors(result)).toEqual({
      password: ["Password must be at least 6 characters"],
      email: ["Please enter a valid email address"],
      phone: ["Please enter a valid phone number"],
      zip_code: ["Please enter a valid zip code"],
      website: ["Please enter a valid website address starting with http:// or https://"],
      years_in_business: ["Please enter a whole number of years from 0 to 150"],
      service_radius: ["Please choose a radius from 5 to 100 miles in steps of 5"],
    });
    expect(result.data.lastResult.initialValue).toMatchObject({ email: "riley@", website: "brightspark.example.com" });
  });

  it("refuses a well-formed zip code that does not exist", async () => {
    const fields = validFields({ zip_code: "00000" });
    const result = await apply(fields);
    expect(result.status).toBe(400);
    expect(errors(result)).toEqual({ zip_code: ["We could not find this zip code. Please check it and try again."] });
    expect(await applicationsFor(String(fields.email))).toEqual([]);
  });

  it("refuses an available day that ends before it starts", async () => {
    const result = await apply(validFields({ "availability.monday.endTime": "07:00" }));
    expect(result.status).toBe(400);
    expect(errors(result)).toEqual({ "availability.monday.endTime": ["The end time must be after the start time"] });
  });

  it("refuses a logo over 2MB, keeping the text values, and stores nothing", async () => {
    const before = await counts();
    const bytes = new Uint8Array(LOGO_MAX_BYTES + 1);
    bytes.set(PNG.subarray(0, 8));
    const fields = validFields();
    const result = await apply(fields, { logo: { bytes } });
    expect(result.status).toBe(413);
    expect(errors(result)).toEqual({ logo: ["File size must be less than 2MB"] });
    expect(result.data.lastResult.initialValue).toMatchObject({
      business_name: "Bright Spark Electric",
      email: fields.email,
      licenses: "Texas Master Electrician #12345",
      additional_info: "Family owned.",
      services_provided: ["Electrical", "Handyman"],
    });
    expect(result.data.lastResult.initialValue.password).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  it.each([
    ["an SVG named .png", new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "image/png"],
    ["an SVG", new TextEncoder().encode('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'), "image/svg+xml"],
    ["a text file", new TextEncoder().encode("just some text"), "text/plain"],
  ])("refuses %s with 'Please select an image file'", async (_label, bytes, type) => {
    const before = await counts();
    const result = await apply(validFields(), { logo: { bytes, type, name: "logo.png" } });
    expect(result.status).toBe(400);
    expect(errors(result)).toEqual({ logo: ["Please select an image file"] });
    expect(await counts()).toEqual(before);
  });

  it("treats a filled honeypot as a bot", async () => {
    const fields = validFields({ [HONEYPOT_FIELD]: "555-0000" });
    const result = await apply(fields);
    expect(result.status).toBe(400);
    expect(errors(result)[""]).toEqual(["Your application could not be sent. Please try again."]);
    expect(await applicationsFor(String(fields.email))).toEqual([]);
  });
});

describe("an e-mail that already has an account", () => {
  it("is refused in any letter case, with an invitation to sign in, and nothing is created", async () => {
    const existing = uniqueEmail("taken");
    await createTestProvider(existing);
    const before = await counts();
    const result = await apply(validFields({ email: existing.toUpperCase() }), { logo: { bytes: PNG } });
    expect(result.status).toBe(409);
    expect(errors(result)[""]).toEqual(["Account creation failed: An account with this email already exists."]);
    expect(result.data.offerSignIn).toBe(true);
    expect(result.data.lastResult.initialValue).toMatchObject({ business_name: "Bright Spark Electric", email: existing.toUpperCase() });
    expect(await counts()).toEqual(before);
  });
});

describe("nothing half-created survives a failure", () => {
  async function withTrigger(name: string, body: string, test: () => Promise<void>) {
    const db = getDb();
    await sql.raw(`create trigger ${name} ${body}`).execute(db);
    try {
      await test();
    } finally {
      await sql.raw(`drop trigger ${name}`).execute(db);
    }
  }

  it("a logo that cannot be stored: 'Failed to upload logo'", async () => {
    await withTrigger("fail_media", "before insert on media begin select raise(abort, 'disk full'); end", async () => {
      const before = await counts();
      const fields = validFields();
      const result = await apply(fields, { logo: { bytes: PNG } });
      expect(result.status).toBe(500);
      expect(errors(result)[""]).toEqual(["Failed to upload logo"]);
      expect(result.data.lastResult.initialValue.business_name).toBe("Bright Spark Electric");
      expect(await counts()).toEqual(before);
    });
  });

  it("an application that cannot be inserted: 'Application submission failed: {message}'", async () => {
    await withTrigger(
      "fail_application",
      "before insert on provider_applications begin select raise(abort, 'applications are closed'); end",
      async () => {
        const before = await counts();
        const result = await apply(validFields(), { logo: { bytes: PNG } });
        expect(result.status).toBe(500);
        // The database's own words ("applications are closed") stay in the log.
        expect(errors(result)[""]).toEqual(["Application submission failed: your application could not be saved. Please try again."]);
        expect(await counts()).toEqual(before);
      },
    );
  });

  it("a confirmation e-mail that cannot be queued: 'Failed to submit application. Please try again.'", async () => {
    await withTrigger(
      "fail_application_email",
      "before insert on email_outbox when new.kind = 'provider_application' begin select raise(abort, 'mail store unavailable'); end",
      async () => {
        const before = await counts();
        const result = await apply(validFields(), { logo: { bytes: PNG } });
        expect(result.status).toBe(500);
        expect(errors(result)[""]).toEqual(["Failed to submit application. Please try again."]);
        expect(await counts()).toEqual(before);
      },
    );
  });
});

describe("a signed-in provider", () => {
  it("applies for their existing account, once at a time", async () => {
    const provider = await createTestProvider(uniqueEmail("member"));
    const cookie = await signedInCookie(provider.id);

    const page = await run(joinLoader({ request: getRequest("/join", { cookie }), params: {}, context }));
    expect(page.data).toEqual({
      applicantEmail: provider.email,
      pending: null,
      formStarted: expect.any(String),
      submissionKey: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      credentialStates: expect.arrayContaining(["TX", "CA"]),
      constraints: expect.any(Object),
      alternates: expect.arrayContaining([{ hrefLang: "es", href: expect.stringMatching(/\/join\?lang=es$/) }]),
    });
    // The browser's checks are the existing-account form's: no e-mail or password to check.
    expect(page.data.constraints).toHaveProperty("business_name");
    expect(page.data.constraints).not.toHaveProperty("email");

    const before = await counts();
    // No e-mail or password fields: the account is the signed-in one.
    const result = await apply(validFields({ email: null, password: null }), { cookie });
    expect(result.status).toBe(302);
    const after = await counts();
    expect(after.users).toBe(before.users);
    expect(after.applications).toBe(before.applications + 1);
    const [application] = await getDb().selectFrom("provider_applications").selectAll().where("user_id", "=", provider.id).execute();
    expect(application).toMatchObject({ email: provider.email, status: "pending" });
    const emails = await getDb().selectFrom("email_outbox").select("kind").where("to", "=", provider.email).execute();
    expect(emails).toEqual([{ kind: "provider_application" }]);

    const again = await run(joinLoader({ request: getRequest("/join", { cookie }), params: {}, context }));
    expect(again.data.pending).toMatchObject({ businessName: "Bright Spark Electric" });
    const second = await apply(validFields({ email: null, password: null, business_name: "Second Try" }), { cookie });
    expect(second.status).toBe(409);
    expect(errors(second)[""]).toEqual([
      "You already have an application under review. We will e-mail you as soon as it has been decided.",
    ]);
    expect(await getDb().selectFrom("provider_applications").select("id").where("user_id", "=", provider.id).execute()).toHaveLength(1);
  });

  it("is the only one who skips the account fields", async () => {
    const anonymous = await run(joinLoader({ request: getRequest("/join"), params: {}, context }));
    expect(anonymous.data).toEqual({
      applicantEmail: null,
      pending: null,
      formStarted: expect.any(String),
      submissionKey: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      credentialStates: expect.arrayContaining(["TX", "CA"]),
      constraints: expect.any(Object),
      alternates: expect.arrayContaining([{ hrefLang: "es", href: expect.stringMatching(/\/join\?lang=es$/) }]),
    });
    expect(readInEnglish(anonymous.data.constraints.email)).toMatchObject({ required: true, "data-missing": "This field is required" });
    const result = await apply(validFields({ email: null, password: null }));
    expect(result.status).toBe(400);
    expect(errors(result)).toMatchObject({ email: ["This field is required"], password: ["This field is required"] });
  });
});

describe("the per-IP limit", () => {
  it("allows five complete applications an hour from one address; refusals do not count", async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < 3; i++) expect((await apply({}, { ip })).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await apply(validFields(), { ip })).status).toBe(302);
    const before = await counts();
    const fields = validFields();
    const limited = await apply(fields, { ip });
    expect(limited.status).toBe(429);
    expect(errors(limited)[""]).toEqual(["Too many applications from your network. Please wait an hour and try again."]);
    expect(limited.data.lastResult.initialValue.business_name).toBe("Bright Spark Electric");
    expect(await counts()).toEqual(before);
    expect((await apply(validFields(), { ip: "192.0.2.78" })).status).toBe(302);
  });
});
