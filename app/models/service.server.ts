import { sql, type Expression, type RawBuilder } from "kysely";
import type { Availability } from "~/domain/schedule/availability";
import { defaultDurationMinutes } from "~/domain/discovery/catalogue";
import { SERVICE_RADIUS } from "~/domain/places/service-area";
import { catalogueMean, RATING_PRIOR_MEAN_WITHOUT_REVIEWS, RATING_PRIOR_WEIGHT } from "~/domain/reviews/reviews";
import {
  RESPONSE_RATE_LOW_PERCENT,
  SERVICES_PER_PAGE,
  SORT_ORDERS,
  type ServiceFilter,
  type ServiceSort,
  type SortKey,
} from "~/domain/discovery/service-list";
import { timeZoneOfPlace } from "~/domain/time";
import { travelProfileOf, type TravelProfile } from "~/domain/schedule/travel";
import { placeOf, type LatLng } from "~/domain/places/geo";
import { isUuid, newId } from "~/domain/uuid";
import type { PageRequest } from "~/domain/pagination";
import { keysetPage } from "~/lib/keyset.server";
import { getDb, inJsonList, type Executor } from "~/lib/db.server";
import { preparedQuery, type SlotOf } from "~/lib/prepared-query.server";
import type { PlanType, ServiceRow } from "~/lib/db-schema";
import type { TileEdit } from "~/domain/admin/tiles.schema.server";
import { findCoverers, indexService } from "./area-index.server";
import { holdsRequirements } from "./credential.server";
import { ensureProviderSchedule, scheduleHours } from "./provider-schedule.server";
import { requireZipCode } from "./zip-code.server";
import { searchNeedle, serviceSearchText } from "~/domain/discovery/search-text";

/** What the slot engine needs of a service: its provider, job length, zone, hours and buffer. */
export type ServiceCalendar = {
  id: string;
  provider_user_id: string | null;
  duration_minutes: number;
  timeZone: string;
  hours: Availability;
  bufferMinutes: number;
} & TravelOf;

/**
 * What travel needs of a service (issue 58): the business's travel profile (null: off), the
 * service's own place (its zip code's centre: the job's place when the customer's is not known
 * yet, and the owner's day's start and end unless they set theirs).
 */
type TravelOf = { travel: TravelProfile | null; place: LatLng; ownerStart: LatLng | null; ownerEnd: LatLng | null };

/** What a tile's booking terms need of its provider: whether their account takes payments, and their cancellation policy. */
type ProviderTerms = {
  takes_online_payments: number | null;
  free_cancel_hours: number | null;
  late_fee_percent: number | null;
  no_show_fee_percent: number | null;
};

export type ServiceCard = ServiceRow & { city: string; state: string } & ServiceCalendar & ProviderTerms;

type CalendarColumns = {
  time_zone: string | null;
  state: string;
  weekly_hours: string | null;
  buffer_minutes: number | null;
  travel_mode: string | null;
  travel_minutes_per_mile: number | null;
  parking_minutes: number | null;
  place_lat: number;
  place_lng: number;
  day_start_lat: number | null;
  day_start_lng: number | null;
  day_end_lat: number | null;
  day_end_lng: number | null;
};

/**
 * A row with its calendar (zone, hours, buffer) in place of the columns they come from. The row
 * is changed in place: every list reads a dozen of these, and copying a wide row without three
 * of its columns cost more than the query that read it.
 */
function toCalendar<T extends CalendarColumns>(row: T): Omit<T, keyof CalendarColumns | "state"> & { state: string } & CalendarOf {
  const calendar: CalendarOf = {
    timeZone: timeZoneOfPlace({ time_zone: row.time_zone, state: row.state }),
    hours: scheduleHours(row.weekly_hours),
    bufferMinutes: row.buffer_minutes ?? 0,
    travel: travelProfileOf(row),
    place: { lat: row.place_lat, lng: row.place_lng },
    ownerStart: placeOf(row.day_start_lat, row.day_start_lng),
    ownerEnd: placeOf(row.day_end_lat, row.day_end_lng),
  };
  const card = row as Partial<CalendarColumns>;
  for (const column of CALENDAR_ONLY) delete card[column];
  return Object.assign(row, calendar);
}

