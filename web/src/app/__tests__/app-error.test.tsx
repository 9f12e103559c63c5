import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { AppErrorBoundary } from '../routes/app-error';

function Broken(): never {
  throw new Error('The widget fell over');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('app error boundary', () => {
  it("shows 'Unexpected Application Error!' with the error when a page fails to render", () => {
    // React logs the caught error; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The widget fell over')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });
});
