import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { languageOfMatches, useWords } from "~/components/use-words";
import { commonWords } from "~/locales/common";
import { ButtonLink } from "~/components/ui/button";
import { log } from "~/lib/logger.server";

export const meta: MetaFunction = ({ matches }) => [{ title: `${commonWords[languageOfMatches(matches)].pageNotFound} | Porchlight` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  log.warn("404 not found", { path: url.pathname });
  return data(null, { status: 404 });
}

export default function NotFound() {
  const words = useWords(commonWords);
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-sm font-semibold text-muted-foreground">404</p>
      <h1 className="mt-2 text-3xl font-bold">{words.pageNotFound}</h1>
      <p className="mt-3 text-muted-foreground">{words.pageDoesNotExist}</p>
      <ButtonLink to="/" className="mt-8">
        {words.returnHome}
      </ButtonLink>
    </section>
  );
}
