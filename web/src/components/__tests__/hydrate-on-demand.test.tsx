import { useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HydrateOnDemand } from '../hydrate-on-demand';

function Counter({ label = 'Clicked' }: { label?: string }) {
  const [clicks, setClicks] = useState(0);
  return <button onClick={() => setClicks(clicks + 1)}>{`${label} ${clicks}`}</button>;
}

/** The HTML the server renders: there, `document` is undefined. */
function renderOnServer(ui: ReactNode): string {
  const page = Object.getOwnPropertyDescriptor(globalThis, 'document');
  if (page === undefined) throw new Error('no document to hide');
  Object.defineProperty(globalThis, 'document', { value: undefined, configurable: true });
  try {
    return renderToString(ui);
  } finally {
    Object.defineProperty(globalThis, 'document', page);
  }
}

/** `ui` rendered as the server renders it (no document there), hydrated in the page. */
async function hydrateServerHtml(ui: ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderOnServer(ui);
  document.body.append(container);
  await act(async () => {
    render(ui, { container, hydrate: true });
  });
  return container;
}

/** Whether React has taken over the element (it keeps its props on the node). */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps'));

describe('hydrate on demand', () => {
  it("keeps the server's HTML until touched, then hydrates before the click lands", async () => {
    const errors = vi.spyOn(console, 'error');
    const container = await hydrateServerHtml(
      <HydrateOnDemand when="interaction">
        <Counter />
      </HydrateOnDemand>,
    );
    const button = container.querySelector('button');
    if (button === null) throw new Error('no server HTML');
    expect(hydrated(button)).toBe(false);

    await act(async () => button.click());

    expect(hydrated(button)).toBe(true);
    expect(container.querySelector('button')).toBe(button);
    expect(button).toHaveTextContent('Clicked 1');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('hydrates a part an update reaches before it is touched, keeping its HTML', async () => {
    const errors = vi.spyOn(console, 'error');
    let relabel: (label: string) => void = () => {};
    function Page() {
      const [label, setLabel] = useState('Clicked');
      relabel = setLabel;
      return (
        <HydrateOnDemand when="interaction">
          <Counter label={label} />
        </HydrateOnDemand>
      );
    }
    const container = await hydrateServerHtml(<Page />);
    const button = container.querySelector('button');
    if (button === null) throw new Error('no server HTML');
    expect(hydrated(button)).toBe(false);

    await act(async () => relabel('Pressed'));

    expect(container.querySelector('button')).toBe(button);
    expect(button).toHaveTextContent('Pressed 0');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('renders its children at once outside hydration', async () => {
    const { container } = render(
      <HydrateOnDemand when="visible">
        <Counter />
      </HydrateOnDemand>,
    );
    const button = container.querySelector('button');
    expect(button).toHaveTextContent('Clicked 0');
    await act(async () => button?.click());
    expect(button).toHaveTextContent('Clicked 1');
  });
});
