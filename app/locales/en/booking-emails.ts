import { durationIn } from "../clock";
import { addMinutesToTime } from "~/domain/time";
import { formatAppointment, formatDateLong, formatTime12h } from "./time";
import { layout, portraitOf, type BookingEmailData, type EmailContent } from "../email-layout";
import { intervalIn } from "../dates";

/** The e-mails about a booking in English, the spec's words (section 7); the Spanish in ../booking-emails.ts. */

/** The service, and which visit of a series this is: "Cleaning (visit 3 of 12)". */
function serviceName(booking: BookingEmailData): string {
  return booking.series ? `${booking.service_type} (visit ${booking.series.index} of ${booking.series.of})` : booking.service_type;
}

/** Every e-mail about a booking names it by its reference, first among its facts. */
export function referenceFact(booking: Pick<BookingEmailData, "reference">): [string, string] {
  return ["Booking reference", booking.reference];
}

/** E-mails name the series and the visit, and who of a team is coming. */
function visitFacts(booking: Pick<BookingEmailData, "series" | "member">): Array<[string, string]> {
  return [
    ...(booking.series
      ? ([["Series", `Visit ${booking.series.index} of ${booking.series.of}, ${intervalIn("en", booking.series.intervalWeeks)}`]] as Array<
          [string, string]
        >)
      : []),
    ...(booking.member ? ([["Who is coming", booking.member]] as Array<[string, string]>) : []),
  ];
}

function when(booking: BookingEmailData): string {
  return formatAppointment(booking);
}

function where(booking: BookingEmailData): string {
  return booking.service_address || "To be arranged with the provider";
}

function coordinates(booking: BookingEmailData): Array<[string, string]> {
  return booking.coordinates ? [["Coordinates", `${booking.coordinates.lat.toFixed(4)}, ${booking.coordinates.lng.toFixed(4)}`]] : [];
}

/** What the customer's e-mails say of the job first: its reference, service (and visit), when and where. */
function jobFacts(booking: BookingEmailData): Array<[string, string]> {
  return [
    referenceFact(booking),
    ["Service", booking.service_type],
    ...visitFacts(booking),
    ["When", when(booking)],
    ["Where", where(booking)],
  ];
}

/** Type 'booking_confirmation': to the customer, with the link to manage the booking. */
export function bookingConfirmationEmail(booking: BookingEmailData): EmailContent {
  return {
    to: booking.customer_email,
    kind: "booking_confirmation",
    subject: `Booking confirmed: ${serviceName(booking)} on ${formatDateLong(booking.preferred_date)}`,
    ...layout({
      heading: "Your booking is confirmed",
      intro: `Hi ${booking.customer_name}, ${booking.businessName} will see you at the time below.`,
      facts: [
        referenceFact(booking),
        ["Service", booking.service_type],
        ...visitFacts(booking),
        ["When", when(booking)],
        ["Length", durationIn("en", booking.duration_minutes)],
        ["Where", where(booking)],
        ...coordinates(booking),
        ["Provider", `${booking.businessName}, ${booking.providerPhone}, ${booking.providerEmail}`],
      ],
      portrait: portraitOf(booking),
      action: { label: "View, move or cancel your booking", url: booking.manageUrl },
      outro: "Add it to your calendar, move it or cancel it from that page.",
    }),
  };
}

/** To the customer when the owner gives their job to another member of the team (decision 0032). */
export function memberChangedEmail(booking: BookingEmailData): EmailContent {
  // Given back to the owner, the customer is told her name too, not the business's alone.
  const person = booking.member ?? booking.owner;
  const who = person ? `${person} from ${booking.businessName}` : booking.businessName;
  return {
    to: booking.customer_email,
    kind: "booking_member_changed",
    subject: `Who is coming has changed: ${serviceName(booking)} on ${formatDateLong(booking.preferred_date)}`,
    ...layout({
      heading: "Someone else is coming",
      intro: `Hi ${booking.customer_name}, ${who} will do your ${booking.service_type}. The time stays the same.`,
      facts: jobFacts(booking),
      portrait: portraitOf(booking),
      action: { label: "View your booking and updated calendar file", url: booking.manageUrl },
    }),
  };
}

/** What the business's side is told of a job: where and when, who for, and what they asked. */
function workFacts(booking: BookingEmailData, customer: string): Array<[string, string]> {
  return [
    referenceFact(booking),
    ...visitFacts(booking),
    ["When", when(booking)],
    ["Where", where(booking)],
    ...coordinates(booking),
    ["Customer", customer],
    ["Special requests", booking.special_requests || "None"],
  ];
}

