// The bundle benchmark's counting (bench/src/web-bundle.ts): what an HTML page makes the browser fetch before
// any interaction. Here because no vitest project globs bench/; the `lint` project runs with nothing started.
import { describe, expect, it } from 'vitest';
import { htmlResources, pageFirstLoad, type BuildManifest } from '../../../bench/src/web-bundle';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/B.js">
    <link crossorigin href='/assets/C.js' rel=modulepreload>
    <link rel="modulepreload" href="/assets/B.js">
    <script type="module" src="https://www.gstatic.com/recaptcha/api.js"></script>
    <link rel="preload" as="image" href="/hero/phone.webp" fetchpriority="high">
    <link rel="stylesheet" href="/assets/index-D.css">
    <link rel="preload" href="//cdn.example.com/font.woff2" as="font">
    <link rel="prefetch" href="/assets/later.js">
    <link rel="stylesheet" href="data:text/css,body{}">
    <!-- <script src="/assets/commented.js"></script> -->
    <script>document.write('<link rel="modulepreload" href="/assets/in-a-script.js">')</script>
    <script nomodule src="/assets/legacy.js"></script>
    <script type="application/ld+json">{"@context":"https://schema.org"}</script>
    <style>.x::after { content: '<link rel="stylesheet" href="/assets/in-a-style.css">'; }</style>
  </head>
  <body><div id="root" data-title="a > b"><img src="/logo.svg" alt=""></div><script src="/assets/classic.js?v=2"></script></body>
</html>`;

describe('bench/src/web-bundle.ts: what a page loads before any interaction', () => {
  it('reads attributes in any order and quoting, valueless ones, entities, the first of a repeated name', () => {
    const html = `<link crossorigin HREF='/a&amp;b.js?x=1&amp;y=2' rel=modulepreload rel="stylesheet" data-x="a > b"><script nomodule src="/c.js"></script>`;
    expect(htmlResources(html)).toEqual([{ path: 'a&b.js', kind: 'script', via: 'html' }]);
  });

  it("lists the page's module script, modulepreloads, stylesheets, preloads and scripts once each, and nothing from another origin", () => {
    expect(htmlResources(PAGE)).toEqual([
      { path: 'assets/index-A.js', kind: 'script', via: 'html' },
      { path: 'assets/B.js', kind: 'script', via: 'html' },
      { path: 'assets/C.js', kind: 'script', via: 'html' },
      { path: 'hero/phone.webp', kind: 'image', via: 'html' },
      { path: 'assets/index-D.css', kind: 'style', via: 'html' },
      { path: 'assets/classic.js', kind: 'script', via: 'html' },
    ]);
  });

  it('resolves a relative address from the page, as the browser does for its file', () => {
    expect(htmlResources('<script type="module" src="../assets/x.js"></script><link rel="modulepreload" href="y.js">', 'sub/page.html')).toEqual([
      { path: 'assets/x.js', kind: 'script', via: 'html' },
      { path: 'sub/y.js', kind: 'script', via: 'html' },
    ]);
  });

  it('adds the static imports (and their CSS) of the modules the page names, but not their dynamic imports', () => {
    const manifest: BuildManifest = {
      'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_B.js'], dynamicImports: ['src/start.tsx'] },
      'src/start.tsx': { file: 'assets/start-S.js', isEntry: true, imports: ['_B.js', '_E.js'], dynamicImports: ['src/features/x/routes/page.tsx'] },
      '_B.js': { file: 'assets/B.js', name: 'react' },
      '_E.js': { file: 'assets/E.js', name: 'chakra', css: ['assets/E.css'] },
      'src/features/x/routes/page.tsx': { file: 'assets/P.js', isDynamicEntry: true },
    };
    const html = '<script type="module" src="/assets/index-A.js"></script><link rel="modulepreload" href="/assets/start-S.js">';
    expect(pageFirstLoad(html, 'shell.html', manifest)).toEqual([
      { path: 'assets/index-A.js', kind: 'script', via: 'html' },
      { path: 'assets/start-S.js', kind: 'script', via: 'html' },
      { path: 'assets/B.js', kind: 'script', via: 'import' },
      { path: 'assets/E.js', kind: 'script', via: 'import' },
      { path: 'assets/E.css', kind: 'style', via: 'import' },
    ]);
  });
});
