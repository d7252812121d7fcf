import { parseWithZod } from "@conform-to/zod/v4";
import { commonWords } from "~/locales/common";
import { alternateLinks, languageOfMatches, type LanguageFormHandle, useWords } from "~/components/use-words";
import { requestLanguage } from "~/lib/language.server";
import { serviceWords } from "~/locales/service";
import { fill } from "~/locales/words";
import { NotFoundCard } from "~/components/not-found-card";
import { CredentialsPanel } from "~/components/services/credentials-panel";
import { PhoneNumber } from "~/components/ui/phone-number";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { BackLink } from "~/components/ui/back-link";
import { LazyBookingForm } from "~/components/booking/lazy-booking-form";
import { AvailabilityBadge, Fact, ServiceFacts } from "~/components/services/service-facts";
import { ServiceLogo } from "~/components/services/service-logo";
import { SharePanel } from "~/components/services/share-panel";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { MailIcon, PhoneIcon, UserIcon } from "~/components/ui/icons";
import { pageErrorBoundary } from "~/components/error-boundary";
import { BOOKING_REASONS } from "~/domain/booking/booking";
import { bookingWithRepeatSchema, parseChosenVisits } from "~/domain/series/series.schema.server";
import { seriesBookedReason } from "~/domain/series/series";
import { SeriesPlan } from "~/components/booking/series-plan";
import { listStateParams } from "~/domain/discovery/service-list";
import { parseListState } from "~/domain/discovery/service-list.schema.server";
import { clientIp, consentContextOf } from "~/lib/http.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { invariantResponse, refusalReply } from "~/lib/refusals.server";
import { redirectWithToast } from "~/lib/toast.server";
import { bookSeriesOnline, bookServiceOnline, planSeriesOnline } from "~/services/booking/index.server";
import { servicePage } from "~/services/discovery/index.server";
import { readFormData } from "~/lib/form.server";
import { ServiceReviews } from "~/components/reviews/service-reviews";
import { useNonce } from "~/components/nonce";
import { parsePage } from "~/domain/pagination";
import { checkHoneypot, formStartedValue } from "~/lib/honeypot.server";
import { newSubmissionKey, submissionOf } from "~/lib/submission-key.server";
import { NOT_FOUND_REASONS } from "~/domain/outcome";
import { getCustomer } from "~/services/support/auth.server";
import { bookingFormDefaults } from "~/services/customer-home/index.server";

/** The booking form, when the page shows it: the language switch keeps what was typed in it. */
export const handle: LanguageFormHandle = {
  languageForm: (data) => ((data as { booking?: unknown } | undefined)?.booking ? "booking-form" : null),
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const words = serviceWords[languageOfMatches(matches)];
  if (!data) return [{ title: `${words.notFound} | Porchlight` }, { name: "robots", content: "noindex" }];
  const title = `${fill(words.title, { service: data.service.serviceName, business: data.service.businessName })} | Porchlight`;
  const { seo } = data;
  return [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    ...alternateLinks(seo.alternates),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Porchlight" },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    ...(seo.image ? [{ property: "og:image", content: seo.image }] : []),
    { name: "twitter:card", content: "summary" },
  ];
};

export async function loader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const wantsBooking = url.searchParams.get("book") === "1";
  // Views are counted by the server for every page served, from the page cache too (server/app.ts).
  const page = await servicePage({
    serviceId: params.serviceId,
    reviewPage: parsePage(url.searchParams.get("reviews")),
    booking: wantsBooking ? { date: url.searchParams.get("date"), member: url.searchParams.get("member") } : null,
    zip: url.searchParams.get("zip"),
    now: new Date(),
    language: requestLanguage(request).language,
  });
  invariantResponse(page, NOT_FOUND_REASONS.service);
  // A signed-in customer's form starts filled in: a past job's details ("Book again"), or their default address.
  const again = wantsBooking ? await bookingFormDefaults(await getCustomer(request), url.searchParams.get("again")) : null;

  const listState = parseListState(url.searchParams);
  const reviewQuery = new URLSearchParams(url.searchParams);
  for (const key of ["reviews", "book", "date"]) reviewQuery.delete(key);
  const bookParams = new URLSearchParams(url.searchParams);
  bookParams.delete("date");
  bookParams.set("book", "1");
  return {
    ...page,
    backHref: listState ? `/?${listStateParams(listState)}` : null,
    bookHref: `?${bookParams}`,
    reviews: { ...page.reviews, baseQuery: reviewQuery.toString() },
    booking: page.booking
      ? {
          ...page.booking,
          pageParams: [...bookParams.entries()],
          formStarted: formStartedValue(),
          submissionKey: newSubmissionKey(),
          constraints: formConstraints(bookingWithRepeatSchema),
          defaults: again,
        }
      : null,
  };
}

