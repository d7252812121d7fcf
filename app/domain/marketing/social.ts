/** Spec section 9: the social platforms a provider can post to. */
export const SOCIAL_PLATFORMS = ["facebook", "instagram", "google_my_business", "yelp", "nextdoor", "linkedin"] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const SOCIAL_PLATFORM_LABELS: Record<SocialPlatform, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  google_my_business: "Google My Business",
  yelp: "Yelp",
  nextdoor: "Nextdoor",
  linkedin: "LinkedIn",
};

export const SOCIAL_MESSAGES = {
  missing: "Please select a service and at least one platform",
  failed: "Failed to post to social media",
} as const;

/** 'Posted to {n} platform(s)'. */
export function postedMessage(count: number): string {
  return `Posted to ${count} platform(s)`;
}

/** What is posted when the provider writes nothing themselves. */
export function defaultPostContent(service: { serviceName: string; businessName: string }): string {
  return `Book ${service.serviceName} with ${service.businessName} on Porchlight.`;
}

/** CRM & SEO's analytics look this many days back. */
export const ANALYTICS_DAYS = 30;
