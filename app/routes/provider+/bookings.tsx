import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { KeepTogether } from "~/components/ui/keep-together";
import { PhoneNumber } from "~/components/ui/phone-number";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { TextField } from "~/components/ui/text-field";
import { BookingActions, type BookingActionsView } from "~/components/booking/booking-actions";
import { Ledger } from "~/components/booking/booking-money";
import { BookingStatusBadge } from "~/components/booking/booking-status-badge";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { changedReason, LIFECYCLE_REASONS } from "~/domain/booking/booking-lifecycle";
import { requestLanguage } from "~/lib/language.server";
import { useWords } from "~/components/use-words";
import { businessBookingWords, moveWords } from "~/locales/booking-moves";
import { billWords } from "~/locales/billing";
import { fill } from "~/locales/words";
import { bookingChangeSchema, cancelBookingSchema } from "~/domain/booking/booking-lifecycle.schema.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { formConstraints } from "~/lib/form-constraints.server";
import { requireAccess, requireOwnership } from "~/services/support/access.server";
import { publicOrigin } from "~/lib/http.server";
import { invalidFormReply, refusalToast } from "~/lib/refusals.server";
import type { FormConstraints, SubmissionResult } from "~/components/use-form";
import { redirectWithToast } from "~/lib/toast.server";
import { cancelFollowing, providerBookings, changeStatus, reassignJob } from "~/services/booking/index.server";
import { reassignSchema } from "~/domain/team/team.schema.server";
import { reassignedReason } from "~/domain/team/team";
import { followingChangedReason } from "~/domain/series/series";
import { readFormData } from "~/lib/form.server";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { KeysetPagination } from "~/components/ui/pagination";
import { pageHrefs, parsePageRequest } from "~/domain/pagination";

