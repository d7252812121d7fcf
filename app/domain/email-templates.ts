import { formatDateLong, formatTime12h } from "./time";

/** E-mails as data (subject, text, HTML); the mailer stores and sends them. */
export type EmailContent = { to: string; subject: string; text: string; html: string; kind: string };

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** A short e-mail: a heading, labelled facts, an optional button link, a closing line. */
function layout(input: {
  heading: string;
  intro: string;
  facts: Array<[string, string]>;
  action?: { label: string; url: string };
  outro?: string;
}): { text: string; html: string } {
  const text = [
    input.heading,
    "",
    input.intro,
    "",
    ...input.facts.map(([label, value]) => `${label}: ${value}`),
    ...(input.action ? ["", `${input.action.label}: ${input.action.url}`] : []),
    ...(input.outro ? ["", input.outro] : []),
    "",
    "Porchlight",
  ].join("\n");
  const rows = input.facts
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const html = [
    `<div style="font-family:system-ui,sans-serif;max-width:560px;margin:0 auto;color:#1c1917">`,
    `<h1 style="font-size:20px">${escapeHtml(input.heading)}</h1>`,
    `<p>${escapeHtml(input.intro)}</p>`,
    `<table role="presentation" style="border-collapse:collapse">${rows}</table>`,
    input.action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="background:#9a3412;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(input.action.label)}</a></p>`
      : "",
    input.outro ? `<p>${escapeHtml(input.outro)}</p>` : "",
    `<p style="color:#57534e">Porchlight</p>`,
    `</div>`,
  ].join("");
  return { text, html };
}

/** The booking fields of spec section 7 (send-booking-notifications). */
export type BookingEmailData = {
  id: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  service_type: string;
  service_address: string;
  preferred_date: string;
  preferred_time: string;
  coordinates: { lat: number; lng: number } | null;
  special_requests: string | null;
  businessName: string;
  providerEmail: string;
  providerPhone: string;
  timeZoneLabel: string;
  /** Absolute URL of the customer's booking page (with its token). */
  manageUrl: string;
};

function when(booking: BookingEmailData): string {
  return `${formatDateLong(booking.preferred_date)} at ${formatTime12h(booking.preferred_time)} (${booking.timeZoneLabel})`;
}

function where(booking: BookingEmailData): string {
  return booking.service_address || "To be arranged with the provider";
}

function coordinates(booking: BookingEmailData): Array<[string, string]> {
  return booking.coordinates
    ? [["Coordinates", `${booking.coordinates.lat.toFixed(4)}, ${booking.coordinates.lng.toFixed(4)}`]]
    : [];
}

/** Type 'booking_confirmation': to the customer, with the link to manage the booking. */
export function bookingConfirmationEmail(booking: BookingEmailData): EmailContent {
  return {
    to: booking.customer_email,
    kind: "booking_confirmation",
    subject: `Booking confirmed: ${booking.service_type} on ${formatDateLong(booking.preferred_date)}`,
    ...layout({
      heading: "Your booking is confirmed",
      intro: `Hi ${booking.customer_name}, ${booking.businessName} will see you at the time below.`,
      facts: [
        ["Booking", booking.id],
        ["Service", booking.service_type],
        ["When", when(booking)],
        ["Where", where(booking)],
        ...coordinates(booking),
        ["Provider", `${booking.businessName}, ${booking.providerPhone}, ${booking.providerEmail}`],
      ],
      action: { label: "View or cancel your booking", url: booking.manageUrl },
      outro: "Add it to your calendar or cancel it from that page.",
    }),
  };
}

/** To the provider: a new booking of one of their services. */
export function providerBookingNoticeEmail(booking: BookingEmailData): EmailContent {
  return {
    to: booking.providerEmail,
    kind: "booking_provider_notice",
    subject: `New booking: ${booking.service_type} on ${formatDateLong(booking.preferred_date)}`,
    ...layout({
      heading: "You have a new booking",
      intro: `${booking.customer_name} booked ${booking.service_type}.`,
      facts: [
        ["When", when(booking)],
        ["Where", where(booking)],
        ...coordinates(booking),
        ["Customer", `${booking.customer_name}, ${booking.customer_phone}, ${booking.customer_email}`],
        ["Special requests", booking.special_requests || "None"],
      ],
    }),
  };
}

