import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { commonWords } from "~/locales/common";
import { Link, useLoaderData } from "@remix-run/react";
import { pageErrorBoundary } from "~/components/error-boundary";
import { NotFoundCard } from "~/components/not-found-card";
import { QuoteCard } from "~/components/quotes/quote-card";
import { RequestPhotos } from "~/components/quotes/photo-list";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { invariantResponse } from "~/lib/refusals.server";
import { openRequestLink } from "~/lib/signed-links.server";
import { requestLanguage } from "~/lib/language.server";
import { languageOfMatches, useWords, useSay } from "~/components/use-words";
import { quotePageWords } from "~/locales/quotes";
import { fill } from "~/locales/words";
import { requestPage } from "~/services/quotes/index.server";
import { NOT_FOUND_REASONS } from "~/domain/outcome";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${quotePageWords[languageOfMatches(matches)].requestTitle} | Porchlight` },
  { name: "robots", content: "noindex" },
];

const NOT_FOUND = NOT_FOUND_REASONS.request;

export async function loader({ params, request }: LoaderFunctionArgs) {
  const link = openRequestLink(params.requestId, new URL(request.url).searchParams.get("token"));
  invariantResponse(link, NOT_FOUND);
  const page = await requestPage(link, new Date(), requestLanguage(request).language);
  invariantResponse(page, NOT_FOUND);
  return data(page, { headers: { "Cache-Control": "private, no-store" } });
}

export default function RequestPage() {
  const { request, answers } = useLoaderData<typeof loader>();
  const words = useWords(quotePageWords);
  const back = useWords(commonWords).backHome;
  const quoted = answers.filter((answer) => answer.quote).length;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{words.requestTitle}</h1>
        <p className="text-muted-foreground">
          {request.category} · {request.place} · {request.needed}
        </p>
      </div>
      {request.bookingHref ? (
        <p role="status" className="rounded-xl border border-success bg-success-soft p-4">
          {words.bookedOne}{" "}
          <Link className="font-medium underline" to={request.bookingHref}>
            {words.seeBooking}
          </Link>
        </p>
      ) : request.status === "closed" ? (
        <p role="status" className="rounded-xl border border-border bg-muted p-4">
          {words.closed}
        </p>
      ) : null}
      <Card className="space-y-4 p-6">
        <h2 className="text-lg font-semibold">{words.theJob}</h2>
        <p className="whitespace-pre-line">{request.description}</p>
        <RequestPhotos photos={request.photos} />
      </Card>
      <section aria-labelledby="quotes-heading" className="space-y-4">
        <h2 id="quotes-heading" className="text-2xl font-bold">
          {words.quotes}{" "}
          <span className="text-base font-normal text-muted-foreground">
            {fill(answers.length === 1 ? words.quotedOfOne : words.quotedOfMany, { quoted, count: answers.length })}
          </span>
        </h2>
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          {answers.map((answer) => (
            <li key={answer.threadId}>
              <QuoteCard answer={answer} />
            </li>
          ))}
        </ul>
      </section>
      <ButtonLink to="/" variant="ghost">
        {back}
      </ButtonLink>
    </div>
  );
}

export const ErrorBoundary = pageErrorBoundary({
  404: () => <RequestNotFound />,
});

function RequestNotFound() {
  const words = useWords(quotePageWords);
  const say = useSay();
  return <NotFoundCard title={say(NOT_FOUND_REASONS.request)}>{words.openWholeLink}</NotFoundCard>;
}
