import { layout, type EmailContent } from "../email-layout";

/** A text the phone company could not deliver, sent once by e-mail instead (decision 0034). */
export function undeliveredTextEmail(input: { to: string; body: string; businessName: string | null }): EmailContent {
  return {
    to: input.to,
    kind: "text_undelivered",
    subject: `A text from ${input.businessName ?? "Porchlight"} did not reach your phone`,
    ...layout({
      heading: "We could not deliver a text",
      intro: "Your phone company did not deliver this text, so here it is by e-mail:",
      facts: [["Text", input.body]],
      outro: "The number may be wrong or unable to take texts; everything about your booking still comes by e-mail too.",
    }),
  };
}
