import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { CANCEL_ORDER_QUESTION, CancelOrderDialog } from '../components/cancel-order-dialog';

describe('Cancel Order dialog', { timeout: 20_000 }, () => {
  it('asks first, and closes once the order is cancelled', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    const { user } = renderApp(<CancelOrderDialog open onClose={onClose} onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Order' });
    expect(dialog).toHaveTextContent(CANCEL_ORDER_QUESTION);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Order' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it("a refusal shows the server's reason inside the dialog, which stays open", async () => {
    const refused = Object.assign(new Error('This order can no longer be cancelled'), { code: 'functions/failed-precondition' });
    const onClose = vi.fn();
    const { user } = renderApp(<CancelOrderDialog open onClose={onClose} onConfirm={() => Promise.reject(refused)} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Order' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This order can no longer be cancelled');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("any other failure shows 'Failed to cancel order. Please try again.'", async () => {
    const internal = Object.assign(new Error('internal'), { code: 'functions/internal' });
    const { user } = renderApp(<CancelOrderDialog open onClose={() => undefined} onConfirm={() => Promise.reject(internal)} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Order' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to cancel order. Please try again.');
    expect(dialog).not.toHaveTextContent('internal');
  });
});
