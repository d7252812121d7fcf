import { FALLBACK_TIME_ZONE, localClock, timeZoneOfPlace } from "~/domain/time";
import { findLatestApplication } from "~/models/provider-application.server";
import type { BusinessScope } from "~/domain/accounts/business";

/**
 * The business's clock: a provider's zone is their zip's own; an admin, who sees every
 * business, reads the marketplace's home zone (each booking is still shown in its own).
 */
export async function businessClock(scope: BusinessScope, now = new Date()) {
  const application = scope.seesAll ? undefined : await findLatestApplication(scope.userId);
  const timeZone = scope.seesAll ? FALLBACK_TIME_ZONE : timeZoneOfPlace(application);
  return { timeZone, now, ...localClock(now, timeZone) };
}

/** A provider's clock from their id alone (a background job's, or a use case's without a session). */
export function providerClock(providerUserId: string, now = new Date()) {
  return businessClock({ userId: providerUserId, email: "", role: "provider", seesAll: false }, now);
}
