import { randomBytes } from "node:crypto";
import { clampToBounds, effectiveAvailability, type Availability } from "~/domain/schedule/availability";
import { WEEKDAYS, type Weekday } from "~/domain/time";
import { findCatalogueEntry } from "~/domain/discovery/catalogue";
import { isLive, type BookingStatus } from "~/domain/booking/booking-lifecycle";
import { claimedCells } from "~/domain/schedule/slots";
import { addDaysToDate, instantOf, localClock, minutesOfDay, timeOfDay, timeZoneOfPlace, weekdayOfDate } from "~/domain/time";
import type { PaymentInput } from "~/domain/payments/payments";
import { newId } from "~/domain/uuid";
import type { DB, Executor } from "~/lib/db.server";
import { hashPassword } from "~/lib/password.server";
import { DEMO_SEEDED_KEY } from "~/models/app-meta.server";
import { recordAudit } from "~/models/audit.server";
import { claimCells, insertBooking } from "~/models/booking.server";
import { adjustCustomerBookings, recordOnlineCustomer } from "~/models/customer.server";
import { addTimeOff, getProviderSchedule, saveProviderSchedule } from "~/models/provider-schedule.server";
import { recordPayment } from "~/services/payments/index.server";
import { createMedia } from "~/models/media.server";
import { insertApplication } from "~/models/provider-application.server";
import { createServiceTile, hasAnyService } from "~/models/service.server";
import { createServiceArea } from "~/models/service-area.server";
import { createUser } from "~/models/user.server";
import { requireZipCode } from "~/models/zip-code.server";
import {
  DEMO_ADMIN,
  DEMO_PAYMENTS,
  DEMO_PROVIDER,
  DEMO_PROVIDER_PROFILE,
  PENDING_APPLICATIONS,
  SEED_PROVIDERS,
  type HoursPreset,
  type SeedProvider,
  type SeedService,
} from "./demo-data";
import { monogramLogo } from "~/lib/monogram.server";
import { seedReviews } from "./reviews.server";
import { seedCredentials } from "./credentials.server";
import { customerSearchText } from "~/domain/discovery/search-text";

export { DEMO_SEEDED_KEY };

