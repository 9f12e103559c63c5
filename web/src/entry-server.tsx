// The page renderer, in Node: the prerender step's entry (web/scripts/build.ts) and, bundled into the
// functions build, the `pages` function's (common/page-data.ts). Renders a route to HTML with its critical CSS.
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { PageData, RenderedPage } from '@campus/common/page-data';
import { App } from './app/app';
import { seedPageData } from './app/page-data';
import { AppRoutes, ShellRoutes, preloadRoute } from './app/router';
import { createQueryClient } from './lib/query-client';

export { env } from './config/env';
export { PRERENDERED_PAGES, SERVER_RENDERED_PAGES, SHELL_FILE, START_MODULE } from './config/prerender';

interface RenderOptions {
  /** The header and footer around a loading page, for routes without HTML of their own. */
  shell?: boolean;
  queryClient?: QueryClient;
}

/** `url`'s HTML (the shell's when `shell`) and the style tags of the CSS it uses. */
export async function renderPage(url: string, { shell = false, queryClient }: RenderOptions = {}): Promise<{ html: string; styles: string }> {
  if (!shell) await preloadRoute(new URL(url, 'http://page').pathname);
  // Class names are hashes of the styles under the key 'css', the key of Emotion's default cache in the browser,
  // which adopts these style tags on start instead of inserting the rules again.
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <App router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>} queryClient={queryClient}>
        {shell ? <ShellRoutes /> : <AppRoutes />}
      </App>
    </CacheProvider>,
    // Fizz moves a Suspense boundary's content bigger than this out of place, behind its fallback, and
    // reveals it with an inline script later (throttled): the page would first paint its loading spinner.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await text(prelude as Readable);
  // data-s: Emotion in the browser leaves such style tags where they are instead of moving them on start.
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html)).replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
  return { html, styles };
}

/** `url`'s page with the server's reads in it, and the query state the browser hydrates with. */
export async function renderDataPage(url: string, data: PageData): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  seedPageData(queryClient, data);
  const page = await renderPage(url, { queryClient });
  return { ...page, state: JSON.stringify(dehydrate(queryClient)) };
}
