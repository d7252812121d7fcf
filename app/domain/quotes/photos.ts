import { detectImageType, isHeifImage, type ImageContentType } from "../image";
import { MAX_PHOTOS, PHOTO_COUNT_REASON, QUOTE_REASONS } from "./quotes";

/**
 * Photos of a job (docs/decisions/0025), on a request, a message or an e-mailed reply: judged by
 * their bytes, 5 MB each, three at most. A form is sent back with the reason beside its field; an
 * e-mail's files are sorted, and its sender told why one was not kept.
 */

/** An attachment as the mail service passed it; `bytes` is null when it went past the size limit unread. */
export type MailAttachment = {
  filename: string;
  /** Set for a part shown inside the message's HTML (a signature's logo, a photo pasted in). */
  contentId: string | null;
  size: number;
  bytes: Uint8Array | null;
};

export type KeptPhoto = { contentType: ImageContentType; bytes: Uint8Array };

/**
 * Photos chosen in a form: all kept, or none with the reason for the field (`tooLarge` when one
 * went past its size and was dropped as it streamed in).
 */
export function checkUploadedPhotos(
  files: ReadonlyArray<{ bytes: Uint8Array }>,
  tooLarge: boolean,
): { photos: KeptPhoto[]; error: string | null } {
  if (tooLarge) return { photos: [], error: QUOTE_REASONS.photoSize };
  if (files.length > MAX_PHOTOS) return { photos: [], error: PHOTO_COUNT_REASON };
  const photos: KeptPhoto[] = [];
  for (const file of files) {
    const contentType = detectImageType(file.bytes);
    if (!contentType) return { photos: [], error: QUOTE_REASONS.photoType };
    photos.push({ contentType, bytes: file.bytes });
  }
  return { photos, error: null };
}

export const ATTACHMENT_REFUSALS = ["heic", "type", "size", "count"] as const;
export type AttachmentRefusal = (typeof ATTACHMENT_REFUSALS)[number];

/** An attachment that was not kept, and why (shown to its sender only). */
export type AttachmentNote = { name: string; reason: AttachmentRefusal };

/**
 * Below this, an image placed inside the message (with a Content-ID) is a signature's logo, an
 * icon or a tracking pixel rather than a photo of the job: left out without a word.
 */
export const INLINE_DECORATION_BYTES = 16 * 1024;

/** A file name fit to show: no control characters, at most 100 characters; empty for a file without one, which its reader's words name. */
export function attachmentName(filename: string): string {
  const clean = filename.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  return clean.length > 100 ? `${clean.slice(0, 97)}...` : clean;
}

/** Sorts a reply's attachments into the photos kept with its message and the notes for the rest. */
export function sortAttachments(attachments: readonly MailAttachment[]): { photos: KeptPhoto[]; notes: AttachmentNote[] } {
  const photos: KeptPhoto[] = [];
  const notes: AttachmentNote[] = [];
  for (const attachment of attachments) {
    const name = attachmentName(attachment.filename);
    if (!attachment.bytes) {
      notes.push({ name, reason: "size" });
      continue;
    }
    const contentType = detectImageType(attachment.bytes);
    if (attachment.contentId !== null && attachment.size < INLINE_DECORATION_BYTES) continue;
    if (!contentType) {
      notes.push({ name, reason: isHeifImage(attachment.bytes) ? "heic" : "type" });
      continue;
    }
    if (photos.length >= MAX_PHOTOS) {
      notes.push({ name, reason: "count" });
      continue;
    }
    photos.push({ contentType, bytes: attachment.bytes });
  }
  return { photos, notes: notes.slice(0, 20) };
}

/** Notes as stored with a message (a JSON array), read back leniently: anything else is no note. */
export function parseAttachmentNotes(json: string): AttachmentNote[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (note): note is AttachmentNote =>
        Boolean(note) && typeof note.name === "string" && (ATTACHMENT_REFUSALS as readonly string[]).includes(note.reason),
    );
  } catch {
    return [];
  }
}