const PATH = "/provider/bookings";
const PER_PAGE = 20;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAccess(request, "provider");
  const params = new URL(request.url).searchParams;
  const pages = { upcoming: parsePageRequest(params, PER_PAGE, "upcoming"), past: parsePageRequest(params, PER_PAGE, "past") };
  const only = { person: params.get("person"), day: params.get("day") };
  const lists = await providerBookings(user.id, pages, new Date(), only, requestLanguage(request).language);
  const links = (list: "upcoming" | "past") => pageHrefs(PATH, params, pages[list], lists[list].links, list);
  return data(
    {
      upcoming: lists.upcoming.rows,
      past: lists.past.rows,
      upcomingPages: links("upcoming"),
      pastPages: links("past"),
      cancelConstraint: formConstraints(cancelBookingSchema),
      people: lists.people,
      only: { person: only.person ?? "", day: only.day ?? "" },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAccess(request, "provider");
  const form = await readFormData(request);
  const bookingId = String(form.get("booking_id") ?? "");
  if (form.get("intent") === "reassign") {
    const submission = parseWithZod(form, { schema: reassignSchema });
    if (submission.status !== "success") return invalidFormReply(submission, { extra: { bookingId } });
    const booking = await requireOwnership(user, { booking: submission.value.booking_id }, { refusedTo: PATH });
    const outcome = await reassignJob({ booking, to: submission.value.assignee, now: new Date() });
    if (!outcome.ok) return refusalToast(PATH, outcome);
    return redirectWithToast(`${PATH}#booking-${bookingId}`, { type: "success", description: reassignedReason(outcome.name) });
  }
  const submission = parseWithZod(form, { schema: bookingChangeSchema });
  // The reply comes back to the row of the booking it was about.
  if (submission.status !== "success") return invalidFormReply(submission, { extra: { bookingId } });
  const change = submission.value;
  const booking = await requireOwnership(user, { booking: bookingId }, { refusedTo: PATH });
  if (change.to === "cancelled" && form.get("following") === "1") {
    const cancelled = await cancelFollowing({ scope: booking, reason: change.reason, now: new Date() });
    if (!cancelled.ok) return refusalToast(PATH, cancelled);
    return redirectWithToast(PATH, { type: "success", description: followingChangedReason("cancelled", cancelled.count) });
  }
  const outcome = await changeStatus({
    booking,
    to: change.to,
    reason: change.reason,
    origin: publicOrigin(),
    now: new Date(),
  });
  if (!outcome.ok) return refusalToast(PATH, outcome);
  return redirectWithToast(PATH, {
    type: "success",
    description: outcome.to === "cancelled" ? LIFECYCLE_REASONS.cancelledByProvider : changedReason(outcome.to),
  });
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["upcoming"][number];

/** One person's jobs, one day's, or both: a GET form, so the list's address says what it shows (with or without JavaScript). */
function BookingsFilter({ people, only }: { people: ReadonlyArray<{ id: string; name: string }>; only: { person: string; day: string } }) {
  const words = useWords(businessBookingWords);
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={words.showOf}>
      {people.length > 0 ? (
        <Select
          name="person"
          label={words.whoseJobs}
          defaultValue={only.person}
          options={[{ value: "", label: words.everyones }, ...people.map((person) => ({ value: person.id, label: person.name }))]}
          className="max-w-xs"
        />
      ) : null}
      <TextField name="day" type="date" label={words.day} defaultValue={only.day} className="max-w-xs" />
      <Button type="submit" variant="secondary">
        {words.show}
      </Button>
      {only.person || only.day ? (
        <Link to={PATH} className="pb-2 text-sm font-medium text-primary underline">
          {words.showAll}
        </Link>
      ) : null}
    </Form>
  );
}

function BookingList({
  rows,
  empty,
  reply,
  cancelConstraint,
}: {
  rows: Row[];
  empty: string;
  /** The action's reply to a refused change, and the booking it was about. */
  reply: { bookingId: string; lastResult: SubmissionResult } | null;
  cancelConstraint: FormConstraints;
}) {
  const words = useWords(businessBookingWords);
  const moves = useWords(moveWords);
  const bills = useWords(billWords);
  if (rows.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y divide-border">
      {rows.map((booking) => {
        const actions: BookingActionsView = {
          id: booking.id,
          customerName: booking.customerName,
          ...booking.actions,
          inSeries: booking.inSeries,
          noShowTerms: booking.money.noShowTerms,
          cancelTerms: booking.money.cancelTerms,
        };
        return (
          <li key={booking.id} id={`booking-${booking.id}`} tabIndex={-1} className="space-y-2 py-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold">
                  {booking.serviceType} · <KeepTogether text={booking.when} />
                </p>
                <p className="text-sm break-words">
                  {booking.customerName} · <PhoneNumber number={booking.customerPhone} /> · {booking.customerEmail}
                </p>
                {booking.address ? <p className="text-sm text-muted-foreground">{booking.address}</p> : null}
                {booking.member ? <p className="text-sm">{fill(words.teamMember, { member: booking.member })}</p> : null}
                <p className="font-mono text-sm text-muted-foreground">{booking.reference}</p>
                {booking.specialRequests ? <p className="text-sm text-muted-foreground">“{booking.specialRequests}”</p> : null}
                {booking.cancellationReason ? (
                  <p className="text-sm text-muted-foreground">{fill(words.cancelledBecause, { reason: booking.cancellationReason })}</p>
                ) : null}
                <p className="flex flex-wrap gap-x-4 text-sm">
                  {booking.messagesHref ? (
                    <Link to={booking.messagesHref} className="font-medium text-primary underline">
                      {fill(words.messagesWith, { customer: booking.customerName })}
                    </Link>
                  ) : null}
                  {booking.actions.canCancel ? (
                    <Link to={`/provider/bookings/${booking.id}/move`} className="font-medium text-primary underline">
                      {words.move}
                      <span className="sr-only">{fill(moves.bookingOf, { customer: booking.customerName })}</span>
                    </Link>
                  ) : null}
                  {booking.status === "completed" ? (
                    <Link to={`/jobs/${booking.id}/bill`} className="font-medium text-primary underline">
                      {bills.title}
                      <span className="sr-only">{fill(moves.bookingOf, { customer: booking.customerName })}</span>
                    </Link>
                  ) : null}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {booking.seriesMark ? <Badge>{booking.seriesMark}</Badge> : null}
                {booking.offSchedule ? <Badge tone="warning">{words[booking.offSchedule]}</Badge> : null}
                <BookingStatusBadge status={booking.status} />
              </div>
            </div>
            {booking.assignees.some((person) => person.free) ? (
              // The list comes back where it was, on this job (FocusFragmentTarget), with or without JavaScript.
              <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="booking_id" value={booking.id} />
                <Select
                  name="assignee"
                  label={words.giveTo}
                  required
                  defaultValue=""
                  options={[
                    { value: "", label: words.chooseFree },
                    ...booking.assignees.map((person) => ({
                      value: person.id,
                      label: person.free
                        ? fill(words.freeThen, { name: person.name, busy: person.busyThatDay })
                        : fill(words.busyThen, { name: person.name }),
                      disabled: !person.free,
                    })),
                  ]}
                  className="max-w-xs"
                />
                <Button type="submit" name="intent" value="reassign" variant="secondary" size="sm">
                  {words.reassign}
                  <span className="sr-only">{fill(moves.bookingOf, { customer: booking.customerName })}</span>
                </Button>
              </Form>
            ) : booking.assignees.length > 0 ? (
              <p className="text-sm text-muted-foreground">{words.nobodyFree}</p>
            ) : null}
            {booking.money.fee ? <p className="text-sm">{fill(words.feeUnderPolicy, { fee: booking.money.fee })}</p> : null}
            {booking.money.ledger.length > 0 ? <Ledger lines={booking.money.ledger} /> : null}
            {booking.money.payout ? <p className="text-sm font-medium">{booking.money.payout}</p> : null}
            <BookingActions
              booking={actions}
              action={PATH}
              cancelReply={reply?.bookingId === booking.id ? reply.lastResult : undefined}
              cancelConstraint={cancelConstraint}
            />
          </li>
        );
      })}
    </ul>
  );
}

export default function ProviderBookings() {
  const { upcoming, past, upcomingPages, pastPages, cancelConstraint, people, only } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const reply = actionData ?? null;
  const flagged = upcoming.filter((booking) => booking.offSchedule).length;
  const words = useWords(businessBookingWords);
  return (
    <div className="space-y-6">
      {flagged > 0 ? (
        <p role="status" className="rounded-xl border border-border bg-accent p-4 text-accent-foreground">
          {flagged === 1 ? words.oneFlagged : fill(words.manyFlagged, { count: flagged })} {words.flaggedRest}{" "}
          <Link className="font-medium underline" to="/provider/schedule">
            {words.yourSchedule}
          </Link>
        </p>
      ) : null}
      <BookingsFilter people={people} only={only} />
      <Card className="p-6">
        <h2 className="text-xl font-semibold">{words.upcoming}</h2>
        <BookingList rows={upcoming} empty={words.noUpcoming} reply={reply} cancelConstraint={cancelConstraint} />
        <KeysetPagination {...upcomingPages} firstHref={upcoming.length === 0 ? upcomingPages.firstHref : undefined} />
      </Card>
      <Card className="p-6">
        <h2 className="text-xl font-semibold">{words.past}</h2>
        <BookingList rows={past} empty={words.noPast} reply={reply} cancelConstraint={cancelConstraint} />
        <KeysetPagination {...pastPages} firstHref={past.length === 0 ? pastPages.firstHref : undefined} />
      </Card>
    </div>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/provider", label: "backToPortal" });
