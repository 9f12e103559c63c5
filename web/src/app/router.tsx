import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { AppLayout, RouteLoading } from './layout/app-layout';

type PageModule = { default: ComponentType };

interface LazyPage {
  element: ReactElement;
  /** Loads the page's chunk; once it has loaded, the page renders at once, without suspending. */
  preload: () => Promise<unknown>;
}

/**
 * Every page is its own lazily loaded chunk; only the shell is in the first load. The entries preload
 * the page of the URL they start at (preloadRoute) before the first render, so that hydrating the
 * prerendered HTML, or replacing it, never shows the loading fallback in between.
 */
function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
    }));
  const Lazy = lazy(load);
  const Page = () => (loaded === undefined ? <Lazy /> : createElement(loaded));
  return { element: <Page />, preload };
}

const pages = {
  home: lazyPage(() => import('../features/home/routes/home-page')),
  items: lazyPage(() => import('../features/products/routes/items-page')),
  product: lazyPage(() => import('./routes/product-route')),
  cart: lazyPage(() => import('../features/cart/routes/cart-page')),
  wishlist: lazyPage(() => import('../features/wishlist/routes/wishlist-page')),
  signin: lazyPage(() => import('../features/auth/routes/sign-in-page')),
  signup: lazyPage(() => import('../features/auth/routes/sign-up-page')),
  checkout: lazyPage(() => import('../features/checkout/routes/checkout-page')),
  orders: lazyPage(() => import('../features/orders/routes/orders-page')),
  addresses: lazyPage(() => import('../features/addresses/routes/addresses-page')),
  addressForm: lazyPage(() => import('../features/addresses/routes/address-form-page')),
  profile: lazyPage(() => import('../features/account/routes/profile-page')),
  profileEdit: lazyPage(() => import('../features/account/routes/profile-edit-page')),
  account: lazyPage(() => import('../features/account/routes/account-page')),
  forgotPassword: lazyPage(() => import('../features/auth/routes/forgot-password-page')),
  sellProduct: lazyPage(() => import('../features/selling/routes/sell-product-page')),
  myProducts: lazyPage(() => import('../features/selling/routes/my-products-page')),
  myReviews: lazyPage(() => import('../features/reviews/routes/my-reviews-page')),
  mySales: lazyPage(() => import('../features/sales/routes/my-sales-page')),
  admin: lazyPage(() => import('../features/admin/routes/admin-page')),
  messages: lazyPage(() => import('../features/deals/routes/messages-page')),
  contact: lazyPage(() => import('../features/static-pages/routes/contact-page')),
  faqs: lazyPage(() => import('../features/static-pages/routes/faqs-page')),
  help: lazyPage(() => import('../features/static-pages/routes/help-page')),
  privacy: lazyPage(() => import('../features/static-pages/routes/privacy-page')),
  terms: lazyPage(() => import('../features/static-pages/routes/terms-page')),
  refunds: lazyPage(() => import('../features/static-pages/routes/refunds-page')),
  notFound: lazyPage(() => import('../features/static-pages/routes/not-found-page')),
};

type PageRoute = { path: string; page: LazyPage };
const pageRoutes: PageRoute[] = [
  { path: paths.home, page: pages.home },
  { path: paths.items, page: pages.items },
  { path: paths.product, page: pages.product },
  { path: paths.cart, page: pages.cart },
  { path: paths.wishlist, page: pages.wishlist },
  { path: paths.signin, page: pages.signin },
  { path: paths.signup, page: pages.signup },
  { path: paths.forgotPassword, page: pages.forgotPassword },
  { path: paths.checkout, page: pages.checkout },
  { path: paths.orders, page: pages.orders },
  { path: paths.addresses, page: pages.addresses },
  { path: paths.addAddress, page: pages.addressForm },
  { path: paths.editAddress, page: pages.addressForm },
  { path: paths.addressEdit, page: pages.addressForm },
  { path: paths.profile, page: pages.profile },
  { path: paths.profileEdit, page: pages.profileEdit },
  { path: paths.account, page: pages.account },
  { path: paths.sellProduct, page: pages.sellProduct },
  { path: paths.myProducts, page: pages.myProducts },
  { path: paths.myReviews, page: pages.myReviews },
  { path: paths.mySales, page: pages.mySales },
  { path: paths.admin, page: pages.admin },
  { path: paths.messages, page: pages.messages },
  { path: paths.conversation, page: pages.messages },
  { path: paths.contact, page: pages.contact },
  { path: paths.faqs, page: pages.faqs },
  { path: paths.help, page: pages.help },
  { path: paths.privacy, page: pages.privacy },
  { path: paths.terms, page: pages.terms },
  { path: paths.refunds, page: pages.refunds },
  { path: '*', page: pages.notFound },
];

/** Link targets of the spec with no page of their own (/products is Browse Products on My Reviews). */
const redirects: RouteObject[] = [paths.products, paths.categories].map((path) => ({ path, element: <Navigate to={paths.items} replace /> }));

export const routes: RouteObject[] = [
  { element: <AppLayout />, children: [...redirects, ...pageRoutes.map(({ path, page }) => ({ path, element: page.element }))] },
];

/** Loads the chunk of the page at `pathname`. */
export async function preloadRoute(pathname: string): Promise<void> {
  const matched = matchRoutes(
    pageRoutes.map(({ path }) => ({ path })),
    pathname,
  );
  const path = matched?.at(-1)?.route.path;
  await pageRoutes.find((route) => route.path === path)?.page.preload();
}

/**
 * The route table, in React Router's declarative mode: the data router's loaders and actions are not
 * used here and would add about 16 KB gzip to the first load. Render inside a router.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/** The header and footer around a loading page: the prerendered HTML for the routes that have none of their own. */
export function ShellRoutes() {
  return useRoutes([{ element: <AppLayout />, children: [{ path: '*', element: <RouteLoading /> }] }]);
}