function hours(preset: HoursPreset): Availability {
  const days = (open: Weekday[], startTime: string, endTime: string) =>
    Object.fromEntries(WEEKDAYS.map((day) => [day, { available: open.includes(day), startTime, endTime }])) as Availability;
  switch (preset) {
    case "always":
      return days([...WEEKDAYS], "00:00", "24:00");
    case "weekdays":
      return days(["monday", "tuesday", "wednesday", "thursday", "friday"], "08:00", "18:00");
    case "extended":
      return days(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday"], "07:00", "20:00");
    case "weekends":
      return days(["friday", "saturday", "sunday"], "09:00", "17:00");
    case "unset":
      return days([], "09:00", "17:00");
  }
}

const serviceName = (service: SeedService) => (typeof service === "string" ? service : service.name);

function slug(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const AREA_CODES: Record<string, string> = { TX: "512", CA: "310", NY: "212" };

type Seeded = { userId: string; tiles: Array<{ id: string; name: string; zip: string }> };

async function seedProvider(
  trx: Executor,
  provider: SeedProvider,
  options: { index: number; adminId: string; now: Date; account: { email: string } & ({ password: string } | { passwordHash: string }) },
): Promise<Seeded> {
  const zip = await requireZipCode(provider.zip, trx);
  const phone = `(${AREA_CODES[zip.state] ?? "512"}) 555-${String(100 + options.index).padStart(4, "0")}`;
  const user = await createUser(trx, { ...options.account, role: "provider" });
  const logoUrl = (await createMedia(trx, monogramLogo(provider.business, provider.logo))).url;
  const appliedAt = new Date(options.now.getTime() - (150 - options.index * 2) * 86_400_000);
  const reviewedAt = new Date(appliedAt.getTime() + 2 * 86_400_000);
  const availability = hours(provider.hours);
  const catalogueNames = provider.services.filter((s) => typeof s === "string").map(serviceName);
  const customNames = provider.services.filter((s) => typeof s !== "string").map(serviceName);

  const applicationId = await insertApplication(trx, {
    id: newId(),
    user_id: user.id,
    business_name: provider.business,
    owner_name: provider.owner,
    email: user.email,
    phone,
    zip_code: provider.zip,
    service_radius: provider.radius,
    category: provider.category,
    website: `https://${slug(provider.business)}.example.com`,
    logo_url: logoUrl,
    services_provided: JSON.stringify(catalogueNames),
    custom_services: customNames.length ? JSON.stringify(customNames) : null,
    licenses: "State licensed and background checked",
    insurance: "General liability, $1M per occurrence",
    years_in_business: 3 + (options.index % 17),
    additional_info: null,
    plan_type: provider.plan,
    availability: JSON.stringify(availability),
    status: "approved",
    created_at: appliedAt.toISOString(),
    reviewed_at: reviewedAt.toISOString(),
    reviewed_by: options.adminId,
  });

  const tiles: Seeded["tiles"] = [];
  for (const service of provider.services) {
    const catalogue = typeof service === "string" ? findCatalogueEntry(service) : undefined;
    const custom = typeof service === "string" ? undefined : service;
    const id = await createServiceTile(trx, {
      applicationId,
      providerUserId: user.id,
      serviceName: serviceName(service),
      businessName: provider.business,
      ownerName: provider.owner,
      phone,
      email: user.email,
      zipCode: provider.zip,
      serviceRadius: provider.radius,
      planType: provider.plan,
      category: provider.category,
      logoUrl,
      description: catalogue?.description ?? custom?.description ?? null,
      priceFromCents: catalogue?.priceFromCents ?? custom?.priceFromCents ?? null,
      priceToCents: custom?.priceToCents ?? null,
      priceUnit: catalogue?.priceUnit ?? custom?.priceUnit ?? null,
      responseTimeMinutes: catalogue?.responseTimeMinutes ?? custom?.responseMinutes ?? null,
      availability,
      createdAt: reviewedAt.toISOString(),
    });
    tiles.push({ id, name: serviceName(service), zip: provider.zip });
  }
  await seedCredentials(
    trx,
    {
      userId: user.id,
      index: options.index,
      state: zip.state,
      timeZone: timeZoneOfPlace(zip),
      tiles: provider.services.map((service) => ({ category: provider.category, serviceType: serviceName(service) })),
      verifiedAt: reviewedAt,
      adminId: options.adminId,
    },
    options.now,
  );
  if (provider.bufferMinutes) {
    await saveProviderSchedule(trx, user.id, {
      hours: clampToBounds(effectiveAvailability(availability)),
      bufferMinutes: provider.bufferMinutes,
    });
  }
  if (provider.daysOffFromNow) {
    const first = addDaysToDate(localClock(options.now, DEMO_ZONE).date, provider.daysOffFromNow[0]);
    await addTimeOff(trx, user.id, {
      startDate: first,
      endDate: addDaysToDate(first, provider.daysOffFromNow[1] - 1),
      note: "Family vacation",
    });
  }
  return { userId: user.id, tiles };
}

const CUSTOMERS = [
  ["Olivia Bennett", "olivia.bennett@example.org", "(512) 555-0142", "1100 Congress Ave, Austin, TX 78701"],
  ["Ethan Walker", "ethan.walker@example.org", "(512) 555-0177", "401 W 2nd St, Austin, TX 78701"],
  ["Sophia Martinez", "sophia.martinez@example.org", "(512) 555-0190", "2100 S Lamar Blvd, Austin, TX 78704"],
  ["Liam Turner", "liam.turner@example.org", "(512) 555-0123", "1400 E 6th St, Austin, TX 78702"],
  ["Ava Robinson", "ava.robinson@example.org", "(512) 555-0168", "3600 Red River St, Austin, TX 78705"],
  ["Noah Campbell", "noah.campbell@example.org", "(512) 555-0111", "900 W 29th St, Austin, TX 78705"],
] as const;

const DEMO_ZONE = "America/Chicago";

/** The next `count` dates after today (in Austin) that are not weekends. */
function upcomingWorkdays(now: Date, count: number): string[] {
  const today = localClock(now, DEMO_ZONE).date;
  const dates: string[] = [];
  for (let offset = 1; dates.length < count; offset++) {
    const date = addDaysToDate(today, offset);
    if (weekdayOfDate(date) !== "sunday" && weekdayOfDate(date) !== "saturday") dates.push(date);
  }
  return dates;
}

/**
 * The demo provider's customers (the people of their seeded bookings), so the dashboard's
 * Customers and Payments tabs have something to show. Returns their ids by e-mail.
 */
async function seedDemoCustomers(trx: Executor, demo: Seeded, now: Date): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const [i, [name, email, phone, address]] of CUSTOMERS.entries()) {
    const id = newId();
    await trx
      .insertInto("customers")
      .values({
        id,
        owner_user_id: demo.userId,
        name,
        email,
        phone,
        address,
        search_text: customerSearchText({ name, email }),
        created_at: new Date(now.getTime() - (40 - i * 5) * 86_400_000).toISOString(),
      })
      .execute();
    ids.set(email, id);
  }
  return ids;
}

