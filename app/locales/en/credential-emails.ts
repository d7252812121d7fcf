import { layout, type EmailContent } from "../email-layout";
import { LAPSE_NOTICE_KIND } from "~/domain/credentials/credentials";
import { formatDateLong } from "./time";

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
