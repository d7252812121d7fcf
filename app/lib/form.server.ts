import type { ImageUpload } from "~/domain/image";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { MAX_PHOTOS, PHOTO_MAX_BYTES } from "~/domain/quotes/quotes";
import { FORM_REASONS } from "~/domain/forms/fields";
import { saidResponse } from "./refusals.server";

/**
 * The one way an action reads a posted form: parsed as it streams (busboy), with every limit
 * checked on the way (fields, text lengths, each file's size), so nothing is buffered beyond them
 * whatever the Content-Length says; what does not fit gets a clear 4xx (docs/decisions/0007).
 */

export type UploadedFile = { field: string; filename: string; contentType: string; bytes: Uint8Array };

export type ParsedForm = {
  /** Every text field, kept as it streamed in (also those before a file that was too large). */
  formData: FormData;
  /** Chosen files by field name (several for an input with `multiple`); an empty file input is left out. */
  files: Map<string, UploadedFile[]>;
  /** The file field that went past its limit (its bytes were dropped; later fields still read). */
  tooLarge: string | null;
  /** Every file that went past its field's limit, by field and file name (their bytes were dropped). */
  oversized: Array<{ field: string; filename: string }>;
};

export type FormLimits = {
  /**
   * The file fields a form accepts, the size of each file and how many one field may bring
   * (1 unless told; one more is kept, so that going past the count is seen). Other files are
   * read and dropped.
   */
  files?: Record<string, { maxBytes: number; maxCount?: number }>;
  /** Bytes of one text field, of all text fields together, and how many fields. */
  maxFieldBytes?: number;
  maxTextBytes?: number;
  maxFields?: number;
  /**
   * Bytes of the whole body. A file over its own limit is read on and dropped up to here, so
   * the fields after it still come back with the form (a phone photo is often 3 to 8 MB).
   */
  maxBodyBytes?: number;
};

/** The largest body any form reads: three 5 MB photos of a request for quotes, and the text beside them. */
export const MAX_FORM_BODY_BYTES = 16 * 1024 * 1024;

const DEFAULTS = { maxFieldBytes: 16 * 1024, maxTextBytes: 64 * 1024, maxFields: 200 };

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** The request's body as a Node stream (an empty one when it has none). */
function bodyStream(request: Request): Readable {
  return request.body ? Readable.fromWeb(request.body as unknown as NodeReadableStream) : Readable.from([]);
}

