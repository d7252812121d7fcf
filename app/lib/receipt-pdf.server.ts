import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";

/**
 * A receipt as a one-page PDF (decision 0055), drawn with pdf-lib's standard Helvetica: no font
 * file to read, no native code, a few milliseconds per receipt. The standard fonts speak
 * Windows-1252 only, so a character outside it (a name in another script) is drawn as "?" rather
 * than failing the download.
 */
export type ReceiptDocument = {
  title: string;
  subtitle: string;
  /** Label and value rows, in order; a row with `strong` is a total. */
  sections: Array<{ heading: string; rows: Array<{ label: string; value: string; strong?: boolean }> }>;
  footer: string;
  /** The document's own metadata language ("en", "es"). */
  language: string;
};

const WIN_ANSI_EXTRAS = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";

/** Text the standard font can draw: typographic minus as a hyphen, anything else unknown as "?". */
export function drawableText(text: string): string {
  return Array.from(text.replace(/\u2212/g, "-").replace(/[\u00a0\u202f]/g, " "))
    .map((char) => {
      const code = char.codePointAt(0)!;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff) || WIN_ANSI_EXTRAS.includes(char)) return char;
      return "?";
    })
    .join("");
}

const PAGE = { width: 612, height: 792, margin: 56 };
const INK = rgb(0.11, 0.1, 0.09);
const MUTED = rgb(0.34, 0.33, 0.31);

/** Lines of `text` no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function receiptPdf(receipt: ReceiptDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(drawableText(receipt.title));
  pdf.setLanguage(receipt.language);
  pdf.setProducer("Porchlight");
  pdf.setCreator("Porchlight");
  const [regular, bold] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)]);
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  const room = (height: number) => {
    if (y - height >= PAGE.margin) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const text = (value: string, options: { font: PDFFont; size: number; color?: typeof INK; x?: number; right?: boolean }) => {
    const drawn = drawableText(value);
    const x = options.right ? PAGE.width - PAGE.margin - options.font.widthOfTextAtSize(drawn, options.size) : (options.x ?? PAGE.margin);
    page.drawText(drawn, { x, y, size: options.size, font: options.font, color: options.color ?? INK });
  };
  for (const line of wrap(drawableText(receipt.title), bold, 20, width)) {
    room(26);
    text(line, { font: bold, size: 20 });
    y -= 26;
  }
  for (const line of wrap(drawableText(receipt.subtitle), regular, 11, width)) {
    room(16);
    text(line, { font: regular, size: 11, color: MUTED });
    y -= 16;
  }
  for (const section of receipt.sections) {
    y -= 12;
    room(40);
    text(section.heading, { font: bold, size: 13 });
    y -= 8;
    page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.width - PAGE.margin, y }, thickness: 0.5, color: MUTED });
    y -= 16;
    for (const row of section.rows) {
      const font = row.strong ? bold : regular;
      const labelLines = wrap(drawableText(row.label), font, 11, width - 120);
      room(16 * labelLines.length);
      text(row.value, { font, size: 11, right: true });
      for (const line of labelLines) {
        text(line, { font, size: 11 });
        y -= 16;
      }
    }
  }
  y -= 16;
  for (const line of wrap(drawableText(receipt.footer), regular, 9, width)) {
    room(12);
    text(line, { font: regular, size: 9, color: MUTED });
    y -= 12;
  }
  return pdf.save();
}
