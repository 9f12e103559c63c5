import { HOME_PATH, ITEMS_PATH, MESSAGES_PATH, MY_PRODUCTS_PATH, MY_SALES_PATH, ORDERS_PATH, productPath } from '@campus/common/site';

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
  /** Also reached as /Orders (the spec's other spelling): routes match case-insensitively. */
  orders: ORDERS_PATH,
  addresses: '/addresses',
  addAddress: '/add-address',
  editAddress: '/edit-address/:addressId',
  /** The spec's earlier profile-area address page: the same form, adding an address. */
  addressEdit: '/address-edit',
  profile: '/profile',
  profileEdit: '/profile-edit',
  account: '/account',
  sellProduct: '/sell-product',
  myProducts: MY_PRODUCTS_PATH,
  myReviews: '/my-reviews',
  mySales: MY_SALES_PATH,
  messages: MESSAGES_PATH,
  conversation: `${MESSAGES_PATH}/:conversationId`,
  admin: '/admin',
  contact: '/contact',
  faqs: '/faqs',
  help: '/help',
  privacy: '/privacy',
  terms: '/terms',
  refunds: '/refunds',
  /** Link targets of the spec that are no pages of their own: they lead to /items. */
  products: '/products',
  categories: '/categories',
} as const;

/** /checkout at a step (0 Details, 1 Address, 2 Order Summary, 3 Payment). */
export const checkoutUrl = (step: number): string => `${paths.checkout}?step=${step}`;

export const editAddressUrl = (addressId: string): string => `/edit-address/${encodeURIComponent(addressId)}`;

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

/** The search parameter of a handover link: the order whose code the fragment holds. */
export const HANDOVER_PARAM = 'handover';

/**
 * What the buyer's QR code opens on the seller's phone: My Sales with the code filled in for that order. The
 * code travels in the fragment, which the browser never sends to a server.
 */
export const handoverUrl = (orderId: string, code: string): string => `${paths.mySales}?${HANDOVER_PARAM}=${encodeURIComponent(orderId)}#${code}`;
