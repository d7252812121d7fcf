import type { CategoryIcon as CategoryIconName, CategoryTone } from "~/domain/discovery/categories";
import { cx } from "./ui/cx";
import { BookIcon, CarIcon, HeartIcon, HomeIcon } from "./ui/icons";

const ICONS = { home: HomeIcon, car: CarIcon, heart: HeartIcon, book: BookIcon } as const;

/** The spec's "colour style" of each category, with readable contrast in both themes. */
const TONES: Record<CategoryTone, string> = {
  blue: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  amber: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  rose: "bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100",
  emerald: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
};

export function CategoryIcon({ icon, tone, className }: { icon: CategoryIconName; tone: CategoryTone; className?: string }) {
  const Icon = ICONS[icon];
  return (
    <span className={cx("inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl", TONES[tone], className)}>
      <Icon className="h-6 w-6" />
    </span>
  );
}
