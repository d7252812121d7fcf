import { useFetcher, useFetchers, useLocation } from "@remix-run/react";
import { parseTheme, THEME_LABELS, THEMES, type Theme } from "~/domain/theme";
import { cx } from "./ui/cx";
import { MonitorIcon, MoonIcon, SunIcon } from "./ui/icons";

export const THEME_FETCHER_KEY = "theme-switch";
const ICONS = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;

/** The theme being switched to right now, so the page changes before the server answers. */
export function useOptimisticTheme(): Theme | null {
  const fetcher = useFetchers().find((f) => f.key === THEME_FETCHER_KEY);
  const pending = fetcher?.formData?.get("theme");
  return pending ? parseTheme(pending) : null;
}

/**
 * Three submit buttons in a form that POSTs to /resources/theme. Without JavaScript the
 * browser posts and is redirected back to this page; with it, a fetcher does the same
 * without leaving the page.
 */
export function ThemeSwitch({ theme }: { theme: Theme }) {
  const fetcher = useFetcher({ key: THEME_FETCHER_KEY });
  const location = useLocation();
  const current = useOptimisticTheme() ?? theme;
  return (
    <fetcher.Form method="post" action="/resources/theme" className="flex items-center">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <fieldset className="flex rounded-lg border border-border bg-card p-0.5">
        <legend className="sr-only">Colour theme</legend>
        {THEMES.map((value) => {
          const Icon = ICONS[value];
          const active = value === current;
          return (
            <button
              key={value}
              type="submit"
              name="theme"
              value={value}
              aria-pressed={active}
              title={`${THEME_LABELS[value]} theme`}
              className={cx(
                "inline-flex h-8 items-center gap-1 rounded-md px-2 text-sm",
                active ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted",
              )}
            >
              <Icon className="h-4 w-4" />
              <span className="sr-only sm:not-sr-only">{THEME_LABELS[value]}</span>
            </button>
          );
        })}
      </fieldset>
    </fetcher.Form>
  );
}
