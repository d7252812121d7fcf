import { readFormData } from "./form.server";
import { publicOrigin, textResponse } from "./http.server";
import { isTwilioSigned, textsEnabled } from "./sms-transport.server";

/**
 * A post from Twilio to one of its hooks (/hooks/twilio/*): its form fields when its signature
 * holds over the public URL it was sent to, else the response that refuses it (texts off: 404;
 * unsigned or forged: 403). The body is bounded like any form's.
 */
export async function readTwilioPost(request: Request, path: string): Promise<Record<string, string> | Response> {
  if (!textsEnabled()) return textResponse(404, "Text messages are off");
  const form = await readFormData(request);
  const params: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") params[name] = value;
  const signed = await isTwilioSigned({ signature: request.headers.get("X-Twilio-Signature"), url: `${publicOrigin()}${path}`, params });
  if (!signed) return textResponse(403, "This hook needs Twilio's signature");
  return params;
}

/** An empty TwiML answer: nothing to send back in the reply itself (our answers go through the outbox). */
export function emptyTwiml(): Response {
  return new Response('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', {
    status: 200,
    headers: { "Content-Type": "text/xml; charset=utf-8" },
  });
}