const CALENDAR_ONLY = [
  "time_zone",
  "weekly_hours",
  "buffer_minutes",
  "travel_mode",
  "travel_minutes_per_mile",
  "parking_minutes",
  "place_lat",
  "place_lng",
  "day_start_lat",
  "day_start_lng",
  "day_end_lat",
  "day_end_lng",
] as const satisfies ReadonlyArray<keyof CalendarColumns>;

type CalendarOf = { timeZone: string; hours: Availability; bufferMinutes: number } & TravelOf;

/** Services with their place and their provider's schedule (hours shared by all their tiles). */
function servicesWithCalendar(executor: Executor = getDb()) {
  return executor
    .selectFrom("services as s")
    .innerJoin("zip_codes as z", "z.zip", "s.zip_code")
    .leftJoin("provider_schedules as ps", "ps.provider_user_id", "s.provider_user_id")
    .select([
      "z.city",
      "z.state",
      "z.time_zone",
      "ps.weekly_hours",
      "ps.buffer_minutes",
      "ps.travel_mode",
      "ps.travel_minutes_per_mile",
      "ps.parking_minutes",
      "ps.day_start_lat",
      "ps.day_start_lng",
      "ps.day_end_lat",
      "ps.day_end_lng",
      "s.lat as place_lat",
      "s.lng as place_lng",
    ]);
}

/** Whole tiles for display, with the terms of booking them (online payment, cancellation policy). */
function serviceCards(executor: Executor = getDb()) {
  return servicesWithCalendar(executor)
    .leftJoin("provider_payment_accounts as ppa", "ppa.provider_user_id", "s.provider_user_id")
    .selectAll("s")
    .select(["ppa.charges_enabled as takes_online_payments", "ps.free_cancel_hours", "ps.late_fee_percent", "ps.no_show_fee_percent"]);
}

export type NewTileInput = {
  applicationId?: string | null;
  providerUserId: string | null;
  serviceName: string;
  serviceType?: string;
  businessName: string;
  ownerName: string;
  phone: string;
  email: string;
  zipCode: string;
  serviceRadius?: number;
  planType: PlanType;
  category: string;
  logoUrl?: string | null;
  isActive?: boolean;
  description?: string | null;
  priceFromCents?: number | null;
  priceToCents?: number | null;
  priceUnit?: string | null;
  responseTimeMinutes?: number | null;
  durationMinutes?: number;
  /** The provider's hours when they have no schedule yet (from their application). */
  availability?: Availability | null;
  createdAt?: string;
};

/**
 * Creates a tile at its zip's coordinates and indexes its coverage; a provider without a
 * schedule gets one from `availability`. Throws on an unknown zip.
 */
export async function createServiceTile(executor: Executor, input: NewTileInput): Promise<string> {
  const zip = await requireZipCode(input.zipCode, executor);
  const id = newId();
  const radius = input.serviceRadius ?? SERVICE_RADIUS.default;
  await executor
    .insertInto("services")
    .values({
      id,
      application_id: input.applicationId ?? null,
      provider_user_id: input.providerUserId,
      service_name: input.serviceName,
      service_type: input.serviceType ?? input.serviceName,
      business_name: input.businessName,
      search_text: serviceSearchText({
        service_name: input.serviceName,
        business_name: input.businessName,
        description: input.description,
      }),
      owner_name: input.ownerName,
      phone: input.phone,
      email: input.email,
      zip_code: zip.zip,
      service_radius: radius,
      plan_type: input.planType,
      category: input.category,
      logo_url: input.logoUrl ?? null,
      is_active: input.isActive === false ? 0 : 1,
      lat: zip.lat,
      lng: zip.lng,
      description: input.description ?? null,
      price_from_cents: input.priceFromCents ?? null,
      price_to_cents: input.priceToCents ?? null,
      price_unit: input.priceUnit ?? null,
      response_time_minutes: input.responseTimeMinutes ?? null,
      catalogue_response_minutes: input.responseTimeMinutes ?? null,
      duration_minutes: input.durationMinutes ?? defaultDurationMinutes(input.serviceName),
      created_at: input.createdAt,
    })
    .execute();
  if (input.providerUserId) await ensureProviderSchedule(executor, input.providerUserId, input.availability ?? null);
  await indexService(executor, id, {
    lat: zip.lat,
    lng: zip.lng,
    radiusMiles: radius,
    providerUserId: input.providerUserId,
  });
  return id;
}

