import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { textResponse } from "./http.server";

export type UploadedFile = { field: string; filename: string; contentType: string; bytes: Uint8Array };

export type ParsedForm = {
  /** Every text field, kept as it streamed in (also those before a file that was too large). */
  formData: FormData;
  /** Chosen files by field name; an empty file input (no file chosen) is left out. */
  files: Map<string, UploadedFile>;
  /** The file field that went past its limit: reading stopped there, the rest of the body is unread. */
  tooLarge: string | null;
};

type Options = {
  /** The file fields we accept and their size limits; other files are read and dropped. */
  files: Record<string, { maxBytes: number }>;
  /** Limit of one text field, and of all text fields together (bytes). */
  maxFieldBytes?: number;
  maxTextBytes?: number;
};

/** A file went past its limit; thrown from the upload handler to stop the parse. */
export class FileTooLargeError extends Error {
  constructor(
    public readonly field: string,
    public readonly maxBytes: number,
  ) {
    super(`The file in "${field}" is larger than ${maxBytes} bytes`);
    this.name = "FileTooLargeError";
  }
}

async function readAll(data: AsyncIterable<Uint8Array>, maxBytes: number, onTooLarge: () => unknown): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > maxBytes) throw onTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

async function drain(data: AsyncIterable<Uint8Array>): Promise<void> {
  for await (const _chunk of data) {
    // read and dropped
  }
}

/**
 * Reads a form post. A multipart body goes through Remix's parser with our upload handler:
 * text fields are kept as they stream in, accepted files are read into memory up to their
 * limit, and a file that goes past it stops the parse at once (the HTTP server has already
 * refused bodies over 3 MB). Because browsers send parts in the order of the form, fields
 * placed before the file are all there to show the form again with its values.
 * A URL-encoded body (a form without files) is read as it is.
 */
export async function parseFormWithFiles(request: Request, options: Options): Promise<ParsedForm> {
  const maxFieldBytes = options.maxFieldBytes ?? 64 * 1024;
  const maxTextBytes = options.maxTextBytes ?? 512 * 1024;
  const formData = new FormData();
  const files = new Map<string, UploadedFile>();
  const contentType = request.headers.get("Content-Type") ?? "";

  if (/^application\/x-www-form-urlencoded\b/i.test(contentType)) {
    const body = await request.text();
    if (Buffer.byteLength(body) > maxTextBytes) throw textResponse(413, "This form is too large.");
    for (const [name, value] of new URLSearchParams(body)) formData.append(name, value);
    return { formData, files, tooLarge: null };
  }

  if (!/^multipart\/form-data\b/i.test(contentType)) throw textResponse(400, "Please send the form again.");

  let textBytes = 0;
  const decoder = new TextDecoder();
  const handler: UploadHandler = async ({ name, filename, contentType: partType, data }) => {
    const limit = Object.hasOwn(options.files, name) ? options.files[name] : undefined;
    if (typeof filename !== "string") {
      if (limit) {
        // A text part where we expect a file: not a file.
        await drain(data);
        return undefined;
      }
      const bytes = await readAll(data, maxFieldBytes, () => textResponse(413, "This form is too large."));
      textBytes += bytes.byteLength;
      if (textBytes > maxTextBytes) throw textResponse(413, "This form is too large.");
      formData.append(name, decoder.decode(bytes));
      return undefined;
    }
    if (!limit) {
      await drain(data);
      return undefined;
    }
    const bytes = await readAll(data, limit.maxBytes, () => new FileTooLargeError(name, limit.maxBytes));
    // An empty file input still sends a part: no name, no bytes.
    if (filename === "" && bytes.byteLength === 0) return undefined;
    files.set(name, { field: name, filename, contentType: partType, bytes });
    return undefined;
  };

  try {
    await unstable_parseMultipartFormData(request, handler);
  } catch (error) {
    if (error instanceof FileTooLargeError) return { formData, files, tooLarge: error.field };
    if (error instanceof Response) throw error;
    if (error instanceof TypeError) throw textResponse(400, "Please send the form again.");
    throw error;
  }
  return { formData, files, tooLarge: null };
}
