import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { ProductDescription } from '../components/product-description';

describe('product description', { timeout: 20_000 }, () => {
  it('collapses a description longer than 200 characters, with Read more and Read less', async () => {
    const text = `${'a'.repeat(200)}THE END`;
    const { user } = renderApp(<ProductDescription text={text} />);

    const shown = screen.getByTestId('product-description');
    expect(shown).toHaveTextContent(`${'a'.repeat(200)}…`);
    expect(shown).not.toHaveTextContent('THE END');

    await user.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByTestId('product-description')).toHaveTextContent('THE END');

    await user.click(screen.getByRole('button', { name: 'Read less' }));
    expect(screen.getByTestId('product-description')).not.toHaveTextContent('THE END');
  });

  it('shows a description of exactly 200 characters in full, without a toggle', () => {
    const text = 'b'.repeat(200);
    renderApp(<ProductDescription text={text} />);
    expect(screen.getByTestId('product-description')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });
});
