import { useState } from 'react';
import { screen } from '@testing-library/react';
import { Link, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { AppErrorBoundary } from '../app-error-boundary';

function Broken(): never {
  throw new Error('The widget fell over');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('app error boundary', () => {
  it("shows 'Unexpected Application Error!' and ways out, never the error's own text, when a page fails to render", () => {
    // React logs the caught error; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.queryByText(/The widget fell over/)).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Unexpected application error', expect.objectContaining({ message: 'The widget fell over' }), expect.anything());
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('clears the error when the user moves to another page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function BrokenOnlyOnItems() {
      const { pathname } = useLocation();
      if (pathname === '/items') throw new Error('The widget fell over');
      return <p>Home content</p>;
    }
    const { user } = renderApp(
      <>
        <Link to="/">Home</Link>
        <AppErrorBoundary>
          <BrokenOnlyOnItems />
        </AppErrorBoundary>
      </>,
      { route: '/items' },
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText('Home content')).toBeInTheDocument();
  });

  it('keeps what is inside it mounted across pages (text typed in the top bar survives a navigation)', async () => {
    function TopBar() {
      const [text, setText] = useState('');
      return <input aria-label="Search products" value={text} onChange={(event) => setText(event.target.value)} />;
    }
    const { user, location } = renderApp(
      <AppErrorBoundary>
        <TopBar />
        <Link to="/items">Items</Link>
      </AppErrorBoundary>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Search products' }), 'lap');
    await user.click(screen.getByRole('link', { name: 'Items' }));
    expect(location()).toBe('/items');
    expect(screen.getByRole('textbox', { name: 'Search products' })).toHaveValue('lap');
  });
});
