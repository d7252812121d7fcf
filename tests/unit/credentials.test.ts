import { cardWordsOf } from "~/locales/discovery";
import { credentialStatementIn } from "~/locales/service";
import { describe, expect, it } from "vitest";
import {
  CREDENTIAL_MACHINE,
  cardCredentials,
  credentialStructuredData,
  detectDocumentType,
  lapseInstant,
  reminderDue,
  tileRequirements,
  type VerifiedCredential,
} from "~/domain/credentials/credentials";
import { credentialNameIn } from "~/locales/credential-emails";
import { firstNameOf } from "~/domain/team/team";

const licence: VerifiedCredential = {
  kind: "licence",
  issuer: "Texas Medical Board",
  state: "TX",
  number: "TX-M-12345",
  expiresOn: "2027-06-30",
  verifiedAt: "2026-11-03T15:00:00.000Z",
  holderFirstName: null,
  personFirstName: "Angela",
  timeZone: "America/Chicago",
};

/** The sentence an English reader reads. */
const statement = (credential: VerifiedCredential) => credentialStatementIn("en", credential);

describe("what customers read of a credential", () => {
  it("says exactly what was checked, when, and until when", () => {
    expect(statement(licence)).toBe("Licence TX-M-12345 verified by Porchlight on Nov 3, 2026 · valid to June 2027");
    expect(
      statement({
        ...licence,
        kind: "background_check",
        number: "BC-1",
        holderFirstName: "Maria",
        personFirstName: "Maria",
        verifiedAt: "2026-10-14T15:00:00.000Z",
      }),
    ).toBe("Background check on Maria verified Oct 2026 · valid to June 2027");
    expect(statement({ ...licence, kind: "insurance", issuer: "State Farm" })).toBe(
      "Insurance with State Farm verified by Porchlight on Nov 3, 2026 · valid to June 2027",
    );
    expect(statement({ ...licence, kind: "certification", issuer: "NATE", number: "C-77", holderFirstName: "Ben" })).toBe(
      "NATE certification C-77 held by Ben verified by Porchlight on Nov 3, 2026 · valid to June 2027",
    );
  });

  it("dates the check in the business's zone: 11 p.m. in Los Angeles on Nov 2 is Nov 2 there, though Nov 3 in UTC", () => {
    const late = { ...licence, verifiedAt: "2026-11-03T07:00:00.000Z", timeZone: "America/Los_Angeles" };
    expect(statement(late)).toContain("on Nov 2, 2026");
  });

  it("gives a card one short badge per kind of the business's own, the latest to expire", () => {
    const older = { ...licence, number: "OLD", expiresOn: "2027-01-31" };
    const member = { ...licence, kind: "background_check" as const, holderFirstName: "Maria" };
    const kept = cardCredentials([older, licence, member]);
    expect(kept).toEqual([licence]);
    expect(kept.map(cardWordsOf("en").credential)).toEqual(["Licence verified Nov 2026 · to Jun 2027"]);
  });

  it("puts only the record's facts in JSON-LD", () => {
    expect(credentialStructuredData(licence, statement(licence))).toEqual({
      "@type": "EducationalOccupationalCredential",
      credentialCategory: "licence",
      name: "Licence TX-M-12345 verified by Porchlight on Nov 3, 2026 · valid to June 2027",
      identifier: "TX-M-12345",
      recognizedBy: { "@type": "Organization", name: "Texas Medical Board" },
      validIn: { "@type": "AdministrativeArea", name: "TX" },
      expires: "2027-06-30",
    });
  });

  it("names people by their first name, after a title", () => {
    expect(firstNameOf("Dr. Angela Brooks")).toBe("Angela");
    expect(firstNameOf("Chris Nguyen, DPT")).toBe("Chris");
    expect(firstNameOf("Dr")).toBe("Dr");
  });

  it("names a credential in e-mails to its business", () => {
    expect(credentialNameIn("en", { kind: "licence", number: "TX-M-1", state: "TX", holderName: null })).toBe("Licence TX-M-1 (TX)");
    expect(credentialNameIn("en", { kind: "background_check", number: "BC-9", state: "TX", holderName: "Maria Lopez" })).toBe(
      "Background check BC-9 for Maria Lopez",
    );
    expect(credentialNameIn("es", { kind: "licence", number: "TX-M-1", state: "TX", holderName: "Maria Lopez" })).toBe(
      "Licencia TX-M-1 (TX) de Maria Lopez",
    );
  });
});

