import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { BookingStatusBadge } from "~/components/booking/booking-status-badge";
import { PaymentStatusBadge } from "~/components/dashboard/payment-status-badge";
import { pageErrorBoundary } from "~/components/error-boundary";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { KeysetPagination } from "~/components/ui/pagination";
import { languageOfMatches, useLanguage, useWords } from "~/components/use-words";
import { FORM_REASONS } from "~/domain/forms/fields";
import { formatDollars } from "~/domain/payments/money";
import { readFormData } from "~/lib/form.server";
import { textResponse } from "~/lib/http.server";
import { requestLanguage } from "~/lib/language.server";
import { clockIn } from "~/locales/clock";
import { commonWords } from "~/locales/common";
import { customerHomeWords } from "~/locales/customer-home";
import { localDayIn, shortDateIn } from "~/locales/dates";
import { fill } from "~/locales/words";
import { signOutCustomer } from "~/services/accounts/index.server";
import { askForDataExport, customerHome, type CustomerHome, type HomeList } from "~/services/customer-home/index.server";
import { redirectWithToast } from "~/lib/toast.server";
import { ACCOUNT_REASONS } from "~/domain/accounts/data-export";
import { useIsPending } from "~/components/use-is-pending";
import { requireCustomer } from "~/services/support/access.server";

export const meta: MetaFunction = ({ matches }) => [
  { title: customerHomeWords[languageOfMatches(matches)].title },
  { name: "robots", content: "noindex" },
];

