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

/** One image as a form brought it: its bytes, that it went past its size and was dropped as it came, or none. */
export type ImageUpload = { bytes: Uint8Array } | { tooLarge: true } | null;

/** An upload judged by its bytes: the image to keep (null when none was sent), or why it is refused. */
export function checkImageUpload(
  upload: ImageUpload,
): { ok: true; image: { contentType: ImageContentType; bytes: Uint8Array } | null } | { ok: false; problem: "size" | "type" } {
  if (!upload) return { ok: true, image: null };
  if ("tooLarge" in upload) return { ok: false, problem: "size" };
  const contentType = detectImageType(upload.bytes);
  return contentType ? { ok: true, image: { contentType, bytes: upload.bytes } } : { ok: false, problem: "type" };
}

/** ISO base media brands of HEIF images (HEIC and its siblings), as an iPhone's camera writes them. */
const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]);

/**
 * Whether the bytes are a HEIF image (an iPhone's HEIC photo): an `ftyp` box naming a HEIF brand,
 * major or compatible. Told apart so that its refusal can say what to do instead.
 */
export function isHeifImage(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii("ftyp"), 4)) return false;
  const boxSize = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  const end = Math.min(bytes.length, boxSize >= 16 ? boxSize : 16, 64);
  // AVIF names the HEIF container (mif1) too, but it is not an iPhone photo.
  if (/^avi[fs]$/.test(String.fromCharCode(...bytes.subarray(8, 12)))) return false;
  for (let offset = 8; offset + 4 <= end; offset += 4) {
    // The minor version (offset 12) is a number, not a brand.
    if (offset === 12) continue;
    if (HEIF_BRANDS.has(String.fromCharCode(...bytes.subarray(offset, offset + 4)))) return true;
  }
  return false;
}
