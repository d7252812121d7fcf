import { describe, expect, it } from "vitest";
import { detectImageType } from "~/domain/image";
import { inflateSync } from "node:zlib";
import { monogramInitials, monogramPng } from "~/lib/monogram.server";

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

describe("detectImageType", () => {
  it("recognises a real PNG", () => {
    expect(detectImageType(new Uint8Array(monogramPng("Test Logo", [10, 20, 30], 8)))).toBe("image/png");
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("image/png");
  });

  it("recognises JPEG (JFIF and Exif)", () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46))).toBe("image/jpeg");
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe1))).toBe("image/jpeg");
  });

  it("recognises GIF87a and GIF89a", () => {
    expect(detectImageType(concat(text("GIF87a"), bytes(1, 0, 1, 0)))).toBe("image/gif");
    expect(detectImageType(concat(text("GIF89a"), bytes(1, 0, 1, 0)))).toBe("image/gif");
    expect(detectImageType(text("GIF88a...."))).toBeNull();
  });

  it("recognises WebP (RIFF container of type WEBP)", () => {
    expect(detectImageType(concat(text("RIFF"), bytes(0x24, 0, 0, 0), text("WEBPVP8 ")))).toBe("image/webp");
    // Another RIFF type (a WAV file) is not an image.
    expect(detectImageType(concat(text("RIFF"), bytes(0x24, 0, 0, 0), text("WAVEfmt ")))).toBeNull();
  });

  it("never takes SVG, whatever it claims", () => {
    expect(detectImageType(text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(detectImageType(text('<?xml version="1.0" encoding="UTF-8"?><svg/>'))).toBeNull();
    expect(detectImageType(concat(bytes(0xef, 0xbb, 0xbf), text("<svg/>")))).toBeNull();
  });

  it("refuses text and other files", () => {
    expect(detectImageType(text("hello, world"))).toBeNull();
    expect(detectImageType(text("%PDF-1.7"))).toBeNull();
    expect(detectImageType(text("<html><body></body></html>"))).toBeNull();
  });

  it("refuses truncated headers", () => {
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a))).toBeNull();
    expect(detectImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(detectImageType(text("GIF89"))).toBeNull();
    expect(detectImageType(text("RIFF\u0000\u0000\u0000\u0000WEB"))).toBeNull();
  });

  it("refuses an empty file", () => {
    expect(detectImageType(new Uint8Array(0))).toBeNull();
  });
});

describe("demo monogram logos", () => {
  /** The RGB pixels of one of our PNGs (one IDAT chunk, no filters). */
  function pixels(png: Buffer): number[][] {
    const size = png.readUInt32BE(16);
    const idatAt = png.indexOf("IDAT");
    const raw = inflateSync(png.subarray(idatAt + 4, idatAt + 4 + png.readUInt32BE(idatAt - 4)));
    const out: number[][] = [];
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) out.push([...raw.subarray(y * (1 + size * 3) + 1 + x * 3, y * (1 + size * 3) + 4 + x * 3)]);
    return out;
  }

  it("takes the first letters of two words", () => {
    expect(monogramInitials("Lone Star Home Pros")).toBe("LS");
    expect(monogramInitials("maria's mobile tutoring")).toBe("MM");
    expect(monogramInitials("& Sons 24/7 Plumbing")).toBe("SP");
  });

  it("draws the initials in white on the brand colour, as a PNG of the size asked", () => {
    const png = monogramPng("Barton Creek", [30, 64, 175], 64);
    expect(detectImageType(new Uint8Array(png))).toBe("image/png");
    expect(png.readUInt32BE(16)).toBe(64);
    const all = pixels(png);
    const white = all.filter(([r, g, b]) => r > 240 && g > 240 && b > 240).length / all.length;
    expect(white).toBeGreaterThan(0.05);
    expect(white).toBeLessThan(0.4);
    expect(all[0]).toEqual([30, 64, 175]);
  });
});
