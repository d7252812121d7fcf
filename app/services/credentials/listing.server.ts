import { PERSONAL_KINDS, tileRequirements, type Requirement } from "~/domain/credentials/credentials";
import { WORKING_MEMBER_STATUSES } from "~/domain/team/team";
import { listBusinessCredentials, listBusinessTiles, listCredentialRules, listLicensedTrades } from "~/models/credential.server";
import { listTeamMembers } from "~/models/team.server";
import { findZipCode } from "~/models/zip-code.server";

/**
 * In words, what keeps a business's tiles out of the lists and its members from a service's jobs:
 * the rule the lists decide in SQL (holdsRequirements), read for the portal's banner, Services,
 * Team and Credentials pages (decision 0035).
 */
export type TileGap = { id: string; name: string; needs: string[]; missing: string[] };
export type MemberGap = { service: string; missing: string[] };

/** What the rule reads of a business, at once: its credentials, active tiles and team, and the rules. */
export async function listingFacts(providerUserId: string) {
  const [credentials, tiles, rules, trades, members] = await Promise.all([
    listBusinessCredentials(providerUserId),
    listBusinessTiles(providerUserId),
    listCredentialRules(),
    listLicensedTrades(),
    listTeamMembers(providerUserId),
  ]);
  return { credentials, tiles, rules, trades, members };
}

export type ListingFacts = Awaited<ReturnType<typeof listingFacts>>;

/** Whether a person holds a requirement at `now`, among a business's credentials. */
function holdsWith(credentials: ListingFacts["credentials"], now: Date) {
  return (holderUserId: string, need: Requirement) =>
    credentials.some(
      (credential) =>
        credential.status === "verified" &&
        credential.holder_user_id === holderUserId &&
        new Date(credential.expires_at) > now &&
        credential.kind === need.kind &&
        (!need.state || credential.state === need.state),
    );
}

/**
 * What an application's services will lack when approved at `now`, before its tiles exist (the
 * same rule, from its category, its zip's state and each service): the requirements' names, once
 * each. Empty: its tiles are listed as soon as they are made.
 */
export async function missingAtApproval(
  application: { providerUserId: string | null; category: string; zip: string; services: readonly string[] },
  now: Date,
): Promise<Requirement[]> {
  const [credentials, rules, trades, zip] = await Promise.all([
    application.providerUserId ? listBusinessCredentials(application.providerUserId) : Promise.resolve([]),
    listCredentialRules(),
    listLicensedTrades(),
    findZipCode(application.zip),
  ]);
  const holds = holdsWith(credentials, now);
  const missing = application.services.flatMap((serviceType) =>
    tileRequirements({ category: application.category, state: zip?.state ?? "", serviceType }, rules, trades).filter(
      (need) => !application.providerUserId || !holds(application.providerUserId, need),
    ),
  );
  // One of each: two services may wait on the same licence.
  return [...new Map(missing.map((need) => [`${need.kind} ${need.state ?? ""}`, need])).values()];
}

/**
 * The gaps of a business's tiles and members at `now`, from the facts read once (its pages use the
 * same facts), each requirement named by `label` in the page's language.
 */
export function listingGaps(facts: ListingFacts, providerUserId: string, now: Date, label: (need: Requirement) => string) {
  const { credentials, tiles, rules, trades, members } = facts;
  const holds = holdsWith(credentials, now);
  const needsOf = new Map(
    tiles.map((tile) => [
      tile.id,
      tileRequirements({ category: tile.category, state: tile.state, serviceType: tile.service_type }, rules, trades),
    ]),
  );
  const tileGaps: TileGap[] = tiles.map((tile) => {
    const needs = needsOf.get(tile.id)!;
    return {
      id: tile.id,
      name: tile.service_name,
      needs: needs.map(label),
      missing: needs.filter((need) => !holds(providerUserId, need)).map(label),
    };
  });
  const memberGaps = new Map<string, MemberGap[]>();
  for (const member of members.filter((row) => WORKING_MEMBER_STATUSES.includes(row.status))) {
    const gaps = tiles.flatMap((tile) => {
      if (!member.serviceIds.includes(tile.id)) return [];
      const missing = needsOf.get(tile.id)!.filter((need) => PERSONAL_KINDS.includes(need.kind) && !holds(member.user_id, need));
      return missing.length > 0 ? [{ service: tile.service_name, missing: missing.map(label) }] : [];
    });
    if (gaps.length > 0) memberGaps.set(member.user_id, gaps);
  }
  return { tiles: tileGaps, members: memberGaps };
}

/** The tiles held out of the lists, with what each lacks. */
export function unlistedTiles(gaps: readonly TileGap[]): TileGap[] {
  return gaps.filter((gap) => gap.missing.length > 0);
}