export function bookingCancelledEmails(booking: BookingEmailData): EmailContent[] {
  const facts: Array<[string, string]> = [
    ["Service", booking.service_type],
    ["When", when(booking)],
    ["Where", where(booking)],
  ];
  return [
    {
      to: booking.customer_email,
      kind: "booking_cancelled",
      subject: `Booking cancelled: ${booking.service_type} on ${formatDateLong(booking.preferred_date)}`,
      ...layout({
        heading: "Your booking is cancelled",
        intro: `Hi ${booking.customer_name}, your booking with ${booking.businessName} is cancelled.`,
        facts,
      }),
    },
    {
      to: booking.providerEmail,
      kind: "booking_cancelled_provider",
      subject: `Cancelled: ${booking.service_type} on ${formatDateLong(booking.preferred_date)}`,
      ...layout({
        heading: "A booking was cancelled",
        intro: `${booking.customer_name} cancelled their booking. The time is free again.`,
        facts: [...facts, ["Customer", `${booking.customer_name}, ${booking.customer_phone}`]],
      }),
    },
  ];
}

/** send-provider-application: the applicant's confirmation (e-mail, business name, owner name). */
export function providerApplicationEmail(input: { email: string; businessName: string; ownerName: string; portalUrl: string }): EmailContent {
  return {
    to: input.email,
    kind: "provider_application",
    subject: `We received your application for ${input.businessName}`,
    ...layout({
      heading: "Thanks for applying to Porchlight",
      intro: `Hi ${input.ownerName}, we received the application for ${input.businessName}. We review every application by hand and will e-mail you when it is decided.`,
      facts: [
        ["Business", input.businessName],
        ["Owner", input.ownerName],
        ["Sign-in e-mail", input.email],
      ],
      action: { label: "Open the provider portal", url: input.portalUrl },
      outro: "You can sign in to the portal now to see your application's status.",
    }),
  };
}

/** Portal sign-up without an application yet. */
export function providerWelcomeEmail(input: { email: string; businessName: string; ownerName: string; portalUrl: string; joinUrl: string }): EmailContent {
  return {
    to: input.email,
    kind: "provider_welcome",
    subject: "Your Porchlight provider account",
    ...layout({
      heading: `Welcome to Porchlight, ${input.ownerName}`,
      intro: `Your provider account for ${input.businessName} is ready. To appear in customers' searches, send us your application with your services and service area.`,
      facts: [["Sign-in e-mail", input.email]],
      action: { label: "Complete your application", url: input.joinUrl },
      outro: `Your portal: ${input.portalUrl}`,
    }),
  };
}

/** To the applicant when an admin approves: their services are live. */
export function applicationApprovedEmail(input: { email: string; businessName: string; ownerName: string; services: string[]; zip: string; portalUrl: string }): EmailContent {
  return {
    to: input.email,
    kind: "application_approved",
    subject: `${input.businessName} is approved on Porchlight`,
    ...layout({
      heading: "Your application is approved",
      intro: `Hi ${input.ownerName}, ${input.businessName} is now live on Porchlight. Customers around ${input.zip} can find and book you.`,
      facts: [["Services", input.services.join(", ")]],
      action: { label: "Open the provider portal", url: input.portalUrl },
    }),
  };
}

/** To the applicant when an admin rejects, with the reason when one was given. */
export function applicationRejectedEmail(input: { email: string; businessName: string; ownerName: string; reason: string | null; joinUrl: string }): EmailContent {
  return {
    to: input.email,
    kind: "application_rejected",
    subject: `Your Porchlight application for ${input.businessName}`,
    ...layout({
      heading: "Your application was not approved",
      intro: `Hi ${input.ownerName}, we reviewed the application for ${input.businessName} and could not approve it this time.`,
      facts: input.reason ? [["Reason", input.reason]] : [],
      action: { label: "Apply again", url: input.joinUrl },
    }),
  };
}

/** send-booking-notifications, type 'provider_enroute': the provider is on the way. */
export function providerEnRouteEmail(booking: Pick<BookingEmailData, "id" | "customer_name" | "customer_email" | "service_type" | "service_address" | "coordinates" | "businessName" | "providerPhone" | "manageUrl">): EmailContent {
  return {
    to: booking.customer_email,
    kind: "provider_enroute",
    subject: `${booking.businessName} is on the way`,
    ...layout({
      heading: "Your provider is on the way",
      intro: `Hi ${booking.customer_name}, ${booking.businessName} is heading to you now for ${booking.service_type}.`,
      facts: [
        ["Booking", booking.id],
        ["Service", booking.service_type],
        ["Where", booking.service_address || "The address you gave the provider"],
        ...(booking.coordinates
          ? ([["Coordinates", `${booking.coordinates.lat.toFixed(4)}, ${booking.coordinates.lng.toFixed(4)}`]] as Array<[string, string]>)
          : []),
        ["Provider's phone", booking.providerPhone],
      ],
      action: { label: "View your booking", url: booking.manageUrl },
    }),
  };
}
