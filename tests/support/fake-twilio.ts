import http from "node:http";
import twilio from "twilio";

/**
 * A fake Twilio on 127.0.0.1: the real `twilio` package is pointed at it (TWILIO_API_URL) and it
 * answers Messages.json, checking the account's credentials, keeps every text, can refuse the next
 * ones with Twilio's error shape, and lists them at GET /messages. No test reaches Twilio.
 */
export type FakeText = {
  /** When it arrived (ms since the epoch): the account's pacing shows in these. */
  at: number;
  sid: string;
  to: string;
  body: string;
  from: string | null;
  messagingServiceSid: string | null;
  statusCallback: string | null;
};

export async function startFakeTwilio(options: { accountSid: string; authToken: string; port?: number }) {
  const texts: FakeText[] = [];
  let refusals: Array<{ status: number; code: number; message: string }> = [];
  let count = 0;
  const expected = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(value));
      };
      if (req.method === "GET" && req.url === "/health") return send(200, { ok: true });
      if (req.method === "GET" && req.url === "/messages") return send(200, texts);
      if (req.method === "DELETE" && req.url === "/messages") {
        texts.length = 0;
        return send(200, { ok: true });
      }
      if (req.method !== "POST" || req.url !== `/2010-04-01/Accounts/${options.accountSid}/Messages.json`)
        return send(404, { code: 20404, message: "The requested resource was not found", status: 404 });
      if (req.headers.authorization !== expected) return send(401, { code: 20003, message: "Authenticate", status: 401 });
      const refusal = refusals.shift();
      if (refusal) return send(refusal.status, { code: refusal.code, message: refusal.message, status: refusal.status });
      const params = new URLSearchParams(body);
      count += 1;
      const text: FakeText = {
        at: Date.now(),
        sid: `SM${String(count).padStart(32, "0")}`,
        to: params.get("To") ?? "",
        body: params.get("Body") ?? "",
        from: params.get("From"),
        messagingServiceSid: params.get("MessagingServiceSid"),
        statusCallback: params.get("StatusCallback"),
      };
      texts.push(text);
      send(201, { sid: text.sid, status: "accepted", to: text.to, body: text.body, account_sid: options.accountSid });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    texts,
    /** Twilio refuses the next `n` texts (a number that cannot take texts: 21614). */
    refuseNext(n = 1, refusal = { status: 400, code: 21614, message: "'To' number is not a valid mobile number" }) {
      refusals = [...refusals, ...Array.from({ length: n }, () => refusal)];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The X-Twilio-Signature Twilio would send for a post of `params` to `url`, made by the library's own helper. */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  return twilio.getExpectedTwilioSignature(authToken, url, params);
}
