import { businessScope } from "~/domain/accounts/business";
import type { PageRequest } from "~/domain/pagination";
import { toReviewView, type AdminReviewFilter } from "~/domain/reviews/reviews";
import { listProviderReviews, listReviewsForAdmin } from "~/models/review.server";
import type { SignedInUser } from "~/services/support/access.server";
import { businessClock } from "~/services/support/business-clock.server";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { longDateIn } from "~/locales/clock";

/** The reviews a business reads: a provider's own (to reply), and every one for an admin (to moderate). */

type ListedReviewRow = Parameters<typeof toReviewView>[0] & {
  service_id?: string;
  service_name: string;
  business_name: string;
  hidden_at: string | null;
};

/** A listed review as the business reads it, dated in `timeZone`, in the page's language. */
function reviewRowView(row: ListedReviewRow, timeZone: string, language: Language = DEFAULT_LANGUAGE) {
  return {
    ...toReviewView(row, timeZone, (day) => longDateIn(language, day)),
    serviceId: row.service_id,
    serviceName: row.service_name,
    businessName: row.business_name,
    hidden: row.hidden_at !== null,
  };
}

/** Every review of the provider's services, a keyset page at a time, in the provider's own zone. */
export async function providerReviewsPage(provider: SignedInUser, page: PageRequest, language: Language = DEFAULT_LANGUAGE) {
  const [{ rows, total, links }, clock] = await Promise.all([
    listProviderReviews(provider.id, page),
    businessClock(businessScope(provider)),
  ]);
  return { total, links, reviews: rows.map((row) => reviewRowView(row, clock.timeZone, language)) };
}

/** Every review (or only the hidden or visible ones), a keyset page at a time, in the marketplace's home zone. */
export async function adminReviewsPage(
  admin: SignedInUser,
  filter: AdminReviewFilter,
  page: PageRequest,
  language: Language = DEFAULT_LANGUAGE,
) {
  const [{ rows, total, links }, clock] = await Promise.all([listReviewsForAdmin(filter, page), businessClock(businessScope(admin))]);
  return { total, links, reviews: rows.map((row) => reviewRowView(row, clock.timeZone, language)) };
}
