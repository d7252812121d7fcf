import { inEnglish } from "#tests/support/requests";
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  availabilityFieldNames,
  isWebsiteUrl,
  mergeServices,
  REQUIRED_FIELDS,
  splitCustomServices,
  type ApplicationMode,
} from "~/domain/accounts/application";
import { applicationSchema, availabilityFormSchema, type NewAccountApplication } from "~/domain/accounts/application.schema.server";
import { WEEKDAYS } from "~/domain/time";

type Entries = Record<string, string | string[] | File | undefined>;

const VALID: Entries = {
  business_name: "Lone Star Plumbing",
  owner_name: "Ana Lopez",
  email: "ana@example.com",
  password: "secret",
  phone: "(512) 555-0142",
  zip_code: "78701",
  category: "home-services",
  licenses: "TX plumbing license M-123",
  insurance: "General liability",
  years_in_business: "7",
  services_provided: "Plumbing",
};

function formData(entries: Entries): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  return form;
}

/** As the browser and the server run it: conform's parseWithZod over the posted form. */
function parse(entries: Entries, mode: ApplicationMode = "new-account") {
  return parseWithZod(formData(entries), { schema: applicationSchema(mode) });
}

function errorsOf(entries: Entries, mode: ApplicationMode = "new-account"): Record<string, string[]> {
  const submission = parse(entries, mode);
  return submission.status === "success" ? {} : inEnglish(submission.reply().error);
}

function valueOf(entries: Entries, mode: ApplicationMode = "new-account") {
  const submission = parse(entries, mode);
  if (submission.status !== "success") throw new Error(`expected success, got ${JSON.stringify(submission.reply().error)}`);
  // The new-account shape; a signed-in provider's lacks only e-mail and password.
  return submission.value as NewAccountApplication;
}

describe("required fields", () => {
  it("an empty form: the form message, each missing field marked, and the services rule", () => {
    expect(errorsOf({})).toEqual({
      "": ["Please fill in all required fields"],
      business_name: ["This field is required"],
      owner_name: ["This field is required"],
      email: ["This field is required"],
      password: ["This field is required"],
      phone: ["This field is required"],
      zip_code: ["This field is required"],
      category: ["This field is required"],
      licenses: ["This field is required"],
      insurance: ["This field is required"],
      years_in_business: ["This field is required"],
      services_provided: ["Please select at least one service"],
    });
  });

  it.each(REQUIRED_FIELDS)("%s alone missing still gives the form message", (field) => {
    expect(errorsOf({ ...VALID, [field]: undefined })).toEqual({
      "": ["Please fill in all required fields"],
      [field]: ["This field is required"],
    });
  });

  it("counts blanks as missing", () => {
    const errors = errorsOf({ ...VALID, business_name: "   ", licenses: "\n\t " });
    expect(errors).toEqual({
      "": ["Please fill in all required fields"],
      business_name: ["This field is required"],
      licenses: ["This field is required"],
    });
  });

  it("gives the form message next to other mistakes too", () => {
    const errors = errorsOf({ ...VALID, owner_name: undefined, phone: "12" });
    expect(errors[""]).toEqual(["Please fill in all required fields"]);
    expect(errors.phone).toEqual(["Please enter a valid phone number"]);
  });

  it("a signed-in provider's form has no e-mail or password", () => {
    const { email: _email, password: _password, ...rest } = VALID;
    expect(errorsOf(rest, "existing-account")).toEqual({});
    expect(errorsOf({}, "existing-account")).not.toHaveProperty("email");
    expect(errorsOf({}, "existing-account")).not.toHaveProperty("password");
    expect(valueOf(rest, "existing-account")).not.toHaveProperty("email");
  });

  it("trims what is stored", () => {
    const value = valueOf({ ...VALID, business_name: "  Lone Star Plumbing  ", licenses: " License " });
    expect(value.business_name).toBe("Lone Star Plumbing");
    expect(value.licenses).toBe("License");
  });

  it("limits lengths", () => {
    expect(errorsOf({ ...VALID, business_name: "x".repeat(101) })).toEqual({ business_name: ["Please use at most 100 characters"] });
    expect(errorsOf({ ...VALID, licenses: "x".repeat(1001) })).toEqual({ licenses: ["Please use at most 1000 characters"] });
    expect(errorsOf({ ...VALID, additional_info: "x".repeat(2001) })).toEqual({ additional_info: ["Please use at most 2000 characters"] });
  });
});

