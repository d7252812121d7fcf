import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { BackLink } from "~/components/ui/back-link";
import { ServiceCardItem } from "~/components/services/service-card";
import { Button, ButtonLink } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/text-field";
import { SearchIcon } from "~/components/ui/icons";
import { Pagination } from "~/components/ui/pagination";
import { Select } from "~/components/ui/select";
import type { ServiceCardView } from "~/domain/discovery/service-card";
import {
  listStateParams,
  SEARCH_MAX_LENGTH,
  SERVICE_FILTERS,
  SERVICE_SORTS,
  type ListState,
  type ServiceListQuery,
} from "~/domain/discovery/service-list";
import { useWords } from "~/components/use-words";
import { listWords } from "~/locales/discovery";
import { homeWords } from "~/locales/home";
import { fill } from "~/locales/words";

export type ServiceListData = {
  zip: string;
  category: string;
  categoryName: string;
  placeLabel: string;
  knownZip: boolean;
  query: ServiceListQuery;
  total: number;
  pageCount: number;
  services: ServiceCardView[];
};

function hrefFor(state: ListState, path = "/") {
  return `${path}?${listStateParams(state)}`;
}

export function ServiceList({ list }: { list: ServiceListData }) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const state: ListState = { zip: list.zip, category: list.category, ...list.query };
  const isSearching = navigation.state === "loading" && navigation.location.pathname === "/";
  const words = useWords(listWords);
  const countText = list.total === 1 ? words.oneService : fill(words.services, { count: list.total });
  const sortOptions = SERVICE_SORTS.map((value) => ({ value, label: words[`sort.${value}`] }));
  const filterOptions = SERVICE_FILTERS.map((value) => ({ value, label: words[`filter.${value}`] }));

  return (
    <section aria-labelledby="list-heading" className="space-y-6">
      <div className="space-y-3">
        <BackLink to={`/?${new URLSearchParams({ zip: list.zip })}`}>{words.backToCategories}</BackLink>
        <div>
          <h1 id="list-heading" className="text-3xl font-bold tracking-tight">
            {fill(words.servicesIn, { place: list.placeLabel })}
          </h1>
          <p className="text-muted-foreground">
            {list.categoryName} · <span data-testid="service-count">{countText}</span>
          </p>
        </div>
      </div>

      <Form
        method="get"
        action="/"
        role="search"
        aria-label={words.searchAndSort}
        className="grid gap-3 rounded-xl border border-border bg-card p-4 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
        onChange={(event) => {
          // Sort and filter apply as soon as they change; typing waits for Enter or Apply.
          if (event.target instanceof HTMLSelectElement) submit(event.currentTarget, { replace: true, preventScrollReset: true });
        }}
      >
        <input type="hidden" name="zip" value={list.zip} />
        <input type="hidden" name="category" value={list.category} />
        <div className="space-y-1.5">
          <label htmlFor="service-search" className="block text-sm font-medium">
            {words.search}
          </label>
          <input
            id="service-search"
            type="search"
            name="q"
            defaultValue={list.query.q}
            key={list.query.q}
            placeholder={words.searchPlaceholder}
            maxLength={SEARCH_MAX_LENGTH}
            className={inputClasses}
          />
        </div>
        <Select label={words.sortBy} name="sort" defaultValue={list.query.sort} key={`sort-${list.query.sort}`} options={sortOptions} />
        <Select
          label={words.show}
          name="filter"
          defaultValue={list.query.filter}
          key={`filter-${list.query.filter}`}
          options={filterOptions}
        />
        <Button type="submit" variant="secondary">
          <SearchIcon className="h-4 w-4" />
          {words.apply}
        </Button>
      </Form>

      {list.knownZip ? (
        <aside
          aria-labelledby="quote-heading"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-muted p-4"
        >
          <div>
            <h2 id="quote-heading" className="font-semibold">
              {words.notSureOfCost}
            </h2>
            <p className="text-sm text-muted-foreground">{words.quotePitch}</p>
          </div>
          <ButtonLink to={`/requests/new?${new URLSearchParams({ zip: list.zip, category: list.category })}`} variant="outline">
            {words.getQuote}
          </ButtonLink>
        </aside>
      ) : null}

      <div aria-live="polite" aria-busy={isSearching} className={isSearching ? "opacity-60 transition-opacity" : undefined}>
        {list.services.length > 0 ? (
          <>
            <h2 className="sr-only">{fill(words.near, { category: list.categoryName, place: list.placeLabel })}</h2>
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
              {list.services.map((service) => (
                <ServiceCardItem key={service.id} service={service} href={hrefFor(state, `/service/${service.id}`)} />
              ))}
            </ul>
          </>
        ) : (
          <EmptyState list={list} />
        )}
      </div>

      <Pagination page={list.query.page} pageCount={list.pageCount} hrefFor={(page) => hrefFor({ ...state, page })} />

      <aside className="rounded-xl border border-dashed border-border bg-muted p-6 text-center">
        <h2 className="text-lg font-semibold">{words.notFound}</h2>
        <ButtonLink to="/join" variant="primary" className="mt-3">
          {words.joinNetwork}
        </ButtonLink>
      </aside>
    </section>
  );
}

function EmptyState({ list }: { list: ServiceListData }) {
  const words = useWords(listWords);
  const home = useWords(homeWords);
  const filtered = Boolean(list.query.q) || list.query.filter !== "all";
  return (
    <div className="rounded-xl border border-border bg-card p-8 text-center">
      {!list.knownZip ? (
        <>
          <h2 className="text-lg font-semibold">{fill(words.unknownZip, { zip: list.zip })}</h2>
          <p className="mt-1 text-muted-foreground">{words.checkZip}</p>
          <ButtonLink to="/" variant="outline" className="mt-4">
            {home.changeZip}
          </ButtonLink>
        </>
      ) : filtered ? (
        <>
          <h2 className="text-lg font-semibold">{words.noMatch}</h2>
          <p className="mt-1 text-muted-foreground">{words.tryOtherWords}</p>
          <ButtonLink to={hrefFor({ zip: list.zip, category: list.category })} variant="outline" className="mt-4">
            {words.clearSearch}
          </ButtonLink>
        </>
      ) : (
        <>
          <h2 className="text-lg font-semibold">{fill(words.noneYet, { category: list.categoryName.toLowerCase(), zip: list.zip })}</h2>
          <p className="mt-1 text-muted-foreground">{words.tryAnother}</p>
          <ButtonLink to={`/?${new URLSearchParams({ zip: list.zip })}`} variant="outline" className="mt-4">
            {words.chooseAnother}
          </ButtonLink>
        </>
      )}
    </div>
  );
}
