import { describe, expect, it } from "vitest";
import { providerCredentials } from "~/domain/credentials";

describe("what a provider proved when applying", () => {
  it("earns a badge for each thing stated, with the provider's own words as detail", () => {
    expect(providerCredentials({ licenses: " TX Master Electrician ", insurance: "GL $2M", years_in_business: 1 })).toEqual([
      { key: "licensed", label: "Licensed", detail: "TX Master Electrician" },
      { key: "insured", label: "Insured", detail: "GL $2M" },
      { key: "experience", label: "1 year in business", detail: null },
    ]);
  });

  it("earns none for placeholders, blanks, a tile without an application, or less than a year", () => {
    for (const placeholder of ["none", "N/A", "n/a.", "No", "-", "  ", "TBD"]) {
      expect(providerCredentials({ licenses: placeholder, insurance: placeholder, years_in_business: 0 })).toEqual([]);
    }
    expect(providerCredentials({ licenses: null, insurance: null, years_in_business: null })).toEqual([]);
  });
});
