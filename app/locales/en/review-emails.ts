import { layout, type EmailContent } from "../email-layout";
import { REVIEW_INVITE_KIND, REVIEW_LINK_DAYS, REVIEW_REMINDER_KIND } from "~/domain/reviews/reviews";
import { formatDateLong } from "./time";

/** The e-mails of the review flow, as data (the outbox stores and sends them). */

export type ReviewInvitationData = {
  customerName: string;
  customerEmail: string;
  serviceName: string;
  businessName: string;
  /** The job's date, YYYY-MM-DD in the service's zone. */
  date: string;
  /** Absolute URL of the review page, with its signed token. */
  reviewUrl: string;
};

function invitation(data: ReviewInvitationData, reminder: boolean): EmailContent {
  return {
    to: data.customerEmail,
    kind: reminder ? REVIEW_REMINDER_KIND : REVIEW_INVITE_KIND,
    subject: reminder ? `A reminder: how did ${data.businessName} do?` : `How did ${data.businessName} do?`,
    ...layout({
      heading: reminder ? "There is still time to review your job" : "How was your job?",
      intro: `Hi ${data.customerName}, ${data.businessName} marked your ${data.serviceName} job as completed. Your review helps neighbours choose, and it is marked as a verified booking.`,
      facts: [
        ["Service", data.serviceName],
        ["Provider", data.businessName],
        ["Date", formatDateLong(data.date)],
      ],
      action: { label: "Write your review", url: data.reviewUrl },
      outro: `The link works for ${REVIEW_LINK_DAYS} days after the job, and you can change your review from it for 7 days after writing it.`,
    }),
  };
}

export function reviewInvitationEmail(data: ReviewInvitationData): EmailContent {
  return invitation(data, false);
}

export function reviewReminderEmail(data: ReviewInvitationData): EmailContent {
  return invitation(data, true);
}

/** Both sides hear when an admin hides a review, and why. */
export function reviewHiddenEmails(data: {
  customerName: string;
  customerEmail: string;
  providerEmail: string;
  serviceName: string;
  businessName: string;
  reason: string;
}): EmailContent[] {
  const facts: Array<[string, string]> = [
    ["Service", data.serviceName],
    ["Provider", data.businessName],
    ["Reason", data.reason],
  ];
  return [
    {
      to: data.customerEmail,
      kind: "review_hidden",
      subject: `Your review of ${data.businessName} was hidden`,
      ...layout({
        heading: "Your review was hidden",
        intro: `Hi ${data.customerName}, a Porchlight moderator hid your review of ${data.businessName}. It no longer shows on the service page or counts toward its rating.`,
        facts,
        outro: "If you think this is a mistake, reply to this e-mail.",
      }),
    },
    {
      to: data.providerEmail,
      kind: "review_hidden",
      subject: `A review of ${data.serviceName} was hidden`,
      ...layout({
        heading: "A review was hidden",
        intro: `A Porchlight moderator hid a review of ${data.serviceName} by ${data.customerName}. It no longer counts toward your rating.`,
        facts,
      }),
    },
  ];
}
