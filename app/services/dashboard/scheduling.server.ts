import type { BusinessScope } from "~/domain/accounts/business";
import { displayBookingStatus } from "~/domain/dashboard/dashboard";
import { refuse, type Outcome } from "~/domain/outcome";
import { customerFitsService, customerOptionLabel, SCHEDULING_REASONS, serviceOptionLabel } from "~/domain/schedule/scheduling";
import type { ScheduleJobForm } from "~/domain/schedule/scheduling.schema.server";
import { BOOKING_WINDOW_DAYS } from "~/domain/schedule/slots";
import { addDaysToDate, addMinutesToTime, instantOf, isValidDate, localClock, timeZoneAbbreviation } from "~/domain/time";
import { publicOrigin } from "~/lib/http.server";
import { findCustomer, listCustomerChoices, listCustomersOwnedBy } from "~/models/customer.server";
import { listProviderDayBookings, searchSchedulableServices } from "~/models/scheduling.server";
import { getActiveService, listProviderServices } from "~/models/service.server";
import { ownership, type Owned } from "~/services/support/access.server";
import { firstFreeStarts, slotsTellingHoldsForService, bookService } from "~/services/booking/index.server";
import { orFailure } from "~/services/support/failure.server";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { listWordsIn } from "~/locales/business-lists";
import { clockIn, longDateIn, durationIn } from "~/locales/clock";
import { schedulingWords } from "~/locales/dashboard";
import { fill } from "~/locales/words";

/**
 * The business dashboard's Scheduling tab: a business picks one of its services (an admin any
 * business's) and a day, sees its free and booked times, and books a job for one of its
 * customers with the same slot engine and claims as a customer's booking.
 */

/** The services the business can choose from: its own active ones, or an admin's search results. */
async function serviceChoices(scope: BusinessScope, q: string) {
  if (scope.seesAll) {
    const rows = await searchSchedulableServices(q);
    return rows.map((row) => ({ value: row.id, label: serviceOptionLabel(row, true) }));
  }
  const rows = await listProviderServices(scope.userId);
  return rows.filter((row) => row.is_active === 1).map((row) => ({ value: row.id, label: serviceOptionLabel(row, false) }));
}

/**
 * The tab's page: the service choices and, for the chosen service (the one asked for, else the
 * first), its calendar on a date. A service the business may not schedule on is refused by the
 * access gate (403 for another business's, 404 for one that cannot be booked).
 */
export async function schedulingPage(
  scope: BusinessScope,
  input: { q: string; serviceId: string; date: string },
  now: Date,
  language: Language = DEFAULT_LANGUAGE,
) {
  const words = schedulingWords[language];
  const services = await serviceChoices(scope, input.q);
  const serviceId = input.serviceId || services[0]?.value;
  if (!serviceId) return { ok: true as const, services, calendar: null };
  const owned = await ownership(scope, { service: serviceId });
  if (!owned.ok) return owned;
  const service = (await getActiveService(owned.id))!;
  const providerUserId = owned.ownerUserId!;

  const today = localClock(now, service.timeZone).date;
  const date = input.date || (await firstFreeStarts([service], now)).get(service.id)?.date || today;
  const validDate = isValidDate(date);
  const [{ slots, message }, dayBookings, allCustomers] = await Promise.all([
    slotsTellingHoldsForService(service, date, now),
    validDate ? listProviderDayBookings(providerUserId, date) : Promise.resolve([]),
    // An admin books for the business's own customers (or their own), whichever business it is.
    scope.seesAll ? listCustomersOwnedBy([providerUserId, scope.userId]) : listCustomerChoices(scope),
  ]);
  const customers = allCustomers.filter((customer) => customerFitsService({ owner_user_id: customer.owner_user_id }, service, scope));
  // The chosen service stays in the select even when an admin's search no longer lists it.
  const options = services.some((option) => option.value === service.id)
    ? services
    : [{ value: service.id, label: serviceOptionLabel(service, scope.seesAll) }, ...services];

  return {
    ok: true as const,
    services: options,
    calendar: {
      serviceId: service.id,
      serviceName: service.service_name,
      businessName: service.business_name,
      date: validDate ? date : "",
      dateLabel: validDate ? longDateIn(language, date) : null,
      // Slots are in the service's own time zone (an admin may look at another state's business).
      timeZoneLabel: validDate ? timeZoneAbbreviation(instantOf(date, "12:00", service.timeZone), service.timeZone) : null,
      minDate: today,
      maxDate: addDaysToDate(today, BOOKING_WINDOW_DAYS),
      slots,
      // A refused date (Sunday, past, ...) gives no slots: its message goes beside the date.
      dateMessage: slots.length === 0 ? message : null,
      slotMessage: slots.length > 0 ? message : null,
      jobLength: durationIn(language, service.duration_minutes),
      bookings: dayBookings.map((booking) => ({
        id: booking.id,
        reference: booking.reference,
        timeLabel: fill(words.fromTo, {
          from: clockIn(language, booking.preferred_time),
          to: clockIn(language, addMinutesToTime(booking.preferred_time, booking.duration_minutes)),
        }),
        service_type: booking.service_type,
        customer_name: booking.customer_name,
        customer_phone: booking.customer_phone,
        status: displayBookingStatus(booking, now),
        seriesMark: listWordsIn(language).seriesMark(booking),
      })),
      customers: customers.map((customer) => ({ value: customer.id, label: customerOptionLabel(customer, scope.seesAll) })),
    },
  };
}

/**
 * A business books a job on its service for one of its customers: the customer must be the
 * business's (the access gate decides) and fit the service's business; then the customer's own
 * booking use case decides the time.
 */
export async function scheduleJob(service: Owned<"service">, job: ScheduleJobForm, now: Date): Promise<Outcome<{ customerName: string }>> {
  const scope = service.actor;
  const card = await getActiveService(service.id);
  const owned = await ownership(scope, { customer: job.customer_id });
  const customer = owned.ok ? await findCustomer(owned.id) : undefined;
  if (!card || !customer || !customerFitsService(customer, card, scope)) {
    return refuse(403, SCHEDULING_REASONS.customerUnknown, "customer_id");
  }
  const booked = await orFailure(
    { message: SCHEDULING_REASONS.failed, log: "scheduling a job failed", details: { serviceId: card.id } },
    () =>
      bookService({
        service: card,
        request: {
          customer_name: customer.name,
          customer_email: customer.email,
          customer_phone: customer.phone,
          preferred_date: job.preferred_date,
          preferred_time: job.preferred_time,
          service_address: customer.address,
          special_requests: job.special_requests,
        },
        origin: publicOrigin(),
        now,
        actor: { kind: scope.seesAll ? "admin" : "provider", userId: scope.userId },
        customerId: customer.id,
      }),
  );
  return booked.ok ? { ok: true, customerName: customer.name } : booked;
}
