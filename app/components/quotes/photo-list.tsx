import { useWords } from "~/components/use-words";
import { threadWords } from "~/locales/threads";
import { fill } from "~/locales/words";

/**
 * Photos as thumbnails, each a link to the full image (served by URL, never inlined): a request's
 * photos of the job, or a message's.
 */
export function PhotoList({
  photos,
  label,
  alt,
}: {
  photos: readonly string[];
  /** The list's accessible name. */
  label: string;
  /** Each image's text, from its place in the list. */
  alt: (position: number, count: number) => string;
}) {
  const words = useWords(threadWords);
  if (photos.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-3">
      {photos.map((src, i) => (
        <li key={src}>
          <a
            href={src}
            target="_blank"
            rel="noopener noreferrer"
            className="block rounded-lg focus-visible:outline-3 focus-visible:outline-ring"
          >
            <img
              src={src}
              alt={alt(i + 1, photos.length)}
              width={128}
              height={128}
              loading="lazy"
              decoding="async"
              className="h-32 w-32 rounded-lg border border-border object-cover"
            />
            <span className="sr-only">{words.opensInNewTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A request's photos of the job. */
export function RequestPhotos({ photos }: { photos: readonly string[] }) {
  const words = useWords(threadWords);
  return <PhotoList photos={photos} label={words.jobPhotos} alt={(position, count) => fill(words.jobPhoto, { position, count })} />;
}