/** The booking form's fields a series' plan carries along to its confirmation. */
const CARRIED = [
  "customer_name",
  "customer_email",
  "customer_phone",
  "preferred_date",
  "preferred_time",
  "service_address",
  "special_requests",
  "repeat",
  "series_end",
  "series_count",
  "series_until",
] as const;

export async function action({ params, request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: bookingWithRepeatSchema });
  const value = submission.status === "success" ? submission.value : null;
  if (value?.rule) {
    // A series: first its plan (every visit's verdict), then the visits the customer kept.
    const { rule, repeat: _repeat, series_end: _end, series_count: _count, series_until: _until, ...form } = value;
    const carried = CARRIED.map((name): [string, string] => [name, String(formData.get(name) ?? "")]);
    const now = new Date();
    if (formData.get("intent") === "series") {
      const booked = await bookSeriesOnline({
        serviceId: params.serviceId,
        form,
        rule,
        chosen: parseChosenVisits(formData),
        honeypot: checkHoneypot(formData),
        ip: clientIp(context),
        once: submissionOf(formData, "series", { serviceId: params.serviceId, form, rule, chosen: parseChosenVisits(formData) }),
        consent: consentContextOf(request, context),
        language: requestLanguage(request).language,
        now,
      });
      if (booked.ok && booked.payment) return redirect(booked.payment, 303);
      if (booked.ok && booked.duplicate) return redirect(booked.path, 303);
      if (booked.ok) return redirectWithToast(booked.path, { type: "success", description: seriesBookedReason(booked.count) });
      if (booked.plan)
        return data(
          { plan: { ...booked.plan, carried, error: booked.message }, lastResult: submission.reply(), slots: null },
          { status: booked.status },
        );
      return refusalReply(submission, booked, { extra: { slots: booked.slots, plan: null } });
    }
    const planned = await planSeriesOnline({ serviceId: params.serviceId, form, rule, language: requestLanguage(request).language, now });
    if (!planned.ok) return refusalReply(submission, planned, { extra: { slots: planned.slots, plan: null } });
    return { plan: { ...planned.plan, carried, error: null }, lastResult: submission.reply(), slots: null };
  }
  const outcome = await bookServiceOnline({
    serviceId: params.serviceId,
    // Chosen on the form's "Who would you like?", which is in the page's address the form posts to.
    member: new URL(request.url).searchParams.get("member"),
    form: value,
    postedDate: String(formData.get("preferred_date") ?? ""),
    honeypot: checkHoneypot(formData),
    ip: clientIp(context),
    once: submissionOf(formData, "booking", { serviceId: params.serviceId, form: value }),
    consent: consentContextOf(request, context),
    language: requestLanguage(request).language,
    now: new Date(),
  });
  if (!outcome.ok) return refusalReply(submission, outcome, { extra: { slots: outcome.slots, plan: null } });
  // Paying on Stripe's page: a plain 303 there (no JavaScript needed); it sends the customer back to the booking.
  if (outcome.payment) return redirect(outcome.payment, 303);
  // The same post again (a double tap): the booking the first one made, as its page says it.
  if (outcome.duplicate) return redirect(outcome.path, 303);
  return redirectWithToast(outcome.path, { type: "success", description: BOOKING_REASONS.success });
}

