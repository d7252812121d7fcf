import { describe, expect, it } from "vitest";
import { formValues } from "~/components/use-form";

/** The browser's checks see a form's values as the server's parse does. */
describe("formValues", () => {
  it("nests dotted names, lists repeated names and leaves files out", () => {
    const data = new FormData();
    data.append("business_name", "Casa Pro");
    data.append("availability.monday.available", "on");
    data.append("availability.monday.startTime", "09:00");
    data.append("services_provided", "Plumbing");
    data.append("services_provided", "Roofing");
    data.append("logo", new Blob(["x"], { type: "image/png" }), "logo.png");
    expect(formValues(data)).toEqual({
      business_name: "Casa Pro",
      availability: { monday: { available: "on", startTime: "09:00" } },
      services_provided: ["Plumbing", "Roofing"],
    });
  });

  it("keeps empty values, which the rules read as blank", () => {
    const data = new FormData();
    data.append("amount", "");
    expect(formValues(data)).toEqual({ amount: "" });
  });
});
