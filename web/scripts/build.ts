// `npm run build -w web [-- --outDir DIR --logLevel LEVEL]`: Vite's production build, then the prerender step:
// the public routes (config/prerender.ts) rendered to HTML at build time, so that a phone paints the page
// before any JavaScript has run; the browser then hydrates that HTML (src/main.tsx).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type LogLevel } from 'vite';
import { staticImportClosure, type Manifest } from './build-manifest';
import { rewriteHead } from '@campus/common/html-head';
import { escapeMarkup } from '@campus/common/markup';
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
const modulePreloads = (manifest: Manifest, modules: string[], template: string): string =>
  staticImportClosure(manifest, modules)
    .map((key) => `/${manifest[key]?.file ?? key}`)
    .filter((href) => !template.includes(`href="${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('\n    ');

/** index.html from the client build with the page's title, description, preloads, styles and #root filled in. */
function fillTemplate(template: string, head: { title: string; description: string }, extraHead: string, root: string): string {
  const filled = rewriteHead(template, { title: head.title, description: head.description, tags: [] })
    .replace('</head>', `${extraHead}\n  </head>`)
    .replace('<div id="root"></div>', root);
  if (!filled.includes(root)) throw new Error('index.html has no empty <div id="root"></div> to fill.');
  return filled;
}

await build({ root: webDir, logLevel, build: { outDir, emptyOutDir: true, } });

const ssrDir = mkdtempSync(join(tmpdir(), 'web-prerender-'));
try {
  await build({
    root: webDir,
    logLevel: 'warn',
    // One self-contained module for Node, with the same code and configuration as the browser's build.
    ssr: { noExternal: true },
    build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
  });
  const server = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  for (const page of server.PRERENDERED_PAGES) {
    const { html, styles } = await server.renderPage(page.url);
    const root = `<div id="root" ${server.PRERENDERED_ATTRIBUTE}="${escapeMarkup(page.url)}">${html}</div>`;
    const head = `${modulePreloads(manifest, [server.START_MODULE, page.module], template)}\n    ${styles}`;
    writeFileSync(join(outDir, page.file), fillTemplate(template, page, head, root));
  }
  const home = server.PRERENDERED_PAGES[0];
  if (home === undefined) throw new Error('No prerendered pages');
  const shell = await server.renderPage('/', { shell: true });
  const shellHead = `${modulePreloads(manifest, [server.START_MODULE], template)}\n    ${shell.styles}`;
  writeFileSync(join(outDir, server.SHELL_FILE), fillTemplate(template, home, shellHead, `<div id="root">${shell.html}</div>`));
  // A static file: Cloud Functions answer 404 to /robots.txt before any function runs. WEB_ORIGIN is the
  // site's origin, as for the functions (the Hosting emulator's address for a local stack).
  const origin = process.env.WEB_ORIGIN ?? defaultWebOrigin(server.env.projectId);
  writeFileSync(join(outDir, 'robots.txt'), robotsTxt(origin));
  console.log(`Prerendered ${server.PRERENDERED_PAGES.map((page) => page.url).join(', ')} and the shell into ${outDir}`);
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
}