export default function ServicePage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const nonce = useNonce();
  const { service, backHref, booking, reviews, seo, share } = loaderData;
  const words = useWords(serviceWords);
  const common = useWords(commonWords);
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <BackLink to={backHref ?? "/"}>{backHref ? words.backToServices : common.backHome}</BackLink>

      {/* The series' plan answers "Confirm Booking": first on the page, where it is seen without scrolling. */}
      {booking && actionData?.plan ? (
        <Card className="space-y-4 p-6 sm:p-8" id="book">
          <h2 className="text-2xl font-bold">{words.bookThisService}</h2>
          <SeriesPlan
            action={`${location.pathname}${location.search}`}
            visits={actionData.plan.visits}
            carried={actionData.plan.carried}
            error={actionData.plan.error}
            formStarted={booking.formStarted}
            submissionKey={booking.submissionKey}
            dueNow={booking.dueNow}
            policy={booking.policy}
          />
          <Link to={loaderData.bookHref} className="inline-block text-sm font-medium text-primary underline" preventScrollReset>
            {words.changeDetails}
          </Link>
        </Card>
      ) : null}

      <Card className="space-y-6 p-6 sm:p-8">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <ServiceLogo logoUrl={service.logoUrl} businessName={service.businessName} size="lg" />
          <div className="flex-1 space-y-2">
            <h1 className="text-3xl font-bold tracking-tight">{service.serviceName}</h1>
            <p className="text-lg text-muted-foreground">{service.businessName}</p>
            <div className="flex flex-wrap gap-2">
              <Badge tone="primary">{service.categoryLabel}</Badge>
              <AvailabilityBadge service={service} />
              {service.isPremium ? <Badge tone="warning">{words["plan.premium"]}</Badge> : null}
            </div>
          </div>
        </div>

        {service.description ? <p className="text-base">{service.description}</p> : null}

        <div className="grid gap-6 sm:grid-cols-2">
          <ServiceFacts service={service} reviewsHref="#reviews" />
          <dl className="grid gap-2 text-sm">
            <div>
              <dt className="font-medium">{words.serviceArea}</dt>
              <dd>{service.serviceArea}</dd>
            </div>
            <Fact term={words.phone} icon={<PhoneIcon className="h-4 w-4" />}>
              <dd>
                <PhoneNumber number={service.phone} />
              </dd>
            </Fact>
            <Fact term={words.email} icon={<MailIcon className="h-4 w-4" />}>
              <dd>
                <a className="underline" href={`mailto:${service.email}`}>
                  {service.email}
                </a>
              </dd>
            </Fact>
            <div>
              <dt className="font-medium">{words.planType}</dt>
              <dd>{service.planLabel}</dd>
            </div>
            <Fact term={words.owner} icon={<UserIcon className="h-4 w-4" />}>
              <dd>{fill(words.ownerName, { name: service.ownerName })}</dd>
            </Fact>
          </dl>
        </div>

        <CredentialsPanel statements={service.credentialStatements} />

        <div className="flex flex-wrap gap-3">
          {booking ? null : (
            <ButtonLink to={loaderData.bookHref} size="lg" preventScrollReset>
              {words.bookThisService}
            </ButtonLink>
          )}
          {service.quoteHref ? (
            <ButtonLink to={service.quoteHref} size="lg" variant="outline">
              {words.getQuote}
            </ButtonLink>
          ) : null}
        </div>
      </Card>

      {booking && !actionData?.plan ? (
        <Card className="space-y-4 p-6 sm:p-8" id="book">
          <h2 className="text-2xl font-bold">{words.bookThisService}</h2>
          <LazyBookingForm
            serviceId={service.id}
            pageParams={booking.pageParams}
            action={`${location.pathname}${location.search}`}
            minDate={booking.minDate}
            maxDate={booking.maxDate}
            initial={actionData?.slots ?? booking.initial}
            freeDays={booking.freeDays}
            members={booking.members}
            member={booking.member}
            zip={booking.zip}
            lastResult={actionData?.lastResult}
            constraint={booking.constraints}
            formStarted={booking.formStarted}
            submissionKey={booking.submissionKey}
            dueNow={booking.dueNow}
            afterJobCap={booking.afterJobCap}
            policy={booking.policy}
            seriesAllowed={booking.seriesAllowed}
            defaults={booking.defaults}
          />
          {booking.waitlistHref ? (
            <p className="text-sm">
              {words.noTimeSuits}{" "}
              <Link className="font-medium text-primary underline" to={booking.waitlistHref}>
                {words.joinWaitlist}
              </Link>{" "}
              {words.waitlistPitch}
            </p>
          ) : null}
        </Card>
      ) : null}

      <ServiceReviews
        businessName={service.businessName}
        rating={service.rating}
        reviewsLabel={service.reviews}
        reviews={reviews.items}
        page={reviews.page}
        pageCount={reviews.pageCount}
        baseQuery={reviews.baseQuery}
      />

      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: seo.jsonLd }} />

      <Card className="p-6 sm:p-8">
        <SharePanel
          serviceId={service.id}
          url={share.url}
          title={fill(words.title, { service: service.serviceName, business: service.businessName })}
          text={share.text}
          links={share.links}
        />
      </Card>
    </div>
  );
}

function ServiceNotFound() {
  const words = useWords(serviceWords);
  return <NotFoundCard title={words.notFound}>{words.notAvailable}</NotFoundCard>;
}

export const ErrorBoundary = pageErrorBoundary({ 404: () => <ServiceNotFound /> });