export type ServiceSearch = {
  point: { lat: number; lng: number };
  category: string;
  q: string;
  sort: ServiceSort;
  /** "available" is decided by the slot engine (app/services/discovery/service-search.server.ts), not here. */
  filter: Exclude<ServiceFilter, "available">;
  page: number;
  perPage?: number;
  /** Only tiles of this service type (a quote request's job); any type when absent. */
  serviceType?: string | null;
  /** The lists' clock (the present when absent): a tile whose required credential lapsed by then is not among them. */
  now?: Date;
};

export type ServiceSearchResult = { total: number; services: ServiceCard[] };

/** The stars and count of every visible review (the rating prior's mean), kept in one row. */
export async function catalogueRatingTotals(executor: Executor = getDb()) {
  const [row] = await ratingTotals(executor, {});
  return { ratingSum: Number(row?.rating_sum ?? 0), reviewCount: Number(row?.review_count ?? 0) };
}

function orderExpression(key: SortKey, mean: RawBuilder<number>): Expression<unknown> {
  if (key.field === "bayesian_rating")
    return sql`(${RATING_PRIOR_WEIGHT} * ${mean} + s.rating_sum) / (${RATING_PRIOR_WEIGHT} + s.review_count)`;
  if (key.field === "answers_few")
    return sql`(case when s.response_rate_percent < ${sql.lit(RESPONSE_RATE_LOW_PERCENT)} then 1 else 0 end)`;
  const column = sql.ref(`s.${key.field}`);
  return key.fallback === undefined ? column : sql`coalesce(${column}, ${key.fallback})`;
}

/** What changes a search's SQL: one statement is compiled for each. */
type SearchShape = { sort: ServiceSort; premium: boolean; verified: boolean; byText: boolean; byProviders: boolean; byType: boolean };
type SearchValues = {
  serviceIds: string;
  providerIds: string;
  category: string;
  needle: string;
  serviceType: string;
  mean: number;
  now: string;
  limit: number;
  offset: number;
};
type Slot = SlotOf<SearchValues>;

/** Whether the tile `s` (with its zip `z`) is listed at `now`: its provider holds what it requires (decision 0035). */
function listed(now: Expression<string>) {
  return holdsRequirements({ holder: "s.provider_user_id", category: "s.category", state: "z.state", serviceType: "s.service_type" }, now);
}

/** Whether the provider of `s` holds any verified, unexpired credential: the "Verified Providers" filter. */
function verifiedProvider(now: Expression<string>) {
  return sql<boolean>`exists (select 1 from credentials as v where v.provider_user_id = s.provider_user_id and v.status = 'verified' and v.expires_at > ${now})`;
}

/** The ids of the tiles covering a point: tiles by their own radius, and every tile of a provider whose extra area covers it. */
function coveringTiles(serviceIds: Expression<string>, providerIds: Expression<string> | null) {
  return providerIds
    ? sql<{ id: string }>`(
        select value as id from json_each(${serviceIds})
        union
        select t.id from json_each(${providerIds}) as p join services as t on t.provider_user_id = p.value
      )`
    : sql<{ id: string }>`(select value as id from json_each(${serviceIds}))`;
}

/**
 * The service types of a category's active tiles that cover a point, each with how many
 * providers offer it there, most offered first (what a quote request can ask for).
 */
export async function listServiceTypesCovering(point: { lat: number; lng: number }, category: string, now: Date, limit = 50) {
  const coverers = await findCoverers(point, category);
  if (coverers.serviceIds.length === 0 && coverers.providerUserIds.length === 0) return [];
  const tiles = coveringTiles(
    sql<string>`${JSON.stringify(coverers.serviceIds)}`,
    coverers.providerUserIds.length > 0 ? sql<string>`${JSON.stringify(coverers.providerUserIds)}` : null,
  );
  const rows = await getDb()
    .selectFrom(tiles.as("c"))
    .innerJoin("services as s", "s.id", "c.id")
    .innerJoin("zip_codes as z", "z.zip", "s.zip_code")
    .select(["s.service_type", sql<number>`count(distinct s.provider_user_id)`.as("providers")])
    .where("s.is_active", "=", 1)
    .where("s.category", "=", category)
    .where(listed(sql`${now.toISOString()}`))
    .where("s.provider_user_id", "is not", null)
    .groupBy("s.service_type")
    .orderBy("providers", "desc")
    .orderBy("s.service_type")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ serviceType: row.service_type, providers: Number(row.providers) }));
}

