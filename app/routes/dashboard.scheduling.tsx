import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import { BusinessSearch, CalendarChooser } from "~/components/dashboard/calendar-chooser";
import { DayBookings } from "~/components/dashboard/day-bookings";
import { ScheduleJobForm } from "~/components/dashboard/schedule-job-form";
import { Card } from "~/components/ui/card";
import { displayBookingStatus } from "~/domain/dashboard";
import {
  customerOptionLabel,
  jobBookedMessage,
  maySchedule,
  SCHEDULE_JOB_INTENT,
  SCHEDULING_MESSAGES,
  schedulingPath,
  serviceOptionLabel,
  customerFitsService,
} from "~/domain/scheduling";
import { scheduleJobSchema } from "~/domain/scheduling.schema.server";
import { BOOKING_WINDOW_DAYS } from "~/domain/slots";
import { formatDuration } from "~/domain/schedule";
import {
  addDaysToDate,
  addMinutesToTime,
  formatDateLong,
  formatTime12h,
  instantOf,
  isValidDate,
  localClock,
  timeZoneAbbreviation,
} from "~/domain/time";
import { isUuid } from "~/domain/uuid";
import { businessScope, type BusinessScope } from "~/domain/business";
import { requireAccess } from "~/services/auth.server";
import { publicOrigin, textResponse } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import { redirectWithToast } from "~/lib/toast.server";
import { findCustomerForBusiness, listCustomerChoices, listCustomersOwnedBy } from "~/models/customer.server";
import { listProviderDayBookings, searchSchedulableServices } from "~/models/scheduling.server";
import { getActiveService, listProviderServices } from "~/models/service.server";
import { firstFreeStarts, slotsForService } from "~/services/availability.server";
import { bookService } from "~/services/booking.server";
import { readFormData } from "~/lib/form.server";
import { sectionErrorBoundary } from "~/components/error-boundary";

export const meta: MetaFunction = () => [{ title: "Scheduling | Business Dashboard | Porchlight" }, { name: "robots", content: "noindex" }];

/**
 * The service whose calendar is shown and booked: active, with a provider, and the business's
 * own (any for an admin). A provider asking for another provider's service gets 403.
 */
async function schedulableService(scope: BusinessScope, id: string) {
  const service = isUuid(id) ? await getActiveService(id) : undefined;
  if (!service || !service.provider_user_id) throw textResponse(404, SCHEDULING_MESSAGES.serviceUnavailable);
  if (!maySchedule(scope, service)) throw textResponse(403, SCHEDULING_MESSAGES.notYourService);
  return service;
}

/** The services the business can choose from: its own active ones, or an admin's search results. */
async function serviceChoices(scope: BusinessScope, q: string) {
  if (scope.seesAll) {
    const rows = await searchSchedulableServices(q);
    return rows.map((row) => ({ value: row.id, label: serviceOptionLabel(row, true) }));
  }
  const rows = await listProviderServices(scope.userId);
  return rows.filter((row) => row.is_active === 1).map((row) => ({ value: row.id, label: serviceOptionLabel(row, false) }));
}

function searchOf(scope: BusinessScope, url: URL) {
  return scope.seesAll ? (url.searchParams.get("q") ?? "").trim().slice(0, 100) : "";
}

