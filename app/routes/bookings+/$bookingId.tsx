import { MemberPhoto } from "~/components/member-photo";
import { commonWords } from "~/locales/common";
import { textResponse } from "~/lib/http.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { NotFoundCard } from "~/components/not-found-card";
import { KeepTogether } from "~/components/ui/keep-together";
import { PhoneNumber } from "~/components/ui/phone-number";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigationType } from "@remix-run/react";
import { QuoteLines } from "~/components/quotes/quote-lines";
import { useEffect, useRef } from "react";
import { BookingStatusBadge } from "~/components/booking/booking-status-badge";
import { RescheduleForm } from "~/components/booking/reschedule-form";
import { BookingMoney, PaymentState } from "~/components/booking/booking-money";
import { Button, ButtonLink, buttonClasses } from "~/components/ui/button";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { pageErrorBoundary } from "~/components/error-boundary";
import { bookingHeadline, CUSTOMER_REASONS, isEnded, isLive } from "~/domain/booking/booking-lifecycle";
import { ONLINE_PAYMENT_REASONS } from "~/domain/payments/online-payments";
import { CheckCircleIcon } from "~/components/ui/icons";
import { invariantResponse } from "~/lib/refusals.server";
import { openBookingLink } from "~/lib/signed-links.server";
import { redirectWithToast } from "~/lib/toast.server";
import {
  bookingPage,
  cancelFollowingFromLink,
  cancelFromLink,
  moveFollowingFromLink,
  moveFromLink,
  stopTextsFromLink,
} from "~/services/booking/index.server";
import { followingChangedReason } from "~/domain/series/series";
import { TEXT_REASONS } from "~/domain/texts/texts";
import { SeriesVisits } from "~/components/booking/series-visits";
import { readFormData } from "~/lib/form.server";
import { useIsPending } from "~/components/use-is-pending";
import { languageOfMatches, useSay, useWords } from "~/components/use-words";
import { requestLanguage } from "~/lib/language.server";
import { bookingPageWords } from "~/locales/booking-page";
import { fill } from "~/locales/words";
import { FORM_REASONS } from "~/domain/forms/fields";
import { NOT_FOUND_REASONS } from "~/domain/outcome";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: `${bookingPageWords[languageOfMatches(matches)].title} | Porchlight` },
  { name: "robots", content: "noindex" },
  // Back from paying, before Stripe's event has landed: the page looks again every few seconds (no JavaScript needed).
  ...(data?.confirming ? [{ httpEquiv: "refresh", content: "3" }] : []),
];

const NOT_FOUND = NOT_FOUND_REASONS.booking;

