/**
 * What the `pages` function and the web app's page renderer (web/src/entry-server.tsx, bundled into the
 * functions build) exchange: the function reads a page's data with firebase-admin, and the renderer turns it
 * into the page's HTML and the query state the browser hydrates, as the page's own reads would have.
 */
import type { ProductQuery } from './catalogue';
import type { Reputation } from './model';

/** A Firestore document as the server read it: the renderer converts it as the browser's read would. */
export interface StoredDocument {
  id: string;
  data: Record<string, unknown>;
}

export type PageData =
  | { page: 'home'; recommended: StoredDocument[] }
  | { page: 'items'; query: ProductQuery; products: StoredDocument[]; totalElements: number }
  /**
   * `product` is null for an unknown product (the not-found page); `reputation` is its seller's, `reviews`
   * its reviews, newest first.
   */
  | { page: 'product'; productId: string; product: StoredDocument | null; reputation: Reputation | null; reviews: StoredDocument[] };

export interface RenderedPage {
  /** #root's content. */
  html: string;
  /** The style tags of the CSS the HTML uses. */
  styles: string;
  /** The dehydrated TanStack Query state, as JSON. */
  state: string;
}

/** The renderer's module, as the function loads it. */
export interface PageRenderer {
  /** The page at `url` (path and query) with `data` in it. */
  renderDataPage(url: string, data: PageData): Promise<RenderedPage>;
}

/** The id of the script element that carries RenderedPage.state. */
export const PAGE_STATE_ELEMENT_ID = 'page-state';
/** Set on #root: the URL (path and query) whose HTML #root holds; the browser hydrates it at that URL only. */
export const RENDERED_URL_ATTRIBUTE = 'data-rendered-url';
