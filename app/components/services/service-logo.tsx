import { cx } from "~/components/ui/cx";

/**
 * The business's initials, with its logo over them. On customers' pages the logo loads, lazily,
 * only where scripts run, since without scripting the HTML standard fetches every image at once and
 * a weak signal would wait for all of them (docs/decisions/0038). An admin reviewing an application
 * sees it either way.
 */
/**
 * What the `<img>` holds where scripting is off (an image must have an address to be valid HTML):
 * a transparent pixel in the page itself, so nothing is fetched, and the image is hidden anyway.
 */
const NO_LOGO_WITHOUT_SCRIPTING = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

export function ServiceLogo({
  logoUrl,
  businessName,
  size = "md",
  withoutScripting = "initials",
}: {
  logoUrl: string | null;
  businessName: string;
  size?: "md" | "lg";
  withoutScripting?: "initials" | "logo";
}) {
  const box = size === "lg" ? "h-20 w-20 text-2xl" : "h-14 w-14 text-lg";
  const pixels = size === "lg" ? 80 : 56;
  const alt = `${businessName} logo`;
  const image = {
    width: pixels,
    height: pixels,
    loading: "lazy",
    decoding: "async",
    className: "absolute inset-0 h-full w-full rounded-xl border border-border bg-muted object-cover",
  } as const;
  return (
    <span className={cx("relative inline-flex shrink-0", box)}>
      <span
        aria-hidden="true"
        className="inline-flex h-full w-full items-center justify-center rounded-xl bg-primary-soft font-bold text-primary-soft-foreground"
      >
        {initials(businessName)}
      </span>
      {logoUrl && withoutScripting === "logo" ? (
        <img src={logoUrl} alt={alt} {...image} />
      ) : logoUrl ? (
        <picture>
          <source media="(scripting: enabled)" srcSet={logoUrl} />
          {/* A browser that knows no `scripting` feature shows the box without its alt text over it. */}
          <img src={NO_LOGO_WITHOUT_SCRIPTING} alt={alt} {...image} className={cx(image.className, "text-transparent noscript:hidden")} />
        </picture>
      ) : null}
    </span>
  );
}

function initials(businessName: string): string {
  const letters = businessName
    .split(/\s+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
  return letters || "•";
}
