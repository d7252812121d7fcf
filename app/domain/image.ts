/** The image types we store and serve (the media table's CHECK lists the same four). */
export type ImageContentType = "image/png" | "image/jpeg" | "image/gif" | "image/webp";

export const IMAGE_CONTENT_TYPES: readonly ImageContentType[] = ["image/png", "image/jpeg", "image/gif", "image/webp"];

/** Spec section 9: a logo is at most 2MB (2 * 1024 * 1024 bytes, the media table's limit). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

/**
 * What an upload really is, judged by its first bytes (never by its name or the type the
 * browser claims): PNG, JPEG, GIF (87a or 89a) or WebP; null for anything else. SVG is text
 * that can carry scripts, so it is never an image here.
 */
export function detectImageType(bytes: Uint8Array): ImageContentType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}
