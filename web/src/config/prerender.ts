/** Set on #root by the prerender step: the route pattern whose HTML #root holds (for URLs without a query). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

export interface PrerenderedPage {
  /** The route pattern the page is rendered for; the browser hydrates it at matching URLs without a query. */
  url: string;
  /** The file Hosting serves it from (firebase.json rewrites). */
  file: string;
  /** The page's module, whose chunk the HTML preloads (the router's lazy import of this route). */
  module: string;
  title: string;
  description: string;
}

/** The app's start (src/start.tsx), which the entry imports once the page has painted. */
export const START_MODULE = 'src/start.tsx';

const SITE = 'Campus Marketplace';
const ABOUT = 'Buy, sell and exchange second-hand goods and electronics with students, faculty and staff of your campus.';

/** The public routes prerendered at build time, and the shell (header and footer) for every other route. */
export const PRERENDERED_PAGES: PrerenderedPage[] = [
  { url: '/', file: 'index.html', module: 'src/features/home/routes/home-page.tsx', title: `${SITE}: buy and sell on campus`, description: ABOUT },
  { url: '/items', file: 'items.html', module: 'src/features/products/routes/items-page.tsx', title: `All products | ${SITE}`, description: `Browse every listing on ${SITE}: electronics, books, furniture and more, priced in rupees.` },
  { url: '/product/:productId', file: 'product.html', module: 'src/features/product-detail/routes/product-page.tsx', title: SITE, description: ABOUT },
  { url: '/signin', file: 'signin.html', module: 'src/features/auth/routes/sign-in-page.tsx', title: `Sign in | ${SITE}`, description: `Sign in to ${SITE} with your campus e-mail.` },
  { url: '/signup', file: 'signup.html', module: 'src/features/auth/routes/sign-up-page.tsx', title: `Create an account | ${SITE}`, description: `Join ${SITE} with your campus e-mail.` },
  { url: '/cart', file: 'cart.html', module: 'src/features/cart/routes/cart-page.tsx', title: `Your cart | ${SITE}`, description: ABOUT },
];
export const SHELL_FILE = 'shell.html';
