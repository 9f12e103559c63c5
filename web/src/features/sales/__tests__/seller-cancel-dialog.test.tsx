import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { SalesView } from '../components/sales-view';
import { SellerCancelDialog } from '../components/seller-cancel-dialog';
import { readyFeed, sale } from './sales-fixtures';

const callable = vi.hoisted(() => vi.fn());
vi.mock('firebase/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/functions')>()),
  httpsCallable: vi.fn((_functions: unknown, name: string) => (data: unknown) => callable(name, data)),
}));

const PLACED = sale('aaaaaaaaaaaa1111calc', { status: 'PLACED', createdAt: new Date().toISOString() });

async function openDialog(onClose = vi.fn()) {
  const rendered = renderApp(<SellerCancelDialog sale={PLACED} onClose={onClose} />);
  const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order #1111CALC' });
  return { ...rendered, dialog, onClose, reason: within(dialog).getByRole('textbox', { name: /Reason for cancelling/ }) };
}

const submit = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Cancel order' });

beforeEach(() => {
  callable.mockReset();
});

describe("The seller's Cancel order dialog", { timeout: 20_000 }, () => {
  it("opens from a placed order's card", async () => {
    const { user } = renderApp(<SalesView feed={readyFeed([PLACED])} />);
    await user.click(within(screen.getByRole('listitem', { name: 'Order #1111CALC' })).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order #1111CALC' });
    expect(dialog).toHaveTextContent('The buyer will see your reason, and your items go back on sale.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callable).not.toHaveBeenCalled();
  });

  it('needs a reason of 3 to 300 characters before it calls the server', async () => {
    const { user, dialog, reason } = await openDialog();
    expect(dialog).toHaveTextContent('3 to 300 characters');

    await user.click(submit(dialog));
    expect(await within(dialog).findByText('Please give a reason for cancelling this order')).toBeVisible();
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    await user.type(reason, '  ab  ');
    expect(await within(dialog).findByText('The reason must be at least 3 characters')).toBeVisible();

    await user.clear(reason);
    // Pasted, not typed: 301 keystrokes would make the test slow for nothing.
    await user.click(reason);
    await user.paste('x'.repeat(301));
    expect(await within(dialog).findByText('The reason must be at most 300 characters')).toBeVisible();
    await user.click(submit(dialog));
    expect(callable).not.toHaveBeenCalled();
  });

  it("sends the trimmed reason, shows 'Cancelling...' meanwhile, and closes once the order is cancelled", async () => {
    let answer: (value: unknown) => void = () => undefined;
    callable.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, dialog, reason, onClose } = await openDialog();

    await user.type(reason, '  The screen cracked yesterday  ');
    await user.click(submit(dialog));

    expect(await within(dialog).findByRole('button', { name: 'Cancelling...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Keep order' })).toBeDisabled();
    expect(callable).toHaveBeenCalledWith('cancelOrder', { orderId: 'aaaaaaaaaaaa1111calc', reason: 'The screen cracked yesterday' });
    expect(onClose).not.toHaveBeenCalled();

    await act(async () => answer({ data: {} }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it("keeps the dialog open with the server's reason when it refuses, or a general message otherwise", async () => {
    callable
      .mockRejectedValueOnce(Object.assign(new Error('Only an order that is not yet confirmed can be cancelled by the seller'), { code: 'functions/failed-precondition' }))
      .mockRejectedValueOnce(Object.assign(new Error('internal'), { code: 'functions/internal' }));
    const { user, dialog, reason, onClose } = await openDialog();
    await user.type(reason, 'Out of stock');

    await user.click(submit(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only an order that is not yet confirmed can be cancelled by the seller');
    await user.click(submit(dialog));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to cancel order. Please try again.'));
    expect(onClose).not.toHaveBeenCalled();
  });
});
