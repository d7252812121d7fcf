import { CREDENTIAL_KINDS, credentialStructuredData, type VerifiedCredential } from "~/domain/credentials/credentials";
import { firstNameOf, WORKING_MEMBER_STATUSES } from "~/domain/team/team";
import { listVerifiedCredentials } from "~/models/credential.server";

type Business = { provider_user_id: string | null; owner_name: string; business_name: string; timeZone: string };

/**
 * What customers may be told about these tiles' providers: their verified, unexpired credentials
 * (one query for a whole list), by provider. A member's counts while they are on the team; the
 * owner's background check names the owner.
 */
export async function verifiedCredentialsOf(tiles: readonly Business[], now: Date): Promise<Map<string, VerifiedCredential[]>> {
  const byProvider = new Map<string, Business>();
  for (const tile of tiles) if (tile.provider_user_id) byProvider.set(tile.provider_user_id, tile);
  const rows = await listVerifiedCredentials([...byProvider.keys()], now);
  const verified = new Map<string, VerifiedCredential[]>();
  for (const row of rows) {
    const business = byProvider.get(row.provider_user_id)!;
    const isOwner = row.holder_user_id === row.provider_user_id;
    if (!isOwner && (!row.member_name || !WORKING_MEMBER_STATUSES.includes(row.member_status!))) continue;
    const person = isOwner ? firstNameOf(business.owner_name) || business.business_name : firstNameOf(row.member_name!);
    const list = verified.get(row.provider_user_id) ?? [];
    list.push({
      kind: row.kind,
      issuer: row.issuer,
      state: row.state,
      number: row.number,
      expiresOn: row.expires_on,
      verifiedAt: row.verified_at!,
      holderFirstName: isOwner ? null : person,
      personFirstName: person,
      timeZone: business.timeZone,
    });
    verified.set(row.provider_user_id, list);
  }
  // In the kinds' order (licence, insurance, background check, certification), the latest to expire first.
  for (const list of verified.values()) list.sort((a, b) => CREDENTIAL_KINDS.indexOf(a.kind) - CREDENTIAL_KINDS.indexOf(b.kind));
  return verified;
}

/**
 * The service page's "Reviewed by Porchlight" lines (in the words `statement` gives, in the
 * reader's language) and its JSON-LD's credentials, from the same records.
 */
export function credentialFacts(credentials: readonly VerifiedCredential[], statement: (credential: VerifiedCredential) => string) {
  const statements = credentials.map((credential) => statement(credential));
  return { statements, structuredData: credentials.map((credential, k) => credentialStructuredData(credential, statements[k]!)) };
}
