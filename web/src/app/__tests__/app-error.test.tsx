import { screen } from '@testing-library/react';
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
});
