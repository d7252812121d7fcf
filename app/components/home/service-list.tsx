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
  FILTER_LABELS,
  listStateParams,
  SEARCH_MAX_LENGTH,
  SERVICE_FILTERS,
  SERVICE_SORTS,
  SORT_LABELS,
  type ListState,
  type ServiceListQuery,
} from "~/domain/discovery/service-list";

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

const sortOptions = SERVICE_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));
const filterOptions = SERVICE_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }));

function hrefFor(state: ListState, path = "/") {
  return `${path}?${listStateParams(state)}`;
}

export function ServiceList({ list }: { list: ServiceListData }) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const state: ListState = { zip: list.zip, category: list.category, ...list.query };
  const isSearching = navigation.state === "loading" && navigation.location.pathname === "/";
  const countText = `${list.total} ${list.total === 1 ? "service" : "services"} available`;

  return (
    <section aria-labelledby="list-heading" className="space-y-6">
      <div className="space-y-3">
        <BackLink to={`/?${new URLSearchParams({ zip: list.zip })}`}>Back to categories</BackLink>
        <div>
          <h1 id="list-heading" className="text-3xl font-bold tracking-tight">
            Services in {list.placeLabel}
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
        aria-label="Search and sort services"
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
            Search
          </label>
          <input
            id="service-search"
            type="search"
            name="q"
            defaultValue={list.query.q}
            key={list.query.q}
            placeholder="Search services..."
            maxLength={SEARCH_MAX_LENGTH}
            className={inputClasses}
          />
        </div>
        <Select label="Sort by" name="sort" defaultValue={list.query.sort} key={`sort-${list.query.sort}`} options={sortOptions} />
        <Select label="Show" name="filter" defaultValue={list.query.filter} key={`filter-${list.query.filter}`} options={filterOptions} />
        <Button type="submit" variant="secondary">
          <SearchIcon className="h-4 w-4" />
          Apply
        </Button>
      </Form>

      {list.knownZip ? (
        <aside
          aria-labelledby="quote-heading"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-muted p-4"
        >
          <div>
            <h2 id="quote-heading" className="font-semibold">
              Not sure what it costs?
            </h2>
            <p className="text-sm text-muted-foreground">
              Describe the job once and get quotes from up to five providers here who do that kind of job.
            </p>
          </div>
          <ButtonLink to={`/requests/new?${new URLSearchParams({ zip: list.zip, category: list.category })}`} variant="outline">
            Get a quote
          </ButtonLink>
        </aside>
      ) : null}

      <div aria-live="polite" aria-busy={isSearching} className={isSearching ? "opacity-60 transition-opacity" : undefined}>
        {list.services.length > 0 ? (
          <>
            <h2 className="sr-only">
              {list.categoryName} near {list.placeLabel}
            </h2>
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
        <h2 className="text-lg font-semibold">Don't see what you're looking for?</h2>
        <ButtonLink to="/join" variant="primary" className="mt-3">
          Join Our Network - Become a Service Provider
        </ButtonLink>
      </aside>
    </section>
  );
}

function EmptyState({ list }: { list: ServiceListData }) {
  const filtered = Boolean(list.query.q) || list.query.filter !== "all";
  return (
    <div className="rounded-xl border border-border bg-card p-8 text-center">
      {!list.knownZip ? (
        <>
          <h2 className="text-lg font-semibold">We couldn't find zip code {list.zip}</h2>
          <p className="mt-1 text-muted-foreground">Check the number, or try a nearby zip code.</p>
          <ButtonLink to="/" variant="outline" className="mt-4">
            Change Zip Code
          </ButtonLink>
        </>
      ) : filtered ? (
        <>
          <h2 className="text-lg font-semibold">No services match your search</h2>
          <p className="mt-1 text-muted-foreground">Try other words, or show all services.</p>
          <ButtonLink to={hrefFor({ zip: list.zip, category: list.category })} variant="outline" className="mt-4">
            Clear search and filters
          </ButtonLink>
        </>
      ) : (
        <>
          <h2 className="text-lg font-semibold">
            No {list.categoryName.toLowerCase()} cover {list.zip} yet
          </h2>
          <p className="mt-1 text-muted-foreground">Try another category or a nearby zip code. Providers join every week.</p>
          <ButtonLink to={`/?${new URLSearchParams({ zip: list.zip })}`} variant="outline" className="mt-4">
            Choose another category
          </ButtonLink>
        </>
      )}
    </div>
  );
}
