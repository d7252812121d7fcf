import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Card } from "~/components/ui/card";
import { alternateLinks, languageOfMatches, useWords } from "~/components/use-words";
import { publicOrigin } from "~/lib/http.server";
import { languageAlternates } from "~/lib/language.server";
import { privacyWords } from "~/locales/privacy";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const words = privacyWords[languageOfMatches(matches)];
  return [
    { title: `${words.title} | Porchlight` },
    { name: "description", content: words.description },
    ...alternateLinks(data?.alternates),
  ];
};

/** The page's other languages, for search engines (issue 54). */
export function loader({ request }: LoaderFunctionArgs) {
  return { alternates: languageAlternates(new URL(request.url), publicOrigin()) };
}

/** What Porchlight keeps and why, in plain words: linked from every texts box and the footer. */
export default function Privacy() {
  const words = useWords(privacyWords);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Card className="space-y-6 p-6 sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight">{words.title}</h1>
        <section aria-labelledby="what" className="space-y-2">
          <h2 id="what" className="text-xl font-semibold">
            {words.whatWeKeep}
          </h2>
          <p>{words.whatWeKeepText}</p>
          <p>{words.paymentsText}</p>
        </section>
        <section aria-labelledby="texts-heading" id="texts" className="space-y-2">
          <h2 id="texts-heading" className="text-xl font-semibold">
            {words.texts}
          </h2>
          <p>{words.textsConsent}</p>
          <p>{words.textsWhat}</p>
        </section>
        <section aria-labelledby="yours" className="space-y-2">
          <h2 id="yours" className="text-xl font-semibold">
            {words.yourData}
          </h2>
          <p>{words.yourDataText}</p>
        </section>
      </Card>
    </div>
  );
}
