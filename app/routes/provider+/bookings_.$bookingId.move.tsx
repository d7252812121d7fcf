import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { RescheduleForm } from "~/components/booking/reschedule-form";
import { requestLanguage } from "~/lib/language.server";
import { useSay, useWords } from "~/components/use-words";
import { businessBookingWords } from "~/locales/booking-moves";
import { fill } from "~/locales/words";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { ErrorAlert } from "~/components/ui/alert";
import { BackLink } from "~/components/ui/back-link";
import { Card } from "~/components/ui/card";
import { KeepTogether } from "~/components/ui/keep-together";
import { LIFECYCLE_REASONS } from "~/domain/booking/booking-lifecycle";
import { followingChangedReason } from "~/domain/series/series";
import { readFormData } from "~/lib/form.server";
import { invariantResponse } from "~/lib/refusals.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireAccess, requireOwnership } from "~/services/support/access.server";
import { businessMovePage, moveAsBusiness } from "~/services/booking/index.server";
import { NOT_FOUND_REASONS } from "~/domain/outcome";

const LIST = "/provider/bookings";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const user = await requireAccess(request, "provider");
  const booking = await requireOwnership(user, { booking: params.bookingId ?? "" });
  const page = await businessMovePage(booking, {
    date: new URL(request.url).searchParams.get("date"),
    now: new Date(),
    language: requestLanguage(request).language,
  });
  invariantResponse(page, NOT_FOUND_REASONS.booking);
  return data(page, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ params, request }: ActionFunctionArgs) {
  const user = await requireAccess(request, "provider");
  const booking = await requireOwnership(user, { booking: params.bookingId ?? "" });
  const form = await readFormData(request);
  const intent = form.get("intent");
  const to = {
    date: String(form.get("preferred_date") ?? ""),
    time: String(form.get("preferred_time") ?? ""),
    following: intent === "reschedule-following",
  };
  const outcome = await moveAsBusiness(booking, to, new Date());
  if (!outcome.ok)
    return data({ message: outcome.message, field: outcome.field ?? null, slots: outcome.slots }, { status: outcome.status });
  return redirectWithToast(LIST, {
    type: "success",
    description: to.following ? followingChangedReason("moved", outcome.count) : LIFECYCLE_REASONS.movedByBusiness,
  });
}

export default function MoveBooking() {
  const { booking, refusal, move } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const words = useWords(businessBookingWords);
  const say = useSay();
  return (
    <div className="space-y-4">
      <BackLink to={LIST}>{words.backToBookings}</BackLink>
      <Card className="space-y-4 p-6">
        <div>
          <h2 className="text-xl font-semibold">{fill(words.moveBookingOf, { customer: booking.customerName })}</h2>
          <p className="text-muted-foreground">
            {booking.serviceType} · <KeepTogether text={booking.when} /> · <span className="font-mono">{booking.reference}</span>
          </p>
        </div>
        {refusal ? <ErrorAlert>{say(refusal)}</ErrorAlert> : null}
        {move ? (
          <RescheduleForm
            bookingId={booking.id}
            serviceId={move.serviceId}
            token=""
            action={`${location.pathname}${location.search}`}
            minDate={move.minDate}
            maxDate={move.maxDate}
            initial={actionData?.slots ?? move.initial}
            freeDays={move.freeDays}
            error={actionData ? { message: actionData.message, field: actionData.field } : null}
            following={booking.inSeries}
          />
        ) : null}
        <p className="text-sm text-muted-foreground">{words.customerEmailed}</p>
      </Card>
    </div>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: LIST, label: "backToBookings" });
