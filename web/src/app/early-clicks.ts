/**
 * Holds the clicks on buttons of the server's HTML that arrive before the app has taken over the page
 * (React is not listening yet, and the click would do nothing), until `replay` clicks them again. A tap on
 * a phone that comes in during those first moments is then answered instead of lost. Links and fields
 * work as HTML meanwhile, and are left alone.
 */
export function holdEarlyClicks(document: Document): { replay: () => void } {
  const held: HTMLButtonElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button === null) return;
    // A button in a form would otherwise submit it as HTML, leaving the page; and React, once it listens
    // (it hydrates in the meantime), would answer it as well as the replay.
    event.preventDefault();
    event.stopPropagation();
    held.push(button);
  };
  document.addEventListener('click', hold, { capture: true });
  return {
    replay: () => {
      document.removeEventListener('click', hold, { capture: true });
      // A button the app has replaced or removed is not the one that was clicked.
      for (const button of held.splice(0)) if (button.isConnected) button.click();
    },
  };
}
