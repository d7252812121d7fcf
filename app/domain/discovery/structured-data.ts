import { languageAddresses } from "../language";
/** What a service page tells search engines: its description and its schema.org JSON-LD. */

export const META_DESCRIPTION_MAX = 155;

const MILES_TO_METRES = 1609.344;

export type ServiceSeoInput = {
  url: string;
  serviceName: string;
  businessName: string;
  description: string | null;
  categoryLabel: string;
  telephone: string;
  email: string;
  /** Absolute URL, or null. */
  logoUrl: string | null;
  place: { city: string; state: string; zip: string; lat: number; lng: number };
  radiusMiles: number;
  priceRange: string;
  /** Only when the service has visible reviews: their mean and count. */
  rating: { value: number; count: number } | null;
  /** Some of its newest visible reviews. */
  reviews: ReadonlyArray<{ author: string; datePublished: string; body: string | null; rating: number }>;
  /** The provider's verified credentials as schema.org reads them (app/domain/credentials/credentials.ts). */
  credentials?: ReadonlyArray<Record<string, unknown>>;
};

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:]+$/, "")}…`;
}

/** How a meta description is worded in a language (English by default; the caller passes others). */
export type MetaWords = {
  lead: (service: string, business: string, where: string) => string;
  rated: (value: string, count: number) => string;
  bookOnline: string;
};

/** A sentence or two for search results: what, who, where, and the rating when there is one. */
export function serviceMetaDescription(
  input: Pick<ServiceSeoInput, "serviceName" | "businessName" | "description" | "place" | "rating">,
  words: MetaWords,
): string {
  const where = `${input.place.city}, ${input.place.state}`;
  const rated = input.rating ? words.rated(input.rating.value.toFixed(1), input.rating.count) : "";
  const lead = `${words.lead(input.serviceName, input.businessName, where)}${rated}`;
  const rest = input.description ? ` ${input.description}` : words.bookOnline;
  return clip(lead + rest, META_DESCRIPTION_MAX);
}

const ratingOf = (value: number) => ({ "@type": "Rating", ratingValue: value, bestRating: 5, worstRating: 1 });

/**
 * A LocalBusiness offering the Service over the area it serves. aggregateRating and review
 * appear only when the service has real (visible, verified) reviews.
 */
export function serviceJsonLd(input: ServiceSeoInput): Record<string, unknown> {
  const business = `${input.url}#business`;
  const areaServed = {
    "@type": "GeoCircle",
    geoMidpoint: { "@type": "GeoCoordinates", latitude: input.place.lat, longitude: input.place.lng },
    geoRadius: Math.round(input.radiusMiles * MILES_TO_METRES),
  };
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": business,
    name: input.businessName,
    url: input.url,
    telephone: input.telephone,
    email: input.email,
    ...(input.logoUrl ? { image: input.logoUrl, logo: input.logoUrl } : {}),
    priceRange: input.priceRange,
    address: {
      "@type": "PostalAddress",
      addressLocality: input.place.city,
      addressRegion: input.place.state,
      postalCode: input.place.zip,
      addressCountry: "US",
    },
    areaServed,
    // Only what Porchlight verified (decision 0035): nothing the provider merely stated.
    ...(input.credentials && input.credentials.length > 0 ? { hasCredential: input.credentials } : {}),
    makesOffer: {
      "@type": "Offer",
      itemOffered: {
        "@type": "Service",
        name: input.serviceName,
        serviceType: input.categoryLabel,
        ...(input.description ? { description: input.description } : {}),
        areaServed,
        provider: { "@id": business },
      },
    },
    ...(input.rating && input.rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Math.round(input.rating.value * 10) / 10,
            reviewCount: input.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: input.reviews.map((review) => ({
            "@type": "Review",
            author: { "@type": "Person", name: review.author },
            datePublished: review.datePublished,
            ...(review.body ? { reviewBody: review.body } : {}),
            reviewRating: ratingOf(review.rating),
          })),
        }
      : {}),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: "<", ">", "&" and the JavaScript line
 * separators escaped, so no text a customer wrote can close the element.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Sitemaps hold at most 50,000 URLs (each page is three: its default address and one per language); above this many services the sitemap becomes an index of pages. */
export const SITEMAP_PAGE_SIZE = 10_000;

function xmlEscape(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** Every page at each of its addresses (the default and one per language), each naming all of them as alternates. */
export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.flatMap((url) => {
    const addresses = languageAddresses(url);
    const links = addresses
      .map(({ hrefLang, href }) => `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${xmlEscape(href)}"/>`)
      .join("");
    return addresses.map(({ href }) => `<url><loc>${xmlEscape(href)}</loc>${links}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(sitemapUrls: readonly string[]): string {
  const entries = sitemapUrls.map((url) => `<sitemap><loc>${xmlEscape(url)}</loc></sitemap>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

/** robots.txt: the private areas closed, the sitemap named. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /provider",
    "Disallow: /dashboard",
    "Disallow: /bookings/",
    "Disallow: /reviews/",
    "Disallow: /requests/",
    "Disallow: /messages/",
    "Disallow: /resources/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
