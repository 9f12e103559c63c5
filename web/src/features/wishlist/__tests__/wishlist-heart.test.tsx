import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import type { WishlistChange } from '../api/toggle-wishlist';
import { OptimisticWishlistHeart } from '../components/wishlist-heart';

function HeartHarness({ fail }: { fail: boolean }) {
  const [stored, setStored] = useState(false);
  const [release, setRelease] = useState<(() => void) | null>(null);
  const write = ({ wanted }: WishlistChange) =>
    new Promise<void>((resolve, reject) => {
      setRelease(() => () => {
        if (fail) reject(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
        else {
          setStored(wanted);
          resolve();
        }
      });
    });
  const change = useMutation({ mutationFn: write });
  return (
    <>
      <OptimisticWishlistHeart productId="p1" wishlisted={stored} change={change} />
      <button type="button" onClick={() => release?.()}>
        finish write
      </button>
    </>
  );
}

describe('wishlist heart', { timeout: 20_000 }, () => {
  it('fills at once and stays filled when the write succeeds', async () => {
    const { user } = renderApp(<HeartHarness fail={false} />);

    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'finish write' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true'));
  });

  it('reverts and shows a toast when the write fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp(<HeartHarness fail />);

    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'finish write' }));

    expect(await screen.findByText('Could not update your wishlist')).toBeInTheDocument();
    // The toast says what the user can do, not the SDK's text.
    expect(await screen.findByText("You don't have permission to do that. Sign in with the right account and try again.")).toBeInTheDocument();
    expect(screen.queryByText('Missing or insufficient permissions.')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Could not update your wishlist', expect.any(Error));
    log.mockRestore();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute('aria-pressed', 'false'));
  });
});
