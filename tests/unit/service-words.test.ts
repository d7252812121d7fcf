import { describe, expect, it } from "vitest";
import type { VerifiedCredential } from "~/domain/credentials/credentials";
import { longDateIn } from "~/locales/clock";
import { credentialStatementIn } from "~/locales/service";

const licence: VerifiedCredential = {
  kind: "licence",
  issuer: "Texas Department of Licensing",
  state: "TX",
  number: "TX-M-12345",
  expiresOn: "2027-06-30",
  // Late on Nov 30 in Austin, already Dec 1 in UTC: the day is the business's.
  verifiedAt: "2026-12-01T03:30:00.000Z",
  holderFirstName: null,
  personFirstName: "Ana",
  timeZone: "America/Chicago",
};

describe("a service page's words in Spanish", () => {
  it("says what Porchlight checked, on the business's day, and until when", () => {
    expect(credentialStatementIn("es", licence)).toMatch(
      /^Licencia TX-M-12345: comprobado por Porchlight el 30 nov\.? 2026 · vigente hasta junio de 2027$/,
    );
    expect(credentialStatementIn("es", { ...licence, kind: "insurance", issuer: "State Farm" })).toMatch(
      /^Seguro con State Farm: comprobado/,
    );
    expect(credentialStatementIn("es", { ...licence, kind: "background_check" })).toMatch(
      /^Verificación de antecedentes de Ana: comprobada en noviembre de 2026 · vigente hasta junio de 2027$/,
    );
    expect(credentialStatementIn("en", licence)).toBe("Licence TX-M-12345 verified by Porchlight on Nov 30, 2026 · valid to June 2027");
  });

  it("writes a day as each language does", () => {
    expect(longDateIn("es", "2026-03-03")).toBe("martes, 3 de marzo de 2026");
    expect(longDateIn("en", "2026-03-03")).toBe("Tuesday, March 3, 2026");
  });
});
