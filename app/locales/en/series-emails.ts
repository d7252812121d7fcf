import { layout, type BookingEmailData, type EmailContent } from "../email-layout";
import { referenceFact } from "./booking-emails";
import { durationIn } from "../clock";
import { intervalIn } from "../dates";
import { formatAppointment, formatDateLong } from "./time";

/** The e-mails of a series: one for its booking, one per change to several visits, and a day off over a visit. */

/** A visit's time in its zone, as e-mails word it in each language. */
export type VisitTime = Parameters<typeof formatAppointment>[0];

/** A visit in an e-mail: its place in the series, its time, and its own booking reference. */
export type VisitLine = { index: number; reference: string; when: VisitTime };

/** A visit that moved: its new time beside the old one. */
export type VisitMove = { index: number; reference: string; was: VisitTime; now: VisitTime };

function visitList(visits: readonly VisitLine[]): Array<[string, string]> {
  return visits.map((visit) => [`Visit ${visit.index}`, `${formatAppointment(visit.when)} (${visit.reference})`]);
}

/** Booked: the customer's confirmation and the provider's notice, each listing every visit. */
export function seriesBookedEmails(
  first: BookingEmailData,
  series: { intervalWeeks: number; visits: readonly VisitLine[] },
): EmailContent[] {
  const count = series.visits.length;
  const repeat = `${count} visits, ${intervalIn("en", series.intervalWeeks)}`;
  const customer = layout({
    heading: "Your visits are booked",
    intro: `Hi ${first.customer_name}, ${first.businessName} will see you on each of these ${count} visits.`,
    facts: [
      ["Service", first.service_type],
      ["Series", repeat],
      ["Length", durationIn("en", first.duration_minutes)],
      ["Where", first.service_address || "To be arranged with the provider"],
      ...visitList(series.visits),
      ["Provider", `${first.businessName}, ${first.providerPhone}, ${first.providerEmail}`],
    ],
    action: { label: "View, move or cancel your visits", url: first.manageUrl },
    outro: "Each visit has its own page and reminder; its calendar file holds the whole series.",
  });
  const provider = layout({
    heading: "You have a new recurring booking",
    intro: `${first.customer_name} booked ${first.service_type}: ${repeat}.`,
    facts: [
      ["Where", first.service_address || "To be arranged"],
      ...visitList(series.visits),
      ["Customer", `${first.customer_name}, ${first.customer_phone}, ${first.customer_email}`],
      ["Special requests", first.special_requests || "None"],
    ],
  });
  return [
    {
      to: first.customer_email,
      kind: "series_confirmation",
      subject: `Booked: ${first.service_type}, ${repeat} from ${formatDateLong(first.preferred_date)}`,
      ...customer,
    },
    {
      to: first.providerEmail,
      kind: "series_provider_notice",
      subject: `New recurring booking: ${first.service_type}, ${repeat}`,
      ...provider,
    },
  ];
}

/** A visit and the ones after it were cancelled: both sides hear of it once (the provider only when they did not cancel). */
export function seriesCancelledEmails(
  first: BookingEmailData,
  input: { by: "customer" | "provider" | "admin"; reason: string | null; visits: readonly VisitLine[] },
): EmailContent[] {
  const reason: Array<[string, string]> = input.reason ? [["Reason", input.reason]] : [];
  const emails: EmailContent[] = [
    {
      to: first.customer_email,
      kind: "series_cancelled",
      subject: `Cancelled: ${input.visits.length} visits of ${first.service_type}`,
      ...layout({
        heading: "Visits cancelled",
        intro:
          input.by === "customer"
            ? `Hi ${first.customer_name}, these visits with ${first.businessName} are cancelled. The visits before them stay booked.`
            : `Hi ${first.customer_name}, ${first.businessName} had to cancel these visits. The visits before them stay booked.`,
        facts: [["Service", first.service_type], ...visitList(input.visits), ...reason],
      }),
    },
  ];
  if (input.by !== "provider") {
    emails.push({
      to: first.providerEmail,
      kind: "series_cancelled_provider",
      subject: `Cancelled: ${input.visits.length} visits of ${first.service_type} for ${first.customer_name}`,
      ...layout({
        heading: "Visits of a series were cancelled",
        intro: `${input.by === "customer" ? first.customer_name : "A Porchlight admin"} cancelled these visits. Their times are free again.`,
        facts: [...visitList(input.visits), ["Customer", `${first.customer_name}, ${first.customer_phone}`], ...reason],
      }),
    });
  }
  return emails;
}

/** A visit and the ones after it moved: both sides see each new time beside the old one. */
export function seriesMovedEmails(first: BookingEmailData, moves: readonly VisitMove[]): EmailContent[] {
  const facts: Array<[string, string]> = moves.map((move) => [
    `Visit ${move.index}`,
    `${formatAppointment(move.now)} (was ${formatAppointment(move.was)}; ${move.reference})`,
  ]);
  return [
    {
      to: first.customer_email,
      kind: "series_moved",
      subject: `Moved: ${moves.length} visits of ${first.service_type}`,
      ...layout({
        heading: "Your visits have new times",
        intro: `Hi ${first.customer_name}, these visits with ${first.businessName} moved.`,
        facts: [["Service", first.service_type], ...facts],
        action: { label: "View your visits and the updated calendar file", url: first.manageUrl },
      }),
    },
    {
      to: first.providerEmail,
      kind: "series_moved_provider",
      subject: `Moved: ${moves.length} visits of ${first.service_type} for ${first.customer_name}`,
      ...layout({
        heading: "Visits of a series moved",
        intro: `These visits of ${first.customer_name} have new times.`,
        facts: [...facts, ["Customer", `${first.customer_name}, ${first.customer_phone}`]],
      }),
    },
  ];
}

/** The provider added a day off over a booked visit: the customer is asked to move it. */
export function dayOffClashEmail(booking: BookingEmailData): EmailContent {
  return {
    to: booking.customer_email,
    kind: "booking_day_off",
    subject: `Please move your visit on ${formatDateLong(booking.preferred_date)}`,
    ...layout({
      heading: "Your provider will be away",
      intro: `Hi ${booking.customer_name}, ${booking.businessName} will be away on ${formatDateLong(booking.preferred_date)}, the day of your visit. Please move it to another time, or cancel it, from your booking's page.`,
      facts: [
        referenceFact(booking),
        ["Service", booking.service_type],
        ...(booking.series ? ([["Series", `Visit ${booking.series.index} of ${booking.series.of}`]] as Array<[string, string]>) : []),
        ["When", formatAppointment(booking)],
      ],
      action: { label: "Move or cancel this visit", url: booking.manageUrl },
    }),
  };
}
