import { pageCount } from "~/domain/pagination";
import { SITEMAP_PAGE_SIZE, sitemapIndexXml, sitemapXml } from "~/domain/discovery/structured-data";
import { countListedServices, listListedServiceIds } from "~/models/service.server";

/**
 * The sitemap: the home page, joining, privacy and every service page customers can see now (active and listed). Past one page of services it
 * becomes an index of pages (`/sitemap.xml?page=N`); a page beyond the last is null (a 404).
 */
export async function sitemapDocument(input: {
  origin: string;
  page: number | null;
  pageSize?: number;
  now: Date;
}): Promise<string | null> {
  const pageSize = input.pageSize ?? SITEMAP_PAGE_SIZE;
  const total = await countListedServices(input.now);
  const serviceUrl = (id: string) => `${input.origin}/service/${id}`;
  const pages = ["/", "/join", "/privacy"].map((path) => `${input.origin}${path}`);
  if (input.page === null) {
    if (total <= pageSize)
      return sitemapXml([...pages, ...(await listListedServiceIds({ offset: 0, limit: pageSize }, input.now)).map(serviceUrl)]);
    return sitemapIndexXml(Array.from({ length: pageCount(total, pageSize) }, (_, i) => `${input.origin}/sitemap.xml?page=${i + 1}`));
  }
  if (total <= pageSize || input.page > pageCount(total, pageSize)) return null;
  const ids = await listListedServiceIds({ offset: (input.page - 1) * pageSize, limit: pageSize }, input.now);
  return sitemapXml([...(input.page === 1 ? pages : []), ...ids.map(serviceUrl)]);
}
