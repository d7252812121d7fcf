import type { EmailKind } from "~/domain/email-kinds";
import type { Language } from "~/domain/language";

/** E-mails as data (subject, text, HTML); the mailer stores and sends them. */
export type EmailContent = { to: string; subject: string; text: string; html: string; kind: EmailKind };

export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** A short e-mail: a heading, labelled facts, an optional button link, a closing line. */
export function layout(input: {
  heading: string;
  intro: string;
  facts: Array<[string, string]>;
  action?: { label: string; url: string };
  outro?: string;
  /** A person's photo beside the intro (who is coming), by its absolute address. */
  portrait?: { url: string; name: string } | null;
  /** The e-mail's language, for readers and screen readers; English unless said. */
  lang?: Language;
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
    `<div lang="${input.lang ?? "en"}" style="font-family:system-ui,sans-serif;max-width:560px;margin:0 auto;color:#1c1917">`,
    `<h1 style="font-size:20px">${escapeHtml(input.heading)}</h1>`,
    input.portrait
      ? `<p><img src="${escapeHtml(input.portrait.url)}" alt="${escapeHtml(input.portrait.name)}" width="64" height="64" style="border-radius:50%;object-fit:cover"></p>`
      : "",
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

const UNSUBSCRIBE_WORDS = {
  en: {
    why: "You get e-mails like this one because of something you booked or asked for on Porchlight.",
    stop: "Stop e-mails like this",
  },
  es: {
    why: "Recibe correos como este por algo que reservó o pidió en Porchlight.",
    stop: "Dejar de recibir correos como este",
  },
} as const;

/**
 * The footer of an e-mail its reader may stop (decision 0054), added as it is sent: why it came,
 * and the link that stops its kind. `html` is placed inside the e-mail's own frame.
 */
export function unsubscribeFooter(html: string, url: string): { text: string; html: string } {
  const words = UNSUBSCRIBE_WORDS[/^<div lang="es"/.test(html) ? "es" : "en"];
  return {
    text: `\n\n${words.why}\n${words.stop}: ${url}`,
    html: `<p style="color:#57534e;font-size:13px">${escapeHtml(words.why)} <a href="${escapeHtml(url)}">${escapeHtml(words.stop)}</a></p>`,
  };
}

/** The booking fields of spec section 7 (send-booking-notifications). */
export type BookingEmailData = {
  id: string;
  /** The short reference ("PL-7K3M9Q") every e-mail about the booking names. */
  reference: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  service_type: string;
  service_address: string;
  preferred_date: string;
  preferred_time: string;
  duration_minutes: number;
  coordinates: { lat: number; lng: number } | null;
  special_requests: string | null;
  businessName: string;
  providerEmail: string;
  providerPhone: string;
  timeZoneLabel: string;
  /** Absolute URL of the customer's booking page (with its token). */
  manageUrl: string;
  /** A visit of a series: its place in the rule and how often it repeats. */
  series?: { index: number; of: number; intervalWeeks: number } | null;
  /** The first name of the team member doing the job (decision 0032); none when the provider does it themselves. */
  member?: string | null;
  /** The owner's first name: who comes when no member does. */
  owner?: string | null;
  /** That member's photo, by its absolute address, where one was given. */
  memberPhotoUrl?: string | null;
  /** The customer's language (migration 0038): their e-mails are in it. */
  language?: Language;
  /** The business's language, its owner's choice for their e-mails and texts (English unless chosen). */
  providerLanguage?: Language;
};

/** Who is coming, pictured, where the member has a photo. */
export function portraitOf(booking: Pick<BookingEmailData, "member" | "memberPhotoUrl">): { url: string; name: string } | null {
  return booking.member && booking.memberPhotoUrl ? { url: booking.memberPhotoUrl, name: booking.member } : null;
}
