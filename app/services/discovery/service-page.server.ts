import { afterJobCapOf } from "~/domain/billing/bill";
import { formatDollars } from "~/domain/payments/money";
import { policyOf } from "~/domain/payments/online-payments";
import { pageCount } from "~/domain/pagination";
import { REVIEWS_PER_PAGE, toReviewView } from "~/domain/reviews/reviews";
import { toServiceCardView } from "~/domain/discovery/service-card";
import { availabilityBadge } from "~/domain/discovery/service-list";
import { LINK_CHANNELS, SHARE_LABELS, type ShareChannel } from "~/domain/marketing/share";
import { BOOKING_WINDOW_DAYS } from "~/domain/schedule/slots";
import { jsonLdText, serviceJsonLd, serviceMetaDescription } from "~/domain/discovery/structured-data";
import { addDaysToDate, localClock } from "~/domain/time";
import { isUuid } from "~/domain/uuid";
import { publicOrigin } from "~/lib/http.server";
import { onlinePaymentsEnabled } from "~/lib/stripe.server";
import { getLocationSettings } from "~/models/location-settings.server";
import { customerPlace } from "~/services/booking/index.server";
import { suggestAddresses } from "~/models/place-suggestion.server";
import { listVisibleReviews } from "~/models/review.server";
import { getActiveService, getListedService } from "~/models/service.server";
import { getProviderSchedule } from "~/models/provider-schedule.server";
import { recordShare } from "~/models/share.server";
import { choosableMembers, firstFreeStarts, freeDaysForService, slotsForService } from "~/services/booking/index.server";
import { credentialFacts, verifiedCredentialsOf } from "~/services/credentials/index.server";
import { inTransaction } from "~/services/support/transaction.server";
import { DEFAULT_LANGUAGE, languageAddresses, type Language } from "~/domain/language";
import { badgeWordsOf, cardWordsOf } from "~/locales/discovery";
import { longDateIn } from "~/locales/clock";
import { credentialStatementIn, metaWordsOf, serviceWords } from "~/locales/service";
import { fill } from "~/locales/words";
import { freeDayLabelIn } from "~/locales/booking";
import { policyWordsIn } from "~/locales/policy";

/**
 * A service page: the tile as customers see it, a page of its reviews, what search engines
 * read, the share links and (when asked for) the booking form's first times. Undefined for a
 * missing or inactive service.
 */
