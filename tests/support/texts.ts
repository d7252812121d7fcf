import { startFakeTwilio, twilioSignature } from "./fake-twilio";

/**
 * Texts on a temporary database against the fake Twilio on 127.0.0.1. Import it first in a test
 * file: it sets the environment before the app's modules load. Hooks are posted to the routes
 * themselves, signed with the library's helper over the public URL (APP_URL + path).
 */
export const ACCOUNT_SID = "AC00000000000000000000000000000001";
export const AUTH_TOKEN = "twilio-integration-token-0123456789";
export const APP_URL = "http://localhost:3000";

export async function startTexts() {
  const twilio = await startFakeTwilio({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN });
  Object.assign(process.env, {
    TWILIO_ACCOUNT_SID: ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    TWILIO_MESSAGING_SERVICE_SID: "MG00000000000000000000000000000001",
    TWILIO_API_URL: twilio.url,
    APP_URL,
    TEXTS_PER_SECOND: "50",
  });
  const [{ action: smsAction }, { action: statusAction }, { deliverDueTexts }, { context, run }, { getDb }] = await Promise.all([
    import("~/routes/hooks+/twilio.sms"),
    import("~/routes/hooks+/twilio.status"),
    import("~/services/support/texter.server"),
    import("./requests"),
    import("~/lib/db.server"),
  ]);

  /** Posts `params` to a Twilio hook as Twilio does: form-encoded, signed (unless `signature` says otherwise). */
  function post(action: typeof smsAction, path: string, params: Record<string, string>, signature?: string | null) {
    const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
    const signed = signature === undefined ? twilioSignature(AUTH_TOKEN, `${APP_URL}${path}`, params) : signature;
    if (signed) headers["X-Twilio-Signature"] = signed;
    return run(
      action({
        request: new Request(`${APP_URL}${path}`, { method: "POST", headers, body: new URLSearchParams(params) }),
        params: {},
        context,
      }),
    );
  }
  let inbound = 0;
  return {
    twilio,
    getDb,
    /** Sends what is due at `now`, as the texter's run would. */
    deliver: (now: Date) => deliverDueTexts(() => now),
    /** A text from `from` to our number. */
    sms: (from: string, body: string, signature?: string | null) =>
      post(
        smsAction,
        "/hooks/twilio/sms",
        { MessageSid: `SMin${String(++inbound).padStart(28, "0")}`, From: from, To: "+15125550100", Body: body, AccountSid: ACCOUNT_SID },
        signature,
      ),
    /** The same text again (Twilio's retry): the same MessageSid. */
    smsWithSid: (sid: string, from: string, body: string) =>
      post(smsAction, "/hooks/twilio/sms", { MessageSid: sid, From: from, To: "+15125550100", Body: body, AccountSid: ACCOUNT_SID }),
    status: (sid: string, status: string, extra: Record<string, string> = {}, signature?: string | null) =>
      post(statusAction, "/hooks/twilio/status", { MessageSid: sid, MessageStatus: status, AccountSid: ACCOUNT_SID, ...extra }, signature),
    outbox: () => getDb().selectFrom("text_outbox").selectAll().orderBy("created_at").orderBy("id").execute(),
  };
}