type SeededBooking = { id: string; owner: Seeded; customerId: string | null };

type BookingPlan = {
  owner: Seeded;
  tile: number;
  date: string;
  time: string;
  status: BookingStatus;
  cancelledBy?: "customer" | "provider";
  reason?: string;
};

/** The latest 30-minute start of today (in Austin) at least 15 minutes past, else of the last workday. */
function startedJob(now: Date): { date: string; time: string } {
  const clock = localClock(now, DEMO_ZONE);
  const latest = minutesOfDay(clock.time) - 15;
  const grid = Math.floor(latest / 30) * 30;
  if (weekdayOfDate(clock.date) !== "sunday" && grid >= minutesOfDay("08:00"))
    return { date: clock.date, time: timeOfDay(Math.min(grid, minutesOfDay("17:30"))) };
  let date = addDaysToDate(clock.date, -1);
  while (weekdayOfDate(date) === "sunday") date = addDaysToDate(date, -1);
  return { date, time: "15:00" };
}

/** A start soon after `after` (today, in Austin, 30 minutes ahead at least), or a fallback. */
function upcomingJob(now: Date, after: { date: string; time: string }, fallback: { date: string; time: string }) {
  const clock = localClock(now, DEMO_ZONE);
  const earliest = Math.max(
    minutesOfDay(clock.time) + 30,
    after.date === clock.date ? minutesOfDay(after.time) + 120 : 0,
    minutesOfDay("08:00"),
  );
  const grid = Math.ceil(earliest / 30) * 30;
  return weekdayOfDate(clock.date) !== "sunday" && grid <= minutesOfDay("17:30") ? { date: clock.date, time: timeOfDay(grid) } : fallback;
}

/**
 * Bookings in every status of the lifecycle, made like real ones: live bookings claim their
 * provider's time (job and buffer), each customer is the provider's customer, and the history
 * a customer sees is recorded.
 */
