import { categoryLabelIn } from "../discovery";
import { escapeHtml, layout, type EmailContent } from "../email-layout";
import { formatDollars } from "~/domain/payments/money";
import { excerpt, type NeededWhen } from "~/domain/quotes/quotes";
import { neededIn } from "../quote-answers";
import { hideContactDetailsIn } from "../thread-server";
import { REPLY_ABOVE_LINE } from "~/domain/quotes/reply-text";
import { formatDateLong } from "./time";

/** The e-mails of quotes and conversations (docs/decisions/0018). */

export type RequestEmailData = {
  customerName: string;
  customerEmail: string;
  /** The category the customer chose: its id, worded in each e-mail's language. */
  category: string;
  /** What the job needs (a service type), or null: something else. */
  jobType: string | null;
  place: string;
  description: string;
  needed: NeededWhen;
  neededDate: string | null;
};

/** The customer's copy: their request's link, where the quotes arrive. */
export function requestReceivedEmail(request: RequestEmailData, input: { providers: string[]; url: string }): EmailContent {
  const { text, html } = layout({
    heading: "Your request for quotes was sent",
    intro: `Hello ${request.customerName}, we sent your request to ${input.providers.length === 1 ? "1 provider" : `${input.providers.length} providers`}. Their quotes and messages arrive on your request's page, and we e-mail you each one.`,
    facts: [
      ["Category", categoryLabelIn("en", request.category)],
      ...(request.jobType ? ([["Job", request.jobType]] as Array<[string, string]>) : []),
      ["Where", request.place],
      ["When", neededIn("en", request.needed, request.neededDate)],
      ["Sent to", input.providers.join(", ")],
    ],
    action: { label: "See your request", url: input.url },
    outro: "Keep this e-mail: its link is how you come back to your request.",
  });
  return {
    to: request.customerEmail,
    subject: `Your request for ${(request.jobType ?? categoryLabelIn("en", request.category)).toLowerCase()} quotes`,
    text,
    html,
    kind: "quote_request",
  };
}

/** A provider's new request (the customer's contact details stay private until they book). */
export function newRequestEmail(
  request: RequestEmailData,
  input: { to: string; customer: string; serviceName: string; url: string },
): EmailContent {
  const { text, html } = layout({
    heading: `New request for a quote: ${input.serviceName}`,
    intro: `${input.customer} in ${request.place} asks for a quote: "${excerpt(hideContactDetailsIn("en", request.description))}"`,
    facts: [
      ["Job", request.jobType ?? `${categoryLabelIn("en", request.category)}: something else`],
      ["Where", request.place],
      ["When", neededIn("en", request.needed, request.neededDate)],
    ],
    action: { label: "Answer with a quote", url: input.url },
    outro: "Quick answers win jobs: your response time is shown on your cards.",
  });
  return { to: input.to, subject: `New request for a quote in ${request.place}`, text, html, kind: "quote_request_provider" };
}

/** A quote arrived: its total and link. */
export function quoteReceivedEmail(input: {
  to: string;
  customerName: string;
  businessName: string;
  totalCents: number;
  validUntil: string;
  url: string;
  revised: boolean;
}): EmailContent {
  const { text, html } = layout({
    heading: `${input.revised ? "Updated quote" : "New quote"} from ${input.businessName}: ${formatDollars(input.totalCents)}`,
    intro: `Hello ${input.customerName}, ${input.businessName} ${input.revised ? "updated their quote" : "sent you a quote"} for your job. Compare it with the others and accept the one you like to choose a time.`,
    facts: [
      ["Total", formatDollars(input.totalCents)],
      ["Valid until", formatDateLong(input.validUntil)],
    ],
    action: { label: "Compare your quotes", url: input.url },
  });
  return {
    to: input.to,
    subject: `Quote from ${input.businessName}: ${formatDollars(input.totalCents)}`,
    text,
    html,
    kind: "quote_received",
  };
}

