import { layout, type EmailContent } from "../email-layout";
import { formatDateLong, formatShortDate, formatTime12h } from "./time";
import type { WaitWindow } from "~/domain/waitlist/waitlist";

/** The waitlist's e-mails (decision 0033): joined, a time offered, an offer passed on, and the provider's notice. */

/** "Dec 1 to Dec 3, mornings", "Dec 4, starting 2:00 PM to before 4:30 PM" (a window holds the job's start). */
export function windowLabel(window: WaitWindow): string {
  const days =
    window.from === window.to ? formatShortDate(window.from) : `${formatShortDate(window.from)} to ${formatShortDate(window.to)}`;
  const hours =
    window.part === "between"
      ? `starting ${formatTime12h(window.start)} to before ${formatTime12h(window.end)}`
      : window.part === "any"
        ? "any time"
        : window.part === "morning"
          ? "mornings"
          : window.part === "afternoon"
            ? "afternoons"
            : "evenings";
  return `${days}, ${hours}`;
}

/** "1st", "2nd", "11th", "22nd". */
function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

/** The customer's place among the people waiting for some of the same times, in plain words. */
export function placeWords(place: number, waiting: number): string {
  if (waiting <= 1) return "You are the only one waiting for these times.";
  return `You are ${ordinal(place)} of ${waiting} people waiting for some of these times.`;
}

type EntryFacts = { customerName: string; customerEmail: string; serviceName: string; businessName: string; entryUrl: string };
type OfferFacts = EntryFacts & { date: string; time: string; timeZoneLabel: string; holdUntil: string; minutes: number };

function when(offer: Pick<OfferFacts, "date" | "time" | "timeZoneLabel">): string {
  return `${formatDateLong(offer.date)}, ${formatTime12h(offer.time)} (${offer.timeZoneLabel})`;
}

export function waitlistJoinedEmail(entry: EntryFacts & { windows: readonly WaitWindow[]; place: string }): EmailContent {
  return {
    to: entry.customerEmail,
    kind: "waitlist_joined",
    subject: `You're on the waitlist for ${entry.serviceName}`,
    ...layout({
      heading: "You're on the waitlist",
      intro: `Hi ${entry.customerName}, we will offer you the first time that opens at ${entry.businessName} in the windows you chose. ${entry.place}`,
      facts: [
        ["Service", entry.serviceName],
        ...entry.windows.map((window, k): [string, string] => [`Window ${k + 1}`, windowLabel(window)]),
      ],
      action: { label: "See, change or leave your waitlist entry", url: entry.entryUrl },
      outro: "An offer is held for you alone for a short while; the e-mail says until when.",
    }),
  };
}

export function waitlistOfferEmail(offer: OfferFacts): EmailContent {
  return {
    to: offer.customerEmail,
    kind: "waitlist_offer",
    subject: `A time opened up: ${offer.serviceName}, ${when(offer)}`,
    ...layout({
      heading: "A time opened up for you",
      intro: `Hi ${offer.customerName}, ${offer.businessName} has a free time in your window. It is held for you alone until ${offer.holdUntil} (${offer.minutes} minutes).`,
      facts: [
        ["Service", offer.serviceName],
        ["When", when(offer)],
        ["Held until", offer.holdUntil],
      ],
      action: { label: "Book this time", url: `${offer.entryUrl}#offer` },
      outro: "Not for you? Pass it on from the same page, and you stay on the waitlist for other times.",
    }),
  };
}

/**
 * An offer not booked in time, told as it is: whether someone else waits for that time (or it is
 * everyone's again), and whether the entry waits on (or ended: it asked for no other start).
 */
export function waitlistOfferPassedEmail(
  offer: Omit<OfferFacts, "holdUntil" | "minutes"> & { othersWaiting: boolean; entryEnded: boolean; serviceUrl: string },
): EmailContent {
  const where = offer.othersWaiting ? "it goes to the next person waiting for it" : "it is open to everyone again";
  const after = offer.entryEnded
    ? " It was the only time your waitlist entry asked for, so the entry has ended. Join the waitlist again if you still need a time."
    : " You stay on the waitlist for other times.";
  return {
    to: offer.customerEmail,
    kind: "waitlist_offer_passed",
    subject: `The time we held for you has passed on: ${offer.serviceName}`,
    ...layout({
      heading: "The time we held for you has passed on",
      intro: `Hi ${offer.customerName}, the time we held for you (${when(offer)}) was not booked in time, so ${where}.${after}`,
      facts: [["Service", offer.serviceName]],
      action: offer.entryEnded
        ? { label: "Choose another time", url: offer.serviceUrl }
        : { label: "See your waitlist entry", url: offer.entryUrl },
    }),
  };
}
