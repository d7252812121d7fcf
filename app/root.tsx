import { IconSprite } from "~/components/ui/icons";
import { FocusFragmentTarget } from "~/components/focus-fragment-target";
import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, Links, Meta, Outlet, ScrollRestoration, useRouteLoaderData } from "@remix-run/react";
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

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "any" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ toast, headers }, stale] = await Promise.all([getToast(request), staleSessionCookie(request)]);
  const responseHeaders = new Headers(headers ?? undefined);
  if (stale) responseHeaders.append("Set-Cookie", stale);
  return data({ theme: getTheme(request), toast }, { headers: responseHeaders });
}

function Document({ children, theme }: { children: ReactNode; theme: Theme }) {
  const nonce = useNonce();
  const optimistic = useOptimisticTheme();
  return (
    <html lang="en" className={optimistic ?? theme}>
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
          Skip to content
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
    <header className="border-b border-border bg-card/80">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold tracking-tight">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-full bg-primary shadow-[0_0_12px_var(--primary)]" />
          Porchlight
        </Link>
        <ThemeSwitch theme={theme} />
      </div>
    </header>
  );
}

function SiteFooter() {
  return (
    <footer className="mt-auto border-t border-border py-6 text-center text-sm text-muted-foreground">
      <p>Porchlight connects you with trusted local professionals.</p>
      <p className="mt-1">
        ZIP code locations from{" "}
        <a className="underline" href="https://www.geonames.org/">
          GeoNames
        </a>{" "}
        (CC BY 4.0).
      </p>
      <p className="mt-1">
        <a className="underline" href="/privacy">
          Privacy
        </a>
      </p>
    </footer>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const theme = rootData?.theme ?? "system";
  return (
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
  );
}

export default function App() {
  return <Outlet />;
}

/** Never shows a stack trace: a status, a short message and a way home. */
export function ErrorBoundary() {
  return <ErrorView back={{ to: "/", label: "Return to Home" }} className="py-20" page />;
}
