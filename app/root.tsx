import { IconSprite, UserIcon } from "~/components/ui/icons";
import { FocusFragmentTarget } from "~/components/focus-fragment-target";
import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, Links, Meta, Outlet, ScrollRestoration, useLocation, useNavigate, useRouteLoaderData } from "@remix-run/react";
import { AppScripts } from "~/components/app-scripts";
import type { ReactNode } from "react";
import { NavigationStatus } from "~/components/navigation-status";
import { ThemeSwitch, useOptimisticTheme } from "~/components/theme-switch";
import { useNonce } from "~/components/nonce";
import { ToastRegion } from "~/components/ui/toast";
import { ResetFormsAfterSuccess } from "~/components/reset-after-success";
import type { Theme } from "~/domain/theme";
import { staleSessionCookie } from "~/services/support/auth.server";
import { getTheme } from "~/lib/theme.server";
import { getToast } from "~/lib/toast.server";
import stylesheet from "~/tailwind.css?url";
import { ErrorView } from "~/components/error-boundary";
import { LanguageContext, useLanguage, useLanguageForm, useWords } from "~/components/use-words";
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES } from "~/domain/language";
import { requestLanguage } from "~/lib/language.server";
import { adminSayIn } from "~/locales/admin-sentences";
import { readTypedValues } from "~/lib/typed-values.server";
import { commonWords } from "~/locales/common";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "any" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ toast, headers }, stale, typed] = await Promise.all([getToast(request), staleSessionCookie(request), readTypedValues(request)]);
  const responseHeaders = new Headers(headers ?? undefined);
  if (stale) responseHeaders.append("Set-Cookie", stale);
  const { language, setCookie } = requestLanguage(request);
  if (setCookie) responseHeaders.append("Set-Cookie", setCookie);
  if (typed.setCookie) responseHeaders.append("Set-Cookie", typed.setCookie);
  // Worded here, where every section's sentences can be read: the page shows the toast as it comes.
  const said = toast && {
    ...toast,
    title: toast.title && adminSayIn(language, toast.title),
    description: adminSayIn(language, toast.description),
  };
  return data({ theme: getTheme(request), toast: said, language, typed: typed.typed }, { headers: responseHeaders });
}

function Document({ children, theme }: { children: ReactNode; theme: Theme }) {
  const nonce = useNonce();
  const optimistic = useOptimisticTheme();
  const language = useLanguage();
  const words = useWords(commonWords);
  return (
    <html lang={language} className={optimistic ?? theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-background text-foreground antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-card focus:p-2"
        >
          {words.skipToContent}
        </a>
        <IconSprite />
        {children}
        <ScrollRestoration nonce={nonce} />
        <AppScripts nonce={nonce} />
      </body>
    </html>
  );
}

function SiteHeader({ theme }: { theme: Theme }) {
  return (
    <header className="border-b border-border bg-card/80 print:hidden">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3 sm:gap-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold tracking-tight">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-full bg-primary shadow-[0_0_12px_var(--primary)]" />
          Porchlight
        </Link>
        <div className="flex items-center gap-1 sm:gap-2">
          <YourBookingsLink />
          <LanguageSwitch />
          <ThemeSwitch theme={theme} />
        </div>
      </div>
    </header>
  );
}

/** A customer's way back to everything they booked (decision 0051): their home, or the page that sends its link. */
function YourBookingsLink() {
  const words = useWords(commonWords);
  return (
    <Link
      to="/account"
      className="inline-flex h-9 items-center gap-1 rounded-md px-1.5 text-sm font-medium underline-offset-4 hover:underline"
    >
      {/* A phone's header has room for its icon only; its name is read out either way. */}
      <UserIcon className="h-5 w-5 sm:hidden" />
      <span className="sr-only sm:not-sr-only">{words.yourBookings}</span>
    </Link>
  );
}

/**
 * This same page in the other language: a plain link (it works without JavaScript, and its `lang`
 * parameter is the page's stable address in that language; following it remembers the choice,
 * docs/decisions/0044). On a page whose route names its form (`handle.languageForm`), it is that
 * form's button instead, posting what was typed to the switch, which brings it back on the page in
 * the other language; with JavaScript the page changes language in place and keeps it anyway.
 */
function LanguageSwitch() {
  const location = useLocation();
  const language = useLanguage();
  const words = useWords(commonWords);
  const formId = useLanguageForm();
  const navigate = useNavigate();
  const className = "inline-flex h-9 items-center rounded-md px-1.5 text-sm font-medium underline-offset-4 hover:underline";
  return (
    <nav aria-label={words.language}>
      {LANGUAGES.filter((other) => other !== language).map((other) => {
        const params = new URLSearchParams(location.search);
        params.set("lang", other);
        const href = `${location.pathname}?${params}`;
        const name = (
          <>
            {/* A phone's header has room for the language's code only. */}
            <span aria-hidden="true" className="uppercase sm:hidden">
              {other}
            </span>
            <span aria-hidden="true" className="hidden sm:inline">
              {LANGUAGE_NAMES[other]}
            </span>
          </>
        );
        if (formId) {
          const back = `${location.pathname}${location.search}`;
          return (
            <button
              key={other}
              type="submit"
              form={formId}
              formAction={`/resources/language?${new URLSearchParams({ lang: other, back, form: formId })}`}
              formMethod="post"
              formEncType="application/x-www-form-urlencoded"
              formNoValidate
              lang={other}
              aria-label={LANGUAGE_NAMES[other]}
              className={`${className} cursor-pointer`}
              onClick={(event) => {
                event.preventDefault();
                navigate(href, { preventScrollReset: true });
              }}
            >
              {name}
            </button>
          );
        }
        return (
          <a key={other} href={href} hrefLang={other} lang={other} aria-label={LANGUAGE_NAMES[other]} className={className}>
            {name}
          </a>
        );
      })}
    </nav>
  );
}

function SiteFooter() {
  const words = useWords(commonWords);
  return (
    <footer className="mt-auto border-t border-border py-6 text-center text-sm text-muted-foreground print:hidden">
      <p>{words.tagline}</p>
      <p className="mt-1">
        {words.zipCreditBefore}{" "}
        <a className="underline" href="https://www.geonames.org/">
          GeoNames
        </a>{" "}
        (CC BY 4.0).
      </p>
      <p className="mt-1">
        <a className="underline" href="/privacy">
          {words.privacy}
        </a>
      </p>
    </footer>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const theme = rootData?.theme ?? "system";
  return (
    <LanguageContext.Provider value={rootData?.language ?? DEFAULT_LANGUAGE}>
      <Document theme={theme}>
        <SiteHeader theme={theme} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <NavigationStatus />
        <ToastRegion toast={rootData?.toast ?? null} />
        <ResetFormsAfterSuccess toast={rootData?.toast ?? null} />
        <FocusFragmentTarget />
      </Document>
    </LanguageContext.Provider>
  );
}

export default function App() {
  return <Outlet />;
}

/** Never shows a stack trace: a status, a short message and a way home. */
export function ErrorBoundary() {
  return <ErrorView back={{ to: "/", label: "returnHome" }} className="py-20" page />;
}
