import { useEffect, useRef } from 'react';

/**
 * Focuses `target()` (a step's heading, with tabIndex -1) whenever `value` (the step) changes after the
 * first render: the buttons that changed the step went away with the previous one, so a keyboard or screen
 * reader user would otherwise be left at the top of the document.
 */
export function useFocusOnChange(value: unknown, target: () => HTMLElement | null): void {
  const shown = useRef(value);
  useEffect(() => {
    if (Object.is(shown.current, value)) return;
    shown.current = value;
    target()?.focus();
    // Only a new value moves the focus: `target` is a new function on every render.
  }, [value]);
}
