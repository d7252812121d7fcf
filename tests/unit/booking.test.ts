import { describe, expect, it } from "vitest";
import { sayIn } from "~/locales/messages";
import { formatPhone, normalizePhone } from "~/domain/forms/fields";
import { slotFieldOf, splitAddressQuery, zipInAddress } from "~/domain/booking/booking";
import { bookingFormSchema } from "~/domain/booking/booking.schema.server";

const VALID = {
  customer_name: "Ana Lopez",
  customer_email: "ana@example.com",
  customer_phone: "(512) 555-0142",
  preferred_date: "2026-11-23",
  preferred_time: "09:00",
};

/** The distinct issue messages per field path, as an English reader reads them; {} when the input is accepted. */
function messages(input: Record<string, unknown>): Record<string, string[]> {
  const result = bookingFormSchema.safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const list = (byPath[issue.path.join(".")] ??= []);
    const words = sayIn("en", issue.message);
    if (!list.includes(words)) list.push(words);
  }
  return byPath;
}

describe("bookingFormSchema", () => {
  it("accepts the required fields alone", () => {
    const result = bookingFormSchema.safeParse(VALID);
    expect(result.success).toBe(true);
    expect(result.data).toEqual(VALID);
  });

  it("reports every required field when all are missing", () => {
    expect(messages({})).toEqual({
      customer_name: ["Please enter your full name"],
      customer_email: ["Please enter your email"],
      customer_phone: ["Please enter your phone number"],
      preferred_date: ["Please choose a date"],
      preferred_time: ["Please choose a time"],
    });
  });

  it("treats empty and blank strings as missing", () => {
    expect(
      messages({
        customer_name: "",
        customer_email: "   ",
        customer_phone: "",
        preferred_date: " ",
        preferred_time: "",
      }),
    ).toEqual({
      customer_name: ["Please enter your full name"],
      customer_email: ["Please enter your email"],
      customer_phone: ["Please enter your phone number"],
      preferred_date: ["Please choose a date"],
      preferred_time: ["Please choose a time"],
    });
  });

  it("gives the required message for a non-string value", () => {
    expect(messages({ ...VALID, customer_name: 5 })).toEqual({ customer_name: ["Please enter your full name"] });
  });

  it("trims the text fields", () => {
    const result = bookingFormSchema.safeParse({
      ...VALID,
      customer_name: "  Ana Lopez ",
      customer_email: " ana@example.com  ",
      service_address: "  500 Congress Ave, Austin, TX 78701 ",
      special_requests: "  Gate code 1234  ",
    });
    expect(result.data).toEqual({
      ...VALID,
      service_address: "500 Congress Ave, Austin, TX 78701",
      special_requests: "Gate code 1234",
    });
  });

  it.each(["ana", "ana@", "@example.com", "ana example.com", "ana@example", "ana@@example.com"])("refuses the e-mail %j", (email) => {
    expect(messages({ ...VALID, customer_email: email })).toEqual({
      customer_email: ["Please enter a valid email address"],
    });
  });

  it("refuses an e-mail longer than 254 characters", () => {
    const email = `${"a".repeat(64)}@${"b".repeat(190)}.com`; // 259 characters
    const result = bookingFormSchema.safeParse({ ...VALID, customer_email: email });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["customer_email"]);
  });

  it.each(["(512) 555-0142", "512-555-0142", "512.555.0142", "+1 512 555 0142", "15125550142", " 5125550142 "])(
    "accepts the phone %j and stores it as (512) 555-0142",
    (phone) => {
      const result = bookingFormSchema.safeParse({ ...VALID, customer_phone: phone });
      expect(result.success).toBe(true);
      expect(result.data?.customer_phone).toBe("(512) 555-0142");
    },
  );

  it.each(["555-0142", "call me", "512-555-014x", "012-555-0142", "+44 20 7946 0958"])("refuses the phone %j", (phone) => {
    expect(messages({ ...VALID, customer_phone: phone })).toEqual({
      customer_phone: ["Please enter a US mobile number, such as (512) 555-0142"],
    });
  });

  it("refuses a phone longer than 30 characters", () => {
    expect(messages({ ...VALID, customer_phone: `512 555 0142${" ".repeat(20)}0` })).toEqual({
      customer_phone: ["Please enter a US mobile number, such as (512) 555-0142"],
    });
  });

  it.each(["11/23/2026", "2026-11-3", "tomorrow"])("refuses the date %j", (date) => {
    expect(messages({ ...VALID, preferred_date: date })).toEqual({ preferred_date: ["Please choose a valid date"] });
  });

  it.each(["9:00", "9am", "0900", "09:00:00"])("refuses the time %j", (time) => {
    expect(messages({ ...VALID, preferred_time: time })).toEqual({
      preferred_time: ["Please choose one of the listed times."],
    });
  });

  it("leaves the grid and calendar rules to the slot engine", () => {
    expect(messages({ ...VALID, preferred_date: "2026-02-30", preferred_time: "08:15" })).toEqual({});
  });

  it("makes service address and special requests optional", () => {
    expect(messages(VALID)).toEqual({});
    expect(messages({ ...VALID, service_address: "", special_requests: "" })).toEqual({});
    const result = bookingFormSchema.safeParse(VALID);
    expect(result.data?.service_address).toBeUndefined();
    expect(result.data?.special_requests).toBeUndefined();
  });

  it("limits the name to 100 characters", () => {
    expect(messages({ ...VALID, customer_name: "a".repeat(100) })).toEqual({});
    expect(messages({ ...VALID, customer_name: "a".repeat(101) })).toEqual({
      customer_name: ["Please use at most 100 characters"],
    });
    // Counted after trimming.
    expect(messages({ ...VALID, customer_name: ` ${"a".repeat(100)} ` })).toEqual({});
  });

  it("limits the service address to 200 characters", () => {
    expect(messages({ ...VALID, service_address: "a".repeat(200) })).toEqual({});
    expect(messages({ ...VALID, service_address: "a".repeat(201) })).toEqual({
      service_address: ["Please use at most 200 characters"],
    });
  });

  it("limits special requests to 1000 characters", () => {
    expect(messages({ ...VALID, special_requests: "a".repeat(1000) })).toEqual({});
    expect(messages({ ...VALID, special_requests: "a".repeat(1001) })).toEqual({
      special_requests: ["Please use at most 1000 characters"],
    });
  });

  it("drops unknown fields such as the honeypot", () => {
    const result = bookingFormSchema.safeParse({ ...VALID, website: "http://spam.example", extra: 1 });
    expect(result.data).toEqual(VALID);
  });
});

