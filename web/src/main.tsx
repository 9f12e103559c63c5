import { holdEarlyClicks } from './app/early-clicks';

// The entry: paints the server's HTML before any of the app's JavaScript runs. The app's modules
// download meanwhile (the page preloads them with <link rel="modulepreload">) and run only after the
// first frame: a requestAnimationFrame callback runs before a frame is painted, a task it schedules after it.
const earlyClicks = holdEarlyClicks(document);
await new Promise<void>((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve, 0));
});

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Then the first load's chunks (vite.config.ts), a task each, so that the browser can answer input in
// between: all at once, they kept it busy for some 300 ms on a phone. Each import evaluates its chunk
// and the chunks it imports, which the imports before have evaluated already.
await import('react-dom/client');
await nextTask();
const { system } = await import('./app/theme');
// The server's HTML holds the global CSS (its <style data-emotion="css-global ...">, which stay where they
// are): ChakraProvider's <Global> then has nothing to add, and Chakra never builds that CSS here (see
// vite.config.ts). Without them (Vite's dev server), Chakra inserts it as usual.
if (document.querySelector('style[data-emotion^="css-global "]') !== null) Object.defineProperty(system, '_global', { value: [] });
await nextTask();
try {
  await (await import('./start')).started;
} finally {
  // Also when the app could not start (its chunk failed to load): the page's forms then work as HTML again.
  earlyClicks.replay();
}
