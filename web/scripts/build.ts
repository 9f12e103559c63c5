// `npm run build -w web [-- --outDir DIR --logLevel LEVEL]`: Vite's production build, then the page templates:
// the pages without stored data (config/prerender.ts) rendered to HTML at build time, so that a phone paints
// the page before any JavaScript has run, and the templates the `pages` function renders the data pages into
// (home, /items, /product/{id}); the browser then hydrates that HTML (src/start.tsx).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type LogLevel } from 'vite';
import { staticImportClosure, type Manifest } from './build-manifest';
import { buildRenderer } from './page-renderer';
import { rewriteHead } from '@campus/common/html-head';
import { PAGE_HEAD_SLOT, PAGE_ROOT_SLOT, fillPageTemplate } from '@campus/common/page-template';
import { defaultWebOrigin, robotsTxt } from '@campus/common/site';

type ServerEntry = typeof import('../src/entry-server');

const webDir = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const flag = (name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const outDir = resolve(flag('--outDir') ?? join(webDir, 'dist'));
const logLevel = (flag('--logLevel') ?? 'info') as LogLevel;

/** <link rel="modulepreload"> for the chunks of these modules and every chunk they import statically, but those the template already preloads. */
const modulePreloads = (manifest: Manifest, modules: string[], html: string): string =>
  staticImportClosure(manifest, modules)
    .map((key) => `/${manifest[key]?.file ?? key}`)
    .filter((href) => !html.includes(`href="${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('\n    ');

await build({ root: webDir, logLevel, build: { outDir, emptyOutDir: true } });

const ssrDir = mkdtempSync(join(tmpdir(), 'web-prerender-'));
try {
  const server = (await import(pathToFileURL(await buildRenderer(webDir, ssrDir)).href)) as ServerEntry;
  // Vite's index.html is only the templates' source: Hosting must pass / on to the `pages` function.
  const index = join(outDir, 'index.html');
  const html = readFileSync(index, 'utf8');
  rmSync(index);
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>.');
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  // What src/main.tsx imports once the page has painted (the libraries, the theme, the start module): preloaded,
  // so that no import waits on a round trip of its own.
  const entryImports = manifest['index.html']?.dynamicImports ?? [server.START_MODULE];
  /** index.html with the page's title, description and preloads, and the slots for its styles and #root. */
  const template = (page: { title: string; description: string }, modules: string[]): string =>
    rewriteHead(html, { title: page.title, description: page.description, tags: [] })
      .replace('</head>', `${modulePreloads(manifest, [...entryImports, ...modules], html)}\n    ${PAGE_HEAD_SLOT}\n  </head>`)
      .replace('<div id="root"></div>', PAGE_ROOT_SLOT);

  for (const page of server.SERVER_RENDERED_PAGES) writeFileSync(join(outDir, page.file), template(page, [page.module]));
  for (const page of server.PRERENDERED_PAGES) {
    const rendered = await server.renderPage(page.url);
    writeFileSync(join(outDir, page.file), fillPageTemplate(template(page, [page.module]), { ...rendered, url: page.url }));
  }
  const home = server.SERVER_RENDERED_PAGES[0];
  if (home === undefined) throw new Error('No server-rendered pages');
  const shell = await server.renderPage('/', { shell: true });
  writeFileSync(join(outDir, server.SHELL_FILE), fillPageTemplate(template(home, []), shell));
  // A static file: Cloud Functions answer 404 to /robots.txt before any function runs. WEB_ORIGIN is the
  // site's origin, as for the functions (the Hosting emulator's address for a local stack).
  const origin = process.env.WEB_ORIGIN ?? defaultWebOrigin(server.env.projectId);
  writeFileSync(join(outDir, 'robots.txt'), robotsTxt(origin));
  const written = [...server.SERVER_RENDERED_PAGES, ...server.PRERENDERED_PAGES].map((page) => page.file);
  console.log(`Wrote ${written.join(', ')} and ${server.SHELL_FILE} into ${outDir}`);
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
}
