import { createHash } from "node:crypto";
import { sql, type Expression, type RawBuilder } from "kysely";
import {
  CREDENTIAL_KINDS,
  CREDENTIAL_MACHINE,
  PERSONAL_KINDS,
  type CredentialMover,
  type DocumentContentType,
} from "~/domain/credentials/credentials";
import { LIVE_STATUSES } from "~/domain/booking/booking-lifecycle";
import type { PageRequest } from "~/domain/pagination";
import { newId } from "~/domain/uuid";
import type { CredentialKind, CredentialStatus } from "~/lib/db-schema";
import { getDb, inJsonList, type Executor } from "~/lib/db.server";
import { keysetPage } from "~/lib/keyset.server";

/**
 * Whether a person holds, verified and unexpired at `now`, everything a tile requires: its
 * category's kinds and, for a licensed trade in the tile's state, that state's licence. Asked
 * whenever lists are read, so a lapse takes effect at its instant with nothing running. `refs` name
 * the surrounding query's columns.
 */
export function holdsRequirements(
  refs: { holder: string; category: string; state: string; serviceType: string },
  now: Expression<string>,
  kinds: readonly CredentialKind[] = CREDENTIAL_KINDS,
): RawBuilder<boolean> {
  const holder = sql.ref(refs.holder);
  const state = sql.ref(refs.state);
  const held = (kind: RawBuilder<unknown>, licenceState: RawBuilder<unknown>) => sql`exists (
    select 1 from credentials as held where held.holder_user_id = ${holder} and held.kind = ${kind}
      and held.status = 'verified' and held.expires_at > ${now} and (${kind} <> 'licence' or held.state = ${licenceState}))`;
  const kindList = sql.join(kinds.map((kind) => sql.lit(kind)));
  const licenceNeeded = kinds.includes("licence")
    ? sql`and not exists (select 1 from licensed_trades as trade where trade.state = ${state} and trade.service_type = ${sql.ref(refs.serviceType)}
        and not ${held(sql`'licence'`, state)})`
    : sql``;
  return sql<boolean>`(not exists (select 1 from credential_rules as rule where rule.category = ${sql.ref(refs.category)}
      and rule.kind in (${kindList}) and not ${held(sql.ref("rule.kind"), state)}) ${licenceNeeded})`;
}

