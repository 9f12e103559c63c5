/** GET / and GET /items through Hosting: the home page with its Recommended Products, the listing with its page of products. */
import { listingQuery } from '@campus/common/catalogue';
import { PAGE_TEMPLATE_FILES } from '@campus/common/site';
import { dataPage } from './data-page';
import type { Page } from './page';
import { homeData, itemsData } from './page-data';
import { pageTemplate } from './template';

export async function homePage(url: URL, origin: string): Promise<Page> {
  const [template, data] = await Promise.all([pageTemplate(origin, PAGE_TEMPLATE_FILES.home), homeData()]);
  return dataPage(url, template, data);
}

/** `url`'s query is the listing's (filters, sort, page, search), read as the web app reads it. */
export async function itemsPage(url: URL, origin: string): Promise<Page> {
  const query = listingQuery(url.searchParams);
  const [template, data] = await Promise.all([pageTemplate(origin, PAGE_TEMPLATE_FILES.items), itemsData(query)]);
  return dataPage(url, template, data);
}
