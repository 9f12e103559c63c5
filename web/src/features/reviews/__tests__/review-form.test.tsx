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

  it("shows the server's error, or the fallback message when there is none", async () => {
    const onSubmit = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('Missing or insufficient permissions.'))
      .mockRejectedValueOnce(new Error(''));
    const { user } = renderApp(<ReviewForm onSubmit={onSubmit} onCancel={() => undefined} />);

    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing or insufficient permissions.');

    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while submitting your review.'));
  });

  it('edit mode starts from the existing review', () => {
    renderApp(<ReviewForm initial={{ rating: 3, comment: 'Decent' }} onSubmit={() => Promise.resolve()} onCancel={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Edit Your Review' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('textbox', { name: /your review/i })).toHaveValue('Decent');
    expect(screen.getByRole('button', { name: 'Update Review' })).toBeInTheDocument();
  });
});
