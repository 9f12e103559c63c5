import { PAGE_TEMPLATE_FILES, SITE_NAME } from '@campus/common/site';
import { paths } from './paths';

export interface PageTemplate {
  /** The file Hosting serves it from (firebase.json rewrites). */
  file: string;
  /** The page's module, whose chunk the HTML preloads (the router's lazy import of this route). */
  module: string;
  title: string;
  description: string;
}

export interface PrerenderedPage extends PageTemplate {
  /** The URL the page is rendered for; the browser hydrates it at that URL (without a query). */
  url: string;
}

/** The app's start (src/start.tsx), which the entry imports once the page has painted. */
export const START_MODULE = 'src/start.tsx';

const ABOUT = 'Buy, sell and exchange second-hand goods and electronics with students, faculty and staff of your campus.';

/** The pages the `pages` function renders with their data, into these templates (common/page-template.ts). */
export const SERVER_RENDERED_PAGES: PageTemplate[] = [
  { file: PAGE_TEMPLATE_FILES.home, module: 'src/features/home/routes/home-page.tsx', title: `${SITE_NAME}: buy and sell on campus`, description: ABOUT },
  { file: PAGE_TEMPLATE_FILES.items, module: 'src/features/products/routes/items-page.tsx', title: `All products | ${SITE_NAME}`, description: `Browse every listing on ${SITE_NAME}: electronics, books, furniture and more, priced in rupees.` },
  { file: PAGE_TEMPLATE_FILES.product, module: 'src/app/routes/product-route.tsx', title: SITE_NAME, description: ABOUT },
];

/** The public pages without stored data, rendered at build time, and the shell (header and footer) for every other route. */
export const PRERENDERED_PAGES: PrerenderedPage[] = [
  { url: paths.signin, file: 'signin.html', module: 'src/features/auth/routes/sign-in-page.tsx', title: `Sign in | ${SITE_NAME}`, description: `Sign in to ${SITE_NAME} with your campus e-mail.` },
  { url: paths.signup, file: 'signup.html', module: 'src/features/auth/routes/sign-up-page.tsx', title: `Create an account | ${SITE_NAME}`, description: `Join ${SITE_NAME} with your campus e-mail.` },
  { url: paths.cart, file: 'cart.html', module: 'src/features/cart/routes/cart-page.tsx', title: `Your cart | ${SITE_NAME}`, description: ABOUT },
];
export const SHELL_FILE = 'shell.html';
