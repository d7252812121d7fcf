import { sayIn } from "~/locales/messages";
import { describe, expect, it } from "vitest";
import { mayActFor } from "~/domain/accounts/business";
import { jobBookedIn } from "~/locales/dashboard-server";
import { customerOptionLabel, NO_CUSTOMER, schedulingPath, serviceOptionLabel } from "~/domain/schedule/scheduling";
import { scheduleJobSchema } from "~/domain/schedule/scheduling.schema.server";

const valid = {
  customer_id: "5f0c6b8e-8f1d-4b8a-9d6e-2f3a4b5c6d7e",
  preferred_date: "2026-11-24",
  preferred_time: "10:00",
  special_requests: "  Side gate  ",
};

describe("scheduleJobSchema", () => {
  it("accepts a job and trims the special requests", () => {
    const result = scheduleJobSchema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ ...valid, special_requests: "Side gate" });
  });

  it("uses the customer booking form's messages for the date and time", () => {
    const result = scheduleJobSchema.safeParse({ customer_id: valid.customer_id, preferred_date: "", preferred_time: "" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), sayIn("en", issue.message)]));
    expect(messages).toEqual({ preferred_date: "Please choose a date", preferred_time: "Please choose a time" });
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["the placeholder", NO_CUSTOMER],
  ])("asks for a customer when it is %s", (_label, customer_id) => {
    const result = scheduleJobSchema.safeParse({ ...valid, customer_id });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join("."), sayIn("en", issue.message)])).toEqual([
      ["customer_id", "Please choose a customer"],
    ]);
  });

  it("limits special requests to 1000 characters", () => {
    expect(scheduleJobSchema.safeParse({ ...valid, special_requests: "x".repeat(1001) }).success).toBe(false);
    expect(scheduleJobSchema.safeParse({ ...valid, special_requests: "x".repeat(1000) }).success).toBe(true);
  });
});

describe("mayActFor", () => {
  const provider = { userId: "p1", seesAll: false };
  const admin = { userId: "a1", seesAll: true };

  it("lets a provider act only on their own records", () => {
    expect(mayActFor(provider, "p1")).toBe(true);
    expect(mayActFor(provider, "p2")).toBe(false);
  });

  it("lets an admin act on any business's records", () => {
    expect(mayActFor(admin, "p2")).toBe(true);
  });

  it("leaves a record without an owner to admins", () => {
    expect(mayActFor(admin, null)).toBe(true);
    expect(mayActFor(provider, null)).toBe(false);
  });
});

describe("schedulingPath", () => {
  it("builds the tab's URL, leaving out empty values", () => {
    expect(schedulingPath({})).toBe("/dashboard/scheduling");
    expect(schedulingPath({ service: "abc", date: "2026-11-24" })).toBe("/dashboard/scheduling?service=abc&date=2026-11-24");
    expect(schedulingPath({ q: "Lone Star & Co", service: "abc", date: "" })).toBe("/dashboard/scheduling?q=Lone+Star+%26+Co&service=abc");
  });
});

describe("labels and messages", () => {
  it("says who the job is for and when", () => {
    expect(jobBookedIn("en", "Olivia Bennett", "2026-11-24", "14:30")).toBe(
      "Job booked for Olivia Bennett on Tuesday, November 24, 2026 at 2:30 PM",
    );
    expect(jobBookedIn("es", "Olivia Bennett", "2026-11-24", "14:30")).toBe(
      "Trabajo reservado para Olivia Bennett el martes, 24 de noviembre de 2026 a las 2:30 p. m.",
    );
  });

  it("names the business in an admin's service list only", () => {
    const service = { service_name: "Plumbing", business_name: "Lone Star Home Pros", city: "Austin", state: "TX" };
    expect(serviceOptionLabel(service, false)).toBe("Plumbing");
    expect(serviceOptionLabel(service, true)).toBe("Lone Star Home Pros · Plumbing (Austin, TX)");
    expect(serviceOptionLabel({ ...service, city: null }, true)).toBe("Lone Star Home Pros · Plumbing");
  });

  it("shows an admin whose customer it is", () => {
    const customer = { name: "Olivia Bennett", email: "olivia@example.org", owner_email: "provider@example.com" };
    expect(customerOptionLabel(customer, false)).toBe("Olivia Bennett (olivia@example.org)");
    expect(customerOptionLabel(customer, true)).toBe("Olivia Bennett (olivia@example.org) · provider@example.com");
  });
});

describe("customerFitsService", () => {
  const service = { provider_user_id: "provider-b" };
  it("accepts the provider's own customers and the admin's, never a third business's", async () => {
    const { customerFitsService } = await import("~/domain/schedule/scheduling");
    expect(customerFitsService({ owner_user_id: "provider-b" }, service, { userId: "admin" })).toBe(true);
    expect(customerFitsService({ owner_user_id: "admin" }, service, { userId: "admin" })).toBe(true);
    expect(customerFitsService({ owner_user_id: "provider-a" }, service, { userId: "admin" })).toBe(false);
  });
});
