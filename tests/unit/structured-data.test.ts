import { metaWordsOf } from "~/locales/service";
import { describe, expect, it } from "vitest";
import {
  jsonLdText,
  META_DESCRIPTION_MAX,
  robotsTxt,
  serviceJsonLd,
  serviceMetaDescription,
  sitemapIndexXml,
  sitemapXml,
  type ServiceSeoInput,
} from "~/domain/discovery/structured-data";
import { schemaOrgProblems } from "../support/schema-org";

const input: ServiceSeoInput = {
  url: "https://porchlight.example/service/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
  serviceName: "Plumbing",
  businessName: "Honest Pipes",
  description: "Leak repairs and water heaters.",
  categoryLabel: "Home Services",
  telephone: "(512) 555-0100",
  email: "pipes@example.com",
  logoUrl: "https://porchlight.example/media/logo",
  place: { city: "Austin", state: "TX", zip: "78701", lat: 30.2713, lng: -97.7426 },
  radiusMiles: 25,
  priceRange: "From $89",
  rating: { value: 4.666666, count: 3 },
  reviews: [
    { author: "Jane D.", datePublished: "2026-11-20", body: "Great </script> work", rating: 5 },
    { author: "Sam K.", datePublished: "2026-11-18", body: null, rating: 4 },
  ],
};

describe("serviceJsonLd", () => {
  it("describes a LocalBusiness offering the Service, valid against schema.org's required properties", () => {
    const jsonLd = serviceJsonLd(input);
    expect(schemaOrgProblems(jsonLd)).toEqual([]);
    expect(jsonLd).toMatchObject({
      "@type": "LocalBusiness",
      name: "Honest Pipes",
      address: { "@type": "PostalAddress", addressLocality: "Austin", addressRegion: "TX", postalCode: "78701" },
      makesOffer: { itemOffered: { "@type": "Service", name: "Plumbing" } },
      aggregateRating: { ratingValue: 4.7, reviewCount: 3 },
    });
    expect((jsonLd.review as unknown[]).length).toBe(2);
    expect((jsonLd.areaServed as { geoRadius: number }).geoRadius).toBe(40234);
  });

  it("leaves out aggregateRating and reviews when the service has no real reviews", () => {
    const jsonLd = serviceJsonLd({ ...input, rating: null, reviews: [], logoUrl: null, description: null });
    expect(schemaOrgProblems(jsonLd)).toEqual([]);
    expect(jsonLd).not.toHaveProperty("aggregateRating");
    expect(jsonLd).not.toHaveProperty("review");
    expect(jsonLd).not.toHaveProperty("image");
  });

  it("the checker catches what a search engine would refuse", () => {
    const broken = serviceJsonLd(input) as Record<string, any>;
    delete broken.address;
    broken.aggregateRating = { "@type": "AggregateRating", ratingValue: 6 };
    broken.review[0].reviewRatting = broken.review[0].reviewRating;
    delete broken.review[0].reviewRating;
    expect(schemaOrgProblems(broken)).toEqual([
      "$ (LocalBusiness): missing address",
      "$.aggregateRating (AggregateRating): missing reviewCount or ratingCount",
      "$.aggregateRating (AggregateRating): ratingValue 6 is outside 1..5",
      "$.aggregateRating: the count must be above 0",
      "$.review[0] (Review): missing reviewRating",
      "$.review[0] (Review): reviewRatting is not a property of Review",
    ]);
    expect(schemaOrgProblems({ ...serviceJsonLd(input), "@context": "http://schema.org" })).toEqual([
      'the top object needs "@context": "https://schema.org"',
    ]);
  });
});

describe("jsonLdText", () => {
  it("cannot be closed by what a customer wrote, and parses back to the same value", () => {
    const value = { body: "</script><script>alert(1)</script> & \u2028" };
    const text = jsonLdText(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe("serviceMetaDescription", () => {
  it("says what, who, where and the verified rating, within 155 characters", () => {
    expect(serviceMetaDescription(input, metaWordsOf("en"))).toBe(
      "Plumbing by Honest Pipes in Austin, TX. Rated 4.7 from 3 verified reviews. Leak repairs and water heaters.",
    );
    expect(serviceMetaDescription({ ...input, rating: null, description: null }, metaWordsOf("en"))).toBe(
      "Plumbing by Honest Pipes in Austin, TX. Book a time online with Porchlight.",
    );
    const long = serviceMetaDescription({ ...input, description: "word ".repeat(100) }, metaWordsOf("en"));
    expect(long.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(long.endsWith("…")).toBe(true);
  });

  it("says it in Spanish on the Spanish page, the provider's own words as written", async () => {
    expect(serviceMetaDescription(input, metaWordsOf("es"))).toBe(
      "Plumbing de Honest Pipes en Austin, TX. Calificación de 4.7 en 3 reseñas verificadas. Leak repairs and water heaters.",
    );
    expect(serviceMetaDescription({ ...input, rating: null, description: null }, metaWordsOf("es"))).toBe(
      "Plumbing de Honest Pipes en Austin, TX. Reserve una hora en línea con Porchlight.",
    );
  });
});

describe("sitemaps and robots.txt", () => {
  it("escape URLs and name the sitemap", () => {
    expect(sitemapXml(["https://x.example/?a=1&b=2"])).toContain("<loc>https://x.example/?a=1&amp;b=2</loc>");
    expect(sitemapIndexXml(["https://x.example/sitemap.xml?page=1"])).toContain(
      "<sitemap><loc>https://x.example/sitemap.xml?page=1</loc></sitemap>",
    );
    expect(robotsTxt("https://x.example")).toContain("Sitemap: https://x.example/sitemap.xml");
    expect(robotsTxt("https://x.example")).toContain("Disallow: /admin");
  });
});
