// The entry: paints the prerendered HTML before any of the app's JavaScript runs. The app's modules
// download meanwhile (the prerender step adds <link rel="modulepreload"> for them) and run only after
// the first frame: a requestAnimationFrame callback runs before a frame is painted, a task it schedules
// after it.
await new Promise<void>((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve, 0));
});
await import('./start');

export {};
