import { parseWithZod } from "@conform-to/zod/v4";
import { NotFoundCard } from "~/components/not-found-card";
import { CredentialsPanel } from "~/components/services/credentials-panel";
import { PhoneNumber } from "~/components/ui/phone-number";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { BackLink } from "~/components/ui/back-link";
import { LazyBookingForm } from "~/components/booking/lazy-booking-form";
import { ServiceFacts, AvailabilityBadge } from "~/components/services/service-facts";
import { ServiceLogo } from "~/components/services/service-logo";
import { SharePanel } from "~/components/services/share-panel";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { MailIcon, PhoneIcon, UserIcon } from "~/components/ui/icons";
import { BOOKING_MESSAGES } from "~/domain/booking";
import { bookingFormSchema } from "~/domain/booking.schema.server";
import { formatServiceArea } from "~/domain/location";
import { toServiceCardView } from "~/domain/service-card";
import { listStateParams } from "~/domain/service-list";
import { parseListState } from "~/domain/service-list.schema.server";
import { LINK_CHANNELS, SHARE_LABELS, shareText } from "~/domain/share";
import { BOOKING_WINDOW_DAYS } from "~/domain/slots";
import { addDaysToDate, localClock } from "~/domain/time";
import { isUuid } from "~/domain/uuid";
import { bookingPath } from "~/lib/booking-token.server";
import { clientIp, publicOrigin } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import { redirectWithToast } from "~/lib/toast.server";
import { getLocationSettings } from "~/models/location-settings.server";
import { getActiveService } from "~/models/service.server";
import { firstFreeStarts, slotsForService } from "~/services/availability.server";
import { availabilityBadge } from "~/domain/service-list";
import { bookService } from "~/services/booking.server";
import { takeBookingAttempt } from "~/services/limits.server";
import { readFormData } from "~/lib/form.server";
import { ServiceReviews } from "~/components/reviews/service-reviews";
import { useNonce } from "~/components/nonce";
import { pageCount, parsePage } from "~/domain/pagination";
import { REVIEWS_PER_PAGE, toReviewView } from "~/domain/reviews";
import { jsonLdText, serviceJsonLd, serviceMetaDescription } from "~/domain/structured-data";
import { listVisibleReviews } from "~/models/review.server";
import { checkHoneypot, formStartedValue } from "~/lib/honeypot.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data?.service || !("seo" in data)) return [{ title: "Service Not Found | Porchlight" }, { name: "robots", content: "noindex" }];
  const title = `${data.service.serviceName} by ${data.service.businessName} | Porchlight`;
  const { seo } = data;
  return [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Porchlight" },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    ...(seo.image ? [{ property: "og:image", content: seo.image }] : []),
    { name: "twitter:card", content: "summary" },
  ];
};

const PLAN_LABELS: Record<string, string> = { community: "Community (free)", premium: "Premium" };