export async function readForm(request: Request, limits: FormLimits = {}): Promise<ParsedForm> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!FORM_TYPES.test(contentType)) {
    // A body-less post (a button alone) comes without a type from some clients.
    if (!contentType && request.headers.get("Content-Length") === "0")
      return { formData: new FormData(), files: new Map(), tooLarge: null, oversized: [] };
    throw saidResponse(request, 415, FORM_REASONS.unsupported);
  }
  const maxFieldBytes = limits.maxFieldBytes ?? DEFAULTS.maxFieldBytes;
  const maxTextBytes = limits.maxTextBytes ?? DEFAULTS.maxTextBytes;
  const maxFields = limits.maxFields ?? DEFAULTS.maxFields;
  const fileLimits = limits.files ?? {};

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // One more than allowed, so going past the limit is seen rather than silently cut.
      limits: {
        fieldSize: maxFieldBytes + 1,
        fields: maxFields + 1,
        files: Object.values(fileLimits).reduce((sum, file) => sum + (file.maxCount ?? 1) + 1, 0) + 5,
        parts: maxFields + 20,
      },
      defParamCharset: "utf8",
    });
  } catch {
    throw saidResponse(request, 400, FORM_REASONS.unreadable);
  }

  const formData = new FormData();
  const files = new Map<string, UploadedFile[]>();
  const source = bodyStream(request);

  return new Promise<ParsedForm>((resolve, reject) => {
    let settled = false;
    let textBytes = 0;
    let fields = 0;
    let tooLarge: string | null = null;
    const oversized: ParsedForm["oversized"] = [];
    const finish = (outcome: { form: ParsedForm } | { error: Response }) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.destroy();
      if ("form" in outcome) resolve(outcome.form);
      else reject(outcome.error);
    };
    const refuse = (status: 400 | 413, message: string) => finish({ error: saidResponse(request, status, message) });

    parser.on("field", (name, value, info) => {
      fields += 1;
      textBytes += Buffer.byteLength(value) + Buffer.byteLength(name);
      if (info.valueTruncated || info.nameTruncated || fields > maxFields || textBytes > maxTextBytes) {
        refuse(413, FORM_REASONS.bodyTooLarge);
        return;
      }
      formData.append(name, value);
    });

    parser.on("file", (name, stream, info) => {
      const limit = Object.hasOwn(fileLimits, name) ? fileLimits[name] : undefined;
      // A body that ends inside a file part fails the file's stream too: always listened for, or
      // it would be an uncaught exception.
      stream.on("error", () => refuse(400, FORM_REASONS.unreadable));
      if (!limit || (files.get(name)?.length ?? 0) > (limit.maxCount ?? 1)) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        if (settled) return;
        size += chunk.byteLength;
        if (size > limit.maxBytes) {
          // Only the field's message comes back: its bytes are dropped as they arrive.
          if (size - chunk.byteLength <= limit.maxBytes) oversized.push({ field: name, filename: info.filename ?? "" });
          tooLarge ??= name;
          chunks.length = 0;
          return;
        }
        chunks.push(chunk);
      });
      stream.on("end", () => {
        // An empty file input still sends a part: no name, no bytes.
        if (settled || size > limit.maxBytes || (info.filename === "" && size === 0) || info.filename === undefined) return;
        const file = { field: name, filename: info.filename, contentType: info.mimeType, bytes: Buffer.concat(chunks, size) };
        files.set(name, [...(files.get(name) ?? []), file]);
      });
    });

    // The whole body may hold the text, the files and the multipart framing around them.
    const maxBodyBytes =
      limits.maxBodyBytes ??
      maxTextBytes + Object.values(fileLimits).reduce((sum, file) => sum + file.maxBytes * (file.maxCount ?? 1), 0) + 64 * 1024;
    let bodyBytes = 0;
    source.on("data", (chunk: Buffer) => {
      bodyBytes += chunk.byteLength;
      if (bodyBytes <= maxBodyBytes || settled) return;
      // After a file over its own limit, the form comes back with that field's message (and the
      // fields read so far); anything else is simply too large.
      if (tooLarge) finish({ form: { formData, files, tooLarge, oversized } });
      else refuse(413, FORM_REASONS.bodyTooLarge);
    });
    parser.on("fieldsLimit", () => refuse(413, FORM_REASONS.bodyTooLarge));
    parser.on("partsLimit", () => refuse(413, FORM_REASONS.bodyTooLarge));
    parser.on("filesLimit", () => refuse(413, FORM_REASONS.bodyTooLarge));
    parser.on("error", () => refuse(400, FORM_REASONS.unreadable));
    parser.on("close", () => finish({ form: { formData, files, tooLarge, oversized } }));
    // A body cut off by the client, or refused by the HTTP layer for its size.
    source.on("error", () => refuse(400, FORM_REASONS.unreadable));
    source.pipe(parser);
  });
}

/**
 * The same form as a URL-encoded request, for code that reads a Request itself (the sign-in
 * strategy): the body has been read and checked once already.
 */
export function requestWithForm(request: Request, formData: FormData): Request {
  const body = new URLSearchParams();
  for (const [name, value] of formData) if (typeof value === "string") body.append(name, value);
  return new Request(request.url, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body });
}

/** The text fields of a form without files (most of Porchlight's forms). */
export async function readFormData(request: Request, limits: Omit<FormLimits, "files"> = {}): Promise<FormData> {
  return (await readForm(request, limits)).formData;
}

/**
 * A form whose `photos` field brings photos of a job (a request for quotes, a message): its text
 * fields, and the photos chosen (`tooLarge` when one went past 5 MB and was dropped as it came).
 */
export async function readFormWithPhotos(
  request: Request,
): Promise<{ formData: FormData; photos: { files: UploadedFile[]; tooLarge: boolean } }> {
  const { formData, files, tooLarge } = await readForm(request, {
    files: { photos: { maxBytes: PHOTO_MAX_BYTES, maxCount: MAX_PHOTOS } },
    maxBodyBytes: MAX_FORM_BODY_BYTES,
  });
  return { formData, photos: { files: files.get("photos") ?? [], tooLarge: tooLarge === "photos" } };
}

/**
 * A form that may bring one file in `field` (a team member's photo, a credential's document): its
 * text fields, and the file's bytes, or that it went past `maxBytes` and was dropped as it came, or
 * null for none. What the bytes are is the use case's to judge.
 */
export async function readFormWithFile(
  request: Request,
  field: string,
  maxBytes: number,
): Promise<{ formData: FormData; image: ImageUpload }> {
  const { formData, files, tooLarge } = await readForm(request, { files: { [field]: { maxBytes } }, maxBodyBytes: MAX_FORM_BODY_BYTES });
  return { formData, image: tooLarge === field ? { tooLarge: true } : (files.get(field)?.[0] ?? null) };
}