export async function servicePage(input: {
  serviceId: string | undefined;
  reviewPage: number;
  booking: { date: string | null; member?: string | null } | null;
  /** The customer's zip (from the list they came from): times are judged for a job there (issue 58). */
  zip?: string | null;
  now: Date;
  language?: Language;
}) {
  const { now, language = DEFAULT_LANGUAGE } = input;
  const card = cardWordsOf(language);
  const words = serviceWords[language];
  const [service, settings] = await Promise.all([getListedService(input.serviceId, input.now), getLocationSettings()]);
  if (!service) return undefined;
  const customerZip = await customerPlace(input.zip);
  const place = customerZip?.place ?? null;
  const [firstStarts, verified] = await Promise.all([firstFreeStarts([service], now, { place }), verifiedCredentialsOf([service], now)]);
  const firstStart = firstStarts.get(service.id) ?? null;
  const credentials = credentialFacts(verified.get(service.provider_user_id ?? "") ?? [], (credential) =>
    credentialStatementIn(language, credential),
  );
  const view = toServiceCardView(
    { ...service, verifiedCredentials: verified.get(service.provider_user_id ?? "") },
    settings,
    availabilityBadge(service.provider_user_id ? firstStart : "not-online", now, service.timeZone, badgeWordsOf(language)),
    onlinePaymentsEnabled(),
    card,
  );
  const pageUrl = `${publicOrigin()}/service/${service.id}`;
  const pages = pageCount(service.review_count, REVIEWS_PER_PAGE);
  const reviewPage = Math.min(input.reviewPage, pages);
  const reviewRows = service.review_count > 0 ? await listVisibleReviews(service.id, { page: reviewPage, perPage: REVIEWS_PER_PAGE }) : [];
  const reviews = reviewRows.map((row) => toReviewView(row, service.timeZone, (day) => longDateIn(language, day)));
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
    credentials: credentials.structuredData,
  };

  let booking = null;
  if (input.booking) {
    const today = localClock(now, service.timeZone).date;
    const date = input.booking.date || firstStart?.date || today;
    // Where the owner lets customers choose who comes: the times are the chosen member's.
    const members = await choosableMembers(service, now);
    const member = members.some((person) => person.id === input.booking?.member) ? input.booking.member! : null;
    booking = {
      minDate: today,
      maxDate: addDaysToDate(today, BOOKING_WINDOW_DAYS),
      initial: await slotsForService(service, date, now, { member, place }),
      zip: customerZip?.zip ?? null,
      freeDays: (await freeDaysForService(service, now, { member, place })).map((day) => ({
        date: day.date,
        label: freeDayLabelIn(language, day),
      })),
      members,
      member,
      // What the customer agrees to beside the Confirm button: the payment asked now and the policy.
      dueNow: view.dueNow,
      // "Charge my saved card after the job, up to" this (decision 0055): a booking paid online with a known price.
      afterJobCap: view.dueNow !== null && service.price_from_cents ? formatDollars(afterJobCapOf(service.price_from_cents)) : null,
      policy: policyWordsIn(language, policyOf(service), service.price_from_cents, { paidOnline: view.dueNow !== null }),
      // No time that suits: the service's waitlist, from the day the customer looked at (decision 0033).
      waitlistHref: service.waitlist_on === 1 ? `/service/${service.id}/waitlist?${new URLSearchParams({ date })}` : null,
      // "Repeat" is offered when the provider takes recurring bookings.
      seriesAllowed: service.provider_user_id ? (await getProviderSchedule(service.provider_user_id)).allowsSeries : false,
    };
  }

  return {
    seo: {
      // Each language's page is its own address (docs/decisions/0044), named both ways.
      canonical:
        language === DEFAULT_LANGUAGE ? pageUrl : languageAddresses(pageUrl).find((address) => address.hrefLang === language)!.href,
      alternates: languageAddresses(pageUrl),
      description: serviceMetaDescription(seoInput, metaWordsOf(language)),
      image: logoUrl,
      jsonLd: jsonLdText(serviceJsonLd(seoInput)),
    },
    reviews: { items: reviews, page: reviewPage, pageCount: pages },
    service: {
      ...view,
      serviceArea: card.serviceArea(
        { zip: service.zip_code, city: service.city, state: service.state, radiusMiles: service.service_radius },
        settings,
      ),
      phone: service.phone,
      email: service.email,
      ownerName: service.owner_name,
      planLabel:
        service.plan_type === "premium" || service.plan_type === "community" ? words[`plan.${service.plan_type}`] : service.plan_type,
      // "Reviewed by Porchlight": one line per verified record, with its dates.
      credentialStatements: credentials.statements,
      // A provider with an account answers requests for quotes in their portal.
      quoteHref: service.provider_user_id ? `/requests/new?${new URLSearchParams({ service: service.id })}` : null,
    },
    booking,
    share: {
      url: pageUrl,
      text: fill(words.shareText, { service: view.serviceName, business: view.businessName }),
      links: LINK_CHANNELS.map((channel) => ({
        channel,
        label: channel === "email" ? words.email_channel : SHARE_LABELS[channel],
        href: `/resources/share?${new URLSearchParams({ serviceId: service.id, channel })}`,
      })),
    },
  };
}

/** Suggestions for the booking form's address field, from our zip table near the service; undefined for no such service. */
export async function addressSuggestions(serviceId: string | null, q: string) {
  const service = isUuid(serviceId) ? await getActiveService(serviceId) : undefined;
  if (!service) return undefined;
  return suggestAddresses(q, { lat: service.lat, lng: service.lng, radiusMiles: service.service_radius });
}

/**
 * A share of a service page: where to send the browser (for a network's share page) and, once
 * per visitor, channel and day, a record of it (never for a crawler: no visitor). Undefined for
 * no such service.
 */
export async function shareService(input: {
  serviceId: string | null;
  channel: ShareChannel;
  visitor: string | null;
  now: Date;
  language: Language;
}) {
  const service = isUuid(input.serviceId) ? await getActiveService(input.serviceId) : undefined;
  if (!service) return undefined;
  const url = `${publicOrigin()}/service/${service.id}`;
  // In the sharer's language, as their page said it.
  const text = fill(serviceWords[input.language].shareText, { service: service.service_name, business: service.business_name });
  const { visitor } = input;
  if (visitor) {
    await inTransaction(
      (trx) => recordShare(trx, { serviceId: service.id, channel: input.channel, url, content: text, visitor, now: input.now }),
      {
        queuesEmail: false,
      },
    );
  }
  return { url, text };
}