/** Whether a team member may do a service's new jobs: their own personal credentials of its requirements (insurance is the business's). */
export function memberMayPerform(refs: { member: string; serviceId: string }, now: Expression<string>): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from services as rs join zip_codes as rz on rz.zip = rs.zip_code where rs.id = ${sql.ref(refs.serviceId)}
    and ${holdsRequirements({ holder: refs.member, category: "rs.category", state: "rz.state", serviceType: "rs.service_type" }, now, PERSONAL_KINDS)})`;
}

export async function insertCredentialDocument(
  executor: Executor,
  document: { providerUserId: string; contentType: DocumentContentType; bytes: Uint8Array },
): Promise<string> {
  const id = newId();
  const bytes = Buffer.from(document.bytes);
  await executor
    .insertInto("credential_documents")
    .values({
      id,
      provider_user_id: document.providerUserId,
      content_type: document.contentType,
      bytes,
      size: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
    })
    .execute();
  return id;
}

export type NewCredential = {
  providerUserId: string;
  holderUserId: string;
  applicationId?: string | null;
  kind: CredentialKind;
  issuer: string;
  state: string;
  number: string;
  expiresOn: string;
  expiresAt: string;
  documentId: string;
  now: Date;
};

export async function insertCredential(executor: Executor, credential: NewCredential): Promise<string> {
  const id = newId();
  const at = credential.now.toISOString();
  await executor
    .insertInto("credentials")
    .values({
      id,
      provider_user_id: credential.providerUserId,
      holder_user_id: credential.holderUserId,
      application_id: credential.applicationId ?? null,
      kind: credential.kind,
      issuer: credential.issuer,
      state: credential.state,
      number: credential.number,
      expires_on: credential.expiresOn,
      expires_at: credential.expiresAt,
      document_id: credential.documentId,
      status: "submitted",
      reason: null,
      submitted_at: at,
      status_changed_at: at,
      verified_at: null,
      verified_by: null,
      reminded_days: null,
    })
    .execute();
  return id;
}

/**
 * A credential with who it is about and whose business it is: the owner's e-mail, the holder's
 * (a member's name and e-mail), and the business's name as its latest application gives it.
 */
function credentialsWithPeople(executor: Executor = getDb()) {
  return executor
    .selectFrom("credentials as c")
    .innerJoin("users as owner", "owner.id", "c.provider_user_id")
    .innerJoin("users as holder", "holder.id", "c.holder_user_id")
    .leftJoin("team_members as tm", "tm.user_id", "c.holder_user_id")
    .leftJoin("credential_documents as d", "d.id", "c.document_id")
    .leftJoin("provider_applications as pa", (join) =>
      join.on(
        "pa.id",
        "=",
        sql<string>`(select latest.id from provider_applications as latest where latest.user_id = c.provider_user_id order by latest.created_at desc limit 1)`,
      ),
    )
    .selectAll("c")
    .select([
      "owner.email as owner_email",
      "owner.language as owner_language",
      "tm.name as member_name",
      "holder.email as holder_email",
      "d.content_type as document_type",
      "pa.business_name",
      "pa.owner_name",
    ]);
}

export type CredentialRecord = NonNullable<Awaited<ReturnType<typeof findCredential>>>;

/** How a credential stands now and who decided it (the verifying admin's e-mail): an admin's stale page is told. */
export async function findCredentialDecision(id: string) {
  return getDb()
    .selectFrom("credentials as c")
    .leftJoin("users as verifier", "verifier.id", "c.verified_by")
    .select([
      "c.id",
      "c.provider_user_id",
      "c.kind",
      "c.number",
      "c.state",
      "c.status",
      "c.status_changed_at",
      "verifier.email as verifier_email",
    ])
    .where("c.id", "=", id)
    .executeTakeFirst();
}

export async function findCredential(id: string, executor: Executor = getDb()) {
  return credentialsWithPeople(executor).where("c.id", "=", id).executeTakeFirst();
}

/** A business's credentials, newest first (at most 100: a business keeps a handful). */
export async function listBusinessCredentials(providerUserId: string) {
  return credentialsWithPeople().where("c.provider_user_id", "=", providerUserId).orderBy("c.submitted_at", "desc").limit(100).execute();
}

/** The admin's queue: submitted credentials, oldest first, with the issuer's lookup page for their state and kind. */
export async function listCredentialQueue(page: PageRequest) {
  return keysetPage(
    credentialsWithPeople()
      .leftJoin("credential_lookups as lookup", (join) => join.onRef("lookup.state", "=", "c.state").onRef("lookup.kind", "=", "c.kind"))
      .select("lookup.url as lookup_url")
      .where("c.status", "=", "submitted"),
    { sortColumn: "c.submitted_at", idColumn: "c.id", descending: false, page, key: (row) => [row.submitted_at, row.id] },
  );
}

export async function findCredentialDocument(id: string) {
  return getDb()
    .selectFrom("credential_documents")
    .select(["id", "provider_user_id", "content_type", "bytes", "size", "sha256"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/**
 * Moves a credential by compare-and-set from the states the table lets `by` leave for `to`
 * (and, when given, only from `from`); returns whether it moved.
 */
export async function moveCredential(
  executor: Executor,
  id: string,
  move: { to: CredentialStatus; by: CredentialMover; now: Date; from?: CredentialStatus; reason?: string | null; adminId?: string },
): Promise<boolean> {
  const sources = CREDENTIAL_MACHINE.sources(move.to, move.by).filter((state) => !move.from || state === move.from);
  if (sources.length === 0) return false;
  const at = move.now.toISOString();
  const result = await executor
    .updateTable("credentials")
    .set({
      status: move.to,
      status_changed_at: at,
      ...(move.to === "verified" ? { verified_at: at, verified_by: move.adminId ?? null } : {}),
      ...(move.to === "rejected" ? { reason: move.reason ?? null } : {}),
    })
    .where("id", "=", id)
    .where("status", "in", sources)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Verified credentials the clock has work for, soonest first, a batch at a time: lapsed by now,
 * or past a reminder threshold (`days`, farthest first) not yet reminded.
 */
export async function listCredentialsDue(now: Date, days: readonly number[], limit: number) {
  const within = (d: number) => new Date(now.getTime() + d * 86_400_000).toISOString();
  return credentialsWithPeople()
    .where("c.status", "=", "verified")
    .where("c.expires_at", "<=", within(Math.max(...days)))
    .where((eb) =>
      eb.or([
        eb("c.expires_at", "<=", now.toISOString()),
        eb("c.reminded_days", "is", null),
        ...days.map((d) => eb.and([eb("c.reminded_days", ">", d), eb("c.expires_at", "<=", within(d))])),
      ]),
    )
    .orderBy("c.expires_at")
    .limit(limit)
    .execute();
}

/** Records a reminder sent, once: only when the last one recorded is still the one read. */
export async function markReminded(executor: Executor, id: string, days: number, previous: number | null): Promise<boolean> {
  const result = await executor
    .updateTable("credentials")
    .set({ reminded_days: days })
    .where("id", "=", id)
    .where("status", "=", "verified")
    .where((eb) => (previous === null ? eb("reminded_days", "is", null) : eb("reminded_days", "=", previous)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Verified, unexpired credentials of these businesses with the people they are about (the cards', the page's, the JSON-LD's). */
export async function listVerifiedCredentials(providerUserIds: readonly string[], now: Date) {
  if (providerUserIds.length === 0) return [];
  return getDb()
    .selectFrom("credentials as c")
    .leftJoin("team_members as tm", "tm.user_id", "c.holder_user_id")
    .select([
      "c.provider_user_id",
      "c.holder_user_id",
      "c.kind",
      "c.issuer",
      "c.state",
      "c.number",
      "c.expires_on",
      "c.verified_at",
      "tm.name as member_name",
      "tm.status as member_status",
    ])
    .where("c.provider_user_id", "in", inJsonList(providerUserIds))
    .where("c.status", "=", "verified")
    .where("c.expires_at", ">", now.toISOString())
    .orderBy("c.kind")
    .orderBy("c.expires_on", "desc")
    .execute();
}

/** Upcoming live bookings of these tiles (whose customers are told a lapse), at most `limit`. */
export async function listUpcomingBookingsOf(serviceIds: readonly string[], now: Date, limit = 200) {
  if (serviceIds.length === 0) return [];
  return getDb()
    .selectFrom("bookings")
    .select([
      "id",
      "reference",
      "customer_email",
      "customer_name",
      "service_type",
      "preferred_date",
      "preferred_time",
      "starts_at",
      "language",
    ])
    .where("service_id", "in", inJsonList(serviceIds))
    .where("status", "in", LIVE_STATUSES)
    .where("starts_at", ">", now.toISOString())
    .orderBy("starts_at")
    .limit(limit)
    .execute();
}

/** A business's tiles, active, with what their listing needs (its state), for the portal and a lapse's notices. */
export async function listBusinessTiles(providerUserId: string, executor: Executor = getDb()) {
  return executor
    .selectFrom("services as s")
    .innerJoin("zip_codes as z", "z.zip", "s.zip_code")
    .select(["s.id", "s.service_name", "s.service_type", "s.category", "z.state"])
    .where("s.provider_user_id", "=", providerUserId)
    .where("s.is_active", "=", 1)
    .orderBy("s.service_name")
    .limit(100)
    .execute();
}

export async function listCredentialRules(executor: Executor = getDb()) {
  return executor.selectFrom("credential_rules").select(["category", "kind"]).orderBy("category").orderBy("kind").execute();
}

/** Replaces every category's rules with these. */
export async function replaceCredentialRules(executor: Executor, rules: ReadonlyArray<{ category: string; kind: CredentialKind }>) {
  await executor.deleteFrom("credential_rules").execute();
  if (rules.length > 0)
    await executor
      .insertInto("credential_rules")
      .values([...rules])
      .execute();
}

export async function listLicensedTrades(executor: Executor = getDb()) {
  return executor
    .selectFrom("licensed_trades")
    .select(["state", "service_type"])
    .orderBy("state")
    .orderBy("service_type")
    .limit(500)
    .execute();
}

export async function addLicensedTrade(executor: Executor, trade: { state: string; service_type: string }) {
  await executor
    .insertInto("licensed_trades")
    .values(trade)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function removeLicensedTrade(executor: Executor, trade: { state: string; service_type: string }): Promise<boolean> {
  const result = await executor
    .deleteFrom("licensed_trades")
    .where("state", "=", trade.state)
    .where("service_type", "=", trade.service_type)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function listCredentialLookups(executor: Executor = getDb()) {
  return executor.selectFrom("credential_lookups").select(["state", "kind", "url"]).orderBy("state").orderBy("kind").limit(500).execute();
}

export async function saveCredentialLookup(executor: Executor, lookup: { state: string; kind: CredentialKind; url: string }) {
  await executor
    .insertInto("credential_lookups")
    .values(lookup)
    .onConflict((oc) => oc.columns(["state", "kind"]).doUpdateSet({ url: lookup.url }))
    .execute();
}

export async function removeCredentialLookup(executor: Executor, lookup: { state: string; kind: CredentialKind }): Promise<boolean> {
  const result = await executor
    .deleteFrom("credential_lookups")
    .where("state", "=", lookup.state)
    .where("kind", "=", lookup.kind)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
