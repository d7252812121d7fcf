import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageErrorBoundary } from "~/components/error-boundary";
import { NotFoundCard } from "~/components/not-found-card";
import { QuoteCard } from "~/components/quotes/quote-card";
import { RequestPhotos } from "~/components/quotes/photo-list";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { invariantResponse } from "~/lib/refusals.server";
import { openRequestLink } from "~/lib/signed-links.server";
import { requestPage } from "~/services/quotes/index.server";

export const meta: MetaFunction = () => [{ title: "Your request for quotes | Porchlight" }, { name: "robots", content: "noindex" }];

const NOT_FOUND = "Request not found";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const link = openRequestLink(params.requestId, new URL(request.url).searchParams.get("token"));
  invariantResponse(link, NOT_FOUND);
  const page = await requestPage(link, new Date());
  invariantResponse(page, NOT_FOUND);
  return data(page, { headers: { "Cache-Control": "private, no-store" } });
}

export default function RequestPage() {
  const { request, answers } = useLoaderData<typeof loader>();
  const quoted = answers.filter((answer) => answer.quote).length;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Your request for quotes</h1>
        <p className="text-muted-foreground">
          {request.category} · {request.place} · {request.needed}
        </p>
      </div>
      {request.bookingHref ? (
        <p role="status" className="rounded-xl border border-success bg-success-soft p-4">
          You booked one of these quotes.{" "}
          <Link className="font-medium underline" to={request.bookingHref}>
            See your booking
          </Link>
        </p>
      ) : request.status === "closed" ? (
        <p role="status" className="rounded-xl border border-border bg-muted p-4">
          This request is closed.
        </p>
      ) : null}
      <Card className="space-y-4 p-6">
        <h2 className="text-lg font-semibold">The job</h2>
        <p className="whitespace-pre-line">{request.description}</p>
        <RequestPhotos photos={request.photos} />
      </Card>
      <section aria-labelledby="quotes-heading" className="space-y-4">
        <h2 id="quotes-heading" className="text-2xl font-bold">
          Quotes{" "}
          <span className="text-base font-normal text-muted-foreground">
            ({quoted} of {answers.length} {answers.length === 1 ? "provider" : "providers"} quoted)
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
        Back to Home
      </ButtonLink>
    </div>
  );
}

export const ErrorBoundary = pageErrorBoundary({
  404: () => <NotFoundCard title="Request not found">Check that you opened the whole link from your e-mail.</NotFoundCard>,
});