/** To the team member a job is given to (booked, or reassigned to them): its details and their jobs' page (decision 0032). */
export function memberJobEmail(booking: BookingEmailData, member: { email: string; jobsUrl: string }): EmailContent {
  return {
    to: member.email,
    kind: "member_job",
    subject: `New job for you: ${serviceName(booking)} on ${formatDateLong(booking.preferred_date)}`,
    ...layout({
      heading: "A new job for you",
      intro: `${booking.businessName} gave you ${booking.customer_name}'s ${booking.service_type}.`,
      facts: workFacts(booking, `${booking.customer_name}, ${booking.customer_phone}`),
      action: { label: "See your jobs", url: member.jobsUrl },
    }),
  };
}

/** To the provider: a new booking of one of their services. */
export function providerBookingNoticeEmail(booking: BookingEmailData): EmailContent {
  return {
    to: booking.providerEmail,
    kind: "booking_provider_notice",
    subject: `New booking: ${serviceName(booking)} on ${formatDateLong(booking.preferred_date)}`,
    ...layout({
      heading: "You have a new booking",
      intro: `${booking.customer_name} booked ${booking.service_type}.`,
      facts: workFacts(booking, `${booking.customer_name}, ${booking.customer_phone}, ${booking.customer_email}`),
    }),
  };
}

/**
 * Who hears of a cancellation: the customer always (with the provider's reason when the provider
 * or an admin cancelled), the provider when someone else cancelled.
 */
export function bookingCancelledEmails(
  booking: BookingEmailData,
  cancellation: {
    by: "customer" | "provider" | "admin";
    reason: string | null;
    /** What the cancellation did with the money, to each side (settlementWordsIn, in each reader's language), or null when none moved. */
    money?: { customer: string | null; business: string | null };
  },
): EmailContent[] {
  const facts = jobFacts(booking);
  const reason: Array<[string, string]> = cancellation.reason ? [["Reason", cancellation.reason]] : [];
  const paid = (words: string | null | undefined): Array<[string, string]> => (words ? [["Payment", words]] : []);
  const byCustomer = cancellation.by === "customer";
  const emails: EmailContent[] = [
    {
      to: booking.customer_email,
      kind: "booking_cancelled",
      subject: `Booking cancelled: ${serviceName(booking)} on ${formatDateLong(booking.preferred_date)}`,
      ...layout({
        heading: "Your booking is cancelled",
        intro: byCustomer
          ? `Hi ${booking.customer_name}, your booking with ${booking.businessName} is cancelled.`
          : `Hi ${booking.customer_name}, ${booking.businessName} had to cancel your booking. We are sorry for the trouble.`,
        facts: [...facts, ...reason, ...paid(cancellation.money?.customer)],
        ...(byCustomer ? {} : { outro: "You can book another time or another provider on Porchlight." }),
      }),
    },
  ];
  if (cancellation.by !== "provider") {
    emails.push({
      to: booking.providerEmail,
      kind: "booking_cancelled_provider",
      subject: `Cancelled: ${serviceName(booking)} on ${formatDateLong(booking.preferred_date)}`,
      ...layout({
        heading: "A booking was cancelled",
        intro: byCustomer
          ? `${booking.customer_name} cancelled their booking. The time is free again.`
          : `A Porchlight admin cancelled this booking. The time is free again.`,
        facts: [
          ...facts,
          ["Customer", `${booking.customer_name}, ${booking.customer_phone}`],
          ...reason,
          ...paid(cancellation.money?.business),
        ],
      }),
    });
  }
  return emails;
}

/** To the customer when the provider marks their booking a no-show: what it did with their money. */
export function bookingNoShowEmail(booking: BookingEmailData, money: string | null): EmailContent {
  return {
    to: booking.customer_email,
    kind: "booking_no_show",
    subject: `Marked as a no-show: ${serviceName(booking)} on ${formatDateLong(booking.preferred_date)}`,
    ...layout({
      heading: "Your booking was marked as a no-show",
      intro: `Hi ${booking.customer_name}, ${booking.businessName} marked your booking as a no-show: they could not do the job at the time below.`,
      facts: [...jobFacts(booking), ["Payment", money ?? "Nothing was charged or refunded online."]],
      outro: `If this is a mistake, contact ${booking.businessName}${booking.providerPhone ? ` at ${booking.providerPhone}` : ""}.`,
    }),
  };
}

/** The customer's reminder, sent 24 hours before the job. */
export function bookingReminderEmail(booking: BookingEmailData): EmailContent {
  return {
    to: booking.customer_email,
    kind: "booking_reminder",
    subject: `Reminder: ${serviceName(booking)} on ${formatDateLong(booking.preferred_date)} at ${formatTime12h(booking.preferred_time)}`,
    ...layout({
      heading: "Your booking is coming up",
      intro: `Hi ${booking.customer_name}, this is a reminder that ${booking.businessName} will see you soon.`,
      facts: [...jobFacts(booking), ["Provider", `${booking.businessName}, ${booking.providerPhone}`]],
      portrait: portraitOf(booking),
      action: { label: "View, move or cancel your booking", url: booking.manageUrl },
    }),
  };
}