async function findService(id: string | undefined) {
  return isUuid(id) ? getActiveService(id) : undefined;
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const listState = parseListState(url.searchParams);
  const backHref = listState ? `/?${listStateParams(listState)}` : null;
  const [service, settings] = await Promise.all([findService(params.serviceId), getLocationSettings()]);
  if (!service) return data({ service: null, backHref }, { status: 404 });

  // Views are counted by the server for every page served, from the page cache too (server/app.ts).
  const now = new Date();
  const firstStart = (await firstFreeStarts([service], now)).get(service.id) ?? null;
  const view = toServiceCardView(
    service,
    settings,
    availabilityBadge(service.provider_user_id ? firstStart : "not-online", now, service.timeZone),
  );
  const pageUrl = `${publicOrigin()}/service/${service.id}`;
  const reviewPage = Math.min(parsePage(url.searchParams.get("reviews")), pageCount(service.review_count, REVIEWS_PER_PAGE));
  const reviewRows = service.review_count > 0 ? await listVisibleReviews(service.id, { page: reviewPage, perPage: REVIEWS_PER_PAGE }) : [];
  const reviews = reviewRows.map((row) => toReviewView(row, service.timeZone));
  const reviewQuery = new URLSearchParams(url.searchParams);
  for (const key of ["reviews", "book", "date"]) reviewQuery.delete(key);
  const logoUrl = service.logo_url ? new URL(service.logo_url, pageUrl).toString() : null;
  const seoInput = {
    url: pageUrl,
    serviceName: service.service_name,
    businessName: service.business_name,
    description: service.description,
    categoryLabel: view.categoryLabel,
    telephone: service.phone,
    email: service.email,
    logoUrl,
    place: { city: service.city, state: service.state, zip: service.zip_code, lat: service.lat, lng: service.lng },
    radiusMiles: service.service_radius,
    priceRange: view.priceRange,
    rating: service.rating !== null && service.review_count > 0 ? { value: service.rating, count: service.review_count } : null,
    reviews: reviews
      .slice(0, 5)
      .map((review) => ({ author: review.reviewerName, datePublished: review.isoDate, body: review.body, rating: review.rating })),
  };
  const bookParams = new URLSearchParams(url.searchParams);
  bookParams.delete("date");
  bookParams.set("book", "1");

  let booking = null;
  if (url.searchParams.get("book") === "1") {
    const today = localClock(now, service.timeZone).date;
    const date = url.searchParams.get("date") || firstStart?.date || today;
    booking = {
      minDate: today,
      maxDate: addDaysToDate(today, BOOKING_WINDOW_DAYS),
      initial: await slotsForService(service, date, now),
      pageParams: [...bookParams.entries()],
      formStarted: formStartedValue(),
    };
  }

  return {
    backHref,
    seo: { canonical: pageUrl, description: serviceMetaDescription(seoInput), image: logoUrl, jsonLd: jsonLdText(serviceJsonLd(seoInput)) },
    reviews: {
      items: reviews,
      page: reviewPage,
      pageCount: pageCount(service.review_count, REVIEWS_PER_PAGE),
      baseQuery: reviewQuery.toString(),
    },
    service: {
      ...view,
      serviceArea: formatServiceArea(
        { zip: service.zip_code, city: service.city, state: service.state, radiusMiles: service.service_radius },
        settings,
      ),
      phone: service.phone,
      email: service.email,
      ownerName: service.owner_name,
      planLabel: PLAN_LABELS[service.plan_type] ?? service.plan_type,
    },
    bookHref: `?${bookParams}`,
    booking,
    share: {
      url: pageUrl,
      text: shareText(view),
      links: LINK_CHANNELS.map((channel) => ({
        channel,
        label: SHARE_LABELS[channel],
        href: `/resources/share?${new URLSearchParams({ serviceId: service.id, channel })}`,
      })),
    },
  };
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const service = await findService(params.serviceId);
  if (!service) throw new Response("Service not found", { status: 404 });

  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: bookingFormSchema });
  const now = new Date();
  const postedDate = String(formData.get("preferred_date") ?? "");
  const reply = async (status: number, errors?: Parameters<typeof submission.reply>[0]) =>
    data({ lastResult: submission.reply(errors), slots: await slotsForService(service, postedDate, now) }, { status });

  if (!(await takeBookingAttempt(clientIp(context), now)).ok) {
    log.warn("booking rate limit reached", { serviceId: service.id });
    return reply(429, { formErrors: [BOOKING_MESSAGES.tooMany] });
  }
  const honeypot = checkHoneypot(formData);
  if (honeypot !== "ok") {
    log.warn("booking refused as a bot's", { serviceId: service.id, honeypot });
    return reply(400, { formErrors: [BOOKING_MESSAGES.bot] });
  }
  if (submission.status !== "success") return reply(400);

  try {
    const outcome = await bookService({ service, request: submission.value, origin: publicOrigin(), now, actor: { kind: "customer" } });
    if (!outcome.ok) {
      return reply(
        outcome.status,
        outcome.field ? { fieldErrors: { [outcome.field]: [outcome.message] } } : { formErrors: [outcome.message] },
      );
    }
    return redirectWithToast(bookingPath(outcome.id), { type: "success", description: BOOKING_MESSAGES.success });
  } catch (error) {
    log.error("booking failed", { error, serviceId: service.id });
    return reply(500, { formErrors: ["We could not save your booking. Please try again."] });
  }
}

