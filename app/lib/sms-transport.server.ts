import { getEnv } from "./env.server";
import { singleton } from "./singleton.server";

// Twilio's library is 5 MB of code; a server without texts never loads it (docs/decisions/0037).
const twilioLibrary = () => singleton("twilio-library", () => import("twilio").then((module) => module.default));

/**
 * How one text leaves the machine: through Twilio's own library when TWILIO_* is set
 * (TWILIO_API_URL points it at the tests' fake server on 127.0.0.1; no test reaches Twilio).
 * The outbox, consent and pacing are app/services/support/texter.server.ts.
 */
export function textsEnabled(): boolean {
  const env = getEnv();
  return Boolean(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && (env.TWILIO_MESSAGING_SERVICE_SID || env.TWILIO_FROM_NUMBER));
}

function getClient() {
  return singleton("twilio", async () => {
    const env = getEnv();
    const client = (await twilioLibrary())(env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, { autoRetry: false, timeout: 15_000 });
    if (env.TWILIO_API_URL) client.api.baseUrl = env.TWILIO_API_URL;
    return client;
  });
}

/** Hands one text to Twilio; its id names the text in the status callbacks. Throws when Twilio refuses it. */
export async function sendText(text: { to: string; body: string; statusCallback: string }): Promise<{ sid: string }> {
  const env = getEnv();
  const client = await getClient();
  const message = await client.messages.create({
    to: text.to,
    body: text.body,
    statusCallback: text.statusCallback,
    ...(env.TWILIO_MESSAGING_SERVICE_SID ? { messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID } : { from: env.TWILIO_FROM_NUMBER! }),
  });
  return { sid: message.sid };
}

/**
 * Whether a request is Twilio's: its X-Twilio-Signature over the public URL it called (APP_URL +
 * path, never the Host header) and the posted parameters, checked by the library with the token.
 */
export async function isTwilioSigned(input: { signature: string | null; url: string; params: Record<string, string> }): Promise<boolean> {
  const token = getEnv().TWILIO_AUTH_TOKEN;
  if (!token || !input.signature) return false;
  return (await twilioLibrary()).validateRequest(token, input.signature, input.url, input.params);
}
