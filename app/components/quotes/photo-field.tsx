import { Field } from "~/components/ui/field";
import type { FieldMetadata } from "~/components/use-form";
import { IMAGE_CONTENT_TYPES } from "~/domain/image";
import { MAX_PHOTOS, PHOTO_COUNT_REASON, PHOTO_MAX_BYTES, QUOTE_REASONS } from "~/domain/quotes/quotes";
import { useWords } from "~/components/use-words";
import { quoteRequestWords } from "~/locales/quotes";
import { fill } from "~/locales/words";

/**
 * Photos of a job chosen in a form (a request for quotes, a message): a native file input (works
 * without JavaScript; the form is multipart and the server judges each file by its bytes).
 */
export function PhotoField({ meta }: { meta: FieldMetadata }) {
  const words = useWords(quoteRequestWords);
  return (
    <Field
      key={meta.key}
      id={meta.id}
      name={meta.name}
      type="file"
      multiple
      accept={IMAGE_CONTENT_TYPES.join(",")}
      label={fill(words.photosOptional, { count: MAX_PHOTOS })}
      hint={words.photosHint}
      error={meta.errors?.[0]}
      className="[&_input]:py-1.5"
    />
  );
}

/** The browser's check of the photos chosen (the server checks their bytes again): count, type, size. */
export function checkPhotoFiles(formData: FormData): string | null {
  const photos = formData.getAll("photos").filter((file): file is File => file instanceof File && file.size > 0);
  if (photos.length > MAX_PHOTOS) return PHOTO_COUNT_REASON;
  if (photos.some((file) => file.type !== "" && !(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)))
    return QUOTE_REASONS.photoType;
  if (photos.some((file) => file.size > PHOTO_MAX_BYTES)) return QUOTE_REASONS.photoSize;
  return null;
}
