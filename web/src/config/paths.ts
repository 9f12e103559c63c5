import { HOME_PATH, ITEMS_PATH, productPath } from '@campus/common/site';

/** Every route URL of the app. Components build links from here, never from string literals. */
export const paths = {
  home: HOME_PATH,
  items: ITEMS_PATH,
  product: '/product/:productId',
  cart: '/cart',
  wishlist: '/wishlist',
  signin: '/signin',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  checkout: '/checkout',
} as const;

export type ItemsParams = Partial<Record<'search' | 'category' | 'Categories' | 'price' | 'sort' | 'page', string>>;

/** /items with the given query; empty values are left out. */
export function itemsUrl(params: ItemsParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, value);
  }
  const text = query.toString();
  return text === '' ? paths.items : `${paths.items}?${text}`;
}

export const productUrl = productPath;