export function requestDeclinedEmail(input: {
  to: string;
  customerName: string;
  businessName: string;
  reason: string;
  url: string;
}): EmailContent {
  const { text, html } = layout({
    heading: `${input.businessName} cannot take this job`,
    intro: `Hello ${input.customerName}, ${input.businessName} declined your request: "${hideContactDetailsIn("en", input.reason)}"`,
    facts: [],
    action: { label: "See your request", url: input.url },
    outro: "Other providers may still quote.",
  });
  return { to: input.to, subject: `${input.businessName} declined your request`, text, html, kind: "quote_declined" };
}

/** The providers whose quote was not chosen are thanked (their quote closes). */
export function quoteNotChosenEmail(input: { to: string; customer: string; serviceName: string }): EmailContent {
  const { text, html } = layout({
    heading: "The customer chose another provider",
    intro: `Thank you for answering ${input.customer}'s request for ${input.serviceName}. They have booked another provider this time, so the request is closed. No action is needed.`,
    facts: [],
  });
  return { to: input.to, subject: `Request closed: ${input.customer} booked another provider`, text, html, kind: "quote_not_chosen" };
}

/**
 * A message's copy for the other side. When replies by e-mail are on, the reply line comes
 * first: whatever is written above it becomes the reply.
 */
export function messageEmail(input: {
  to: string;
  from: string;
  about: string;
  body: string;
  /** How many photos came with it (they are seen in the conversation, never attached). */
  photos: number;
  url: string;
  repliesByEmail: boolean;
}): EmailContent {
  const photos = input.photos === 0 ? null : `${input.photos === 1 ? "1 photo" : `${input.photos} photos`}, to see in the conversation`;
  const inner = layout({
    heading: `New message from ${input.from}`,
    intro: `${input.from} wrote about ${input.about}:`,
    facts: photos ? [["Photos", photos]] : [],
    action: { label: "Open the conversation", url: input.url },
    outro: input.repliesByEmail ? "Reply to this e-mail, or answer on the page." : "Answer on the page.",
  });
  const { text, html } = withQuotedMessage(inner, {
    about: input.about,
    quoted: input.body || "(photos only)",
    replyLine: input.repliesByEmail ? REPLY_ABOVE_LINE : null,
  });
  return { to: input.to, subject: `New message from ${input.from} about ${input.about}`, text, html, kind: "thread_message" };
}

/**
 * A message e-mail's body: the message quoted after its intro ("… wrote about {about}:") and, when
 * replies by e-mail are on, the reply line first (whatever is written above it becomes the reply).
 */
export function withQuotedMessage(
  inner: { text: string; html: string },
  message: { about: string; quoted: string; replyLine: string | null },
): { text: string; html: string } {
  const text = [
    ...(message.replyLine ? [message.replyLine, ""] : []),
    inner.text.replace(`${message.about}:`, `${message.about}:\n\n${message.quoted}`),
  ].join("\n");
  const body = `<blockquote style="margin:16px 0;padding:8px 12px;border-left:3px solid #d6d3d1;white-space:pre-line">${escapeHtml(message.quoted)}</blockquote>`;
  const html = [
    message.replyLine ? `<p style="color:#78716c;font-size:12px">${escapeHtml(message.replyLine)}</p>` : "",
    inner.html.replace("</p>", `</p>${body}`),
  ].join("");
  return { text, html };
}

/** To whoever replied by e-mail with attachments that were not added, each with its reason. */
export function attachmentsNotAddedEmail(input: { to: string; about: string; notes: readonly string[]; url: string }): EmailContent {
  const count = input.notes.length;
  return {
    to: input.to,
    kind: "thread_attachments_refused",
    subject: `${count === 1 ? "An attachment" : `${count} attachments`} of your reply about ${input.about} ${count === 1 ? "was" : "were"} not added`,
    ...layout({
      heading: count === 1 ? "An attachment was not added" : "Some attachments were not added",
      intro: `We read your reply about ${input.about}. ${count === 1 ? "This attachment was" : "These attachments were"} not added to the conversation:`,
      facts: input.notes.map((note, i) => [`${i + 1}`, note]),
      action: { label: "Open the conversation", url: input.url },
      outro: "Photos in PNG, JPEG, GIF or WebP, up to 5MB each and three per message, are added. Reply again with them to add them.",
    }),
  };
}