async function seedBookings(trx: Executor, demo: Seeded, others: Seeded[], now: Date, demoCustomers: Map<string, string>) {
  const days = upcomingWorkdays(now, 10);
  const today = localClock(now, DEMO_ZONE).date;
  const started = startedJob(now);
  const plans: BookingPlan[] = [
    { owner: demo, tile: 0, date: days[0], time: "09:00", status: "confirmed" },
    { owner: demo, tile: 1, date: days[0], time: "14:30", status: "confirmed" },
    { owner: demo, tile: 2, date: days[1], time: "10:00", status: "confirmed" },
    { owner: demo, tile: 0, date: days[3], time: "11:30", status: "confirmed" },
    { owner: demo, tile: 1, date: addDaysToDate(today, -6), time: "13:00", status: "completed" },
    { owner: demo, tile: 0, date: addDaysToDate(today, -13), time: "09:30", status: "completed" },
    { owner: demo, tile: 2, date: days[2], time: "15:00", status: "cancelled", cancelledBy: "customer" },
    { owner: demo, tile: 1, date: addDaysToDate(today, -3), time: "10:00", status: "no_show" },
    { owner: demo, tile: 2, ...started, status: "in_progress" },
    { owner: demo, tile: 0, ...upcomingJob(now, started, { date: days[0], time: "11:30" }), status: "en_route" },
  ];
  others.slice(0, 8).forEach((owner, i) => {
    plans.push({
      owner,
      tile: 0,
      date: days[(i * 2) % days.length],
      time: ["09:00", "10:30", "13:00", "16:00"][i % 4],
      status: "confirmed",
    });
  });
  plans.push({
    owner: others[0],
    tile: 0,
    date: days[5],
    time: "10:00",
    status: "cancelled",
    cancelledBy: "provider",
    reason: "Our van is in the shop that day. Please book another day, sorry!",
  });
  plans.push({ owner: others[1], tile: 0, date: addDaysToDate(today, -2), time: "11:00", status: "completed" });

  const seeded: SeededBooking[] = [];
  for (const [i, plan] of plans.entries()) {
    const [name, email, phone, address] = CUSTOMERS[i % CUSTOMERS.length];
    const tile = plan.owner.tiles[plan.tile % plan.owner.tiles.length];
    const place = await requireZipCode(address.slice(-5), trx);
    const service = await trx
      .selectFrom("services as s")
      .innerJoin("zip_codes as z", "z.zip", "s.zip_code")
      .select(["s.duration_minutes", "z.time_zone", "z.state"])
      .where("s.id", "=", tile.id)
      .executeTakeFirstOrThrow();
    const timeZone = timeZoneOfPlace(service);
    const live = isLive(plan.status);
    const customerId =
      plan.owner === demo
        ? (demoCustomers.get(email) ?? null)
        : await recordOnlineCustomer(trx, { ownerUserId: plan.owner.userId, name, email, phone, address });
    // Like real bookings: a customer's count includes every booking that was not cancelled.
    if (customerId && plan.owner === demo && plan.status !== "cancelled") await adjustCustomerBookings(trx, customerId, 1);
    if (customerId && plan.owner !== demo && plan.status === "cancelled") await adjustCustomerBookings(trx, customerId, -1);
    const startsAt = instantOf(plan.date, plan.time, timeZone);
    const createdAt = new Date(Math.min(now.getTime(), startsAt.getTime()) - (i + 1) * 3_600_000 * 7);
    const changedAt = plan.status === "confirmed" ? createdAt : new Date(Math.min(now.getTime(), startsAt.getTime() + 3_600_000));
    const id = newId();
    await insertBooking(trx, {
      id,
      service_id: tile.id,
      provider_user_id: plan.owner.userId,
      customer_id: customerId,
      customer_name: name,
      customer_email: email,
      customer_phone: phone,
      service_type: tile.name,
      service_address: address,
      service_lat: place.lat,
      service_lng: place.lng,
      preferred_date: plan.date,
      preferred_time: plan.time,
      time_zone: timeZone,
      duration_minutes: service.duration_minutes,
      starts_at: startsAt.toISOString(),
      special_requests: i % 3 === 0 ? "Please call when you are 15 minutes away." : null,
      status: plan.status,
      status_changed_at: changedAt.toISOString(),
      provider_notified: ["en_route", "in_progress", "completed"].includes(plan.status) ? 1 : 0,
      created_at: createdAt.toISOString(),
      cancelled_at: plan.status === "cancelled" ? changedAt.toISOString() : null,
      cancelled_by: plan.cancelledBy ?? null,
      cancellation_reason: plan.reason ?? null,
    });
    if (live) {
      const schedule = await getProviderSchedule(plan.owner.userId, trx);
      await claimCells(trx, {
        providerUserId: plan.owner.userId,
        bookingId: id,
        cells: claimedCells(plan.date, plan.time, {
          timeZone,
          durationMinutes: service.duration_minutes,
          bufferMinutes: schedule.bufferMinutes,
        }),
      });
    }
    await recordAudit(trx, { actorUserId: null, action: "booking.create", entity: "booking", entityId: id, details: { by: "customer" } });
    if (plan.status !== "confirmed" && plan.status !== "pending") {
      await recordAudit(trx, {
        actorUserId: plan.cancelledBy === "customer" ? null : plan.owner.userId,
        action: "booking.status",
        entity: "booking",
        entityId: id,
        details: { by: plan.cancelledBy ?? "provider", from: "confirmed", to: plan.status, reason: plan.reason ?? null },
      });
    }
    seeded.push({ id, owner: plan.owner, customerId });
  }
  return seeded;
}

/**
 * A few payments of the demo provider, recorded through the payment model (same rules, same
 * transaction, total spent kept true): DEMO_PAYMENTS in demo-data.ts.
 */
async function seedDemoPayments(trx: Executor, demo: Seeded, bookings: SeededBooking[], demoCustomers: Map<string, string>, now: Date) {
  const scope = { userId: demo.userId, email: DEMO_PROVIDER.email, role: "provider" as const, seesAll: false };
  const demoBookings = bookings.filter((booking) => booking.owner === demo);
  for (const payment of DEMO_PAYMENTS) {
    const booking = payment.booking === null ? null : demoBookings[payment.booking];
    const customerId = demoCustomers.get(payment.customerEmail);
    if (!customerId || booking === undefined || (booking && booking.customerId !== customerId)) {
      throw new Error(`Demo payment: ${payment.customerEmail} is not the customer of demo booking ${payment.booking}`);
    }
    const input: PaymentInput = {
      customerId,
      bookingId: booking?.id ?? null,
      amountCents: payment.amountCents,
      method: payment.method,
      credit: payment.card ? { via: "terminal", card: payment.card } : null,
      notes: payment.notes,
    };
    const recorded = await recordPayment(scope, input, { executor: trx, now: new Date(now.getTime() - payment.minutesAgo * 60_000) });
    if (!recorded.ok) throw new Error(`A demo payment was refused: ${recorded.message}`);
  }
  return DEMO_PAYMENTS.length;
}

