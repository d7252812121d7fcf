import { describe, expect, it } from "vitest";
import { isHeifImage } from "~/domain/image";
import { attachmentNoteTextIn } from "~/locales/quote-emails";
import {
  attachmentName,
  INLINE_DECORATION_BYTES,
  parseAttachmentNotes,
  sortAttachments,
  type MailAttachment,
} from "~/domain/quotes/photos";

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
/** An ISO base media file's first box: size, "ftyp", the major brand, a minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return new Uint8Array([0, 0, 0, size, ...ascii("ftyp"), ...ascii(major), 0, 0, 0, 0, ...compatible.flatMap(ascii), 0, 0]);
};
const padded = (head: number[] | Uint8Array, size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return bytes;
};
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe1];

const file = (filename: string, bytes: Uint8Array | null, extra: Partial<MailAttachment> = {}): MailAttachment => ({
  filename,
  contentId: null,
  size: bytes?.length ?? 6 * 1024 * 1024,
  bytes,
  ...extra,
});

describe("isHeifImage", () => {
  it("knows an iPhone's HEIC by its brands, major or compatible", () => {
    expect(isHeifImage(ftyp("heic", "mif1", "heic"))).toBe(true);
    expect(isHeifImage(ftyp("mif1", "heic"))).toBe(true);
    expect(isHeifImage(ftyp("heix"))).toBe(true);
    expect(isHeifImage(ftyp("msf1", "hevc"))).toBe(true);
  });

  it("is not fooled by other ISO media files, AVIF or a brand in the minor version's place", () => {
    expect(isHeifImage(ftyp("isom", "mp41"))).toBe(false);
    expect(isHeifImage(ftyp("avif", "mif1", "miaf"))).toBe(false);
    expect(isHeifImage(ftyp("qt  "))).toBe(false);
    const minor = ftyp("isom");
    minor.set(ascii("heic"), 12);
    expect(isHeifImage(minor)).toBe(false);
    expect(isHeifImage(new Uint8Array(PNG))).toBe(false);
    expect(isHeifImage(new Uint8Array([]))).toBe(false);
  });
});

describe("sortAttachments", () => {
  it("keeps photos by their bytes, whatever their names say, three at most", () => {
    const { photos, notes } = sortAttachments([
      file("a.dat", padded(PNG, 100)),
      file("b.png", padded(JPEG, 100)),
      file("c.jpg", padded(PNG, 100)),
      file("d.jpg", padded(JPEG, 100)),
    ]);
    expect(photos.map((photo) => photo.contentType)).toEqual(["image/png", "image/jpeg", "image/png"]);
    expect(notes).toEqual([{ name: "d.jpg", reason: "count" }]);
  });

  it("gives each file not kept its reason: HEIC, not a photo, too large", () => {
    const { photos, notes } = sortAttachments([
      file("IMG_1.HEIC", padded(ftyp("heic", "mif1"), 200)),
      file("plan.pdf", padded(ascii("%PDF-1.7"), 200)),
      file("drawing.svg", padded(ascii("<svg xmlns="), 200)),
      file("huge.jpg", null),
    ]);
    expect(photos).toEqual([]);
    expect(notes).toEqual([
      { name: "IMG_1.HEIC", reason: "heic" },
      { name: "plan.pdf", reason: "type" },
      { name: "drawing.svg", reason: "type" },
      { name: "huge.jpg", reason: "size" },
    ]);
  });

  it("leaves out small images placed inside the message (a signature's logo), keeping large ones", () => {
    const { photos, notes } = sortAttachments([
      file("logo.png", padded(PNG, INLINE_DECORATION_BYTES - 1), { contentId: "logo@sig" }),
      file("pixel.gif", padded(ascii("GIF89a"), 43), { contentId: "px" }),
      file("pasted.jpg", padded(JPEG, INLINE_DECORATION_BYTES), { contentId: "photo@phone" }),
      file("tiny-attached.png", padded(PNG, 80)),
    ]);
    expect(photos.map((photo) => photo.bytes.length)).toEqual([INLINE_DECORATION_BYTES, 80]);
    expect(notes).toEqual([]);
  });
});

describe("the words for what was not added", () => {
  it("says what to do for each reason", () => {
    expect(attachmentNoteTextIn("en", { name: "IMG_1.HEIC", reason: "heic" })).toBe(
      "IMG_1.HEIC was not added: it is a HEIC photo, which browsers cannot show. Please send it as a JPEG or PNG (on an iPhone: Settings › Camera › Formats › Most Compatible).",
    );
    expect(attachmentNoteTextIn("en", { name: "plan.pdf", reason: "type" })).toBe(
      "plan.pdf was not added: only photos are kept (PNG, JPEG, GIF or WebP).",
    );
    expect(attachmentNoteTextIn("en", { name: "big.jpg", reason: "size" })).toBe("big.jpg was not added: each photo must be 5MB or less.");
    expect(attachmentNoteTextIn("en", { name: "d.jpg", reason: "count" })).toBe("d.jpg was not added: a message keeps up to 3 photos.");
  });

  it("shows a file's name without control characters, at most 100 characters, and one without a name in the reader's words", () => {
    expect(attachmentName("  a\u0000b\r\nc.png ")).toBe("a b c.png");
    expect(attachmentName(" \r\n")).toBe("");
    expect(attachmentNoteTextIn("en", { name: attachmentName(""), reason: "type" })).toMatch(/^An attachment was not added: /);
    expect(attachmentNoteTextIn("es", { name: attachmentName(""), reason: "type" })).toBe(
      "Un archivo adjunto no se agregó: solo se guardan fotos (PNG, JPEG, GIF o WebP).",
    );
    expect(attachmentName(`${"x".repeat(200)}.jpg`)).toHaveLength(100);
  });

  it("reads stored notes back, and anything else as no note", () => {
    expect(parseAttachmentNotes('[{"name":"a.pdf","reason":"type"},{"name":"b","reason":"other"},7]')).toEqual([
      { name: "a.pdf", reason: "type" },
    ]);
    expect(parseAttachmentNotes("not json")).toEqual([]);
    expect(parseAttachmentNotes('{"name":"a"}')).toEqual([]);
  });
});
