import { refuse, type Outcome } from "~/domain/outcome";
import { ANALYTICS_DAYS, postedReason, SOCIAL_REASONS, type SocialPlatform } from "~/domain/marketing/social";
import { defaultPostContentIn } from "~/locales/portal-marketing";
import { addDaysToDate, timeZoneOfPlace } from "~/domain/time";
import { publicOrigin } from "~/lib/http.server";
import { localSocialPublisher, type SocialPublisher } from "~/lib/social-publisher.server";
import { providerAnalytics } from "~/models/analytics.server";
import { getLocationSettings } from "~/models/location-settings.server";
import { findLatestApplication } from "~/models/provider-application.server";
import { listProviderServices } from "~/models/service.server";
import { insertSocialPosts, listSocialPosts } from "~/models/social-post.server";
import { countUnreadThreads, countWaitingRequests } from "~/models/thread.server";
import type { SignedInUser } from "~/services/support/access.server";
import { businessClock } from "~/services/support/business-clock.server";
import { businessScope } from "~/domain/accounts/business";
import { orFailure } from "~/services/support/failure.server";
import { paymentSettings, refreshStripeAccount } from "~/services/payments/index.server";
import { listingFacts, listingGaps, unlistedTiles } from "~/services/credentials/index.server";
import { inTransaction } from "~/services/support/transaction.server";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { requirementLabelIn } from "~/locales/credentials";
import { cardWordsOf } from "~/locales/discovery";
import { instantIn, localDayIn } from "~/locales/dates";

/** The provider portal's pages: its frame, the Services tab and CRM & SEO. */

/** The portal's frame for a signed-in provider: where their application stands, and how many requests wait for them. */
export async function portalFrame(
  user: { id: string; email: string },
  openThreadId: string | null = null,
  now = new Date(),
  language: Language = DEFAULT_LANGUAGE,
) {
  const [application, waitingRequests, unreadThreads, facts] = await Promise.all([
    findLatestApplication(user.id),
    countWaitingRequests(user.id),
    countUnreadThreads(user.id, openThreadId),
    listingFacts(user.id),
  ]);
  const tiles = listingGaps(facts, user.id, now, (need) => requirementLabelIn(language, need)).tiles;
  const unlisted = unlistedTiles(tiles);
  return {
    email: user.email,
    waitingRequests,
    unreadThreads,
    application: application
      ? { status: application.status, businessName: application.business_name, reviewNote: application.review_note }
      : null,
    // Approved is not listed: the banner (and Services, beside each tile) names the tiles a missing credential holds out (decision 0035).
    unlisted: unlisted.map((tile) => ({ id: tile.id, name: tile.name, missing: tile.missing })),
    listedCount: tiles.length - unlisted.length,
  };
}

/**
 * The provider's tiles with their payment rules, the application's services while it is
 * pending, and their online payment (back from Stripe's onboarding, the account is read afresh).
 */
export async function portalServices(
  provider: SignedInUser,
  options: { backFromStripe: boolean } = { backFromStripe: false },
  language: Language = DEFAULT_LANGUAGE,
) {
  const providerUserId = provider.id;
  const words = cardWordsOf(language);
  if (options.backFromStripe) await refreshStripeAccount(provider);
  const [services, application, settings, payments] = await Promise.all([
    listProviderServices(providerUserId),
    findLatestApplication(providerUserId),
    getLocationSettings(),
    paymentSettings(provider, language),
  ]);
  return {
    payments,
    services: services.map((service) => ({
      id: service.id,
      name: service.service_name,
      category: words.category(service.category),
      active: service.is_active === 1,
      // A provider always sees their radius, whatever customers' pages show.
      area: words.serviceArea(
        { zip: service.zip_code, city: service.city, state: service.state, radiusMiles: service.service_radius },
        { ...settings, show_service_areas: true },
      ),
    })),
    pending:
      application?.status === "pending"
        ? {
            services: application.services,
            category: words.category(application.category),
            submittedAt: localDayIn(language, application.created_at, timeZoneOfPlace(application)),
          }
        : null,
  };
}

/** CRM & SEO: the services to post about, recent posts, and views, bookings and shares per service. */
export async function marketingPage(user: SignedInUser, language: Language = DEFAULT_LANGUAGE) {
  const { timeZone, now } = await businessClock(businessScope(user));
  // Views are counted per UTC day (models/analytics.server.ts), so the window is in UTC days too.
  const since = addDaysToDate(now.toISOString().slice(0, 10), -ANALYTICS_DAYS);
  const [services, posts, analytics] = await Promise.all([
    listProviderServices(user.id),
    listSocialPosts(user.id),
    providerAnalytics(user.id, since),
  ]);
  const origin = publicOrigin();
  return {
    services: services
      .filter((service) => service.is_active === 1)
      .map((service) => ({ id: service.id, name: service.service_name, url: `${origin}/service/${service.id}` })),
    posts: posts.map((post) => ({ ...post, postedAt: instantIn(language, new Date(post.createdAt), timeZone) })),
    analytics: analytics.map((row) => ({ ...row, views: Number(row.views), bookings: Number(row.bookings), shares: Number(row.shares) })),
  };
}

/**
 * A social post about one of the provider's active services: published to each platform (the
 * local publisher records it: Porchlight holds no social accounts), then recorded, one row per
 * platform. The publishing happens before the transaction, so no network call holds the database.
 */
export async function postToSocial(
  user: SignedInUser,
  post: { serviceId: string; platforms: SocialPlatform[]; content: string | undefined; language?: Language },
  publisher: SocialPublisher = localSocialPublisher,
): Promise<Outcome<{ message: string }>> {
  const services = await listProviderServices(user.id);
  const service = services.find((candidate) => candidate.id === post.serviceId && candidate.is_active === 1);
  if (!service) return refuse(400, SOCIAL_REASONS.missing);
  const content =
    post.content ||
    defaultPostContentIn(post.language ?? DEFAULT_LANGUAGE, { serviceName: service.service_name, businessName: service.business_name });
  const url = `${publicOrigin()}/service/${service.id}`;
  return orFailure({ message: SOCIAL_REASONS.failed, log: "social post failed" }, async () => {
    const results = await Promise.all(
      post.platforms.map(async (platform) => ({ platform, status: await publisher.publish({ platform, content, url }) })),
    );
    await inTransaction((trx) => insertSocialPosts(trx, { userId: user.id, serviceId: service.id, content, url, results }));
    return { ok: true, message: postedReason(results.filter((result) => result.status !== "failed").length) };
  });
}
