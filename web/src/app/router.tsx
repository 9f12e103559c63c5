import { lazy, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import { paths } from './paths';

/** Every page is its own lazily loaded chunk; only the shell is in the first load. */
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: paths.home, element: page(() => import('./routes/home')) },
      { path: paths.items, element: page(() => import('./routes/items')) },
      { path: paths.product, element: page(() => import('../features/product-detail/routes/product-page')) },
      { path: paths.cart, element: page(() => import('../features/cart/routes/cart-page')) },
      { path: paths.wishlist, element: page(() => import('../features/wishlist/routes/wishlist-page')) },
      { path: paths.signin, element: page(() => import('./routes/signin')) },
      { path: paths.signup, element: page(() => import('./routes/signup')) },
      { path: '*', element: page(() => import('./routes/not-found')) },
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