export async function loader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const link = openBookingLink(params.bookingId, url.searchParams.get("token"));
  invariantResponse(link, NOT_FOUND);
  const page = await bookingPage(link, {
    move: url.searchParams.get("reschedule") === "1" ? { date: url.searchParams.get("date") } : null,
    now: new Date(),
    language: requestLanguage(request).language,
  });
  invariantResponse(page, NOT_FOUND);
  const checkout = url.searchParams.get("checkout");
  return data(
    {
      ...page,
      token: link.token,
      confirming: checkout === "done" && page.payment?.state === "awaiting",
      leftCheckout: checkout === "cancelled",
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ params, request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const link = openBookingLink(params.bookingId, form.get("token"));
  invariantResponse(link, NOT_FOUND);
  const back = `/bookings/${link.bookingId}?token=${link.token}`;
  const now = new Date();
  const intent = form.get("intent");
  if (intent === "cancel") {
    const outcome = await cancelFromLink(link, now);
    if (!outcome.ok) return data({ error: outcome.message, move: null }, { status: outcome.status });
    return redirectWithToast(back, { type: "success", description: CUSTOMER_REASONS.cancelled });
  }
  if (intent === "cancel-following") {
    const outcome = await cancelFollowingFromLink(link, now);
    if (!outcome.ok) return data({ error: outcome.message, move: null }, { status: outcome.status });
    return redirectWithToast(back, { type: "success", description: followingChangedReason("cancelled", outcome.count) });
  }
  if (intent === "reschedule-following") {
    const to = { date: String(form.get("preferred_date") ?? ""), time: String(form.get("preferred_time") ?? "") };
    const outcome = await moveFollowingFromLink(link, to, now);
    if (!outcome.ok) {
      return data(
        { error: null, move: { message: outcome.message, field: outcome.field ?? null, slots: outcome.slots } },
        { status: outcome.status },
      );
    }
    return redirectWithToast(back, { type: "success", description: followingChangedReason("moved", outcome.count) });
  }
  if (intent === "stop-texts") {
    const outcome = await stopTextsFromLink(link, now);
    if (!outcome.ok) return data({ error: outcome.message, move: null }, { status: outcome.status });
    return redirectWithToast(back, { type: "success", description: TEXT_REASONS.bookingTextsStopped });
  }
  if (intent === "reschedule") {
    const to = { date: String(form.get("preferred_date") ?? ""), time: String(form.get("preferred_time") ?? "") };
    const outcome = await moveFromLink(link, to, now);
    if (!outcome.ok) {
      return data(
        { error: null, move: { message: outcome.message, field: outcome.field ?? null, slots: outcome.slots } },
        { status: outcome.status },
      );
    }
    return redirectWithToast(back, { type: "success", description: CUSTOMER_REASONS.moved });
  }
  throw textResponse(400, FORM_REASONS.unknownAction);
}

/** Whether this booking's texts are on, waiting for the number's YES, or off; the customer can stop them here. */
function BookingTexts({ texts, token }: { texts: { state: "on" | "waiting" | "off"; phone: string | null }; token: string }) {
  const words = useWords(bookingPageWords);
  if (texts.state === "off" || !texts.phone) return <p className="text-muted-foreground">{words.textsOff}</p>;
  const [before, after] = (texts.state === "on" ? words.textsGoTo : words.textsWaiting).split("{phone}");
  return (
    <div className="space-y-2">
      <p className="text-muted-foreground">
        {before}
        <KeepTogether text={texts.phone} />
        {after}
      </p>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="token" value={token} />
        <Button type="submit" name="intent" value="stop-texts" variant="outline" size="sm">
          {words.stopTexts}
        </Button>
      </Form>
    </div>
  );
}

export default function BookingPage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const cancelling = useIsPending({ match: { intent: "cancel" } });
  const words = useWords(bookingPageWords);
  const common = useWords(commonWords);
  const say = useSay();
  const [sentBefore, sentAfter] = words.sentTo.split("{email}");
  // Arriving from the booking form, the headline takes the focus, which brings it into view and has
  // screen readers announce the booking's state. Not on a page opened from its link or gone back
  // to: a tap made while the script loaded would land elsewhere.
  const headline = useRef<HTMLHeadingElement>(null);
  const bookingId = loaderData.booking.id;
  const arrivedBy = useNavigationType();
  useEffect(() => {
    if (arrivedBy !== "POP") headline.current?.focus();
  }, [bookingId]); // eslint-disable-line react-hooks/exhaustive-deps -- once per booking, however it was reached

  const { booking, token, history, move, payment } = loaderData;
  const moveHref = `/bookings/${booking.id}?${new URLSearchParams({ token, reschedule: "1" })}#move`;
  const awaitingPayment = payment?.state === "awaiting";
  // An unpaid booking is not yet a visit to put in a calendar.
  const live = !isEnded(booking.status) && !awaitingPayment;
  const upcoming = isLive(booking.status) && !awaitingPayment;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <Card className="space-y-6 p-6 sm:p-8">
        <PaymentState payment={payment} confirming={loaderData.confirming} leftCheckout={loaderData.leftCheckout} />
        {loaderData.providerAway ? (
          <p role="status" className="rounded-lg border border-border bg-accent p-3 font-medium text-accent-foreground">
            {words.providerAway}
          </p>
        ) : null}
        <div className="flex items-start gap-4">
          {upcoming ? <CheckCircleIcon className="h-10 w-10 shrink-0 text-success" /> : null}
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h1 ref={headline} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none">
                {say(loaderData.confirming ? ONLINE_PAYMENT_REASONS.confirming : bookingHeadline(booking.status))}
              </h1>
              <BookingStatusBadge status={booking.status} />
            </div>
            {upcoming ? (
              <p className="text-muted-foreground">
                {sentBefore}
                <strong className="break-all text-foreground">{booking.customer.email}</strong>
                {sentAfter}
              </p>
            ) : null}
            {booking.texts ? <BookingTexts texts={booking.texts} token={loaderData.token} /> : null}
          </div>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-medium text-muted-foreground">{words.service}</dt>
            <dd className="text-lg font-semibold">{booking.serviceType}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-muted-foreground">{words.when}</dt>
            <dd className="text-lg font-semibold">
              <KeepTogether text={booking.when} />
            </dd>
            <dd className="text-sm text-muted-foreground">{fill(words.about, { length: booking.length })}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-muted-foreground">{words.where}</dt>
            <dd>
              {booking.address || words.toBeArranged}
              {booking.mapHref ? (
                <>
                  {" "}
                  <a className="text-primary underline" href={booking.mapHref} target="_blank" rel="noopener noreferrer">
                    {words.viewOnMap}
                    <span className="sr-only">{words.newTab}</span>
                  </a>
                </>
              ) : null}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-muted-foreground">{words.bookedBy}</dt>
            <dd className="break-words">
              {/* A long e-mail address wraps anywhere rather than push the page sideways on a phone. */}
              {booking.customer.name}, <span className="break-all">{booking.customer.email}</span>,{" "}
              <PhoneNumber number={booking.customer.phone} />
            </dd>
          </div>
          {booking.quote ? (
            <div className="sm:col-span-2">
              <dt className="text-sm font-medium text-muted-foreground">{words.acceptedQuote}</dt>
              <dd>
                <QuoteLines quote={booking.quote} caption={words.acceptedQuote} />
              </dd>
            </div>
          ) : null}
          {booking.specialRequests ? (
            <div className="sm:col-span-2">
              <dt className="text-sm font-medium text-muted-foreground">{words.specialRequests}</dt>
              <dd className="whitespace-pre-line">{booking.specialRequests}</dd>
            </div>
          ) : null}
          {booking.cancellationReason ? (
            <div className="sm:col-span-2">
              <dt className="text-sm font-medium text-muted-foreground">{words.whyCancelled}</dt>
              <dd className="whitespace-pre-line">{booking.cancellationReason}</dd>
            </div>
          ) : null}
          <div className="sm:col-span-2">
            <dt className="text-sm font-medium text-muted-foreground">{words.reference}</dt>
            <dd className="font-mono">{booking.reference}</dd>
          </div>
        </dl>

        <section aria-labelledby="provider-heading" className="rounded-xl bg-muted p-4">
          <h2 id="provider-heading" className="font-semibold">
            {words.yourProvider}
          </h2>
          <p>
            {booking.businessName}
            {booking.ownerName ? ` (${booking.ownerName})` : ""}
          </p>
          {booking.member ? (
            <p className="flex items-center gap-3">
              {booking.member.photoUrl ? <MemberPhoto url={booking.member.photoUrl} /> : null}
              {fill(words.whoIsComing, { name: booking.member.name })}
            </p>
          ) : null}
          {booking.messagesHref ? (
            <p className="flex flex-wrap items-center gap-2">
              <Link to={booking.messagesHref} className="font-medium text-primary underline">
                {words.messages}
              </Link>
              {booking.unreadMessages ? <Badge tone="warning">{booking.unreadMessages}</Badge> : null}
            </p>
          ) : null}
          <p className="flex flex-wrap gap-x-4">
            {booking.providerPhone ? <PhoneNumber number={booking.providerPhone} /> : null}
            {booking.providerEmail ? (
              <a className="break-all underline" href={`mailto:${booking.providerEmail}`}>
                {booking.providerEmail}
              </a>
            ) : null}
          </p>
        </section>

        <div className="flex flex-wrap items-start gap-3">
          {live ? (
            <a
              className={buttonClasses("outline")}
              href={`/bookings/${booking.id}/calendar.ics?token=${token}`}
              download="porchlight-booking.ics"
            >
              {words.addToCalendar}
            </a>
          ) : null}
          {loaderData.canMove && !move ? (
            <ButtonLink to={moveHref} variant="outline" preventScrollReset>
              {words.moveToAnother}
            </ButtonLink>
          ) : null}
          {loaderData.canCancel ? (
            <details className="rounded-lg border border-border p-3">
              <summary className="cursor-pointer font-medium">{words.cancelBooking}</summary>
              <Form method="post" className="mt-3 space-y-2">
                <input type="hidden" name="token" value={token} />
                <p className="text-sm">{words.cancelWarning}</p>
                {loaderData.cancelTerms ? <p className="text-sm font-medium">{loaderData.cancelTerms}</p> : null}
                <Button type="submit" name="intent" value="cancel" variant="destructive" disabled={cancelling}>
                  {cancelling ? words.cancelling : words.yesCancel}
                </Button>
              </Form>
            </details>
          ) : null}
        </div>
        {loaderData.moveNote ? <p className="text-sm text-muted-foreground">{say(loaderData.moveNote)}</p> : null}
        {loaderData.cancelNote ? <p className="text-sm text-muted-foreground">{say(loaderData.cancelNote)}</p> : null}
        {actionData?.error ? (
          <p role="alert" className="font-medium text-destructive">
            {say(actionData.error)}
          </p>
        ) : null}
      </Card>

      {loaderData.series ? (
        <Card className="p-6 sm:p-8">
          <SeriesVisits series={loaderData.series} token={token} canCancel={loaderData.canCancel} />
        </Card>
      ) : null}

      {loaderData.policy || loaderData.ledger.length > 0 ? (
        <Card className="p-6 sm:p-8">
          <BookingMoney policy={loaderData.policy} fee={loaderData.fee} ledger={loaderData.ledger} />
        </Card>
      ) : null}

      {move ? (
        <Card className="space-y-4 p-6 sm:p-8" id="move">
          <h2 className="text-2xl font-bold">{words.moveYourBooking}</h2>
          <p className="text-muted-foreground">{words.moveHint}</p>
          <RescheduleForm
            bookingId={booking.id}
            serviceId={move.serviceId}
            token={token}
            action={`${location.pathname}${location.search}`}
            minDate={move.minDate}
            maxDate={move.maxDate}
            initial={actionData?.move?.slots ?? move.initial}
            freeDays={move.freeDays}
            error={actionData?.move ? { message: actionData.move.message, field: actionData.move.field } : null}
            following={Boolean(loaderData.series)}
          />
        </Card>
      ) : null}

      {history.length > 0 ? (
        <Card className="space-y-3 p-6 sm:p-8">
          <h2 className="text-xl font-semibold">{words.history}</h2>
          <ol className="space-y-2">
            {history.map((event) => (
              <li key={event.id} className="flex flex-wrap justify-between gap-x-4">
                <span className="font-medium">{say(event.text)}</span>
                <span className="text-sm text-muted-foreground">
                  <KeepTogether text={event.at} />
                </span>
              </li>
            ))}
          </ol>
        </Card>
      ) : null}

      <ButtonLink to="/" variant="ghost">
        {common.backHome}
      </ButtonLink>
    </div>
  );
}

function BookingNotFound() {
  const words = useWords(bookingPageWords);
  const say = useSay();
  return <NotFoundCard title={say(NOT_FOUND_REASONS.booking)}>{words.notFoundHint}</NotFoundCard>;
}

export const ErrorBoundary = pageErrorBoundary({ 404: () => <BookingNotFound /> });
