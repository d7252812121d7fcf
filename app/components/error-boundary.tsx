import type { ReactNode } from "react";
import { useSay, useWords } from "~/components/use-words";
import { commonWords } from "~/locales/common";
import { fill } from "~/locales/words";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/button";
import { cx } from "~/components/ui/cx";

const TITLES = {
  400: "badRequest",
  403: "accessDenied",
  404: "pageNotFound",
  413: "tooLarge",
  415: "badRequest",
  429: "tooManyRequests",
} as const satisfies Record<number, keyof (typeof commonWords)["en"]>;

/** The way back from an error: one of the frame's words ("Back to the provider portal"). */
type BackLabel = Extract<keyof (typeof commonWords)["en"], "returnHome" | `backTo${string}`>;

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
  back: { to: string; label: BackLabel };
  className?: string;
  page?: boolean;
  statusPages?: StatusPages;
}) {
  // The whole page's error is its main heading; a section's sits under the section's own.
  const Heading = page ? "h1" : "h2";
  const error = useRouteError();
  const words = useWords(commonWords);
  const say = useSay();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = words[TITLES[status as keyof typeof TITLES] ?? (status >= 500 ? "somethingWentWrong" : "badRequest")];
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && status < 500 && error.data.length <= 300
      ? say(error.data)
      : status >= 500
        ? words.tryAgainLater
        : null;
  const own = statusPages?.[status];
  if (own) return <>{own(message)}</>;
  return (
    <section role="alert" aria-labelledby="error-title" className={cx("mx-auto max-w-xl px-4 py-12 text-center", className)}>
      <p className="text-sm font-semibold text-muted-foreground">{fill(words.errorStatus, { status })}</p>
      <Heading id="error-title" className="mt-2 text-3xl font-bold">
        {title}
      </Heading>
      {message ? <p className="mt-3 text-muted-foreground">{message}</p> : null}
      <ButtonLink to={back.to} className="mt-8">
        {words[back.label]}
      </ButtonLink>
    </section>
  );
}

/** Each section's error boundary: a route exports `ErrorBoundary = sectionErrorBoundary(...)`. */
export function sectionErrorBoundary(back: { to: string; label: BackLabel }, statusPages?: StatusPages) {
  return function SectionErrorBoundary() {
    return <ErrorView back={back} statusPages={statusPages} />;
  };
}

/** A public page's error boundary: the whole page's error, with its own words for some statuses. */
export function pageErrorBoundary(statusPages: StatusPages) {
  return function PageErrorBoundary() {
    return <ErrorView back={{ to: "/", label: "returnHome" }} className="py-20" page statusPages={statusPages} />;
  };
}
