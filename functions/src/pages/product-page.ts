/** GET /product/{id} through Hosting: the product page with the product in it, its title, description and link-preview tags. */
import { formatRupees } from '@campus/common/format';
import type { Product } from '@campus/common/model';
import { PAGE_TEMPLATE_FILES, SITE_NAME, productPath } from '@campus/common/site';
import { linkTo, metaName, metaProperty, rewriteHead, type HeadTag } from '@campus/common/html-head';
import { summarise } from '@campus/common/markup';
import type { PageData } from '@campus/common/page-data';
import { MAX_DOCUMENT_ID_LENGTH, isDocumentId } from '../validation';
import { dataPage } from './data-page';
import type { Page } from './page';
import { productData } from './page-data';
import { pageTemplate } from './template';

const DESCRIPTION_LENGTH = 160;
/** Escapes make a segment at most three times as long as the id it names (validation.ts caps ids). */
const MAX_ENCODED_LENGTH = 3 * MAX_DOCUMENT_ID_LENGTH;

const NOT_FOUND_CACHE = 'public, max-age=60, s-maxage=60';

/**
 * The product id in the path segment after /product/ (one trailing slash allowed), or null when the segment
 * cannot be one: undecodable escapes, lone surrogates, slashes, dots, reserved ids and anything over-long never
 * reach Firestore.
 */
function productIdFrom(segment: string): string | null {
  const encoded = segment.endsWith('/') ? segment.slice(0, -1) : segment;
  if (encoded.length > MAX_ENCODED_LENGTH) return null;
  let id: string;
  try {
    id = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  return isDocumentId(id) ? id : null;
}

/** The amount as Open Graph wants it: digits and a decimal point, no grouping or symbol. */
const priceAmount = (price: number): string => (Number.isInteger(price) ? String(price) : price.toFixed(2));

/** The first photo as an absolute http(s) URL (crawlers take no data: or relative URLs), if there is one. */
function absoluteImageUrl(raw: string, origin: string): string | undefined {
  if (raw === '' || !URL.canParse(raw, origin)) return undefined;
  const url = new URL(raw, origin);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
}

interface ProductHead {
  /** Name and price, e.g. 'Study lamp – ₹1,499': the preview's title. */
  headline: string;
  description: string;
  url: string;
  image: string | undefined;
}

/** The photo is the page's largest paint: the browser fetches it while the app's code is still loading. */
const preloadImage = (href: string): HeadTag => ({ element: 'link', attributes: [['rel', 'preload'], ['as', 'image'], ['href', href], ['fetchpriority', 'high']] });

function productTags(product: Product, { headline, description, url, image }: ProductHead): HeadTag[] {
  const imageTags = image === undefined ? [] : [metaProperty('og:image', image), metaProperty('og:image:alt', product.title), preloadImage(image)];
  return [
    linkTo('canonical', url),
    metaProperty('og:type', 'product'),
    metaProperty('og:site_name', SITE_NAME),
    metaProperty('og:locale', 'en_IN'),
    metaProperty('og:title', headline),
    metaProperty('og:description', description),
    metaProperty('og:url', url),
    ...imageTags,
    metaProperty('product:price:amount', priceAmount(product.price)),
    metaProperty('product:price:currency', 'INR'),
    metaName('twitter:card', image === undefined ? 'summary' : 'summary_large_image'),
    metaName('twitter:title', headline),
    metaName('twitter:description', description),
    ...(image === undefined ? [] : [metaName('twitter:image', image), metaName('twitter:image:alt', product.title)]),
  ];
}

/** What a crawler gets for a product it may not see: the template's generic head, kept out of search results. */
const NOT_FOUND_TAGS: readonly HeadTag[] = [
  metaName('robots', 'noindex'),
  metaProperty('og:type', 'website'),
  metaProperty('og:site_name', SITE_NAME),
  metaProperty('og:title', SITE_NAME),
  metaName('twitter:card', 'summary'),
];

/**
 * The page for the path segment after /product/. An unknown or withdrawn product answers 404 with the
 * not-found head and noindex; a sold one shows as sold, with its head, kept out of search results.
 */
export async function productPage(url: URL, segment: string, origin: string): Promise<Page> {
  const productId = productIdFrom(segment);
  const unknown: PageData = { page: 'product', productId: productId ?? '', product: null, reputation: null, reviews: [] };
  const [template, { data, product }] = await Promise.all([
    pageTemplate(origin, PAGE_TEMPLATE_FILES.product),
    productId === null ? { data: unknown, product: undefined } : productData(productId),
  ]);
  if (productId === null || product === undefined || product.status === 'withdrawn') {
    return dataPage(url, rewriteHead(template, { tags: NOT_FOUND_TAGS }), data, { status: 404, cacheControl: NOT_FOUND_CACHE });
  }
  const price = formatRupees(product.price);
  const head: ProductHead = {
    headline: `${product.title} – ${price}`,
    description: summarise(product.description, DESCRIPTION_LENGTH) || `${product.title} for ${price} from a fellow student on ${SITE_NAME}.`,
    url: `${origin}${productPath(productId)}`,
    image: absoluteImageUrl(product.imageURL, origin),
  };
  const tags = [...productTags(product, head), ...(product.status === 'sold' ? [metaName('robots', 'noindex')] : [])];
  return dataPage(url, rewriteHead(template, { title: `${head.headline} | ${SITE_NAME}`, description: head.description, tags }), data);
}
