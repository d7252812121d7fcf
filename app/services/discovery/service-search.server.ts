import { SERVICES_PER_PAGE, type AvailabilityBadge, type ServiceFilter, type ServiceListQuery } from "~/domain/discovery/service-list";
import { onlinePaymentsEnabled } from "~/lib/stripe.server";
import { getLocationSettings } from "~/models/location-settings.server";
import { findZipCode } from "~/models/zip-code.server";
import { getServiceCards, listMatchingCalendars, searchServices, type ServiceCard, type ServiceSearch } from "~/models/service.server";
import { availabilityBadges, availableNow } from "~/services/booking/index.server";
import { verifiedCredentialsOf } from "~/services/credentials/index.server";
import type { VerifiedCredential } from "~/domain/credentials/credentials";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { badgeWordsOf } from "~/locales/discovery";

export type ServiceListSearch = Omit<ServiceSearch, "filter" | "now"> & { filter: ServiceFilter; now: Date; language?: Language };

export type ServiceListResult = {
  total: number;
  services: Array<ServiceCard & { badge: AvailabilityBadge; verifiedCredentials: VerifiedCredential[] }>;
};

/**
 * The customer's service list: one page of matches, each with its availability badge. "All"
 * and "Premium" are filtered and paged in SQL; "Available Now" asks the slot engine about every
 * match (the same engine the badges and booking use) and pages what it keeps.
 */
export async function searchServiceList(search: ServiceListSearch): Promise<ServiceListResult> {
  const { now, filter, language = DEFAULT_LANGUAGE, ...rest } = search;
  let page: { total: number; services: ServiceCard[] };
  if (filter === "available") {
    const perPage = rest.perPage ?? SERVICES_PER_PAGE;
    const open = await availableNow(await listMatchingCalendars({ ...rest, filter: "all", now }), now, rest.point);
    const start = (rest.page - 1) * perPage;
    page = { total: open.length, services: await getServiceCards(open.slice(start, start + perPage).map((service) => service.id)) };
  } else {
    page = await searchServices({ ...rest, filter, now });
  }
  const [badges, verified] = await Promise.all([
    // Judged for a job at the customer's zip: times nobody can drive to there are not offered (issue 58).
    availabilityBadges(page.services, now, badgeWordsOf(language), rest.point),
    verifiedCredentialsOf(page.services, now),
  ]);
  return {
    total: page.total,
    services: page.services.map((service) => ({
      ...service,
      badge: badges.get(service.id)!,
      verifiedCredentials: verified.get(service.provider_user_id ?? "") ?? [],
    })),
  };
}

/**
 * The list step of home: the zip's place (unknown zips list nothing), one page of the
 * category's services there, and how locations read.
 */
export async function serviceListPage(input: { zip: string; category: string; query: ServiceListQuery; now: Date; language?: Language }) {
  const place = await findZipCode(input.zip);
  const [result, settings] = await Promise.all([
    place
      ? searchServiceList({ point: place, category: input.category, ...input.query, now: input.now, language: input.language })
      : Promise.resolve<ServiceListResult>({ total: 0, services: [] }),
    getLocationSettings(),
  ]);
  return { place: place ?? null, settings, onlinePayments: onlinePaymentsEnabled(), ...result };
}
