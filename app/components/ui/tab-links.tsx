import { Link, useLocation } from "@remix-run/react";
import { cx } from "./cx";

/**
 * `paths`: the pathnames on which this tab counts as the current one (default: `to` alone);
 * `below`: paths whose pages below count too (`/admin/messages/{id}` under `/admin/messages`).
 */
export type TabLink = { to: string; label: string; paths?: readonly string[]; below?: readonly string[] };

/** Whether `current` is one of the tab's paths, or a page below one of its `below` paths. */
export function isTabCurrent(tab: Pick<TabLink, "to" | "paths" | "below">, current: string): boolean {
  return (tab.paths ?? [tab.to]).includes(current) || (tab.below ?? []).some((path) => current.startsWith(`${path}/`));
}

/**
 * Tabs that are links: each tab is its own URL, so they work without JavaScript, can be
 * bookmarked, and the current one is marked with aria-current="page". On a narrow screen they
 * wrap onto a second row rather than scroll, so no tab is ever out of sight.
 */
export function TabLinks({ tabs, label, className }: { tabs: readonly TabLink[]; label: string; className?: string }) {
  const { pathname } = useLocation();
  const current = pathname.replace(/\/$/, "") || "/";
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-x-1 border-b border-border">
        {tabs.map((tab) => {
          const active = isTabCurrent(tab, current);
          return (
            <li key={tab.to}>
              <Link
                to={tab.to}
                prefetch="intent"
                aria-current={active ? "page" : undefined}
                className={cx(
                  "-mb-px inline-block border-b-2 px-3 py-2 font-medium whitespace-nowrap sm:px-4",
                  active
                    ? "border-primary text-foreground"
                    : "border-transparent text-muted-foreground hover:border-border hover:text-foreground",
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
