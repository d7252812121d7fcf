import { cx } from "~/components/ui/cx";

/** The uploaded logo (served from /media with cache headers), or the business's initials. */
export function ServiceLogo({ logoUrl, businessName, size = "md" }: { logoUrl: string | null; businessName: string; size?: "md" | "lg" }) {
  const box = size === "lg" ? "h-20 w-20 text-2xl" : "h-14 w-14 text-lg";
  if (logoUrl) {
    return (
      <img
        src={logoUrl}
        alt={`${businessName} logo`}
        width={size === "lg" ? 80 : 56}
        height={size === "lg" ? 80 : 56}
        loading="lazy"
        decoding="async"
        className={cx("shrink-0 rounded-xl border border-border bg-muted object-cover", box)}
      />
    );
  }
  const initials = businessName
    .split(/\s+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
  return (
    <span
      aria-hidden="true"
      className={cx(
        "inline-flex shrink-0 items-center justify-center rounded-xl bg-primary-soft font-bold text-primary-soft-foreground",
        box,
      )}
    >
      {initials || "•"}
    </span>
  );
}