/** /account: a signed-in customer's bookings, requests, waitlists, conversations and payments (decision 0051). */
export async function loader({ request }: LoaderFunctionArgs) {
  const customer = await requireCustomer(request);
  const home = await customerHome(customer, new URL(request.url).searchParams, requestLanguage(request).language);
  return data(home, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const customer = await requireCustomer(request);
  const form = await readFormData(request);
  if (form.get("intent") === "sign-out") return signOutCustomer(request);
  if (form.get("intent") === "export") {
    await askForDataExport(customer);
    return redirectWithToast("/account#data", { type: "success", description: ACCOUNT_REASONS.exportAsked });
  }
  throw textResponse(400, FORM_REASONS.unknownAction);
}

type Words = (typeof customerHomeWords)["en"];

/** A list's neighbouring pages: this page's address with only that list's cursor changed. */
function usePageHref(list: HomeList) {
  const location = useLocation();
  return (name: "after" | "before", cursor: string | null) => {
    if (!cursor) return null;
    const params = new URLSearchParams(location.search);
    params.delete(`${list}_after`);
    params.delete(`${list}_before`);
    params.set(`${list}_${name}`, cursor);
    return `${location.pathname}?${params}#${list}`;
  };
}

function Section<T>({
  list,
  heading,
  empty,
  items,
  pages,
  children,
}: {
  list: HomeList;
  heading: string;
  empty: string;
  items: readonly T[];
  pages: { previous: string | null; next: string | null };
  children: (item: T) => ReactNode;
}) {
  const href = usePageHref(list);
  return (
    <section id={list} aria-labelledby={`${list}-heading`} className="space-y-3">
      <h2 id={`${list}-heading`} className="text-xl font-semibold">
        {heading}
      </h2>
      {items.length === 0 ? (
        <p className="text-muted-foreground">{empty}</p>
      ) : (
        <ul className="space-y-3">
          {items.map((item, index) => (
            <li key={index}>{children(item)}</li>
          ))}
        </ul>
      )}
      <KeysetPagination previousHref={href("before", pages.previous)} nextHref={href("after", pages.next)} />
    </section>
  );
}

function Row({
  title,
  href,
  words,
  children,
  extra,
}: {
  title: ReactNode;
  href: string | null;
  words: Words;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Card className="flex flex-wrap items-start justify-between gap-3 p-4">
      <div className="min-w-0 space-y-1">
        <p className="font-medium break-words">{title}</p>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">{children}</div>
      </div>
      <div className="flex flex-wrap gap-2">
        {extra}
        {href ? (
          <ButtonLink to={href} size="sm" variant="outline">
            {words.open}
          </ButtonLink>
        ) : null}
      </div>
    </Card>
  );
}

function BookingRow({ booking, words }: { booking: CustomerHome["upcoming"]["items"][number]; words: Words }) {
  const language = useLanguage();
  return (
    <Row
      title={`${booking.service} · ${booking.business ?? words.aBusiness}`}
      href={booking.href}
      words={words}
      extra={
        booking.bookAgain ? (
          <ButtonLink to={booking.bookAgain} size="sm">
            {words.bookAgain}
          </ButtonLink>
        ) : null
      }
    >
      <span>
        {shortDateIn(language, booking.date)}, {clockIn(language, booking.time)}
      </span>
      <span>{booking.reference}</span>
      {booking.series ? <span>{fill(words.visitOf, booking.series)}</span> : null}
      <BookingStatusBadge status={booking.status} />
    </Row>
  );
}

/** Kilobytes or megabytes, as a file's size is read. */
function sizeOf(bytes: number | null): string {
  if (!bytes) return "0 KB";
  return bytes < 1_000_000 ? `${Math.max(1, Math.round(bytes / 1000))} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`;
}

function YourData({ exports, words }: { exports: CustomerHome["exports"]; words: Words }) {
  const busy = useIsPending({ match: { intent: "export" } });
  const latest = exports[0];
  return (
    <section id="data" aria-labelledby="data-heading" className="space-y-3">
      <h2 id="data-heading" className="text-xl font-semibold">
        {words.yourData}
      </h2>
      <p className="text-muted-foreground">{words.yourDataLead}</p>
      {latest ? (
        <p role="status">
          {latest.status === "ready" && latest.href ? (
            <>
              {fill(words.exportReady, { size: sizeOf(latest.sizeBytes) })}{" "}
              <a className="font-medium text-primary underline" href={latest.href} download>
                {words.downloadFile}
              </a>
            </>
          ) : latest.status === "failed" ? (
            words.exportFailed
          ) : (
            words.exportQueued
          )}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="export" />
          <Button type="submit" variant="outline" disabled={busy}>
            {busy ? words.gathering : words.downloadMyData}
          </Button>
        </Form>
        <ButtonLink to="/account/addresses" variant="outline">
          {words.addressesLink}
        </ButtonLink>
        <ButtonLink to="/account/preferences" variant="outline">
          {words.preferencesLink}
        </ButtonLink>
        <ButtonLink to="/account/delete" variant="ghost" className="text-destructive">
          {words.deleteAccount}
        </ButtonLink>
      </div>
    </section>
  );
}

export default function CustomerHomePage() {
  const home = useLoaderData<typeof loader>();
  const words = useWords(customerHomeWords);
  const common = useWords(commonWords);
  const language = useLanguage();
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight">{common.yourBookings}</h1>
          <p className="break-words text-muted-foreground">{fill(words.signedInAs, { email: home.email })}</p>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="sign-out" />
          <Button type="submit" variant="outline" size="sm">
            {words.signOut}
          </Button>
        </Form>
      </div>

      <Section list="upcoming" heading={words.upcoming} empty={words.noUpcoming} {...home.upcoming}>
        {(booking) => <BookingRow booking={booking} words={words} />}
      </Section>
      {home.upcoming.items.length === 0 && home.past.items.length === 0 ? <ButtonLink to="/">{words.findService}</ButtonLink> : null}
      <Section list="past" heading={words.past} empty={words.noPast} {...home.past}>
        {(booking) => <BookingRow booking={booking} words={words} />}
      </Section>

      <Section list="requests" heading={words.requests} empty={words.noRequests} {...home.requests}>
        {(request) => (
          <Row title={request.description} href={request.href} words={words}>
            <span>{localDayIn(language, request.createdAt, request.timeZone)}</span>
            {request.business ? <span>{request.business}</span> : null}
            <span>
              {request.quoteCount === 0
                ? words.noQuotes
                : request.quoteCount === 1
                  ? words.oneQuote
                  : fill(words.manyQuotes, { count: request.quoteCount })}
            </span>
            <Badge tone={request.status === "open" ? "primary" : "neutral"}>{words[`request_${request.status}`]}</Badge>
          </Row>
        )}
      </Section>

      <Section list="waitlist" heading={words.waitlist} empty={words.noWaitlist} {...home.waitlist}>
        {(entry) => (
          <Row title={`${entry.service} · ${entry.business}`} href={entry.href} words={words}>
            <span>{localDayIn(language, entry.joinedAt, entry.timeZone)}</span>
            <Badge tone={entry.status === "waiting" ? "primary" : "neutral"}>{words[`waitlist_${entry.status}`]}</Badge>
            {entry.offer ? <Badge tone="warning">{words.offerWaiting}</Badge> : null}
          </Row>
        )}
      </Section>

      <Section list="messages" heading={words.messages} empty={words.noMessages} {...home.messages}>
        {(thread) => (
          <Row title={thread.business ?? words.aBusiness} href={thread.href} words={words}>
            <span>{localDayIn(language, thread.lastAt, thread.timeZone)}</span>
            {thread.unread > 0 ? <Badge tone="warning">{fill(words.unread, { count: thread.unread })}</Badge> : null}
          </Row>
        )}
      </Section>

      <YourData exports={home.exports} words={words} />

      <Section list="payments" heading={words.payments} empty={words.noPayments} {...home.payments}>
        {(payment) => (
          <Row
            title={`${payment.kind === "refund" ? words.refund : words.charge} · ${formatDollars(payment.amountCents)} · ${payment.business ?? words.aBusiness}`}
            href={payment.href}
            words={words}
          >
            <span>{localDayIn(language, payment.createdAt, payment.timeZone)}</span>
            {payment.reference ? <span>{payment.reference}</span> : null}
            {payment.last4 ? <span>{fill(words.cardEnding, { last4: payment.last4 })}</span> : null}
            <PaymentStatusBadge status={payment.status} />
          </Row>
        )}
      </Section>
    </div>
  );
}

export const ErrorBoundary = pageErrorBoundary({});
