import { lazy, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { AppLayout } from './layout/app-layout';

/** Every page is its own lazily loaded chunk; only the shell is in the first load. */
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: paths.home, element: page(() => import('../features/home/routes/home-page')) },
      { path: paths.items, element: page(() => import('../features/products/routes/items-page')) },
      { path: paths.product, element: page(() => import('../features/product-detail/routes/product-page')) },
      { path: paths.cart, element: page(() => import('../features/cart/routes/cart-page')) },
      { path: paths.wishlist, element: page(() => import('../features/wishlist/routes/wishlist-page')) },
      { path: paths.signin, element: page(() => import('../features/auth/routes/sign-in-page')) },
      { path: paths.signup, element: page(() => import('../features/auth/routes/sign-up-page')) },
      { path: '*', element: page(() => import('../features/static-pages/routes/not-found-page')) },
    ],
  },
];

/**
 * The route table, in React Router's declarative mode: the data router's loaders and actions are not
 * used here and would add about 16 KB gzip to the first load. Render inside a <BrowserRouter>.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
