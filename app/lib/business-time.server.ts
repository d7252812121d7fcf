import { localClock, timeZoneForState } from "~/domain/time";
import { findLatestApplication } from "~/models/provider-application.server";
import type { BusinessScope } from "./business.server";

/** The business's time zone: from the provider's application zip; the default zone for admins. */
export async function businessClock(scope: BusinessScope, now = new Date()) {
  const application = scope.seesAll ? undefined : await findLatestApplication(scope.userId);
  const timeZone = timeZoneForState(application?.state);
  return { timeZone, ...localClock(now, timeZone) };
}
