import { PERSONAL_KINDS, requirementLabel, tileRequirements, type Requirement } from "~/domain/credentials";
import { WORKING_MEMBER_STATUSES } from "~/domain/team/team";
import { listBusinessCredentials, listBusinessTiles, listCredentialRules, listLicensedTrades } from "~/models/credential.server";
import { listTeamMembers } from "~/models/team.server";

/**
 * What keeps a business's tiles out of the lists, and its members from a service's jobs, in
 * words (decision 0035): the same rule the lists decide in SQL (holdsRequirements), read here for
 * the portal's banner, its Services and Team tabs and the Credentials page. A tile needs its
 * requirements held by the owner; a member, for each service they perform, the personal ones
 * (licence, background check, certification) of their own.
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

/** The gaps of a business's tiles and members at `now`, from the facts read once (its pages use the same facts). */
export function listingGaps(facts: ListingFacts, providerUserId: string, now: Date) {
  const { credentials, tiles, rules, trades, members } = facts;
  const holds = (holderUserId: string, need: Requirement) =>
    credentials.some(
      (credential) =>
        credential.status === "verified" &&
        credential.holder_user_id === holderUserId &&
        new Date(credential.expires_at) > now &&
        credential.kind === need.kind &&
        (!need.state || credential.state === need.state),
    );
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
      needs: needs.map(requirementLabel),
      missing: needs.filter((need) => !holds(providerUserId, need)).map(requirementLabel),
    };
  });
  const memberGaps = new Map<string, MemberGap[]>();
  for (const member of members.filter((row) => WORKING_MEMBER_STATUSES.includes(row.status))) {
    const gaps = tiles.flatMap((tile) => {
      if (!member.serviceIds.includes(tile.id)) return [];
      const missing = needsOf.get(tile.id)!.filter((need) => PERSONAL_KINDS.includes(need.kind) && !holds(member.user_id, need));
      return missing.length > 0 ? [{ service: tile.service_name, missing: missing.map(requirementLabel) }] : [];
    });
    if (gaps.length > 0) memberGaps.set(member.user_id, gaps);
  }
  return { tiles: tileGaps, members: memberGaps };
}

/** The tiles held out of the lists, with what each lacks. */
export function unlistedTiles(gaps: readonly TileGap[]): TileGap[] {
  return gaps.filter((gap) => gap.missing.length > 0);
}
