import { foldForSearch } from "~/domain/discovery/search-text";
import { EARTH_RADIUS_MILES } from "~/domain/places/geo";
import { STANDARD_HOURS, type Availability } from "~/domain/schedule/availability";
import { WEEKDAYS } from "~/domain/time";
import { instantOf } from "~/domain/time";
import { newId } from "~/domain/uuid";
import { timeZoneAt } from "~/domain/places/zip-time-zone";
import { getDb } from "~/lib/db.server";
import { insertBooking, type NewBooking } from "~/models/booking.server";
import { insertReview, refreshServiceRating } from "~/models/review.server";
import { createServiceTile, type NewTileInput } from "~/models/service.server";
import { createUser } from "~/models/user.server";
import { insertCredential, insertCredentialDocument } from "~/models/credential.server";
import type { CredentialKind } from "~/lib/db-schema";

/** A made-up zip code at a chosen point (test zips start with 000, which no real zip does). */
let zipCounter = 0;
export async function insertTestZip(point: { lat: number; lng: number }, city = "Testville", state = "KS") {
  zipCounter += 1;
  const zip = `000${String(zipCounter).padStart(2, "0")}`;
  await getDb()
    .insertInto("zip_codes")
    .values({
      zip,
      city,
      state,
      lat: point.lat,
      lng: point.lng,
      time_zone: timeZoneAt({ ...point, state }),
      city_search: foldForSearch(city),
    })
    .execute();
  return zip;
}

/** The point `miles` due north of `point` (along a meridian, so the distance is exact). */
export function northOf(point: { lat: number; lng: number }, miles: number) {
  return { lat: point.lat + ((miles / EARTH_RADIUS_MILES) * 180) / Math.PI, lng: point.lng };
}

export async function createTestProvider(email = `provider-${newId()}@example.com`) {
  return createUser(getDb(), { email, passwordHash: "scrypt$1$1$1$AA==$AA==", role: "provider" });
}

export const ALWAYS_OPEN: Availability = Object.fromEntries(
  WEEKDAYS.map((day) => [day, { available: true, startTime: "00:00", endTime: "24:00" }]),
) as Availability;

/** Open only on a day that is never "today" for the instant the test passes in (see closedAt). */
export function openOnlyOn(day: (typeof WEEKDAYS)[number]): Availability {
  return Object.fromEntries(WEEKDAYS.map((d) => [d, { available: d === day, startTime: "09:00", endTime: "10:00" }])) as Availability;
}

export async function createTestTile(overrides: Partial<NewTileInput> & { zipCode: string }) {
  const providerUserId = overrides.providerUserId ?? (await createTestProvider()).id;
  return createServiceTile(getDb(), {
    providerUserId,
    serviceName: "Test Service",
    businessName: "Test Business",
    ownerName: "Test Owner",
    phone: "(512) 555-0100",
    email: "owner@example.com",
    planType: "community",
    category: "home-services",
    availability: STANDARD_HOURS,
    ...overrides,
  });
}

/**
 * A booking row as the app would write it (its zone, length and start instant filled in from
 * the date and time), for tests that need bookings without going through the booking flow.
 */
export function testBookingRow(overrides: Partial<NewBooking> & Pick<NewBooking, "provider_user_id">): NewBooking {
  const row: NewBooking = {
    id: newId(),
    service_id: null,
    customer_id: null,
    customer_name: "Walk In",
    customer_email: "walkin@example.org",
    customer_phone: "(512) 555-0100",
    service_type: "Window Washing",
    service_address: "",
    service_lat: null,
    service_lng: null,
    preferred_date: "2030-01-07",
    preferred_time: "09:00",
    time_zone: "America/Chicago",
    duration_minutes: 60,
    starts_at: "",
    special_requests: null,
    status: "confirmed",
    cancelled_at: null,
    ...overrides,
  };
  if (!overrides.starts_at) row.starts_at = instantOf(row.preferred_date, row.preferred_time, row.time_zone).toISOString();
  return row;
}

/**
 * Verified reviews of a tile, one completed booking each (written through the review model,
 * with the tile's rating recomputed as the review flow does). Returns the reviews' ids.
 */
export async function addTestReviews(serviceId: string, ratings: readonly number[], at = new Date("2026-10-01T15:00:00Z")) {
  const db = getDb();
  const service = await db
    .selectFrom("services")
    .select(["provider_user_id", "service_name"])
    .where("id", "=", serviceId)
    .executeTakeFirstOrThrow();
  const ids: string[] = [];
  for (const [i, rating] of ratings.entries()) {
    const booking = testBookingRow({
      provider_user_id: service.provider_user_id,
      service_id: serviceId,
      service_type: service.service_name,
      customer_name: `Reviewer ${i} Tester`,
      preferred_date: "2026-09-01",
      status: "completed",
    });
    await insertBooking(db, booking);
    const written = new Date(at.getTime() + i * 60_000);
    const id = await insertReview(db, {
      bookingId: booking.id!,
      serviceId,
      providerUserId: service.provider_user_id,
      rating,
      body: `Review ${i}`,
      reviewerName: `Reviewer ${i}`,
      at: written,
      editableUntil: new Date(written.getTime() + 7 * 86_400_000),
    });
    ids.push(id!);
  }
  await refreshServiceRating(db, serviceId);
  return ids;
}

/**
 * A credential an admin verified, straight into the tables (decision 0035): what a tile in a
 * category or trade that requires it needs to be listed. Runs to the end of 2099 unless told.
 */
export async function addVerifiedCredential(
  holder: { providerUserId: string; holderUserId?: string },
  credential: { kind: CredentialKind; state: string; expiresAt?: string; number?: string },
) {
  const db = getDb();
  const documentId = await insertCredentialDocument(db, {
    providerUserId: holder.providerUserId,
    contentType: "application/pdf",
    bytes: new TextEncoder().encode("%PDF-1.4\n%%EOF\n"),
  });
  const id = await insertCredential(db, {
    providerUserId: holder.providerUserId,
    holderUserId: holder.holderUserId ?? holder.providerUserId,
    kind: credential.kind,
    issuer: "Test board",
    state: credential.state,
    number: credential.number ?? `${credential.state}-${credential.kind}-1`,
    expiresOn: (credential.expiresAt ?? "2100-01-01T06:00:00.000Z").slice(0, 10),
    expiresAt: credential.expiresAt ?? "2100-01-01T06:00:00.000Z",
    documentId,
    now: new Date("2026-01-05T15:00:00Z"),
  });
  await db.updateTable("credentials").set({ status: "verified", verified_at: "2026-01-05T15:00:00.000Z" }).where("id", "=", id).execute();
  return id;
}
