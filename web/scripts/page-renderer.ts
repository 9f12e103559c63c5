import { build, type LogLevel } from 'vite';

/**
 * The page renderer (src/entry-server.tsx) as one self-contained module for Node, with the same code and
 * configuration as the browser's build, into `outDir`/entry-server.js (and the chunks of its lazy routes).
 */
export async function buildRenderer(webDir: string, outDir: string, logLevel: LogLevel = 'warn'): Promise<string> {
  await build({
    root: webDir,
    logLevel,
    ssr: { noExternal: true },
    // React's production build: Node has no bundler to pick it, and the development one renders several times slower.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { ssr: 'src/entry-server.tsx', outDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
  });
  return `${outDir}/entry-server.js`;
}