describe("a credential's dates", () => {
  it("is valid through its expiry date: it lapses at the next midnight in the business's zone, across a clock change", () => {
    expect(lapseInstant("2027-06-30", "America/Chicago").toISOString()).toBe("2027-07-01T05:00:00.000Z");
    expect(lapseInstant("2026-12-31", "America/Chicago").toISOString()).toBe("2027-01-01T06:00:00.000Z");
    // The night the clocks go back (Nov 1, 2026) and forward (Mar 14, 2027) in New York.
    expect(lapseInstant("2026-10-31", "America/New_York").toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(lapseInstant("2026-11-01", "America/New_York").toISOString()).toBe("2026-11-02T05:00:00.000Z");
    expect(lapseInstant("2027-03-14", "America/New_York").toISOString()).toBe("2027-03-15T04:00:00.000Z");
    expect(lapseInstant("2027-06-30", "America/Phoenix").toISOString()).toBe("2027-07-01T07:00:00.000Z");
  });

  it("reminds 30, 7 and 1 days before, once each, and only the nearest when several passed at once", () => {
    const expiresAt = "2027-07-01T05:00:00.000Z";
    const at = (days: number) => new Date(new Date(expiresAt).getTime() - days * 86_400_000);
    expect(reminderDue({ expiresAt, remindedDays: null }, at(31))).toBeNull();
    expect(reminderDue({ expiresAt, remindedDays: null }, at(30))).toBe(30);
    expect(reminderDue({ expiresAt, remindedDays: 30 }, at(29))).toBeNull();
    expect(reminderDue({ expiresAt, remindedDays: 30 }, at(7))).toBe(7);
    expect(reminderDue({ expiresAt, remindedDays: 7 }, at(6))).toBeNull();
    expect(reminderDue({ expiresAt, remindedDays: 7 }, at(0.5))).toBe(1);
    expect(reminderDue({ expiresAt, remindedDays: 1 }, at(0.2))).toBeNull();
    expect(reminderDue({ expiresAt, remindedDays: null }, at(3))).toBe(7);
    expect(reminderDue({ expiresAt, remindedDays: null }, at(-1))).toBeNull();
  });
});

describe("what a tile needs before it is listed", () => {
  const rules = [
    { category: "medical-home-services", kind: "licence" as const },
    { category: "medical-home-services", kind: "background_check" as const },
    { category: "tutoring-teaching-services", kind: "background_check" as const },
  ];
  const trades = [{ state: "TX", service_type: "Electrical" }];

  it("follows the category's rules, a licence from the tile's own state", () => {
    expect(tileRequirements({ category: "medical-home-services", state: "TX", serviceType: "In-Home Nursing" }, rules, trades)).toEqual([
      { kind: "licence", state: "TX" },
      { kind: "background_check", state: null },
    ]);
    expect(tileRequirements({ category: "tutoring-teaching-services", state: "CA", serviceType: "Math" }, rules, trades)).toEqual([
      { kind: "background_check", state: null },
    ]);
  });

  it("asks a licensed trade for a licence only in the states that license it", () => {
    expect(tileRequirements({ category: "home-services", state: "TX", serviceType: "Electrical" }, rules, trades)).toEqual([
      { kind: "licence", state: "TX" },
    ]);
    expect(tileRequirements({ category: "home-services", state: "KS", serviceType: "Electrical" }, rules, trades)).toEqual([]);
    expect(tileRequirements({ category: "home-services", state: "TX", serviceType: "House Cleaning" }, rules, trades)).toEqual([]);
  });
});

describe("a credential's states", () => {
  it("moves only as the table allows: checked by an admin, withdrawn by its business, lapsed by the clock, a verification withdrawn by an admin", () => {
    expect(CREDENTIAL_MACHINE.moves()).toEqual([
      { from: "submitted", to: "verified", by: ["admin"] },
      { from: "submitted", to: "rejected", by: ["admin"] },
      { from: "submitted", to: "withdrawn", by: ["owner"] },
      { from: "verified", to: "rejected", by: ["admin"] },
      { from: "verified", to: "expired", by: ["clock"] },
      { from: "verified", to: "withdrawn", by: ["owner"] },
    ]);
    expect(CREDENTIAL_MACHINE.allows("rejected", "verified", "admin")).toBe(false);
    expect(CREDENTIAL_MACHINE.allows("expired", "verified", "admin")).toBe(false);
  });

  it("knows a document by its bytes, not its name", () => {
    expect(detectDocumentType(new TextEncoder().encode("%PDF-1.7\n"))).toBe("application/pdf");
    expect(detectDocumentType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(detectDocumentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("image/png");
    expect(detectDocumentType(new TextEncoder().encode("<svg></svg>"))).toBeNull();
    expect(detectDocumentType(new TextEncoder().encode("GIF89a"))).toBeNull();
  });
});
