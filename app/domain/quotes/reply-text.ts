/**
 * The new text of an e-mail reply, without what the mail program quoted below it: our own marker
 * line, Gmail's and Apple Mail's "On … wrote:", Outlook's header block, ">" lines, a signature
 * after "-- " and "Sent from my …".
 */

/** The line our message e-mails start with: a reply written above it is all we keep. */
export const REPLY_ABOVE_LINE = "## Write your reply above this line ##";
/** The same line in a Spanish-speaking customer's e-mails. */
export const REPLY_ABOVE_LINE_ES = "## Escriba su respuesta encima de esta línea ##";

// Gmail's and Apple Mail's attribution, in English and in Spanish ("El … escribió:").
const ATTRIBUTION = /^(?:on\b.{0,300}\bwrote|el\b.{0,300}\bescribi[óo]):?$/i;
const ATTRIBUTION_START = /^(?:on|el)\s.+/i;
const OUTLOOK_RULE = /^-{2,}\s*original message\s*-{2,}$/i;
const UNDERSCORE_RULE = /^_{10,}$/;
const HEADER = /^\*?(from|sent|date|to|subject|cc)\*?:\s/i;
const SIGNATURE = /^--\s?$/;
const SENT_FROM = /^(?:sent from my|enviado desde mi)\s/i;
const MARKER = /^#{2}\s*(?:write your reply above this line|escriba su respuesta encima de esta l[ií]nea)\s*#{2}$/i;

/** Outlook's header block: "From:" followed within a few lines by "Sent:" or "Date:" and "To:"/"Subject:". */
function startsHeaderBlock(lines: readonly string[], at: number): boolean {
  if (!/^\*?from\*?:\s/i.test(lines[at])) return false;
  const next = lines.slice(at + 1, at + 5).filter((line) => HEADER.test(line));
  return next.length >= 2;
}

/** Where the quoted part begins (the index of its first line), or the number of lines when nothing is quoted. */
function quoteStart(lines: readonly string[]): number {
  // Trimmed once: trimming every line again for each line made a long e-mail cost its lines squared.
  const trimmed = lines.map((line) => line.trim());
  for (let i = 0; i < lines.length; i += 1) {
    const line = trimmed[i];
    if (MARKER.test(line) || OUTLOOK_RULE.test(line) || SIGNATURE.test(lines[i]) || SENT_FROM.test(line)) return i;
    if (ATTRIBUTION.test(line)) return i;
    // Gmail's attribution wrapped: "On Wed, Nov 25, 2026 at 10:02 AM Porchlight <" / "bookings@…> wrote:".
    if (ATTRIBUTION_START.test(line)) {
      const joined = [line, lines[i + 1]?.trim() ?? "", lines[i + 2]?.trim() ?? ""];
      if (ATTRIBUTION.test(`${joined[0]} ${joined[1]}`) || ATTRIBUTION.test(joined.join(" "))) return i;
    }
    if (UNDERSCORE_RULE.test(line) && lines.slice(i + 1, i + 3).some((next) => /^\*?from\*?:\s/i.test(next.trim()))) return i;
    if (startsHeaderBlock(trimmed, i)) return i;
    if (line.startsWith(">")) return i;
  }
  return lines.length;
}

// An e-mail may carry form feeds, escapes or NULs: kept out of messages, as out of every typed field.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * How much of an e-mail's text is read for its reply: a message keeps 2,000 characters, so the
 * new text is near the top; the rest of a 24 MB body is never scanned (decision 0039).
 */
export const REPLY_SOURCE_MAX_CHARS = 64 * 1024;

export function extractReply(text: string): string {
  const lines = text.slice(0, REPLY_SOURCE_MAX_CHARS).replace(/\r\n?/g, "\n").replace(CONTROL_CHARACTERS, "").split("\n");
  const kept = lines.slice(0, quoteStart(lines));
  return kept
    .join("\n")
    .replace(/[ \t]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
