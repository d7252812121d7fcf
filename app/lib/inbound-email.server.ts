import { timingSafeEqual } from "node:crypto";
import { getEnv } from "./env.server";
import { MAX_FORM_BODY_BYTES, readFormData } from "./form.server";
import { textResponse } from "./http.server";

/**
 * Replies by e-mail arrive as the inbound webhook of an e-mail service (docs/decisions/0018).
 * The major ones post either JSON (Postmark: From, To, Cc, OriginalRecipient, TextBody; or a
 * plain { from, to, text }) or a form (Mailgun: recipient, sender, body-plain; SendGrid: to,
 * from, text, envelope). Whichever it is, we read who it was sent to, who sent it, its text and
 * its Message-ID; attachments are never read. The service authenticates with the shared secret, as the
 * password of Basic auth in the webhook's URL or as a Bearer token.
 */

/**
 * An e-mail as the webhook says it: to whom, who sent it (its From, then the envelope sender and
 * its Reply-To where the service passes them), its text, and its Message-ID (null when none came).
 */
export type InboundEmail = { recipients: string[]; senders: string[]; text: string; messageId: string | null };

export function inboundEmailEnabled(): boolean {
  const env = getEnv();
  return Boolean(env.INBOUND_EMAIL_SECRET && env.INBOUND_EMAIL_ADDRESS);
}

function sameText(expected: string, given: string): boolean {
  const [a, b] = [Buffer.from(expected), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export function inboundSecretMatches(request: Request): boolean {
  const secret = getEnv().INBOUND_EMAIL_SECRET;
  const header = request.headers.get("Authorization") ?? "";
  if (!secret || !header) return false;
  const [scheme, value = ""] = header.split(/\s+/, 2);
  if (/^bearer$/i.test(scheme)) return sameText(secret, value);
  if (/^basic$/i.test(scheme)) {
    const decoded = Buffer.from(value, "base64").toString("utf8");
    return sameText(secret, decoded.slice(decoded.indexOf(":") + 1));
  }
  return false;
}

const ADDRESS = /[^\s<>,;:"'()[\]]+@[^\s<>,;:"'()[\]]+/g;

/** Every e-mail address in headers like `"Ann" <a@x.org>, b@y.org`, or a list of them. */
function addressesIn(...values: unknown[]): string[] {
  const found: string[] = [];
  for (const value of values.flat(3)) {
    if (typeof value === "string") found.push(...(value.match(ADDRESS) ?? []));
    else if (value && typeof value === "object" && "Email" in value && typeof value.Email === "string") found.push(value.Email);
  }
  return [...new Set(found.map((address) => address.toLowerCase()))].slice(0, 50);
}

/** The value of the header `name` in a raw header block ("Message-ID: <a@b>\r\n..."). */
function headerIn(raw: unknown, name: string): string | null {
  if (typeof raw !== "string") return null;
  return new RegExp(`^${name}:[ \\t]*(.+)$`, "im").exec(raw)?.[1]?.trim() ?? null;
}

/** Postmark's `Headers: [{ Name, Value }]`, or an object of headers by name. */
function headerOf(headers: unknown, name: string): string | null {
  if (Array.isArray(headers)) {
    const found = headers.find(
      (header) => header && typeof header === "object" && String(header.Name ?? header.name).toLowerCase() === name.toLowerCase(),
    );
    const value = found ? (found.Value ?? found.value) : null;
    return typeof value === "string" ? value : null;
  }
  if (headers && typeof headers === "object") {
    for (const [key, value] of Object.entries(headers))
      if (key.toLowerCase() === name.toLowerCase() && typeof value === "string") return value;
  }
  return headerIn(headers, name);
}

/** A Message-ID as sent ("<abc@mail.example>"), without its brackets; null when there is none. */
function messageIdOf(...values: unknown[]): string | null {
  const found = values.find((value) => typeof value === "string" && value.trim() !== "") as string | undefined;
  if (!found) return null;
  const id = found.trim().replace(/^<|>$/g, "").trim();
  return id ? id.slice(0, 500) : null;
}

function text(...values: unknown[]): string {
  return (values.find((value) => typeof value === "string" && value.trim() !== "") as string | undefined) ?? "";
}

function fromJson(body: Record<string, unknown>): InboundEmail {
  const data = (body.type === "email.received" && body.data && typeof body.data === "object" ? body.data : body) as Record<string, unknown>;
  const headers = data.Headers ?? data.headers;
  return {
    recipients: addressesIn(data.OriginalRecipient, data.ToFull, data.To, data.CcFull, data.Cc, data.to, data.cc, data.recipient),
    senders: addressesIn(
      data.FromFull,
      data.From,
      data.from,
      data.sender,
      headerOf(headers, "Return-Path"),
      data.ReplyTo,
      data.reply_to,
      data.replyTo,
      headerOf(headers, "Reply-To"),
    ),
    text: text(data.TextBody, data.text, data.Text, data["body-plain"]),
    messageId: messageIdOf(headerOf(headers, "Message-ID"), data.message_id, data.messageId, data.MessageID),
  };
}

function fromForm(form: FormData): InboundEmail {
  const field = (name: string) => form.get(name);
  let envelope: { to?: unknown; from?: unknown } = {};
  try {
    const parsed: unknown = JSON.parse(String(field("envelope") ?? "{}"));
    if (parsed && typeof parsed === "object") envelope = parsed;
  } catch {
    envelope = {};
  }
  // SendGrid passes the raw header block as `headers`; Mailgun passes each header as a field.
  const headers = field("headers");
  return {
    recipients: addressesIn(field("recipient"), field("to"), field("To"), field("cc"), envelope.to ?? null),
    senders: addressesIn(
      field("from"),
      field("From"),
      field("sender"),
      envelope.from ?? null,
      field("Reply-To"),
      headerIn(headers, "Reply-To"),
    ),
    text: text(field("body-plain"), field("text"), field("TextBody")),
    messageId: messageIdOf(field("Message-Id"), field("Message-ID"), headerIn(headers, "Message-ID")),
  };
}

/** The e-mail a webhook carries, or a 400/415 for a body that is not one. */
export async function readInboundEmail(request: Request): Promise<InboundEmail> {
  const type = request.headers.get("Content-Type") ?? "";
  if (/^application\/json\b/i.test(type)) {
    let body: unknown;
    try {
      body = JSON.parse(await request.text());
    } catch {
      throw textResponse(400, "The e-mail is not valid JSON.");
    }
    if (!body || typeof body !== "object" || Array.isArray(body)) throw textResponse(400, "The e-mail is not a JSON object.");
    return fromJson(body as Record<string, unknown>);
  }
  // Form posts: text fields only (attachments are read and dropped), large enough for a long thread quoted below.
  return fromForm(
    await readFormData(request, {
      maxFieldBytes: 512 * 1024,
      maxTextBytes: 2 * 1024 * 1024,
      maxFields: 100,
      maxBodyBytes: MAX_FORM_BODY_BYTES,
    }),
  );
}