describe("services", () => {
  it("need at least one, from the catalogue or custom", () => {
    expect(errorsOf({ ...VALID, services_provided: undefined })).toEqual({ services_provided: ["Please select at least one service"] });
    expect(errorsOf({ ...VALID, services_provided: undefined, custom_services: "\n  \n" })).toEqual({
      services_provided: ["Please select at least one service"],
    });
    expect(errorsOf({ ...VALID, services_provided: undefined, custom_services: "Pool care" })).toEqual({});
    expect(errorsOf({ ...VALID, services_provided: ["Plumbing", "HVAC"] })).toEqual({});
  });

  it("are the chosen category's: one ticked under another category (hidden since) is not kept, nor counted", () => {
    const tutoring = { ...VALID, category: "tutoring-teaching-services" };
    expect(valueOf({ ...tutoring, services_provided: ["Plumbing"], custom_services: "Algebra" })).toMatchObject({
      services_provided: [],
      custom_services: ["Algebra"],
    });
    expect(errorsOf({ ...tutoring, services_provided: ["Plumbing"] })).toEqual({
      services_provided: ["Please select at least one service"],
    });
    expect(valueOf({ ...VALID, services_provided: ["Plumbing", "Car Detailing"] }).services_provided).toEqual(["Plumbing"]);
  });

  it("take only catalogue names as provided services", () => {
    expect(errorsOf({ ...VALID, services_provided: ["Plumbing", "Brain surgery"] })).toEqual({
      services_provided: ["Please choose services from the list"],
    });
  });

  it("split custom services from a textarea and from repeated chips alike", () => {
    const fromTextarea = valueOf({ ...VALID, custom_services: "Pool care\r\n\r\n  Gutter   cleaning \npool CARE\n" });
    expect(fromTextarea.custom_services).toEqual(["Pool care", "Gutter cleaning"]);
    const fromChips = valueOf({ ...VALID, custom_services: ["Pool care", "Gutter cleaning", "Pool care", ""] });
    expect(fromChips.custom_services).toEqual(["Pool care", "Gutter cleaning"]);
  });

  it("file a custom service named like a catalogue entry under the catalogue, in catalogue order", () => {
    const value = valueOf({ ...VALID, services_provided: ["HVAC", "HVAC"], custom_services: "plumbing\nPool care\nhvac" });
    expect(value.services_provided).toEqual(["Plumbing", "HVAC"]);
    expect(value.custom_services).toEqual(["Pool care"]);
  });

  it("limit custom names to 60 characters and 20 services", () => {
    expect(errorsOf({ ...VALID, custom_services: "x".repeat(61) })).toEqual({
      custom_services: ["Custom service names can be at most 60 characters"],
    });
    expect(errorsOf({ ...VALID, custom_services: "x".repeat(60) })).toEqual({});
    const many = Array.from({ length: 21 }, (_, i) => `Service ${i}`).join("\n");
    expect(errorsOf({ ...VALID, custom_services: many })).toEqual({ custom_services: ["Please add at most 20 custom services"] });
  });
});

describe("splitCustomServices", () => {
  it("splits on any newline, trims, collapses spaces and drops blanks and repeats in any case", () => {
    expect(splitCustomServices("a\nb\r\nc\rd")).toEqual(["a", "b", "c", "d"]);
    expect(splitCustomServices(["  Dog   walking ", "dog walking\nCat sitting", "", " \n "])).toEqual(["Dog walking", "Cat sitting"]);
  });

  it("takes nothing from nothing", () => {
    expect(splitCustomServices(undefined)).toEqual([]);
    expect(splitCustomServices(null)).toEqual([]);
    expect(splitCustomServices("")).toEqual([]);
    expect(splitCustomServices([1, {}, "Tiling"])).toEqual(["Tiling"]);
  });
});

describe("mergeServices", () => {
  it("moves catalogue names out of the custom list without repeating them", () => {
    expect(mergeServices(["Painting"], ["Car detailing", "painting", "Mural art"])).toEqual({
      services_provided: ["Painting", "Car Detailing"],
      custom_services: ["Mural art"],
    });
  });
});