/** A booking moved to a new time: both sides hear of it. */
export function bookingRescheduledEmails(
  booking: BookingEmailData,
  previous: { preferred_date: string; preferred_time: string; timeZoneLabel: string },
): EmailContent[] {
  const before = formatAppointment({ ...previous, duration_minutes: booking.duration_minutes });
  return [
    {
      to: booking.customer_email,
      kind: "booking_rescheduled",
      subject: `Booking moved: ${serviceName(booking)} on ${formatDateLong(booking.preferred_date)}`,
      ...layout({
        heading: "Your booking has a new time",
        intro: `Hi ${booking.customer_name}, your booking with ${booking.businessName} has moved.`,
        facts: [
          referenceFact(booking),
          ["Service", booking.service_type],
          ...visitFacts(booking),
          ["New time", when(booking)],
          ["Was", before],
          ["Where", where(booking)],
        ],
        action: { label: "View your booking and updated calendar file", url: booking.manageUrl },
      }),
    },
    {
      to: booking.providerEmail,
      kind: "booking_rescheduled_provider",
      subject: `Moved: ${serviceName(booking)} to ${formatDateLong(booking.preferred_date)}`,
      ...layout({
        heading: "A booking was moved",
        intro: `${booking.customer_name} moved their booking to a new time.`,
        facts: [
          referenceFact(booking),
          ["New time", when(booking)],
          ["Was", before],
          ["Where", where(booking)],
          ["Customer", `${booking.customer_name}, ${booking.customer_phone}, ${booking.customer_email}`],
        ],
      }),
    },
  ];
}

export type DayJob = {
  preferred_time: string;
  duration_minutes: number;
  service_type: string;
  customer_name: string;
  customer_phone: string;
  service_address: string;
  special_requests: string | null;
};

/** The provider's morning summary of the day's jobs (07:00 in their zone). */
export function providerDaySummaryEmail(input: {
  to: string;
  date: string;
  timeZoneLabel: string;
  jobs: DayJob[];
  bookingsUrl: string;
}): EmailContent {
  const count = input.jobs.length === 1 ? "1 job" : `${input.jobs.length} jobs`;
  return {
    to: input.to,
    kind: "provider_day_summary",
    subject: `Today: ${count} on ${formatDateLong(input.date)}`,
    ...layout({
      heading: `Your day: ${count}`,
      intro: `Good morning! Here is ${formatDateLong(input.date)} (times in ${input.timeZoneLabel}).`,
      facts: input.jobs.map((job): [string, string] => [
        `${formatTime12h(job.preferred_time)} to ${formatTime12h(addMinutesToTime(job.preferred_time, job.duration_minutes))}`,
        [
          job.service_type,
          `${job.customer_name} ${job.customer_phone}`,
          job.service_address || "Address to be arranged",
          job.special_requests ? `"${job.special_requests}"` : "",
        ]
          .filter(Boolean)
          .join(" · "),
      ]),
      action: { label: "Open your bookings", url: input.bookingsUrl },
    }),
  };
}

/** send-booking-notifications, type 'provider_enroute': the provider is on the way. */
export function providerEnRouteEmail(
  booking: Pick<
    BookingEmailData,
    | "id"
    | "reference"
    | "customer_name"
    | "customer_email"
    | "service_type"
    | "service_address"
    | "coordinates"
    | "businessName"
    | "providerPhone"
    | "manageUrl"
    | "series"
    | "member"
    | "memberPhotoUrl"
  > & { arrivalMinutes?: number | null },
): EmailContent {
  const eta = booking.arrivalMinutes ? `, about ${booking.arrivalMinutes} minutes away` : "";
  return {
    to: booking.customer_email,
    kind: "provider_enroute",
    subject: `${booking.businessName} is on the way`,
    ...layout({
      heading: "Your provider is on the way",
      intro: `Hi ${booking.customer_name}, ${booking.member ? `${booking.member} from ${booking.businessName}` : booking.businessName} is heading to you now for ${booking.service_type}${eta}.`,
      facts: [
        referenceFact(booking),
        ["Service", booking.service_type],
        ...visitFacts(booking),
        ["Where", booking.service_address || "The address you gave the provider"],
        ...(booking.coordinates
          ? ([["Coordinates", `${booking.coordinates.lat.toFixed(4)}, ${booking.coordinates.lng.toFixed(4)}`]] as Array<[string, string]>)
          : []),
        ["Provider's phone", booking.providerPhone || "Not available"],
      ],
      portrait: portraitOf(booking),
      action: { label: "View your booking", url: booking.manageUrl },
    }),
  };
}
