import { Link, useLocation } from "@remix-run/react";
import { cx } from "./cx";
import { useWords } from "../use-words";
import { commonWords } from "~/locales/common";

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
export function TabLinks({
  tabs,
  label,
  className,
  menuOnPhones = false,
}: {
  tabs: readonly TabLink[];
  label: string;
  className?: string;
  /** Many tabs: on a phone they are a menu (a native disclosure, with or without JavaScript) naming the current one. */
  menuOnPhones?: boolean;
}) {
  const { pathname } = useLocation();
  const { menu } = useWords(commonWords);
  const current = pathname.replace(/\/$/, "") || "/";
  const here = tabs.find((tab) => isTabCurrent(tab, current));
  const links = (listClassName: string, linkClassName: (active: boolean) => string) => (
    <ul className={listClassName}>
      {tabs.map((tab) => {
        const active = isTabCurrent(tab, current);
        return (
          <li key={tab.to}>
            <Link to={tab.to} prefetch="intent" aria-current={active ? "page" : undefined} className={linkClassName(active)}>
              {tab.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
  const tabClasses = (active: boolean) =>
    cx(
      "-mb-px inline-block border-b-2 px-3 py-2 font-medium whitespace-nowrap sm:px-4",
      active ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:border-border hover:text-foreground",
    );
  return (
    <nav aria-label={label} className={className}>
      {menuOnPhones ? (
        // The menu's key follows the page, so it closes when a tab is taken.
        <details key={current} className="rounded-lg border border-border sm:hidden">
          <summary className="cursor-pointer px-3 py-2 font-medium">
            {menu}
            <span className="text-muted-foreground">{here ? ` · ${here.label}` : ""}</span>
          </summary>
          {links("border-t border-border py-1", (active) =>
            cx("block px-3 py-2", active ? "bg-muted font-semibold text-foreground" : "text-muted-foreground hover:text-foreground"),
          )}
        </details>
      ) : null}
      {links(cx("flex flex-wrap gap-x-1 border-b border-border", menuOnPhones && "hidden sm:flex"), tabClasses)}
    </nav>
  );
}