export async function loader({ request }: LoaderFunctionArgs) {
  const scope = businessScope(await requireAccess(request, "dashboard"));
  const url = new URL(request.url);
  const q = searchOf(scope, url);
  const requestedId = url.searchParams.get("service") ?? "";
  const services = await serviceChoices(scope, q);
  const base = { seesAll: scope.seesAll, q, services, calendar: null };

  const serviceId = requestedId || services[0]?.value;
  if (!serviceId) return { ...base, emptyMessage: scope.seesAll ? SCHEDULING_MESSAGES.noMatches : SCHEDULING_MESSAGES.noOwnServices };
  const service = await schedulableService(scope, serviceId);

  const now = new Date();
  const today = localClock(now, service.timeZone).date;
  const date = url.searchParams.get("date") || (await firstFreeStarts([service], now)).get(service.id)?.date || today;
  const validDate = isValidDate(date);
  const [{ slots, message }, dayBookings, allCustomers] = await Promise.all([
    slotsForService(service, date, now),
    validDate ? listProviderDayBookings(service.provider_user_id!, date) : Promise.resolve([]),
    // An admin books for the business's own customers (or their own), whichever business it is.
    scope.seesAll ? listCustomersOwnedBy([service.provider_user_id!, scope.userId]) : listCustomerChoices(scope),
  ]);
  const customers = allCustomers.filter((customer) => customerFitsService({ owner_user_id: customer.owner_user_id }, service, scope));

  // The chosen service stays in the select even when an admin's search no longer lists it.
  const options = services.some((option) => option.value === service.id)
    ? services
    : [{ value: service.id, label: serviceOptionLabel(service, scope.seesAll) }, ...services];

  return {
    ...base,
    services: options,
    emptyMessage: null,
    calendar: {
      serviceId: service.id,
      serviceName: service.service_name,
      businessName: service.business_name,
      date: validDate ? date : "",
      dateLabel: validDate ? formatDateLong(date) : null,
      // Slots are in the service's own time zone (an admin may look at another state's business).
      timeZoneLabel: validDate ? timeZoneAbbreviation(instantOf(date, "12:00", service.timeZone), service.timeZone) : null,
      minDate: today,
      maxDate: addDaysToDate(today, BOOKING_WINDOW_DAYS),
      slots,
      // A refused date (Sunday, past, ...) gives no slots: its message goes beside the date.
      dateMessage: slots.length === 0 ? message : null,
      slotMessage: slots.length > 0 ? message : null,
      jobLength: formatDuration(service.duration_minutes),
      bookings: dayBookings.map((booking) => ({
        id: booking.id,
        timeLabel: `${formatTime12h(booking.preferred_time)} to ${formatTime12h(addMinutesToTime(booking.preferred_time, booking.duration_minutes))}`,
        service_type: booking.service_type,
        customer_name: booking.customer_name,
        customer_phone: booking.customer_phone,
        status: displayBookingStatus(booking, now),
      })),
      customers: customers.map((customer) => ({ value: customer.id, label: customerOptionLabel(customer, scope.seesAll) })),
    },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const scope = businessScope(await requireAccess(request, "dashboard"));
  const formData = await readFormData(request);
  if (formData.get("intent") !== SCHEDULE_JOB_INTENT) throw textResponse(400, SCHEDULING_MESSAGES.unknownIntent);
  const service = await schedulableService(scope, String(formData.get("service") ?? ""));

  const submission = parseWithZod(formData, { schema: scheduleJobSchema });
  const reply = (status: number, errors?: Parameters<typeof submission.reply>[0]) =>
    data({ lastResult: submission.reply(errors) }, { status });
  if (submission.status !== "success") return reply(400);

  const job = submission.value;
  const customer = isUuid(job.customer_id) ? await findCustomerForBusiness(scope, job.customer_id) : undefined;
  if (!customer || !customerFitsService(customer, service, scope)) {
    return reply(403, { fieldErrors: { customer_id: [SCHEDULING_MESSAGES.customerUnknown] } });
  }

  // The same use case as a customer's booking: the same slot engine and the same claims.
  try {
    const outcome = await bookService({
      service,
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
      now: new Date(),
      actor: { kind: scope.seesAll ? "admin" : "provider", userId: scope.userId },
      customerId: customer.id,
    });
    if (!outcome.ok) {
      return reply(
        outcome.status,
        outcome.field ? { fieldErrors: { [outcome.field]: [outcome.message] } } : { formErrors: [outcome.message] },
      );
    }
  } catch (error) {
    log.error("scheduling a job failed", { error, serviceId: service.id });
    return reply(500, { formErrors: [SCHEDULING_MESSAGES.failed] });
  }
  const back = schedulingPath({ q: searchOf(scope, new URL(request.url)), service: service.id, date: job.preferred_date });
  return redirectWithToast(back, {
    type: "success",
    description: jobBookedMessage(customer.name, job.preferred_date, job.preferred_time),
  });
}

/**
 * After every posted job, refused ones included (a slot taken meanwhile answers 409), the grid
 * is read again so it shows the slot as booked, whatever the router's default for errors.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" ? true : defaultShouldRevalidate;

export default function DashboardScheduling() {
  const { seesAll, q, services, calendar, emptyMessage } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();

  return (
    <div className="space-y-6">
      <Card className="space-y-4 p-6">
        <div>
          <h2 className="text-xl font-semibold">Scheduling</h2>
          <p className="text-sm text-muted-foreground">
            Pick a service and a day to see its free and booked times, then book a job for one of your customers.
          </p>
        </div>
        {seesAll ? <BusinessSearch q={q} date={calendar?.date || null} /> : null}
        {emptyMessage ? (
          <p className="rounded-lg bg-muted p-4">
            {emptyMessage}{" "}
            {seesAll ? null : (
              <Link to="/provider/services" className="font-medium text-primary underline">
                Manage your services
              </Link>
            )}
          </p>
        ) : null}
        {calendar ? (
          <CalendarChooser
            q={seesAll ? q : null}
            services={services}
            serviceId={calendar.serviceId}
            date={calendar.date}
            minDate={calendar.minDate}
            maxDate={calendar.maxDate}
            dateMessage={calendar.dateMessage}
          />
        ) : null}
      </Card>

      {calendar && calendar.dateLabel && calendar.slots.length > 0 ? (
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <Card className="space-y-4 p-6">
            <h3 className="text-lg font-semibold">
              {calendar.serviceName}
              {seesAll ? <span className="font-normal text-muted-foreground"> · {calendar.businessName}</span> : null}
              <span className="block text-base font-normal text-muted-foreground">{calendar.dateLabel}</span>
            </h3>
            <p className="text-sm text-muted-foreground">
              {calendar.slots.filter((slot) => slot.status === "free").length} free ·{" "}
              {calendar.slots.filter((slot) => slot.status === "booked").length} booked (struck through) · jobs take {calendar.jobLength} ·
              times in {calendar.timeZoneLabel}
            </p>
            <ScheduleJobForm
              key={`${calendar.serviceId}-${calendar.date}`}
              action={`${location.pathname}${location.search}`}
              serviceId={calendar.serviceId}
              date={calendar.date}
              slots={calendar.slots}
              message={calendar.slotMessage}
              customers={calendar.customers}
              lastResult={actionData?.lastResult}
            />
          </Card>
          <Card className="p-6">
            <DayBookings bookings={calendar.bookings} dateLabel={calendar.dateLabel} />
          </Card>
        </div>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/dashboard", label: "Back to the dashboard" });
