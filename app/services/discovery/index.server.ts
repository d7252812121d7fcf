/**
 * Discovery: finding a provider: the search by zip code and category, a service's page and booking
 * from it, the sitemap, page views. The one door of app/services/discovery: routes and other
 * features import from here; the files beside it are its own (app/services/README.md).
 *
 * - service-search: the list of services covering a zip code
 * - service-page: a service's page, booking from it, address suggestions, sharing
 * - sitemap: the sitemap document
 * - page-views: a service page's view counted
 */
export { serviceListPage } from "./service-search.server";
export { addressSuggestions, servicePage, shareService } from "./service-page.server";
export { sitemapDocument } from "./sitemap.server";
export { countServicePageView } from "./page-views.server";
