/**
 * A checker for the schema.org types our pages use: each type's required properties (Google's
 * structured-data rules for LocalBusiness, Review and AggregateRating; schema.org's own for the
 * rest), the properties schema.org defines for it (a misspelt one is an error), and rating
 * values within their scale. Returns the problems found, empty when the JSON-LD is valid.
 */
type Rule = { required: ReadonlyArray<string | readonly string[]>; allowed: readonly string[] };

const THING = ["@context", "@type", "@id", "name", "url", "description", "image"];

const RULES: Record<string, Rule> = {
  LocalBusiness: {
    required: ["name", "address"],
    allowed: [
      ...THING,
      "telephone",
      "email",
      "logo",
      "priceRange",
      "address",
      "areaServed",
      "makesOffer",
      "aggregateRating",
      "review",
      "hasCredential",
    ],
  },
  // Organization.hasCredential: what an admin verified (decision 0035).
  EducationalOccupationalCredential: {
    required: ["credentialCategory"],
    allowed: [...THING, "credentialCategory", "identifier", "recognizedBy", "validIn", "validFor", "expires", "dateCreated"],
  },
  Organization: { required: ["name"], allowed: [...THING] },
  AdministrativeArea: { required: ["name"], allowed: [...THING] },
  PostalAddress: {
    required: ["addressLocality", "addressRegion", "addressCountry"],
    allowed: [...THING, "addressLocality", "addressRegion", "postalCode", "addressCountry", "streetAddress"],
  },
  GeoCircle: { required: ["geoMidpoint", "geoRadius"], allowed: [...THING, "geoMidpoint", "geoRadius"] },
  GeoCoordinates: { required: ["latitude", "longitude"], allowed: [...THING, "latitude", "longitude"] },
  Offer: { required: ["itemOffered"], allowed: [...THING, "itemOffered", "price", "priceCurrency"] },
  Service: { required: ["name"], allowed: [...THING, "serviceType", "areaServed", "provider"] },
  AggregateRating: {
    required: ["ratingValue", ["reviewCount", "ratingCount"]],
    allowed: [...THING, "ratingValue", "reviewCount", "ratingCount", "bestRating", "worstRating"],
  },
  Review: { required: ["author", "reviewRating"], allowed: [...THING, "author", "datePublished", "reviewBody", "reviewRating"] },
  Rating: { required: ["ratingValue"], allowed: [...THING, "ratingValue", "bestRating", "worstRating"] },
  Person: { required: ["name"], allowed: [...THING] },
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function schemaOrgProblems(root: unknown): string[] {
  const problems: string[] = [];
  if (!isObject(root) || root["@context"] !== "https://schema.org") problems.push('the top object needs "@context": "https://schema.org"');

  const visit = (node: unknown, path: string) => {
    if (Array.isArray(node)) return node.forEach((item, i) => visit(item, `${path}[${i}]`));
    if (!isObject(node)) return;
    const type = node["@type"];
    if (type === undefined) {
      // A reference to a node described elsewhere.
      if (!("@id" in node) || Object.keys(node).length !== 1) problems.push(`${path}: an object without @type must be an @id reference`);
      return;
    }
    const rule = typeof type === "string" ? RULES[type] : undefined;
    if (!rule) {
      problems.push(`${path}: unknown @type ${JSON.stringify(type)}`);
      return;
    }
    for (const required of rule.required) {
      const options = typeof required === "string" ? [required] : required;
      if (!options.some((key) => node[key] !== undefined && node[key] !== "" && node[key] !== null)) {
        problems.push(`${path} (${type}): missing ${options.join(" or ")}`);
      }
    }
    for (const key of Object.keys(node)) {
      if (!rule.allowed.includes(key)) problems.push(`${path} (${type}): ${key} is not a property of ${type}`);
    }
    if (type === "Rating" || type === "AggregateRating") {
      const value = Number(node.ratingValue);
      const best = Number(node.bestRating ?? 5);
      const worst = Number(node.worstRating ?? 1);
      if (!(value >= worst && value <= best))
        problems.push(`${path} (${type}): ratingValue ${node.ratingValue} is outside ${worst}..${best}`);
    }
    if (type === "AggregateRating" && !(Number(node.reviewCount ?? node.ratingCount) > 0))
      problems.push(`${path}: the count must be above 0`);
    if (type === "GeoCoordinates" && !(Math.abs(Number(node.latitude)) <= 90 && Math.abs(Number(node.longitude)) <= 180)) {
      problems.push(`${path}: coordinates out of range`);
    }
    for (const [key, value] of Object.entries(node)) if (!key.startsWith("@")) visit(value, `${path}.${key}`);
  };
  visit(root, "$");
  return problems;
}