describe("field rules", () => {
  it("password: at least 6 characters, kept as typed", () => {
    expect(errorsOf({ ...VALID, password: "12345" })).toEqual({ password: ["Password must be at least 6 characters"] });
    expect(valueOf({ ...VALID, password: " 12345" }).password).toBe(" 12345");
    expect(errorsOf({ ...VALID, password: "x".repeat(201) })).toEqual({ password: ["Please use at most 200 characters"] });
  });

  it("e-mail", () => {
    expect(errorsOf({ ...VALID, email: "ana@" })).toEqual({ email: ["Please enter a valid email address"] });
    expect(errorsOf({ ...VALID, email: "ana example.com" })).toEqual({ email: ["Please enter a valid email address"] });
    expect(valueOf({ ...VALID, email: " ana@example.com " }).email).toBe("ana@example.com");
  });

  it("phone: a US number in one format", () => {
    expect(valueOf({ ...VALID, phone: "512.555.0142" }).phone).toBe("(512) 555-0142");
    expect(valueOf({ ...VALID, phone: "+1 512 555 0142" }).phone).toBe("(512) 555-0142");
    expect(errorsOf({ ...VALID, phone: "555-0142" })).toEqual({ phone: ["Please enter a valid phone number"] });
    expect(errorsOf({ ...VALID, phone: "call me" })).toEqual({ phone: ["Please enter a valid phone number"] });
  });

  it("zip code: the zip rules, stored as 5 digits", () => {
    expect(valueOf({ ...VALID, zip_code: " 78701-1234 " }).zip_code).toBe("78701");
    for (const zip of ["7870", "787011", "abcde", "78701-12"]) {
      expect(errorsOf({ ...VALID, zip_code: zip })).toEqual({ zip_code: ["Please enter a valid zip code"] });
    }
  });

  it("website: optional, else an http(s) address", () => {
    expect(valueOf({ ...VALID, website: "" }).website).toBeUndefined();
    expect(valueOf({ ...VALID, website: "  " }).website).toBeUndefined();
    expect(valueOf({ ...VALID, website: " https://lonestar.example.com/about " }).website).toBe("https://lonestar.example.com/about");
    for (const website of ["lonestar.example.com", "ftp://lonestar.example.com", "javascript:alert(1)", "https://localhost", "https://"]) {
      expect(errorsOf({ ...VALID, website })).toEqual({
        website: ["Please enter a valid website address starting with http:// or https://"],
      });
    }
  });

  it("isWebsiteUrl", () => {
    expect(isWebsiteUrl("http://a.example.org")).toBe(true);
    expect(isWebsiteUrl("HTTPS://A.EXAMPLE.ORG")).toBe(true);
    expect(isWebsiteUrl("https://exa mple.com")).toBe(false);
    expect(isWebsiteUrl("mailto:ana@example.com")).toBe(false);
  });

  it("years in business: a whole number from 0 to 150", () => {
    expect(valueOf({ ...VALID, years_in_business: "0" }).years_in_business).toBe(0);
    expect(valueOf({ ...VALID, years_in_business: " 150 " }).years_in_business).toBe(150);
    for (const years of ["151", "-1", "2.5", "ten", "1e2"]) {
      expect(errorsOf({ ...VALID, years_in_business: years })).toEqual({
        years_in_business: ["Please enter a whole number of years from 0 to 150"],
      });
    }
  });

  it("service radius: 5 to 100 miles in steps of 5, 25 when not sent", () => {
    expect(valueOf(VALID).service_radius).toBe(25);
    expect(valueOf({ ...VALID, service_radius: "5" }).service_radius).toBe(5);
    expect(valueOf({ ...VALID, service_radius: "100" }).service_radius).toBe(100);
    for (const radius of ["0", "105", "12", "27.5", "far", " "]) {
      expect(errorsOf({ ...VALID, service_radius: radius })).toEqual({
        service_radius: ["Please choose a radius from 5 to 100 miles in steps of 5"],
      });
    }
  });

  it("category: one of the four", () => {
    expect(valueOf({ ...VALID, category: "tutoring-teaching-services", custom_services: "Algebra" }).category).toBe(
      "tutoring-teaching-services",
    );
    expect(errorsOf({ ...VALID, category: "pets" })).toEqual({ category: ["Please choose one of the categories"] });
  });

  it("plan type: community (the default) or premium", () => {
    expect(valueOf(VALID).plan_type).toBe("community");
    expect(valueOf({ ...VALID, plan_type: "premium" }).plan_type).toBe("premium");
    expect(errorsOf({ ...VALID, plan_type: "basic" })).toEqual({ plan_type: ["Please choose the community or the premium plan"] });
  });

  it("additional information is optional", () => {
    expect(valueOf(VALID).additional_info).toBeUndefined();
    expect(valueOf({ ...VALID, additional_info: " Hi " }).additional_info).toBe("Hi");
  });
});

