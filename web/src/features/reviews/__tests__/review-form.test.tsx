import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { ReviewForm } from '../components/review-form';

describe('review form', { timeout: 20_000 }, () => {
  it('asks for a rating before submitting, then submits the rating and the trimmed comment', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderApp(<ReviewForm onSubmit={onSubmit} onCancel={() => undefined} />);

    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Please select a rating')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await waitFor(() => expect(screen.queryByText('Please select a rating')).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');

    await user.type(screen.getByRole('textbox', { name: /your review/i }), '  Works like new  ');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ rating: 4, comment: 'Works like new' }));
    // On success the form resets.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /your review/i })).toHaveValue(''));
  });

  it('a comment is optional', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderApp(<ReviewForm onSubmit={onSubmit} onCancel={() => undefined} />);
    await user.click(screen.getByRole('radio', { name: '1 star' }));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ rating: 1, comment: '' }));
  });

  it("shows the server's message, a text the user can act on for a Firebase code, or the fallback message", async () => {
    const firebaseError = (code: string, message: string) => Object.assign(new Error(message), { code });
    const onSubmit = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(firebaseError('functions/already-exists', 'You have already reviewed this product'))
      .mockRejectedValueOnce(firebaseError('permission-denied', 'Missing or insufficient permissions.'))
      .mockRejectedValueOnce(new Error('socket hang up'));
    const { user } = renderApp(<ReviewForm onSubmit={onSubmit} onCancel={() => undefined} />);

    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already reviewed this product');

    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("You don't have permission to do that."));

    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while submitting your review.'));
    expect(screen.queryByText(/Missing or insufficient permissions|socket hang up/)).not.toBeInTheDocument();
  });

  it('edit mode starts from the existing review', () => {
    renderApp(<ReviewForm initial={{ rating: 3, comment: 'Decent' }} onSubmit={() => Promise.resolve()} onCancel={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Edit Your Review' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('textbox', { name: /your review/i })).toHaveValue('Decent');
    expect(screen.getByRole('button', { name: 'Update Review' })).toBeInTheDocument();
  });
});
