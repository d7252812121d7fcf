/**
 * Waitlist (issue 36; decision 0033): customers wait for freed time of a service, and each freed
 * start is offered to one of them at a time, held for them alone. The one door of
 * app/services/waitlist.
 *
 * - entries: joining, the entry's page, changing and leaving it, passing an offer on, booking it
 * - offers: offering freed time in the order people joined, and the minute's sweep
 * - portal: the provider's view of each service's waitlist and the day's offers, and its switch
 */
import { whenTimeFrees } from "~/services/support/freed-time.server";
import { fillWaitlists } from "./offers.server";

export {
  bookWaitlistOffer,
  changeWaitlistEntry,
  declineWaitlistOffer,
  joinPage,
  joinWaitlist,
  leaveWaitlist,
  waitlistEntryPage,
} from "./entries.server";
export { fillWaitlists, sweepWaitlists } from "./offers.server";
export { providerWaitlist, switchWaitlist } from "./portal.server";

// Time a booking use case frees is offered at once (the minute's sweep finds the rest).
whenTimeFrees((providerUserId, now) => fillWaitlists(now, { providerUserId }));
