import { sql } from "kysely";
import { LIVE_STATUSES } from "~/domain/booking/booking-lifecycle";
import { SCHEDULING_SERVICE_LIMIT } from "~/domain/schedule/scheduling";
import { getDb } from "~/lib/db.server";
import { searchNeedle } from "~/domain/discovery/search-text";

/**
 * Active services an admin may schedule on whose business, service name or description
 * contains `q` (ignoring case and accents), by business then service name. Tiles without a provider have no calendar and are left out.
 */
export async function searchSchedulableServices(q: string, limit = SCHEDULING_SERVICE_LIMIT) {
  const needle = searchNeedle(q);
  return getDb()
    .selectFrom("services as s")
    .innerJoin("zip_codes as z", "z.zip", "s.zip_code")
    .select(["s.id", "s.service_name", "s.business_name", "s.provider_user_id", "z.city", "z.state"])
    .where("s.is_active", "=", 1)
    .where("s.provider_user_id", "is not", null)
    .$if(needle !== "", (qb) => qb.where(sql`instr(s.search_text, ${needle})`, ">", 0))
    .orderBy(sql`lower(s.business_name)`)
    .orderBy("s.service_name")
    .orderBy("s.id")
    .limit(limit)
    .execute();
}

/** A provider's live bookings on a date, whichever of their services was booked. */
export async function listProviderDayBookings(providerUserId: string, date: string) {
  return getDb()
    .selectFrom("bookings")
    .select([
      "id",
      "reference",
      "preferred_date",
      "preferred_time",
      "starts_at",
      "duration_minutes",
      "service_type",
      "customer_name",
      "customer_phone",
      "status",
      "series_index",
      "series_size",
    ])
    .where("provider_user_id", "=", providerUserId)
    .where("preferred_date", "=", date)
    .where("status", "in", LIVE_STATUSES)
    .orderBy("preferred_time")
    .execute();
}
