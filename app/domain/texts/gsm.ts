/**
 * GSM 03.38, the 7-bit alphabet a text is sent in when every character is in it: 160 to a
 * segment. One character outside it (a curly quote, an emoji, "ë") sends the whole text as
 * UCS-2, 70 to a segment, so texts are written in it and people's words are brought into it.
 */
const BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
/** Sent as an escape and the character: two septets each. */
const EXTENDED = "^{}\\[~]|€\f";

const basic = new Set(BASIC);
const extended = new Set(EXTENDED);

export const GSM7_SEGMENT = 160;

export function isGsm7(text: string): boolean {
  for (const char of text) if (!basic.has(char) && !extended.has(char)) return false;
  return true;
}

/** The septets a GSM-7 text takes (an extended character takes two); null when it is not GSM-7. */
export function septetsOf(text: string): number | null {
  let septets = 0;
  for (const char of text) {
    if (basic.has(char)) septets += 1;
    else if (extended.has(char)) septets += 2;
    else return null;
  }
  return septets;
}

/** How many segments a text is billed as: 160 septets in one (153 each when split), else 70 UCS-2 units (67 each). */
export function segmentsOf(text: string): { encoding: "GSM-7" | "UCS-2"; segments: number } {
  const septets = septetsOf(text);
  if (septets !== null) return { encoding: "GSM-7", segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
  const units = text.length;
  return { encoding: "UCS-2", segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

const LOOKALIKES: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201A": "'",
  "\u201C": '"',
  "\u201D": '"',
  "\u201E": '"',
  "\u2013": "-",
  "\u2014": "-",
  "\u2026": "...",
  "\u00A0": " ",
  "\u2022": "-",
  "\u00B7": "-",
};

/**
 * A person's words in GSM-7: quotes, dashes and ellipses as their plain forms, accents the
 * alphabet lacks dropped ("Zoë" → "Zoe"), line breaks as spaces, anything else left out.
 */
export function toGsm7(text: string): string {
  let out = "";
  for (const char of text.replace(/\s+/g, " ")) {
    if (basic.has(char) || extended.has(char)) out += char;
    else if (LOOKALIKES[char] !== undefined) out += LOOKALIKES[char];
    else {
      const plain = char.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      if (plain && [...plain].every((c) => basic.has(c))) out += plain;
    }
  }
  return out.trim();
}

/** Text cut to at most `max` characters, ending "..." when it was cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(0, max - 3)).trimEnd()}...`;
}
