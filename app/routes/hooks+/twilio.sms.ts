import type { ActionFunctionArgs } from "@remix-run/node";
import { textResponse } from "~/lib/http.server";
import { emptyTwiml, readTwilioPost } from "~/lib/twilio-hook.server";
import { receiveText } from "~/services/texts/index.server";

/**
 * Texts people send to our number (decision 0034), posted by Twilio: STOP and its kin opt the
 * number out, START opts it in, HELP is answered, anything else joins the conversation of the
 * booking the number last heard about. Signed by Twilio or refused; applied once per message.
 */
export async function action({ request }: ActionFunctionArgs) {
  const params = await readTwilioPost(request, "/hooks/twilio/sms");
  if (params instanceof Response) return params;
  if (!params.MessageSid || !params.From) return textResponse(400, "A text needs MessageSid and From");
  await receiveText({ from: params.From, body: params.Body ?? "", messageSid: params.MessageSid, now: new Date() });
  return emptyTwiml();
}
