import { lapseInstant, tileRequirements, type CredentialKind } from "~/domain/credentials/credentials";
import { addDaysToDate, localClock } from "~/domain/time";
import type { Executor } from "~/lib/db.server";
import {
  insertCredential,
  insertCredentialDocument,
  listCredentialRules,
  listLicensedTrades,
  moveCredential,
} from "~/models/credential.server";

const ISSUERS: Record<CredentialKind, (state: string) => string> = {
  licence: (state) => (state === "TX" ? "Texas Department of Licensing and Regulation" : `${state} licensing board`),
  insurance: () => "Hartwell Mutual",
  background_check: () => "Checkr",
  certification: () => "National certification board",
};

/** A one-page PDF standing in for the scanned document a real provider uploads. */
function demoDocument(title: string): Uint8Array {
  return new TextEncoder().encode(`%PDF-1.4\n% Porchlight demo document: ${title}\n%%EOF\n`);
}

/**
 * A demo business's verified credentials: what its tiles require (so they are listed, as real
 * providers' would be once checked) and, for the demo provider, insurance too. Each expires 8 to
 * 20 months on, verified the day its application was approved.
 */
export async function seedCredentials(
  trx: Executor,
  business: {
    userId: string;
    index: number;
    state: string;
    timeZone: string;
    tiles: Array<{ category: string; serviceType: string }>;
    verifiedAt: Date;
    adminId: string;
  },
  now: Date,
) {
  const [rules, trades] = await Promise.all([listCredentialRules(trx), listLicensedTrades(trx)]);
  const kinds = new Set<CredentialKind>(business.index === 0 ? ["insurance"] : []);
  for (const tile of business.tiles) {
    for (const requirement of tileRequirements({ ...tile, state: business.state }, rules, trades)) kinds.add(requirement.kind);
  }
  const expiresOn = addDaysToDate(localClock(now, business.timeZone).date, 240 + ((business.index * 37) % 360));
  for (const kind of kinds) {
    const number = `${business.state}-${kind === "background_check" ? "BC" : kind === "insurance" ? "GL" : "L"}-${String(10_000 + business.index * 7919).slice(0, 5)}`;
    const documentId = await insertCredentialDocument(trx, {
      providerUserId: business.userId,
      contentType: "application/pdf",
      bytes: demoDocument(number),
    });
    const id = await insertCredential(trx, {
      providerUserId: business.userId,
      holderUserId: business.userId,
      kind,
      issuer: ISSUERS[kind](business.state),
      state: business.state,
      number,
      expiresOn,
      expiresAt: lapseInstant(expiresOn, business.timeZone).toISOString(),
      documentId,
      now: business.verifiedAt,
    });
    await moveCredential(trx, id, { to: "verified", by: "admin", now: business.verifiedAt, adminId: business.adminId });
  }
}