describe("normalizePhone", () => {
  it.each([
    ["(512) 555-0142", "5125550142"],
    ["512-555-0142", "5125550142"],
    ["512.555.0142", "5125550142"],
    ["512 555 0142", "5125550142"],
    ["5125550142", "5125550142"],
    ["+1 512 555 0142", "5125550142"],
    ["+1 (512) 555-0142", "5125550142"],
    ["1-512-555-0142", "5125550142"],
    ["15125550142", "5125550142"],
    [" 512 555 0142 ", "5125550142"],
    ["212-200-0000", "2122000000"],
    ["999-999-9999", "9999999999"],
  ])("reads %j as %s", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    ["letters", "call me"],
    ["a letter among digits", "512-555-01a2"],
    ["a vanity number", "1-800-FLOWERS"],
    ["an extension", "512-555-0142 ext 5"],
    ["a slash", "512/555/0142"],
    ["a house number that starts the address", "12345 Ranch Rd 620, Austin"],
    ["the empty string", ""],
    ["blanks", "   "],
    ["7 digits", "555-0142"],
    ["9 digits", "512-555-014"],
    ["11 digits not starting with 1", "25125550142"],
    ["12 digits", "115125550142"],
    ["an area code starting with 0", "012-555-0142"],
    ["an area code starting with 1", "112-555-0142"],
    ["an area code starting with 1 after the country code", "1 112 555 0142"],
    ["an exchange starting with 0", "512-055-0142"],
    ["an exchange starting with 1", "512-155-0142"],
  ])("refuses %s (%j)", (_, input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe("formatPhone", () => {
  it("formats 10 digits as (AAA) EEE-NNNN", () => {
    expect(formatPhone("5125550142")).toBe("(512) 555-0142");
    expect(formatPhone("2122000000")).toBe("(212) 200-0000");
  });

  it("round-trips through normalizePhone", () => {
    for (const input of ["+1 512 555 0142", "512.555.0142", "15125550142"]) {
      const national = normalizePhone(input);
      expect(national).not.toBeNull();
      expect(formatPhone(national!)).toBe("(512) 555-0142");
      expect(normalizePhone(formatPhone(national!))).toBe("5125550142");
    }
  });
});

describe("zipInAddress", () => {
  it.each([
    ["500 Congress Ave, Austin, TX 78701", "78701"],
    ["500 Congress Ave, Austin, TX 78701-1234", "78701"],
    ["78701", "78701"],
    ["Austin TX 78701, USA", "78701"],
    ["12345 Ranch Rd 620, Austin, TX 78726", "78726"],
    ["10001 Main St, New York, NY 10001-0001", "10001"],
  ])("finds the last zip in %j", (address, zip) => {
    expect(zipInAddress(address)).toBe(zip);
  });

  it.each([
    ["no digits", "500 Congress Ave, Austin, TX"],
    ["a 4-digit number", "Suite 1234, Austin"],
    ["a 6-digit number", "Box 787011, Austin"],
    ["a house number that starts the address", "12345 Ranch Rd 620, Austin"],
    ["the empty string", ""],
    ["null", null],
    ["undefined", undefined],
  ])("gives null for %s", (_, address) => {
    expect(zipInAddress(address)).toBeNull();
  });
});

describe("splitAddressQuery", () => {
  it.each([
    ["Aus", { street: "", term: "Aus" }],
    ["  Austin  ", { street: "", term: "Austin" }],
    ["", { street: "", term: "" }],
    ["500 Congress Ave, Aus", { street: "500 Congress Ave, ", term: "Aus" }],
    ["500 Congress Ave,Aus", { street: "500 Congress Ave, ", term: "Aus" }],
    ["500 Congress Ave,", { street: "500 Congress Ave, ", term: "" }],
    ["  500 Congress Ave  ,  787  ", { street: "500 Congress Ave, ", term: "787" }],
    ["500 Congress Ave, Suite 2, Aus", { street: "500 Congress Ave, Suite 2, ", term: "Aus" }],
    [", Austin", { street: "", term: "Austin" }],
    ["   , Austin", { street: "", term: "Austin" }],
  ])("splits %j", (input, expected) => {
    expect(splitAddressQuery(input)).toEqual(expected);
  });
});

describe("a refused start on the booking form", () => {
  it.each([
    ["dateRequired", "preferred_date"],
    ["tooFar", "preferred_date"],
    ["dayOff", "preferred_date"],
    ["timeRequired", "preferred_time"],
    ["outsideHours", "preferred_time"],
    ["taken", "preferred_time"],
  ] as const)("shows %s beside %s", (reason, field) => {
    expect(slotFieldOf(reason)).toBe(field);
  });
});