/**
 * Active tiles of a category among a point's coverers (tiles by their own radius, and every
 * tile of a provider whose extra area covers it, each once), searched, filtered and sorted, each
 * with how many match in all. Driven by the lists: one index lookup per coverer.
 */
function matchesQuery({ sort, premium, verified, byText, byProviders, byType }: SearchShape, slot: Slot) {
  const coverers = coveringTiles(slot("serviceIds"), byProviders ? slot("providerIds") : null);
  let matches = getDb()
    .selectFrom(coverers.as("c"))
    .innerJoin("services as s", "s.id", "c.id")
    .innerJoin("zip_codes as z", "z.zip", "s.zip_code")
    .select(["s.id", sql<number>`count(*) over ()`.as("total")])
    .where("s.is_active", "=", 1)
    .where("s.category", "=", slot<string>("category"))
    .where(listed(slot("now")));
  if (verified) matches = matches.where(verifiedProvider(slot("now")));
  if (byText) matches = matches.where(sql`instr(s.search_text, ${slot("needle")})`, ">", 0);
  if (premium) matches = matches.where("s.plan_type", "=", "premium");
  if (byType) matches = matches.where("s.service_type", "=", slot<string>("serviceType"));
  for (const key of SORT_ORDERS[sort]) matches = matches.orderBy(orderExpression(key, slot("mean")), key.direction);
  return matches.limit(slot<number>("limit")).offset(slot<number>("offset"));
}

// Compiled once (per shape of search): the search runs on every list.
const ratingTotals = preparedQuery()(() => getDb().selectFrom("rating_totals").select(["rating_sum", "review_count"]).where("id", "=", 1));
const cardsByIds = preparedQuery<{ ids: string }>()((slot) => serviceCards().where("s.id", "in", inJsonList(slot("ids"))));
const prepareMatches = (shape: SearchShape) => preparedQuery<SearchValues>()((slot) => matchesQuery(shape, slot));
const matchStatements = new Map<string, ReturnType<typeof prepareMatches>>();

/** The matches of a search, or none when no tile or provider covers the point. */
async function matchingServiceIds(search: Omit<ServiceSearch, "page">, page: { limit: number; offset: number }) {
  const inputs = await searchInputs(search, page);
  if (!inputs) return { total: 0, ids: [] as string[] };
  const { shape, values } = inputs;
  const key = `${shape.sort}|${shape.premium}|${shape.verified}|${shape.byText}|${shape.byProviders}|${shape.byType}`;
  let statement = matchStatements.get(key);
  if (!statement) matchStatements.set(key, (statement = prepareMatches(shape)));
  const rows = await statement(getDb(), values);
  return { total: rows[0]?.total ?? 0, ids: rows.map((row) => row.id) };
}

/** The shape and values of a search, or null when no tile or provider covers the point. */
async function searchInputs(search: Omit<ServiceSearch, "page">, page: { limit: number; offset: number }) {
  const needle = searchNeedle(search.q);
  const [coverers, totals] = await Promise.all([findCoverers(search.point, search.category), catalogueRatingTotals()]);
  if (coverers.serviceIds.length === 0 && coverers.providerUserIds.length === 0) return null;
  const shape: SearchShape = {
    sort: search.sort,
    premium: search.filter === "premium",
    verified: search.filter === "verified",
    byText: needle !== "",
    byProviders: coverers.providerUserIds.length > 0,
    byType: Boolean(search.serviceType),
  };
  const values: SearchValues = {
    serviceIds: JSON.stringify(coverers.serviceIds),
    providerIds: JSON.stringify(coverers.providerUserIds),
    category: search.category,
    needle,
    serviceType: search.serviceType ?? "",
    mean: catalogueMean(totals) ?? RATING_PRIOR_MEAN_WITHOUT_REVIEWS,
    now: (search.now ?? new Date()).toISOString(),
    ...page,
  };
  return { shape, values };
}