describe("availability from the form fields", () => {
  it("all days are off by default, 09:00 to 17:00", () => {
    const { availability } = valueOf(VALID);
    for (const day of WEEKDAYS) expect(availability[day]).toEqual({ available: false, startTime: "09:00", endTime: "17:00" });
  });

  it("a ticked day is available with its times", () => {
    const names = availabilityFieldNames("wednesday");
    expect(names).toEqual({
      available: "availability.wednesday.available",
      startTime: "availability.wednesday.startTime",
      endTime: "availability.wednesday.endTime",
    });
    const { availability } = valueOf({ ...VALID, [names.available]: "on", [names.startTime]: "07:30", [names.endTime]: "19:00" });
    expect(availability.wednesday).toEqual({ available: true, startTime: "07:30", endTime: "19:00" });
    expect(availability.thursday.available).toBe(false);
  });

  it("an available day must end after it starts", () => {
    const names = availabilityFieldNames("friday");
    for (const end of ["08:00", "09:00"]) {
      expect(errorsOf({ ...VALID, [names.available]: "on", [names.startTime]: "09:00", [names.endTime]: end })).toEqual({
        "availability.friday.endTime": ["The end time must be after the start time"],
      });
    }
  });

  it("a day off may keep any times", () => {
    const names = availabilityFieldNames("friday");
    expect(errorsOf({ ...VALID, [names.startTime]: "18:00", [names.endTime]: "08:00" })).toEqual({});
  });

  it("refuses times that are not HH:MM", () => {
    const names = availabilityFieldNames("monday");
    expect(errorsOf({ ...VALID, [names.available]: "on", [names.startTime]: "0900" })).toEqual({
      "availability.monday.startTime": ["Use the format HH:MM"],
    });
  });

  it("parses a plain object the same way", () => {
    const result = availabilityFormSchema.safeParse({ sunday: { available: "on", startTime: "", endTime: "12:00" } });
    expect(result.success).toBe(true);
    expect(result.data!.sunday).toEqual({ available: true, startTime: "09:00", endTime: "12:00" });
    expect(result.data!.monday).toEqual({ available: false, startTime: "09:00", endTime: "17:00" });
    expect(availabilityFormSchema.safeParse(undefined).success).toBe(true);
  });
});

describe("the logo in the browser (the server checks the bytes instead)", () => {
  const file = (size: number, type: string, name = "logo") => new File([new Uint8Array(size)], name, { type });

  it("takes a PNG, JPEG, GIF or WebP up to 2MB, or no file", () => {
    expect(errorsOf({ ...VALID, logo: file(1024, "image/png", "logo.png") })).toEqual({});
    expect(errorsOf({ ...VALID, logo: file(2 * 1024 * 1024, "image/webp", "logo.webp") })).toEqual({});
    expect(errorsOf({ ...VALID, logo: new File([], "", { type: "application/octet-stream" }) })).toEqual({});
  });

  it("refuses other types and files over 2MB", () => {
    expect(errorsOf({ ...VALID, logo: file(100, "image/svg+xml", "logo.svg") })).toEqual({ logo: ["Please select an image file"] });
    expect(errorsOf({ ...VALID, logo: file(100, "application/pdf", "logo.pdf") })).toEqual({ logo: ["Please select an image file"] });
    expect(errorsOf({ ...VALID, logo: file(2 * 1024 * 1024 + 1, "image/png", "logo.png") })).toEqual({
      logo: ["File size must be less than 2MB"],
    });
  });

  it("is never part of the stored value", () => {
    expect(valueOf({ ...VALID, logo: file(10, "image/png", "logo.png") })).not.toHaveProperty("logo");
  });
});
