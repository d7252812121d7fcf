/** A request's photos as thumbnails, each a link to the full image (served by URL, never inlined). */
export function RequestPhotos({ photos }: { photos: readonly string[] }) {
  if (photos.length === 0) return null;
  return (
    <ul aria-label="Photos of the job" className="flex flex-wrap gap-3">
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
              alt={`The job, ${i + 1} of ${photos.length}`}
              width={128}
              height={128}
              loading="lazy"
              decoding="async"
              className="h-32 w-32 rounded-lg border border-border object-cover"
            />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
