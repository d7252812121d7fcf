import { json, type ActionFunctionArgs } from "@remix-run/node";
import { inboundEmailEnabled, inboundSecretMatches, readInboundEmail } from "~/lib/inbound-email.server";
import { textResponse } from "~/lib/http.server";
import { saidResponse } from "~/lib/refusals.server";
import { openReplyAddress } from "~/lib/signed-links.server";
import { replyByEmail } from "~/services/quotes/index.server";

/**
 * Replies by e-mail (docs/decisions/0018): an e-mail service posts each e-mail sent to a reply
 * address here, with the shared secret. The signed address it was sent to names the thread and
 * the side; anything else (no such address, a forged or altered one) changes nothing.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (!inboundEmailEnabled()) return textResponse(404, "Replies by e-mail are off");
  if (!inboundSecretMatches(request)) return textResponse(401, "This webhook needs the inbound e-mail secret");
  const email = await readInboundEmail(request);
  const address = email.recipients.map((recipient) => openReplyAddress(recipient)).find((found) => found !== null) ?? null;
  const outcome = await replyByEmail({
    recipients: email.recipients,
    address,
    senders: email.senders,
    messageId: email.messageId,
    text: email.text,
    attachments: email.attachments,
    now: new Date(),
  });
  // Its logs are read by a person: the refusal in words, not as its reason's id.
  if (!outcome.ok) return saidResponse(request, outcome.status, outcome.message);
  return json({
    received: true,
    threadId: outcome.threadId,
    duplicate: outcome.duplicate ?? false,
    // False when the e-mail held only attachments that were not kept (its sender was told why).
    posted: outcome.posted ?? false,
  });
}
