import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formConstraints } from "~/lib/form-constraints.server";
import { emailField, optionalText, phoneField, requiredText } from "~/domain/forms/fields.schema.server";
import { tooLongReason, US_PHONE_SHAPE } from "~/domain/forms/fields";
import { BOOKING_REASONS } from "~/domain/booking/booking";
import { bookingWithRepeatSchema } from "~/domain/series/series.schema.server";
import { quoteRequestSchema } from "~/domain/quotes/quotes.schema.server";
import { moderationFormSchema } from "~/domain/reviews/reviews.schema.server";
import { serviceAreaFormSchema } from "~/domain/places/service-area.schema.server";
import { tileEditSchema } from "~/domain/admin/tiles.schema.server";
import { zipFormSchema } from "~/domain/places/zip.schema.server";
import { socialPostSchema } from "~/domain/marketing/social.schema.server";
import { customerFormSchema } from "~/domain/dashboard/customers.schema.server";

/** How the browser reads a `pattern` attribute: the whole value, with the `v` flag. */
const matchesPattern = (pattern: string, value: string) => new RegExp(`^(?:${pattern})$`, "v").test(value);

describe("a form's browser checks, read from its schema", () => {
  it("are each field's attributes and the schema's own messages", () => {
    const schema = z.object({
      name: requiredText("Enter a name", 100),
      email: emailField({ required: "Enter an e-mail", invalid: "Enter a real e-mail" }),
      phone: phoneField({ required: "Enter a phone", invalid: "Enter a real phone" }),
      note: optionalText(500),
      count: z.coerce.number({ error: "Enter a count" }).int("Whole visits").min(2, "From 2").max(26, "To 26"),
      code: z
        .string()
        .trim()
        .regex(/^[A-Z]{3}$/, "Three capitals"),
    });
    expect(formConstraints(schema)).toEqual({
      name: { required: true, maxLength: 100, "data-missing": "Enter a name", "data-invalid": tooLongReason(100) },
      email: { required: true, maxLength: 254, "data-missing": "Enter an e-mail", "data-invalid": "Enter a real e-mail" },
      phone: {
        required: true,
        maxLength: 30,
        pattern: String.raw`\s*(?:${US_PHONE_SHAPE.source.slice(1, -1)})\s*`,
        "data-missing": "Enter a phone",
        "data-invalid": "Enter a real phone",
      },
      note: { maxLength: 500, "data-invalid": tooLongReason(500) },
      count: { required: true, min: 2, max: 26, step: 1, "data-missing": "Enter a count", "data-invalid": "Whole visits" },
      code: { required: true, pattern: String.raw`\s*(?:[A-Z]{3})\s*`, "data-invalid": "Three capitals" },
    });
  });

  it("ask nothing of what the schema lets be left out: optional, defaulted, unknown, checkboxes", () => {
    const constraints = formConstraints(
      z.object({
        later: z.string().optional(),
        defaulted: z.string().default("x"),
        anything: z.unknown().transform(Number).pipe(z.number().max(5, "At most 5")),
        ticked: z.boolean(),
        platforms: z.array(z.enum(["a", "b"])).min(1, "At least one"),
      }),
    );
    expect(constraints).toEqual({ anything: { max: 5, "data-invalid": "At most 5" } });
  });

  it("keep, of a field in several branches, only what every branch asks", () => {
    expect(formConstraints(moderationFormSchema).reason).not.toHaveProperty("required");
    expect(formConstraints(moderationFormSchema).intent).toEqual({ required: true });
  });

  it("give no pattern for a regex a pattern attribute cannot say the same way", () => {
    const constraints = formConstraints(
      z.object({
        either: z.string().regex(/^a$|^b$/, "A or B"),
        caseless: z.string().regex(/^abc$/i, "abc"),
        inside: z.string().regex(/\d/, "A digit"),
      }),
    );
    for (const field of Object.values(constraints)) expect(field).not.toHaveProperty("pattern");
  });

  it("are computed once per schema", () => {
    expect(formConstraints(zipFormSchema)).toBe(formConstraints(zipFormSchema));
  });
});

describe("every pattern a form's field gets", () => {
  const forms = { bookingWithRepeatSchema, quoteRequestSchema, serviceAreaFormSchema, tileEditSchema, zipFormSchema };
  const samples = [
    "78701",
    " 78701 ",
    "78701-1234",
    "7870",
    "787011",
    "78701-12",
    "abcde",
    "2030-01-07",
    " 2030-01-07",
    "2030-1-7",
    "09:00",
    "9:00",
    "09:00 ",
    "0900",
  ];
  for (const [formName, schema] of Object.entries(forms)) {
    const shape = (
      "shape" in schema ? schema.shape : (schema as unknown as { _zod: { def: { in: { shape: object } } } })._zod.def.in.shape
    ) as Record<string, z.ZodType>;
    for (const [name, constraint] of Object.entries(formConstraints(schema))) {
      if (!constraint.pattern) continue;
      it(`accepts exactly what ${formName}'s ${name} accepts`, () => {
        // An empty field is the `required` attribute's to judge, not the pattern's.
        for (const value of samples.filter(Boolean)) {
          const accepted = shape[name].safeParse(value).success;
          expect(matchesPattern(constraint.pattern!, value), JSON.stringify(value)).toBe(accepted);
        }
      });
    }
  }
});

describe("the forms' checks", () => {
  it("say what the booking form's contact fields said by hand", () => {
    const constraints = formConstraints(bookingWithRepeatSchema);
    expect(constraints.customer_name).toMatchObject({ required: true, maxLength: 100, "data-missing": BOOKING_REASONS.name });
    expect(constraints.customer_email).toMatchObject({
      required: true,
      maxLength: 254,
      "data-invalid": BOOKING_REASONS.email,
    });
    expect(constraints.customer_phone).toMatchObject({ required: true, maxLength: 30, "data-missing": BOOKING_REASONS.phoneRequired });
    expect(constraints.special_requests).toEqual({ maxLength: 1000, "data-invalid": tooLongReason(1000) });
  });

  it("give a customer's address the limit the server applies", () => {
    expect(formConstraints(customerFormSchema).address).toMatchObject({ maxLength: 200 });
  });

  it("leave a list of checkboxes to the server's 'at least one'", () => {
    expect(formConstraints(socialPostSchema)).not.toHaveProperty("platforms");
  });
});
