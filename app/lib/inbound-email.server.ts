import { timingSafeEqual } from "node:crypto";
import type { MailAttachment } from "~/domain/quotes/photos";
import { PHOTO_MAX_BYTES } from "~/domain/quotes/quotes";
import { getEnv } from "./env.server";
import { readForm, type ParsedForm } from "./form.server";
import { textResponse } from "./http.server";

/**
 * Replies by e-mail arrive as an e-mail service's inbound webhook (docs/decisions/0018, 0025): JSON
 * like Postmark's or a form like Mailgun's and SendGrid's. Whichever it is, we read the recipient,
 * the sender, the text, the Message-ID and the attachments. The service authenticates with the
 * shared secret, by Basic auth in the URL or a Bearer token.
 */

/**
 * The largest e-mail the webhook reads: three 5 MB photos as base64 in JSON (a third larger) and
 * the text around them. The server's body counter holds it (server/app.ts).
 */
export const INBOUND_EMAIL_MAX_BYTES = 24 * 1024 * 1024;

/** Attachments read per e-mail; the rest are not looked at. */
const MAX_ATTACHMENTS = 10;

/**
 * An e-mail as the webhook says it: to whom, who sent it (its From, then the envelope sender and
 * its Reply-To where the service passes them), its text, and its Message-ID (null when none came).
 */
export type InboundEmail = {
  recipients: string[];
  senders: string[];
  text: string;
  messageId: string | null;
  attachments: MailAttachment[];
};

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
/**
 * How much of one address header is read: the pattern backtracks over a long run without an
 * "@" (quadratic: 50,000 characters took a second), and no real list of recipients is longer.
 */
const ADDRESS_HEADER_MAX_CHARS = 4_096;

/** Every e-mail address in headers like `"Ann" <a@x.org>, b@y.org`, or a list of them. */
function addressesIn(...values: unknown[]): string[] {
  const found: string[] = [];
  for (const value of values.flat(3).slice(0, 100)) {
    if (typeof value === "string") found.push(...(value.slice(0, ADDRESS_HEADER_MAX_CHARS).match(ADDRESS) ?? []));
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

function stringOf(...values: unknown[]): string | null {
  const found = values.find((value) => typeof value === "string" && value.trim() !== "");
  return typeof found === "string" ? found.trim() : null;
}

/** Bytes a base64 text decodes to, counted before decoding it. */
function base64Size(content: string): number {
  const length = content.replace(/[^A-Za-z0-9+/]/g, "").length;
  return Math.floor((length * 3) / 4);
}

/** Postmark's `Attachments: [{ Name, Content, ContentType, ContentID }]`, or the same in lower case. */
function attachmentsOfJson(value: unknown): MailAttachment[] {
  if (!Array.isArray(value)) return [];
  const attachments: MailAttachment[] = [];
  for (const item of value.slice(0, MAX_ATTACHMENTS)) {
    if (!item || typeof item !== "object") continue;
    const part = item as Record<string, unknown>;
    const content = part.Content ?? part.content;
    // A service that passes only the attachment's name (it is fetched separately) gives nothing to keep.
    if (typeof content !== "string") continue;
    const size = base64Size(content);
    attachments.push({
      filename: stringOf(part.Name, part.name, part.filename, part.Filename) ?? "",
      contentId: stringOf(part.ContentID, part.content_id, part.contentId, part.cid),
      size,
      bytes: size > PHOTO_MAX_BYTES ? null : new Uint8Array(Buffer.from(content, "base64")),
    });
  }
  return attachments;
}

function jsonObject(value: FormDataEntryValue | null): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(String(value ?? "{}"));
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The file fields the form services use: Mailgun's attachment-1, -2…; SendGrid's attachment1, 2…. */
const ATTACHMENT_FIELDS = Array.from({ length: MAX_ATTACHMENTS }, (_, i) => [`attachment-${i + 1}`, `attachment${i + 1}`]).flat();

/**
 * The attachments of a form post. Parts placed inside the HTML carry a Content-ID: Mailgun maps
 * them in `content-id-map` ({ "<cid>": "attachment-1" }), SendGrid in `content-ids` and
 * `attachment-info`.
 */
function attachmentsOfForm(parsed: ParsedForm): MailAttachment[] {
  const { formData, files, oversized } = parsed;
  const inline = new Map<string, string>();
  for (const [cid, field] of Object.entries({ ...jsonObject(formData.get("content-id-map")), ...jsonObject(formData.get("content-ids")) }))
    if (typeof field === "string") inline.set(field, cid);
  const info = jsonObject(formData.get("attachment-info"));
  for (const [field, details] of Object.entries(info)) {
    const cid = details && typeof details === "object" ? stringOf((details as Record<string, unknown>)["content-id"]) : null;
    if (cid) inline.set(field, cid);
  }
  const nameIn = (field: string, filename: string) => {
    const details = info[field];
    const named = details && typeof details === "object" ? stringOf((details as Record<string, unknown>).filename) : null;
    return filename || named || "";
  };
  const attachments: MailAttachment[] = [];
  for (const field of ATTACHMENT_FIELDS) {
    for (const file of files.get(field) ?? [])
      attachments.push({
        filename: nameIn(field, file.filename),
        contentId: inline.get(field) ?? null,
        size: file.bytes.byteLength,
        bytes: file.bytes,
      });
    for (const dropped of oversized.filter((entry) => entry.field === field))
      attachments.push({
        filename: nameIn(field, dropped.filename),
        contentId: inline.get(field) ?? null,
        size: PHOTO_MAX_BYTES + 1,
        bytes: null,
      });
  }
  return attachments;
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
    attachments: attachmentsOfJson(data.Attachments ?? data.attachments),
  };
}

function fromForm(parsed: ParsedForm): InboundEmail {
  const field = (name: string) => parsed.formData.get(name);
  const envelope = jsonObject(field("envelope"));
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
    attachments: attachmentsOfForm(parsed),
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
  // Form posts: text fields large enough for a long thread quoted below, and each attachment up
  // to a photo's limit (a larger one is read on and dropped, and its sender told).
  return fromForm(
    await readForm(request, {
      files: Object.fromEntries(ATTACHMENT_FIELDS.map((name) => [name, { maxBytes: PHOTO_MAX_BYTES }])),
      maxFieldBytes: 512 * 1024,
      maxTextBytes: 2 * 1024 * 1024,
      maxFields: 100,
      maxBodyBytes: INBOUND_EMAIL_MAX_BYTES,
    }),
  );
}
