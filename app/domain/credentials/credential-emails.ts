import { CREDENTIAL_KIND_LABELS, type CredentialKind } from "./credentials";
import { layout, type EmailContent } from "../email-templates";
import { formatDateLong } from "../time";

/** A credential as its business reads it in an e-mail: "Licence TX-M-12345 (TX)", "Background check on Maria". */
export type CredentialNamed = { kind: CredentialKind; number: string; state: string; holderName: string | null };

export function credentialName(credential: CredentialNamed): string {
  const held = credential.holderName ? ` for ${credential.holderName}` : "";
  if (credential.kind === "background_check") return `Background check ${credential.number}${held}`;
  return `${CREDENTIAL_KIND_LABELS[credential.kind]} ${credential.number} (${credential.state})${held}`;
}

type ToBusiness = { email: string; businessName: string; credential: CredentialNamed; portalUrl: string };

export function credentialVerifiedEmail(input: ToBusiness & { statement: string }): EmailContent {
  return {
    to: input.email,
    kind: "credential_verified",
    subject: `Verified: ${credentialName(input.credential)}`,
    ...layout({
      heading: "Your credential is verified",
      intro: `We checked ${credentialName(input.credential)} for ${input.businessName}. Customers now read:`,
      facts: [["On your pages", input.statement]],
      action: { label: "See your credentials", url: input.portalUrl },
    }),
  };
}

export function credentialRejectedEmail(input: ToBusiness & { reason: string }): EmailContent {
  return {
    to: input.email,
    kind: "credential_rejected",
    subject: `Not verified: ${credentialName(input.credential)}`,
    ...layout({
      heading: "We could not verify your credential",
      intro: `We checked ${credentialName(input.credential)} for ${input.businessName} and could not verify it.`,
      facts: [["Reason", input.reason]],
      action: { label: "Send it again", url: input.portalUrl },
    }),
  };
}

/**
 * When a credential lapses, in the days actually left (a reminder may go late: a credential
 * verified with 10 days left gets its "30 days" reminder then, and says 10).
 */
export function lapseWords(expiresAt: Date, now: Date): string {
  const left = Math.ceil((expiresAt.getTime() - now.getTime()) / 86_400_000);
  return left <= 1 ? "within a day" : `in ${left} days`;
}

export function credentialReminderEmail(
  input: ToBusiness & { expiresOn: string; expiresAt: Date; now: Date; listed: string[] },
): EmailContent {
  const when = lapseWords(input.expiresAt, input.now);
  return {
    to: input.email,
    kind: "credential_reminder",
    subject: `${credentialName(input.credential)} expires ${when}`,
    ...layout({
      heading: `A credential expires ${when}`,
      intro: `${credentialName(input.credential)} for ${input.businessName} is valid through ${formatDateLong(input.expiresOn)}. Send the renewed one so that we can check it in time.`,
      facts: input.listed.length > 0 ? [["Needed to list", input.listed.join(", ")]] : [],
      action: { label: "Add the renewed credential", url: input.portalUrl },
    }),
  };
}

export function credentialLapsedEmail(input: ToBusiness & { unlisted: string[]; memberName: string | null }): EmailContent {
  const facts: Array<[string, string]> = [];
  if (input.unlisted.length > 0) facts.push(["No longer listed", input.unlisted.join(", ")]);
  if (input.memberName) facts.push(["Not given new jobs", input.memberName]);
  return {
    to: input.email,
    kind: "credential_lapsed",
    subject: `${credentialName(input.credential)} has expired`,
    ...layout({
      heading: "A credential has expired",
      intro: `${credentialName(input.credential)} for ${input.businessName} has expired. Bookings already made stay as they are; what needs it waits until a renewed one is verified.`,
      facts,
      action: { label: "Add the renewed credential", url: input.portalUrl },
    }),
  };
}

export const LAPSE_NOTICE_KIND = "credential_lapsed_customer";

/** To a customer with an upcoming booking of a tile that left the lists: their booking stands, and why they hear of it. */
export function credentialLapsedCustomerEmail(input: {
  email: string;
  customerName: string;
  businessName: string;
  serviceType: string;
  reference: string;
  date: string;
  bookingUrl: string;
}): EmailContent {
  return {
    to: input.email,
    kind: LAPSE_NOTICE_KIND,
    subject: `About your ${input.serviceType} booking with ${input.businessName}`,
    ...layout({
      heading: "Your booking stands",
      intro: `Hi ${input.customerName}, a credential ${input.businessName} needs for ${input.serviceType} has expired, so Porchlight no longer lists them until a renewed one is verified. Your booking is unchanged; you may ask them about it, or cancel from the booking's page.`,
      facts: [
        ["Reference", input.reference],
        ["Date", formatDateLong(input.date)],
      ],
      action: { label: "See your booking", url: input.bookingUrl },
    }),
  };
}
