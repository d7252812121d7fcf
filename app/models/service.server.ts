import { sql, type Expression, type SqlBool } from "kysely";
import { effectiveAvailability, parseAvailabilityJson, type Availability } from "~/domain/availability";
import { SERVICE_RADIUS } from "~/domain/service-area";
import {
  SERVICES_PER_PAGE,
  SORT_ORDERS,
  type ServiceFilter,
  type ServiceSort,
} from "~/domain/service-list";
import { localClock, timeZoneForState, US_STATES } from "~/domain/time";
import { newId } from "~/domain/uuid";
import { getDb, type Executor } from "~/lib/db.server";
import type { PlanType, ServiceRow } from "~/lib/db-schema";
import type { TileEdit } from "~/domain/admin";
import { findCoverers, indexService } from "./area-index.server";
import { recordAudit } from "./audit.server";
import { requireZipCode } from "./zip-code.server";

export type ServiceWithPlace = ServiceRow & { city: string; state: string };

export type ServiceCard = Omit<ServiceWithPlace, "availability"> & {
  availability: Availability;
  timeZone: string;
};

function toCard(row: ServiceWithPlace): ServiceCard {
  return {
    ...row,
    availability: effectiveAvailability(parseAvailabilityJson(row.availability)),
    timeZone: timeZoneForState(row.state),
  };
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
  rating?: number | null;
  reviewCount?: number;
  availability?: Availability | null;
  createdAt?: string;
};

/** Creates a tile at its zip's coordinates and indexes its coverage. Throws on an unknown zip. */
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
      rating: input.rating ?? null,
      review_count: input.reviewCount ?? 0,
      availability: JSON.stringify(effectiveAvailability(input.availability)),
      created_at: input.createdAt,
    })
    .execute();
  await indexService(executor, { id, category: input.category }, {
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
  filter: ServiceFilter;
  page: number;
  now: Date;
  perPage?: number;
};

export type ServiceSearchResult = { total: number; services: ServiceCard[] };

/**
 * Each state's wall clock now, as an inline table (column1 = state, column2 = weekday,
 * column3 = "HH:MM"): "available now" is judged in the provider's own time zone.
 */
function stateClocks(now: Date) {
  const rows = US_STATES.map((state) => {
    const clock = localClock(now, timeZoneForState(state));
    return sql`(${state}, ${clock.weekday}, ${clock.time})`;
  });
  return sql`(values ${sql.join(rows)})`;
}

/** Open now: the day is available and start <= local time < end ("HH:MM" compares as text). */
function openNow(now: Date) {
  return sql<SqlBool>`exists (
    select 1 from ${stateClocks(now)} as nl
    where nl.column1 = z.state
      and json_extract(s.availability, '$.' || nl.column2 || '.available') = 1
      and json_extract(s.availability, '$.' || nl.column2 || '.startTime') <= nl.column3
      and nl.column3 < json_extract(s.availability, '$.' || nl.column2 || '.endTime')
  )`;
}

function orderExpression(field: string, fallback: number | undefined): Expression<unknown> {
  const column = sql.ref(`s.${field}`);
  return fallback === undefined ? column : sql`coalesce(${column}, ${fallback})`;
}

/** `column IN` a JSON list: one parameter however many tiles cover a point. */
function inJsonList(values: string[]) {
  return sql<string>`(select value from json_each(${JSON.stringify(values)}))`;
}

/**
 * Active tiles of a category covering a point, searched, filtered, sorted and paginated.
 * Three small steps keep it near a millisecond with 100,000 tiles (npm run bench:search): the
 * coverage index names the covering tiles and providers; a narrow query filters and sorts
 * them, counting all matches and keeping one page of ids; the page's rows are read last.
 */
export async function searchServices(search: ServiceSearch): Promise<ServiceSearchResult> {
  const db = getDb();
  const perPage = search.perPage ?? SERVICES_PER_PAGE;
  const needle = search.q.trim().toLowerCase();
  const coverers = await findCoverers(db, search.point, search.category);
  if (coverers.serviceIds.length === 0 && coverers.providerUserIds.length === 0) {
    return { total: 0, services: [] };
  }

  let matches = db
    .selectFrom("services as s")
    .select(["s.id", sql<number>`count(*) over ()`.as("total")])
    .where((eb) =>
      eb.or([
        eb("s.id", "in", inJsonList(coverers.serviceIds)),
        eb("s.provider_user_id", "in", inJsonList(coverers.providerUserIds)),
      ]),
    )
    .where("s.is_active", "=", 1)
    .where("s.category", "=", search.category);

  if (needle) {
    matches = matches.where((eb) =>
      eb.or([
        eb(sql`instr(lower(s.service_name), ${needle})`, ">", 0),
        eb(sql`instr(lower(s.business_name), ${needle})`, ">", 0),
        eb(sql`instr(lower(coalesce(s.description, '')), ${needle})`, ">", 0),
      ]),
    );
  }
  if (search.filter === "premium") matches = matches.where("s.plan_type", "=", "premium");
  if (search.filter === "available") {
    matches = matches.innerJoin("zip_codes as z", "z.zip", "s.zip_code").where(openNow(search.now));
  }
  for (const key of SORT_ORDERS[search.sort]) {
    matches = matches.orderBy(orderExpression(key.field, key.fallback), key.direction);
  }

  const page = await matches
    .limit(perPage)
    .offset((search.page - 1) * perPage)
    .execute();
  if (page.length === 0) return { total: 0, services: [] };

  const rows = await db
    .selectFrom("services as s")
    .innerJoin("zip_codes as z", "z.zip", "s.zip_code")
    .selectAll("s")
    .select(["z.city", "z.state"])
    .where("s.id", "in", inJsonList(page.map((row) => row.id)))
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    total: page[0].total,
    services: page.map((row) => toCard(byId.get(row.id)!)),
  };
}

