import { invalidFormReply } from "~/lib/refusals.server";
import { alternateLinks, languageOfMatches, useSay, useWords } from "~/components/use-words";
import { homeWords } from "~/locales/home";
import { fill } from "~/locales/words";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BackLink } from "~/components/ui/back-link";
import { CategoryPicker } from "~/components/home/category-picker";
import { HomeLinks } from "~/components/home/home-links";
import { ServiceList } from "~/components/home/service-list";
import { ZipForm } from "~/components/home/zip-form";
import { findCategory } from "~/domain/discovery/categories";
import { formatPlace } from "~/domain/places/location";
import { toServiceCardView } from "~/domain/discovery/service-card";
import { SERVICES_PER_PAGE } from "~/domain/discovery/service-list";
import { parseServiceListQuery } from "~/domain/discovery/service-list.schema.server";
import { pageCount } from "~/domain/pagination";
import { NOT_FOUND_REASONS } from "~/domain/outcome";
import { zipFormSchema } from "~/domain/places/zip.schema.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { getRememberedZip, rememberZip } from "~/lib/zip-cookie.server";
import { publicOrigin } from "~/lib/http.server";
import { languageAlternates, requestLanguage } from "~/lib/language.server";
import { cardWordsOf, categoryWords, listWords } from "~/locales/discovery";
import { serviceListPage } from "~/services/discovery/index.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const words = homeWords[languageOfMatches(matches)];
  const title =
    data?.step === "list"
      ? fill(listWords[languageOfMatches(matches)].title, { category: data.list.categoryName, place: data.list.placeLabel })
      : data?.step === "category"
        ? fill(words.servicesInTitle, { zip: data.zip })
        : words.findTitle;
  // Home's steps are in Spanish too (issue 54): each names its other language.
  const alternates = data && "alternates" in data ? data.alternates : [];
  return [{ title: `${title} | Porchlight` }, { name: "description", content: words.description }, ...alternateLinks(alternates)];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (!url.searchParams.has("zip")) {
    return {
      step: "zip" as const,
      lastResult: undefined,
      defaultZip: getRememberedZip(request) ?? "",
      constraints: formConstraints(zipFormSchema),
      alternates: languageAlternates(url, publicOrigin()),
    };
  }

  const submission = parseWithZod(url.searchParams, { schema: zipFormSchema });
  if (submission.status !== "success") {
    return invalidFormReply(submission, { extra: { step: "zip" as const, defaultZip: "", constraints: formConstraints(zipFormSchema) } });
  }
  const zip = submission.value.zip;
  if (url.searchParams.get("zip") !== zip) {
    // ZIP+4 (or stray spaces): one canonical URL per zip.
    url.searchParams.set("zip", zip);
    throw redirect(`/?${url.searchParams}`);
  }
  const headers = getRememberedZip(request) === zip ? undefined : { "Set-Cookie": rememberZip(zip) };

  const categoryId = url.searchParams.get("category");
  if (!categoryId)
    return data({ step: "category" as const, zip, error: null, alternates: languageAlternates(url, publicOrigin()) }, { headers });

  const category = findCategory(categoryId);
  if (!category) {
    return data({ step: "category" as const, zip, error: NOT_FOUND_REASONS.category }, { status: 404, headers });
  }

  const query = parseServiceListQuery(url.searchParams);
  const { language } = requestLanguage(request);
  const { place, settings, onlinePayments, ...result } = await serviceListPage({
    zip,
    category: category.id,
    query,
    now: new Date(),
    language,
  });
  const pages = pageCount(result.total, SERVICES_PER_PAGE);
  if (query.page > pages) {
    url.searchParams.delete("page");
    throw redirect(`/?${url.searchParams}`);
  }
  return data(
    {
      step: "list" as const,
      list: {
        zip,
        category: category.id,
        categoryName: categoryWords[language][category.id],
        placeLabel: formatPlace({ zip, city: place?.city, state: place?.state }, settings),
        knownZip: Boolean(place),
        query,
        total: result.total,
        pageCount: pages,
        services: result.services.map((service) =>
          toServiceCardView(service, settings, service.badge, onlinePayments, cardWordsOf(language)),
        ),
      },
      alternates: languageAlternates(url, publicOrigin()),
    },
    { headers },
  );
}

export default function Home() {
  const loaderData = useLoaderData<typeof loader>();
  const words = useWords(homeWords);
  const say = useSay();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      {loaderData.step === "zip" ? (
        <div className="space-y-10">
          <div className="mx-auto max-w-2xl space-y-4 text-center">
            <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{words.headline}</h1>
            <p className="text-lg text-muted-foreground">{words.lead}</p>
          </div>
          <ZipForm lastResult={loaderData.lastResult} constraint={loaderData.constraints} defaultZip={loaderData.defaultZip} />
          <HomeLinks />
        </div>
      ) : loaderData.step === "category" ? (
        <div className="space-y-8">
          <div className="space-y-3">
            <BackLink to="/">{words.changeZip}</BackLink>
            <h1 className="text-3xl font-bold tracking-tight">{fill(words.servicesIn, { zip: loaderData.zip })}</h1>
            {loaderData.error ? (
              <p role="alert" className="font-medium text-destructive">
                {say(loaderData.error)}
              </p>
            ) : null}
          </div>
          <CategoryPicker zip={loaderData.zip} />
        </div>
      ) : (
        <ServiceList list={loaderData.list} />
      )}
    </div>
  );
}
