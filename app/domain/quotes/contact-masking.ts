/**
 * Before a booking exists neither side sees the other's e-mail address or phone number, in what
 * they write too. People get round a plain pattern, so the text is read as a person reads it
 * (full-width characters, letters for digits, spelled digits, "at" and "dot"), while prices, dates,
 * zips and street numbers are left alone (docs/decisions/0018).
 */

const SPELLED: Record<string, string> = {
  zero: "0",
  oh: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
};

/** Letters that stand for a digit when written inside a number ("512-555-O199", "5l2"). */
const LOOKALIKE: Record<string, string> = { o: "0", O: "0", l: "1", I: "1" };

const TLDS = "com|org|net|edu|gov|us|io|co|me|info|biz|app|dev|mail|email|online|xyz|ca|uk";
const DOT = String.raw`(?:\s*\.\s*|\s*[([]\s*dot\s*[)\]]\s*|\s+dot\s+)`;
const AT = String.raw`(?:\s*@\s*|\s*[([]\s*at\s*[)\]]\s*|\s+at\s+)`;
const WORD = String.raw`[\p{L}\p{N}_+-]+`;
/** An address with an @ (any domain), or one spelled out, whose domain ends in a known TLD. */
const EMAIL_IN_TEXT = new RegExp(
  String.raw`${WORD}(?:${DOT}${WORD})*(?:\s*@\s*${WORD}(?:${DOT}${WORD})*${DOT}\p{L}{2,24}|${AT}${WORD}(?:${DOT}${WORD})*${DOT}(?:${TLDS}))\b`,
  "giu",
);
/** Links that open a chat with a number or a name. */
const CHAT_LINK = /\b(?:wa\.me|api\.whatsapp\.com|t\.me|m\.me|telegram\.me)\/\S*/gi;

type Token = { start: number; end: number; kind: "digits" | "word" | "separator" | "other"; text: string };
const TOKEN = /(\d+)|(\p{L}+)|([\s\-.()/+_]+)|(.)/gsu;

function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const kind = match[1] ? "digits" : match[2] ? "word" : match[3] ? "separator" : "other";
    tokens.push({ start: match.index, end: match.index + match[0].length, kind, text: match[0] });
  }
  return tokens;
}

/** The digits a token stands for inside a number, or null when it is not part of one. */
function digitsOf(tokens: readonly Token[], i: number): string | null {
  const token = tokens[i];
  if (token.kind === "digits") return token.text;
  if (token.kind !== "word") return null;
  const spelled = SPELLED[token.text.toLowerCase()];
  if (spelled) return spelled;
  // "O199": look-alike letters count only when they touch digits.
  const touchesDigits = tokens[i - 1]?.kind === "digits" || tokens[i + 1]?.kind === "digits";
  if (touchesDigits && [...token.text].every((letter) => letter in LOOKALIKE)) return [...token.text].map((l) => LOOKALIKE[l]).join("");
  return null;
}

type Group = { digits: string; start: number; end: number; spelled: boolean };

/** Runs of digit groups with only separators between them ("(512) 555-0199" is three groups). */
function runsOf(text: string): Group[][] {
  const tokens = tokensOf(text);
  const runs: Group[][] = [];
  let run: Group[] = [];
  tokens.forEach((token, i) => {
    const digits = digitsOf(tokens, i);
    if (digits === null) {
      if (token.kind === "separator") return;
      if (run.length) runs.push(run);
      run = [];
      return;
    }
    const spelled = token.kind === "word" && SPELLED[token.text.toLowerCase()] !== undefined;
    const last = run.at(-1);
    // Digits that touch ("O" then "199") are one group; a separator, or a spelled digit, starts the next.
    if (last && !spelled && !last.spelled && last.end === token.start)
      Object.assign(last, { digits: last.digits + digits, end: token.end });
    else run.push({ digits, start: token.start, end: token.end, spelled });
  });
  if (run.length) runs.push(run);
  return runs;
}

/** Whether digit groups read as one US phone number: 10 digits (11 with a leading 1), grouped like one. */
function isPhone(groups: readonly Group[]): boolean {
  const digits = groups.map((group) => group.digits).join("");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (national.length !== 10 || !/^[2-9]\d{2}[2-9]\d{6}$/.test(national)) return false;
  if (groups.length === 1) return true;
  // A date and a time ("2026-12-01 10") or a long number with a count beside it are not one.
  return groups.every((group, i) => group.digits.length <= 4 && (group.digits.length < 4 || i === groups.length - 1));
}

/** The spans of the text that hold a phone number. */
function phoneSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const run of runsOf(text)) {
    let i = 0;
    while (i < run.length) {
      let found = -1;
      let count = 0;
      for (let j = i; j < run.length && count <= 11; j++) {
        count += run[j].digits.length;
        if ((count === 10 || count === 11) && isPhone(run.slice(i, j + 1))) found = j;
      }
      if (found >= 0) {
        // "(512) 555-0199" and "+1 512…" go whole, their opening bracket or plus too.
        let start = run[i].start;
        while (start > 0 && "(+".includes(text[start - 1])) start -= 1;
        spans.push([start, run[found].end]);
        i = found + 1;
      } else i += 1;
    }
  }
  return spans;
}

/**
 * The text with every e-mail address, phone number and chat link replaced by `note` (in the
 * reader's words: app/locales/thread-server.ts). Text without one comes back exactly as it was written.
 */
export function hideContactDetails(text: string, note: string): string {
  const folded = text.normalize("NFKC");
  let masked = folded.replace(CHAT_LINK, note).replace(EMAIL_IN_TEXT, note);
  const spans = phoneSpans(masked);
  for (const [start, end] of spans.reverse()) masked = `${masked.slice(0, start)}${note}${masked.slice(end)}`;
  return masked === folded ? text : masked;
}
