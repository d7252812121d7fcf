import { sayIn } from "~/locales/messages";
import { describe, expect, it } from "vitest";
import { customerFormSchema } from "~/domain/dashboard/customers.schema.server";
import { displayBookingStatus, weekInstants, weekOf } from "~/domain/dashboard/dashboard";

describe("displayBookingStatus", () => {
  // 10:00 in Chicago for 90 minutes.
  const booking = { status: "confirmed", starts_at: "2026-11-25T16:00:00.000Z", duration_minutes: 90 };

  it("shows a confirmed or en-route job as in progress for its own length", () => {
    expect(displayBookingStatus(booking, new Date("2026-11-25T15:59:59Z"))).toBe("confirmed");
    expect(displayBookingStatus(booking, new Date("2026-11-25T16:00:00Z"))).toBe("in_progress");
    expect(displayBookingStatus(booking, new Date("2026-11-25T17:29:59Z"))).toBe("in_progress");
    expect(displayBookingStatus(booking, new Date("2026-11-25T17:30:00Z"))).toBe("confirmed");
    expect(displayBookingStatus({ ...booking, status: "en_route" }, new Date("2026-11-25T16:30:00Z"))).toBe("in_progress");
    expect(displayBookingStatus({ ...booking, duration_minutes: 30 }, new Date("2026-11-25T16:30:00Z"))).toBe("confirmed");
  });

  it("leaves other statuses alone", () => {
    for (const status of ["pending", "in_progress", "completed", "cancelled", "no_show"]) {
      expect(displayBookingStatus({ ...booking, status }, new Date("2026-11-25T16:30:00Z"))).toBe(status);
    }
  });
});

describe("weeks start on Sunday", () => {
  it.each([
    ["2026-11-22", "2026-11-22"], // Sunday
    ["2026-11-25", "2026-11-22"], // Wednesday
    ["2026-11-28", "2026-11-22"], // Saturday
    ["2026-11-29", "2026-11-29"], // next Sunday
    ["2027-01-01", "2026-12-27"], // across the year
  ])("%s is in the week starting %s", (date, start) => {
    expect(weekOf(date).start).toBe(start);
  });

  it("gives the local week's bounds as UTC instants", () => {
    expect(weekInstants("2026-11-25", "America/Chicago")).toEqual({ from: "2026-11-22T06:00:00.000Z", to: "2026-11-29T06:00:00.000Z" });
  });
});

describe("customer form", () => {
  it("normalises the phone and requires name, e-mail and phone", () => {
    const ok = customerFormSchema.safeParse({ name: " Ada ", email: "ada@example.org", phone: "512.555.0101" });
    expect(ok.success && ok.data).toEqual({ name: "Ada", email: "ada@example.org", phone: "(512) 555-0101" });
    const bad = customerFormSchema.safeParse({});
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => [issue.path.join("."), sayIn("en", issue.message)])).toEqual([
      ["name", "Please enter the customer's name"],
      ["email", "Please enter the customer's email"],
      ["phone", "Please enter the customer's phone number"],
    ]);
  });
});
