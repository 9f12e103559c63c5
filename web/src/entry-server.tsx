// The prerender step's entry (web/scripts/build.ts): renders a route to HTML with its critical CSS, in Node.
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { AppRoutes, ShellRoutes, preloadRoute } from './app/router';

export { env } from './config/env';
export { PRERENDERED_ATTRIBUTE, PRERENDERED_PAGES, SHELL_FILE, START_MODULE } from './config/prerender';

/** `url`'s HTML (the shell's when `shell`) and the style tags of the CSS it uses. */
export async function renderPage(url: string, { shell = false } = {}): Promise<{ html: string; styles: string }> {
  if (!shell) await preloadRoute(url);
  // Class names are hashes of the styles under the key 'css', the key of Emotion's default cache in the browser,
  // which adopts these style tags on start instead of inserting the rules again.
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <App router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>}>{shell ? <ShellRoutes /> : <AppRoutes />}</App>
    </CacheProvider>,
    // Fizz moves a Suspense boundary's content bigger than this out of place, behind its fallback, and
    // reveals it with an inline script later (throttled): the page would first paint its loading spinner.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await text(prelude as Readable);
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