export default function ServicePage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const nonce = useNonce();
  const { service, backHref } = loaderData;

  if (!service) {
    return <NotFoundCard title="Service Not Found">{"The service you're looking for is not available."}</NotFoundCard>;
  }

  const booking = "booking" in loaderData ? loaderData.booking : null;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <BackLink to={backHref ?? "/"}>{backHref ? "Back to services" : "Back to Home"}</BackLink>

      <Card className="space-y-6 p-6 sm:p-8">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <ServiceLogo logoUrl={service.logoUrl} businessName={service.businessName} size="lg" />
          <div className="flex-1 space-y-2">
            <h1 className="text-3xl font-bold tracking-tight">{service.serviceName}</h1>
            <p className="text-lg text-muted-foreground">{service.businessName}</p>
            <div className="flex flex-wrap gap-2">
              <Badge tone="primary">{service.categoryLabel}</Badge>
              <AvailabilityBadge service={service} />
              {service.isPremium ? <Badge tone="warning">Premium</Badge> : null}
            </div>
          </div>
        </div>

        {service.description ? <p className="text-base">{service.description}</p> : null}

        <div className="grid gap-6 sm:grid-cols-2">
          <ServiceFacts service={service} reviewsHref="#reviews" />
          <dl className="grid gap-2 text-sm">
            <div>
              <dt className="font-medium">Service area</dt>
              <dd>{service.serviceArea}</dd>
            </div>
            <div className="flex items-center gap-2">
              <PhoneIcon className="h-4 w-4 text-muted-foreground" />
              <dt className="sr-only">Phone</dt>
              <dd>
                <PhoneNumber number={service.phone} />
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <MailIcon className="h-4 w-4 text-muted-foreground" />
              <dt className="sr-only">Email</dt>
              <dd>
                <a className="underline" href={`mailto:${service.email}`}>
                  {service.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-medium">Plan type</dt>
              <dd>{service.planLabel}</dd>
            </div>
            <div className="flex items-center gap-2">
              <UserIcon className="h-4 w-4 text-muted-foreground" />
              <dt className="sr-only">Owner</dt>
              <dd>Owner: {service.ownerName}</dd>
            </div>
          </dl>
        </div>

        <CredentialsPanel credentials={service.credentials} />

        {booking ? null : (
          <ButtonLink to={loaderData.bookHref!} size="lg" preventScrollReset>
            Book This Service
          </ButtonLink>
        )}
      </Card>

      {booking ? (
        <Card className="space-y-4 p-6 sm:p-8" id="book">
          <h2 className="text-2xl font-bold">Book This Service</h2>
          <LazyBookingForm
            serviceId={service.id}
            pageParams={booking.pageParams}
            action={`${location.pathname}${location.search}`}
            minDate={booking.minDate}
            maxDate={booking.maxDate}
            initial={actionData?.slots ?? booking.initial}
            lastResult={actionData?.lastResult}
            formStarted={booking.formStarted}
          />
        </Card>
      ) : null}

      {"reviews" in loaderData && loaderData.reviews ? (
        <ServiceReviews
          businessName={service.businessName}
          rating={service.rating}
          reviewsLabel={service.reviews}
          reviews={loaderData.reviews.items}
          page={loaderData.reviews.page}
          pageCount={loaderData.reviews.pageCount}
          baseQuery={loaderData.reviews.baseQuery}
        />
      ) : null}

      {"seo" in loaderData && loaderData.seo ? (
        <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: loaderData.seo.jsonLd }} />
      ) : null}

      {"share" in loaderData && loaderData.share ? (
        <Card className="p-6 sm:p-8">
          <SharePanel
            serviceId={service.id}
            url={loaderData.share.url}
            title={`${service.serviceName} by ${service.businessName}`}
            text={loaderData.share.text}
            links={loaderData.share.links}
          />
        </Card>
      ) : null}
    </div>
  );
}