/** A tile customers may see: active, with its place. */
export async function getActiveService(id: string): Promise<ServiceCard | undefined> {
  const row = await getDb()
    .selectFrom("services as s")
    .innerJoin("zip_codes as z", "z.zip", "s.zip_code")
    .selectAll("s")
    .select(["z.city", "z.state"])
    .where("s.id", "=", id)
    .where("s.is_active", "=", 1)
    .executeTakeFirst();
  return row ? toCard(row) : undefined;
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
      "s.created_at",
      "z.city",
      "z.state",
    ])
    .where("s.provider_user_id", "=", userId)
    .orderBy("s.created_at", "desc")
    .orderBy("s.service_name")
    .execute();
}

/** Every tile for the admin's table, newest first, one page at a time. */
export async function listTilesForAdmin(options: { page: number; perPage: number }) {
  const db = getDb();
  const [rows, count] = await Promise.all([
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
        "z.city",
        "z.state",
      ])
      .orderBy("s.created_at", "desc")
      .orderBy("s.id")
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage)
      .execute(),
    db.selectFrom("services").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function findTile(id: string) {
  return getDb().selectFrom("services").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Turns a tile on or off for customers, with its audit entry. Returns undefined for an unknown id. */
export async function setTileActive(id: string, active: boolean, adminId: string) {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const result = await trx.updateTable("services").set({ is_active: active ? 1 : 0 }).where("id", "=", id).executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return undefined;
      await recordAudit(trx, {
        actorUserId: adminId,
        action: active ? "tile.activate" : "tile.deactivate",
        entity: "service",
        entityId: id,
      });
      return { active };
    });
}

/**
 * The admin's edit of a tile: name, place, radius, plan and category. The tile moves to its new
 * zip's coordinates and the coverage index follows, in the same transaction as the audit entry.
 */
export async function updateTile(id: string, edit: TileEdit, adminId: string) {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const before = await trx.selectFrom("services").selectAll().where("id", "=", id).executeTakeFirst();
      if (!before) return undefined;
      const zip = await requireZipCode(edit.zip_code, trx);
      await trx
        .updateTable("services")
        .set({
          service_name: edit.service_name,
          zip_code: zip.zip,
          lat: zip.lat,
          lng: zip.lng,
          service_radius: edit.service_radius,
          plan_type: edit.plan_type,
          category: edit.category,
        })
        .where("id", "=", id)
        .execute();
      await indexService(trx, { id, category: edit.category }, {
        lat: zip.lat,
        lng: zip.lng,
        radiusMiles: edit.service_radius,
        providerUserId: before.provider_user_id,
      });
      await recordAudit(trx, {
        actorUserId: adminId,
        action: "tile.edit",
        entity: "service",
        entityId: id,
        details: {
          before: { service_name: before.service_name, zip_code: before.zip_code, service_radius: before.service_radius, plan_type: before.plan_type, category: before.category },
          after: edit,
        },
      });
      return { id };
    });
}