/**
 * Demo data for trying Porchlight: the demo admin and provider, 40+ approved providers with
 * active tiles, pending applications and bookings, and the demo provider's customers and
 * payments. Everything in one transaction.
 */
export async function seedDemo(db: DB, now = new Date()) {
  // Seeded businesses other than the demo provider cannot sign in: one unknown password.
  const lockedHash = await hashPassword(randomBytes(24).toString("hex"));
  return db.transaction().execute(async (trx) => {
    const existingAdmin = await trx.selectFrom("users").select("id").where("email", "=", DEMO_ADMIN.email).executeTakeFirst();
    const adminId = existingAdmin?.id ?? (await createUser(trx, { ...DEMO_ADMIN, role: "admin" })).id;

    const demo = await seedProvider(trx, DEMO_PROVIDER_PROFILE, {
      index: 0,
      adminId,
      now,
      account: { email: DEMO_PROVIDER.email, password: DEMO_PROVIDER.password },
    });
    await createServiceArea(trx, { userId: demo.userId, zipCode: "78626", serviceRadius: 15 });

    const others: Seeded[] = [];
    for (const [i, provider] of SEED_PROVIDERS.entries()) {
      others.push(
        await seedProvider(trx, provider, {
          index: i + 1,
          adminId,
          now,
          account: { email: `${slug(provider.business)}@example.com`, passwordHash: lockedHash },
        }),
      );
    }

    for (const [i, application] of PENDING_APPLICATIONS.entries()) {
      const user = await createUser(trx, {
        email: `${slug(application.business)}@example.com`,
        passwordHash: lockedHash,
        role: "provider",
      });
      await insertApplication(trx, {
        id: newId(),
        user_id: user.id,
        business_name: application.business,
        owner_name: application.owner,
        email: user.email,
        phone: `(512) 555-${String(200 + i).padStart(4, "0")}`,
        zip_code: application.zip,
        service_radius: application.radius,
        category: application.category,
        website: null,
        logo_url: null,
        services_provided: JSON.stringify(application.services.filter((s) => typeof s === "string")),
        custom_services: application.services.some((s) => typeof s !== "string")
          ? JSON.stringify(application.services.filter((s) => typeof s !== "string").map(serviceName))
          : null,
        licenses: "Application documents attached",
        insurance: "General liability",
        years_in_business: 2 + i,
        additional_info: "Looking forward to joining Porchlight.",
        plan_type: application.plan,
        availability: JSON.stringify(hours("weekdays")),
        status: "pending",
        created_at: new Date(now.getTime() - application.daysAgo * 86_400_000).toISOString(),
        reviewed_at: null,
        reviewed_by: null,
      });
    }

    const demoCustomers = await seedDemoCustomers(trx, demo, now);
    const bookings = await seedBookings(trx, demo, others, now, demoCustomers);
    const payments = await seedDemoPayments(trx, demo, bookings, demoCustomers, now);
    const reviews = await seedReviews(
      trx,
      [DEMO_PROVIDER_PROFILE, ...SEED_PROVIDERS].map((profile, i) => ({ profile, ...[demo, ...others][i] })),
      now,
    );
    await trx
      .insertInto("app_meta")
      .values({ key: DEMO_SEEDED_KEY, value: now.toISOString() })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: now.toISOString() }))
      .execute();

    const tiles = [demo, ...others].reduce((sum, provider) => sum + provider.tiles.length, 0);
    return {
      providers: others.length + 1,
      tiles,
      pendingApplications: PENDING_APPLICATIONS.length,
      bookings: bookings.length,
      customers: demoCustomers.size,
      payments,
      reviews,
    };
  });
}

/** Seeds only a database without any service (first start of the embedded demo). */
export async function seedDemoIfEmpty(db: DB, now = new Date()) {
  if (await hasAnyService(db)) return null;
  return seedDemo(db, now);
}