/** The cards of these services, in the order given (unknown ids are left out). */
export async function getServiceCards(ids: readonly string[]): Promise<ServiceCard[]> {
  if (ids.length === 0) return [];
  const rows = await cardsByIds(getDb(), { ids: JSON.stringify(ids) });
  const byId = new Map(rows.map((row) => [row.id, toCalendar(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One page of the search: its cards and how many match in all. */
export async function searchServices(search: ServiceSearch): Promise<ServiceSearchResult> {
  const perPage = search.perPage ?? SERVICES_PER_PAGE;
  const { total, ids } = await matchingServiceIds(search, { limit: perPage, offset: (search.page - 1) * perPage });
  return { total, services: await getServiceCards(ids) };
}

/** Every match of a search, in order, with what the slot engine needs (for "Available Now"). */
export async function listMatchingCalendars(search: Omit<ServiceSearch, "page">): Promise<ServiceCalendar[]> {
  // SQLite reads a negative limit as none.
  const { ids } = await matchingServiceIds(search, { limit: -1, offset: 0 });
  if (ids.length === 0) return [];
  const rows = await servicesWithCalendar()
    .select(["s.id", "s.provider_user_id", "s.duration_minutes"])
    .where("s.id", "in", inJsonList(ids))
    .execute();
  const byId = new Map(rows.map((row) => [row.id, toCalendar(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const activeServiceCard = (id: string, executor: Executor) => serviceCards(executor).where("s.id", "=", id).where("s.is_active", "=", 1);

/** An active tile, with its place and its provider's schedule, however its credentials stand (an existing booking's). */
export async function getActiveService(id: string, executor: Executor = getDb()): Promise<ServiceCard | undefined> {
  const row = await activeServiceCard(id, executor).executeTakeFirst();
  return row ? toCalendar(row) : undefined;
}

/** An active tile customers may see and book at `now`: its provider holds what it requires (a customer's page, a new booking). */
export async function getListedService(
  id: string | null | undefined,
  now: Date,
  executor: Executor = getDb(),
): Promise<ServiceCard | undefined> {
  // An id from a URL or a form: anything but a UUID names no service, and is not worth a query.
  if (!isUuid(id)) return undefined;
  const row = await activeServiceCard(id, executor)
    .where(listed(sql`${now.toISOString()}`))
    .executeTakeFirst();
  return row ? toCalendar(row) : undefined;
}

/** A provider's own tiles, active or not, newest first. */
export async function listProviderServices(userId: string) {
  return getDb()
    .selectFrom("services as s")
    .innerJoin("zip_codes as z", "z.zip", "s.zip_code")
    .select([
      "s.id",
      "s.service_name",
      "s.business_name",
      "s.category",
      "s.is_active",
      "s.zip_code",
      "s.service_radius",
      "s.plan_type",
      "s.duration_minutes",
      "s.price_from_cents",
      "s.payment_rule",
      "s.deposit_cents",
      "s.deposit_percent",
      "s.created_at",
      "s.waitlist_on",
      "z.city",
      "z.state",
      "z.time_zone",
    ])
    .where("s.provider_user_id", "=", userId)
    .orderBy("s.created_at", "desc")
    .orderBy("s.service_name")
    .execute();
}

/** Sets the job length of the provider's own services; ids that are not theirs change nothing. */
export async function setServiceDurations(
  executor: Executor,
  providerUserId: string,
  durations: ReadonlyArray<{ serviceId: string; minutes: number }>,
) {
  for (const { serviceId, minutes } of durations) {
    await executor
      .updateTable("services")
      .set({ duration_minutes: minutes })
      .where("id", "=", serviceId)
      .where("provider_user_id", "=", providerUserId)
      .execute();
  }
}

/** Every tile for the admin's table, newest first, one page at a time. */
/** The admin's tiles, newest first; `listed`: an active tile whose credentials are verified shows in the lists at `now`. */
export async function listTilesForAdmin(page: PageRequest, now: Date) {
  const db = getDb();
  const [{ rows, links }, count] = await Promise.all([
    keysetPage(
      db
        .selectFrom("services as s")
        .leftJoin("zip_codes as z", "z.zip", "s.zip_code")
        .select([
          "s.id",
          "s.service_name",
          "s.category",
          "s.business_name",
          "s.owner_name",
          "s.zip_code",
          "s.service_radius",
          "s.plan_type",
          "s.is_active",
          "s.created_at",
          "z.city",
          "z.state",
          holdsRequirements(
            { holder: "s.provider_user_id", category: "s.category", state: "z.state", serviceType: "s.service_type" },
            sql.val(now.toISOString()),
          ).as("credentials_held"),
        ]),
      { sortColumn: "s.created_at", idColumn: "s.id", descending: true, page, key: (row) => [row.created_at, row.id] },
    ),
    db
      .selectFrom("services")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, links, total: Number(count.n) };
}

export async function findTile(id: string) {
  return getDb().selectFrom("services").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Turns a tile on or off for customers; false for an unknown id. */
export async function setServiceActive(executor: Executor, id: string, active: boolean): Promise<boolean> {
  const result = await executor
    .updateTable("services")
    .set({ is_active: active ? 1 : 0 })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Opens or closes a service's waitlist (decision 0033); false for an unknown id. */
export async function setServiceWaitlist(executor: Executor, id: string, on: boolean): Promise<boolean> {
  const result = await executor
    .updateTable("services")
    .set({ waitlist_on: on ? 1 : 0 })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The admin's edit of a tile: name, place, radius, plan and category. The tile moves to its new
 * zip's coordinates and the coverage index follows. Returns the tile as it was, or undefined
 * for an unknown id.
 */
export async function applyTileEdit(executor: Executor, id: string, edit: TileEdit) {
  const before = await executor.selectFrom("services").selectAll().where("id", "=", id).executeTakeFirst();
  if (!before) return undefined;
  const zip = await requireZipCode(edit.zip_code, executor);
  await executor
    .updateTable("services")
    .set({
      service_name: edit.service_name,
      search_text: serviceSearchText({ ...before, service_name: edit.service_name }),
      zip_code: zip.zip,
      lat: zip.lat,
      lng: zip.lng,
      service_radius: edit.service_radius,
      plan_type: edit.plan_type,
      category: edit.category,
    })
    .where("id", "=", id)
    .execute();
  await indexService(executor, id, {
    lat: zip.lat,
    lng: zip.lng,
    radiusMiles: edit.service_radius,
    providerUserId: before.provider_user_id,
  });
  return before;
}

/** Whether any service exists at all (a database the demo data may be seeded into has none). */
export async function hasAnyService(executor: Executor = getDb()): Promise<boolean> {
  return (await executor.selectFrom("services").select("id").limit(1).executeTakeFirst()) !== undefined;
}

/** The tiles customers can see at `now`: active and listed (the sitemap's). */
function listedServices(now: Date) {
  return getDb()
    .selectFrom("services as s")
    .innerJoin("zip_codes as z", "z.zip", "s.zip_code")
    .where("s.is_active", "=", 1)
    .where(listed(sql`${now.toISOString()}`));
}

/** How many services customers can see (the sitemap's size). */
export async function countListedServices(now: Date): Promise<number> {
  const row = await listedServices(now)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of the ids of the services customers can see, in id order (stable pages for the sitemap). */
export async function listListedServiceIds(page: { offset: number; limit: number }, now: Date): Promise<string[]> {
  const rows = await listedServices(now).select("s.id").orderBy("s.id").limit(page.limit).offset(page.offset).execute();
  return rows.map((row) => row.id);
}

/** The name a business goes by (its first tile's), for e-mails about money that are not about one booking. */
export async function findBusinessName(ownerUserId: string, executor: Executor = getDb()): Promise<string | null> {
  const row = await executor
    .selectFrom("services")
    .select("business_name")
    .where("provider_user_id", "=", ownerUserId)
    .orderBy("created_at")
    .limit(1)
    .executeTakeFirst();
  return row?.business_name ?? null;
}
