import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { NotFoundCard } from "~/components/not-found-card";
import { useLoaderData } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CheckCircleIcon } from "~/components/ui/icons";
import { pageErrorBoundary } from "~/components/error-boundary";
import { invariantResponse } from "~/lib/refusals.server";
import { openApplicationLink } from "~/lib/signed-links.server";
import { submittedApplication } from "~/services/accounts/index.server";
import { requestLanguage } from "~/lib/language.server";
import { languageOfMatches, useWords, useSay } from "~/components/use-words";
import { joinWords } from "~/locales/join";
import { commonWords } from "~/locales/common";
import { categoryWords } from "~/locales/discovery";
import { fill } from "~/locales/words";
import { NOT_FOUND_REASONS } from "~/domain/outcome";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${joinWords[languageOfMatches(matches)].submittedTitle} | Porchlight` },
  { name: "robots", content: "noindex" },
];

/**
 * The page an applicant lands on after applying: what we received, where the confirmation went
 * and what happens next. Its link carries a token made for this application, so nobody else
 * can read it; a wrong or missing token is a plain 404.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const link = openApplicationLink(params.get("application"), params.get("token"));
  invariantResponse(link, NOT_FOUND_REASONS.application);
  const application = await submittedApplication(link, requestLanguage(request).language);
  invariantResponse(application, NOT_FOUND_REASONS.application);
  return data({ application }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function ApplicationSubmitted() {
  const { application } = useLoaderData<typeof loader>();
  const words = useWords(joinWords);
  const common = useWords(commonWords);
  const category = useWords(categoryWords)[application.category as keyof (typeof categoryWords)["en"]] ?? application.category;
  const needs = fill(application.needs.length > 1 ? words.decisionNeeds : words.decisionNeedsOne, {
    needs: application.needs.join(", "),
    category,
  });
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <Card className="space-y-6 p-6 sm:p-8">
        <div className="flex items-start gap-4">
          <CheckCircleIcon className="h-10 w-10 shrink-0 text-success" />
          <div className="space-y-1">
            <h1 className="text-3xl font-bold tracking-tight">{words.submittedTitle}</h1>
            <p className="text-lg text-muted-foreground">
              {words.thanks} <strong className="text-foreground">{application.businessName}</strong>.
            </p>
          </div>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-medium text-muted-foreground">{words.confirmationSentTo}</dt>
            <dd className="font-semibold break-all">{application.email}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-muted-foreground">{words.submitted}</dt>
            <dd className="font-semibold">{application.submittedOn}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-sm font-medium text-muted-foreground">{words.serviceArea}</dt>
            <dd className="font-semibold">{application.place}</dd>
          </div>
        </dl>
        <section aria-labelledby="next-steps" className="space-y-2 rounded-xl bg-muted p-4">
          <h2 id="next-steps" className="font-semibold">
            {words.nextSteps}
          </h2>
          <ol className="list-decimal space-y-1 pl-5">
            <li>{application.decided ? words.decided : words.reviewing}</li>
            <li>{application.needs.length > 0 ? needs : words.decision}</li>
            <li>{words.signInAnytime}</li>
          </ol>
        </section>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/provider">{words.openPortal}</ButtonLink>
          <ButtonLink to="/" variant="outline">
            {common.backHome}
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}

function ApplicationNotFound() {
  const words = useWords(joinWords);
  const say = useSay();
  return <NotFoundCard title={say(NOT_FOUND_REASONS.application)}>{words.notFoundText}</NotFoundCard>;
}

export const ErrorBoundary = pageErrorBoundary({ 404: () => <ApplicationNotFound /> });
