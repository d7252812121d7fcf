import type { ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/button";
import { cx } from "~/components/ui/cx";

const TITLES: Record<number, string> = {
  400: "Something is wrong with that request",
  403: "Access Denied",
  404: "Page not found",
  413: "That was too large",
  415: "Something is wrong with that request",
  429: "Too many requests",
};

/** A page of its own for a status (a missing service's card...), given the message it was thrown with. */
export type StatusPages = Partial<Record<number, (message: string | null) => ReactNode>>;

/**
 * The one error view, for the whole page or inside a section's frame (admin, portal, dashboard), so
 * a 403 or 404 there keeps the header and a way back. A 4xx shows the words it was thrown with; a
 * 5xx never shows its details.
 */
export function ErrorView({
  back,
  className,
  page = false,
  statusPages,
}: {
  back: { to: string; label: string };
  className?: string;
  page?: boolean;
  statusPages?: StatusPages;
}) {
  // The whole page's error is its main heading; a section's sits under the section's own.
  const Heading = page ? "h1" : "h2";
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = TITLES[status] ?? (status >= 500 ? "Something went wrong" : "Something is wrong with that request");
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && status < 500 && error.data.length <= 300
      ? error.data
      : status >= 500
        ? "We could not complete your request. Please try again in a moment."
        : null;
  const own = statusPages?.[status];
  if (own) return <>{own(message)}</>;
  return (
    <section role="alert" aria-labelledby="error-title" className={cx("mx-auto max-w-xl px-4 py-12 text-center", className)}>
      <p className="text-sm font-semibold text-muted-foreground">Error {status}</p>
      <Heading id="error-title" className="mt-2 text-3xl font-bold">
        {title}
      </Heading>
      {message ? <p className="mt-3 text-muted-foreground">{message}</p> : null}
      <ButtonLink to={back.to} className="mt-8">
        {back.label}
      </ButtonLink>
    </section>
  );
}

/** Each section's error boundary: a route exports `ErrorBoundary = sectionErrorBoundary(...)`. */
export function sectionErrorBoundary(back: { to: string; label: string }, statusPages?: StatusPages) {
  return function SectionErrorBoundary() {
    return <ErrorView back={back} statusPages={statusPages} />;
  };
}

/** A public page's error boundary: the whole page's error, with its own words for some statuses. */
export function pageErrorBoundary(statusPages: StatusPages) {
  return function PageErrorBoundary() {
    return <ErrorView back={{ to: "/", label: "Return to Home" }} className="py-20" page statusPages={statusPages} />;
  };
}
