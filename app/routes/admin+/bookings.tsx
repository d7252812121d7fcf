import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BookingDayPanel } from "~/components/admin/booking-day-panel";
import { BookingFilters } from "~/components/admin/booking-filters";
import { BookingMonthGrid } from "~/components/admin/booking-month-grid";
import { BookingsTable } from "~/components/admin/bookings-table";
import { BookingsViewToggle } from "~/components/admin/bookings-view-toggle";
import { ErrorAlert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { changedReason, LIFECYCLE_REASONS } from "~/domain/booking/booking-lifecycle";
import { bookingChangeSchema, cancelBookingSchema } from "~/domain/booking/booking-lifecycle.schema.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { formConstraints } from "~/lib/form-constraints.server";
import { ADMIN_BOOKING_REASONS, bookingsHref, parseBookingsQuery } from "~/domain/booking/admin-bookings";
import { SearchForm } from "~/components/ui/search-form";
import { businessScope } from "~/domain/accounts/business";
import { isUuid } from "~/domain/uuid";
import { requireAccess, requireOwnership } from "~/services/support/access.server";
import { publicOrigin } from "~/lib/http.server";
import { invalidFormReply, refusalToast } from "~/lib/refusals.server";
import { redirectWithToast } from "~/lib/toast.server";
import { adminBookings, changeStatus } from "~/services/booking/index.server";
import { refundBooking } from "~/services/payments/index.server";
import { refundFormSchema } from "~/domain/payments/online-payments.schema.server";
import { readFormData } from "~/lib/form.server";
import { newSubmissionKey, submissionOf } from "~/lib/submission-key.server";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { requestLanguage } from "~/lib/language.server";
import { languageOfMatches, useLanguage, useSay } from "~/components/use-words";
import { adminBookingWords, bookingListSummaryIn } from "~/locales/admin-bookings";

export const meta: MetaFunction = ({ matches }) => [
  // Its own words only: this page's code stays in a few files (tests/http/client-bundle.test.ts).
  { title: `${adminBookingWords[languageOfMatches(matches)].pageTitle} | Porchlight` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAccess(request, "admin");
  const query = parseBookingsQuery(new URL(request.url).searchParams);
  const { today, bookings } = await adminBookings(businessScope(admin), query, requestLanguage(request).language);
  const cancelConstraint = formConstraints(cancelBookingSchema);
  // One key for the page's refund forms: a refund's submission is its booking, amount and reason with it.
  const submissionKey = newSubmissionKey();
  if (!bookings.ok) return { query, today, error: bookings.message, list: null, calendar: null, cancelConstraint, submissionKey };
  return { query, today, error: null, list: bookings.list, calendar: bookings.calendar, cancelConstraint, submissionKey };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAccess(request, "admin");
  const form = await readFormData(request);
  const query = parseBookingsQuery(new URL(request.url).searchParams);
  // Back to the list the admin was on (same page, view and calendar state); it reloads there.
  const back = bookingsHref(query, { view: "list" });

  const id = String(form.get("booking_id") ?? "");
  // Spec: a booking whose id is not a UUID cannot be notified (or changed).
  if (!isUuid(id)) return redirectWithToast(back, { type: "error", description: ADMIN_BOOKING_REASONS.invalidBookingId });
  if (form.get("intent") === "refund") {
    const refund = refundFormSchema.safeParse(Object.fromEntries(form));
    if (!refund.success)
      return redirectWithToast(back, { type: "error", description: refund.error.issues[0]?.message ?? ADMIN_BOOKING_REASONS.checkRefund });
    const booking = await requireOwnership(admin, { booking: refund.data.bookingId }, { refusedTo: back });
    const refunded = await refundBooking({
      booking,
      amountCents: refund.data.amountCents,
      reason: refund.data.reason,
      once: submissionOf(form, "refund", refund.data),
      now: new Date(),
    });
    if (!refunded.ok) return refusalToast(back, refunded);
    return redirectWithToast(back, { type: "success", description: refunded.message });
  }
  const submission = parseWithZod(form, { schema: bookingChangeSchema });
  // The reply comes back to the row of the booking it was about.
  if (submission.status !== "success") return invalidFormReply(submission, { extra: { bookingId: id } });
  const booking = await requireOwnership(admin, { booking: id }, { refusedTo: back });
  const outcome = await changeStatus({
    booking,
    to: submission.value.to,
    reason: submission.value.reason,
    origin: publicOrigin(),
    now: new Date(),
  });
  if (!outcome.ok) return refusalToast(back, outcome);
  const description =
    outcome.to === "en_route"
      ? ADMIN_BOOKING_REASONS.notified
      : outcome.to === "cancelled"
        ? LIFECYCLE_REASONS.cancelledByProvider
        : changedReason(outcome.to);
  return redirectWithToast(back, { type: "success", description });
}

export default function AdminBookings() {
  const { query, today, error, list, calendar, cancelConstraint, submissionKey } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const language = useLanguage();
  const say = useSay();
  const words = adminBookingWords[language];
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{words.title}</h2>
        <BookingsViewToggle query={query} />
      </div>
      {error ? <ErrorAlert>{say(error)}</ErrorAlert> : null}
      {query.view === "list" ? (
        <SearchForm
          id="booking-search"
          label={words.searchBookings}
          q={query.q ?? ""}
          placeholder={words.searchPlaceholder}
          keep={{ view: "list" }}
        />
      ) : null}
      {list ? (
        <>
          <p className="text-sm text-muted-foreground">{bookingListSummaryIn(language, list.total, query.q)}</p>
          <BookingsTable
            bookings={list.bookings}
            query={query}
            previousHref={list.previousHref}
            nextHref={list.nextHref}
            reply={actionData ?? null}
            cancelConstraint={cancelConstraint}
            submissionKey={submissionKey}
          />
        </>
      ) : null}
      {calendar ? (
        <div className="space-y-4">
          <BookingFilters query={query} month={calendar.month} day={calendar.day} typeValues={calendar.typeValues} />
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(16rem,1fr)]">
            <BookingMonthGrid query={query} month={calendar.month} selectedDay={calendar.day} today={today} counts={calendar.counts} />
            <BookingDayPanel day={calendar.day} bookings={calendar.dayBookings} />
          </div>
        </div>
      ) : null}
    </Card>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/admin", label: "backToAdmin" });
