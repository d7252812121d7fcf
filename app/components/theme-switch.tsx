import { useFetcher, useFetchers, useLocation } from "@remix-run/react";
import { parseTheme, THEMES, type Theme } from "~/domain/theme";
import { commonWords } from "~/locales/common";
import { useWords } from "./use-words";
import { cx } from "./ui/cx";
import { useHydrated } from "./use-hydrated";
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
 * browser posts and is redirected back to this page (`redirectTo`); with it, a fetcher posts
 * without `redirectTo`, so the answer is data and no navigation (a redirect would add an entry
 * to the browser's history at every switch).
 */
export function ThemeSwitch({ theme }: { theme: Theme }) {
  const fetcher = useFetcher({ key: THEME_FETCHER_KEY });
  const location = useLocation();
  const hydrated = useHydrated();
  const current = useOptimisticTheme() ?? theme;
  const words = useWords(commonWords);
  return (
    <fetcher.Form method="post" action="/resources/theme" className="flex items-center">
      {hydrated ? null : <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />}
      <fieldset className="flex rounded-lg border border-border bg-card p-0.5">
        <legend className="sr-only">{words.colourTheme}</legend>
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
              title={words[`${value}Theme`]}
              className={cx(
                "inline-flex h-8 items-center gap-1 rounded-md px-2 text-sm",
                active ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted",
              )}
            >
              <Icon className="h-4 w-4" />
              <span className="sr-only sm:not-sr-only">{words[value]}</span>
            </button>
          );
        })}
      </fieldset>
    </fetcher.Form>
  );
}
