import { NOT_FOUND_REASONS, type Outcome, refuse } from "~/domain/outcome";
import { isValidDate, localClock, timeZoneOfPlace } from "~/domain/time";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { clockIn } from "~/locales/clock";
import { instantIn } from "~/locales/dates";
import { windowLabelIn } from "~/locales/waitlist-emails";
import { parseWindows } from "~/domain/waitlist/waitlist";
import { recordAudit } from "~/models/audit.server";
import { listProviderServices, setServiceWaitlist } from "~/models/service.server";
import { listOffersOnDay, listWaitingByService } from "~/models/waitlist.server";
import { businessScope } from "~/domain/accounts/business";
import { ownership, type SignedInUser } from "~/services/support/access.server";
import { inTransaction } from "~/services/support/transaction.server";
import { fillWaitlists } from "./offers.server";

/** How many of a service's waiting customers the portal lists (the count says how many in all). */
const LISTED = 20;

/**
 * The portal's Waitlist (issue 36, part 3): each service's waitlist in the order people joined,
 * whether it is open, and the offers made for the jobs of one day.
 */
export async function providerWaitlist(provider: SignedInUser, options: { date: string | null; now: Date; language?: Language }) {
  const language = options.language ?? DEFAULT_LANGUAGE;
  const services = await listProviderServices(provider.id);
  // The business's day: its first service's zone (a business works in one).
  const timeZone = timeZoneOfPlace(services[0]);
  const today = localClock(options.now, timeZone).date;
  const date = options.date && isValidDate(options.date) ? options.date : today;
  const [waiting, offers] = await Promise.all([
    listWaitingByService(
      services.map((service) => service.id),
      LISTED,
    ),
    listOffersOnDay(provider.id, date),
  ]);
  return {
    date,
    services: services.map((service) => {
      const line = waiting.filter((entry) => entry.service_id === service.id);
      return {
        id: service.id,
        name: service.service_name,
        waitlistOn: service.waitlist_on === 1,
        waiting: line[0]?.waiting ?? 0,
        entries: line.map((entry) => ({
          id: entry.id,
          name: entry.customer_name,
          joined: instantIn(language, new Date(entry.joined_at), timeZone),
          windows: parseWindows(entry.windows).map((window) => windowLabelIn(language, window)),
        })),
      };
    }),
    offers: offers.map((offer) => ({
      id: offer.id,
      service: offer.service_name,
      customer: offer.customer_name,
      time: clockIn(language, offer.preferred_time),
      status: offer.status,
      until: offer.status === "open" ? instantIn(language, new Date(offer.expires_at), offer.time_zone) : null,
    })),
  };
}

/**
 * Opens or closes a service's waitlist. Closed, nobody can join and no new offer is made; an
 * offer already held stays the customer's until it ends. Opened, freed time is offered at once.
 */
export async function switchWaitlist(provider: SignedInUser, change: { serviceId: string; on: boolean; now: Date }): Promise<Outcome> {
  const owned = await ownership(businessScope(provider), { service: change.serviceId });
  if (!owned.ok) return owned;
  const switched = await inTransaction(async (trx) => {
    if (!(await setServiceWaitlist(trx, owned.id, change.on))) return false;
    await recordAudit(trx, {
      actorUserId: provider.id,
      action: "waitlist.switch",
      entity: "service",
      entityId: owned.id,
      details: { on: change.on },
    });
    return true;
  });
  if (!switched) return refuse(404, NOT_FOUND_REASONS.service);
  if (change.on) await fillWaitlists(change.now, { serviceId: owned.id });
  return { ok: true };
}
