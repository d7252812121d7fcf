import { reasons, reasonWith, type ReasonOf } from "../outcome";

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

/** A post's answers (decision 0047), worded in app/locales/reasons-business.ts. */
export const SOCIAL_REASONS = /* @__PURE__ */ reasons("social", ["missing", "failed", "posted"]);
export type SocialReason = ReasonOf<typeof SOCIAL_REASONS>;

/** 'Posted to {n} platform(s)'. */
export function postedReason(count: number): string {
  return reasonWith(SOCIAL_REASONS.posted, { count });
}

/** CRM & SEO's analytics look this many days back. */
export const ANALYTICS_DAYS = 30;
