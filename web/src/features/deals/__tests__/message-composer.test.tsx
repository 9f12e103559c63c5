import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_MAX_LENGTH } from '@campus/common/limits';
import { renderApp } from '../../../testing/render-app';
import { toConversation } from '../api/deal-converters';
import { MessageComposer } from '../components/message-composer';

const callable = vi.hoisted(() => vi.fn());
vi.mock('firebase/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/functions')>()),
  httpsCallable: vi.fn((_functions: unknown, name: string) => (data: unknown) => callable(name, data)),
}));

const conversation = toConversation('kettle_asha', {
  productId: 'kettle',
  product: { title: 'Electric Kettle', imageURL: '', price: 1500 },
  buyerId: 'asha',
  sellerId: 'ravi',
  participants: ['asha', 'ravi'],
  buyer: { firstName: 'Asha', lastName: 'Verma' },
  seller: { firstName: 'Ravi', lastName: 'Kumar' },
  lastMessage: null,
  lastMessageAt: '2026-11-26T10:00:00.000Z',
  unread: {},
  unreadBy: [],
  blockedBy: null,
  offer: null,
  createdAt: '2026-11-26T10:00:00.000Z',
});

beforeEach(() => {
  callable.mockReset();
  callable.mockResolvedValue({ data: {} });
});

describe('the message box', { timeout: 20_000 }, () => {
  it('keeps a pasted message over 1,000 characters, says so at once, and sends it only once shortened', async () => {
    const { user } = renderApp(<MessageComposer conversation={conversation} uid="asha" />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    const pasted = 'a'.repeat(MESSAGE_MAX_LENGTH + 5);

    fireEvent.change(box, { target: { value: pasted } });
    expect(box).toHaveValue(pasted);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('A message can be at most 1000 characters: remove 5 characters to send it')).toBeVisible();
    expect(screen.getByText(`${MESSAGE_MAX_LENGTH + 5}/${MESSAGE_MAX_LENGTH}`)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(callable).not.toHaveBeenCalled();
    expect(box).toHaveValue(pasted);

    fireEvent.change(box, { target: { value: pasted.slice(0, MESSAGE_MAX_LENGTH) } });
    expect(screen.queryByText(/at most 1000 characters/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(callable).toHaveBeenCalledWith('sendMessage', expect.objectContaining({ conversationId: 'kettle_asha', text: pasted.slice(0, MESSAGE_MAX_LENGTH), imagePaths: [] }));
  });
});
