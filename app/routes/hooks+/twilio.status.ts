import { json, type ActionFunctionArgs } from "@remix-run/node";
import { textResponse } from "~/lib/http.server";
import { readTwilioPost } from "~/lib/twilio-hook.server";
import { textStatusReported } from "~/services/texts/index.server";

/**
 * Twilio's status callbacks for the texts we sent (decision 0034): delivered, undelivered or
 * failed marks the text in the outbox, once per message and status; an undelivered one goes by
 * e-mail instead. Signed by Twilio or refused.
 */
export async function action({ request }: ActionFunctionArgs) {
  const params = await readTwilioPost(request, "/hooks/twilio/status");
  if (params instanceof Response) return params;
  const status = params.MessageStatus ?? params.SmsStatus;
  if (!params.MessageSid || !status) return textResponse(400, "A status needs MessageSid and MessageStatus");
  const { applied } = await textStatusReported({
    messageSid: params.MessageSid,
    status,
    errorCode: params.ErrorCode ?? null,
    now: new Date(),
  });
  return json({ received: true, applied });
}
