import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import FaqsPage from '../routes/faqs-page';

const renderFaqs = () => renderApp(<FaqsPage />, { route: '/faqs' });

/** The question buttons, in page order (each question is a button inside an h3). */
const questions = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => within(heading).getByRole('button'));
const question = (name: string) => screen.getByRole('button', { name });
const chip = (name: string) => within(screen.getByRole('group', { name: 'FAQ categories' })).getByRole('button', { name });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search FAQs' });

describe('FAQs page', { timeout: 20_000 }, () => {
  it('lists the ten questions under All FAQs, and a chip keeps its category only', async () => {
    const { user } = renderFaqs();
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(questions()).toHaveLength(10);
    expect(chip('All FAQs')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 10 questions');

    await user.click(chip('Orders & Shipping'));
    expect(chip('Orders & Shipping')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('All FAQs')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { level: 2, name: 'Orders & Shipping' })).toBeInTheDocument();
    expect(questions().map((button) => button.textContent)).toEqual([
      'How do I place an order?',
      'What are my delivery options?',
      'Why was my order cancelled automatically?',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 10 questions');
  });

  it('searches questions and answers, inside the chosen category', async () => {
    const { user } = renderFaqs();
    await user.type(searchBox(), 'REFUND');
    // 'refund' is in one question, and in the answer about automatic cancellations ('refunded in full').
    expect(questions().map((button) => button.textContent)).toEqual(['Why was my order cancelled automatically?', 'How long does a refund take?']);

    await user.click(chip('Payments & Refunds'));
    expect(questions().map((button) => button.textContent)).toEqual(['How long does a refund take?']);
  });

  it('opens one answer at a time, and closes the open one when its question is pressed again', async () => {
    const { user } = renderFaqs();
    const sell = question('Does it cost anything to sell?');
    const pay = question('How can I pay?');
    expect(sell).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/We keep a 5% commission/)).not.toBeVisible();

    await user.click(sell);
    expect(sell).toHaveAttribute('aria-expanded', 'true');
    // The answer's panel follows the question's state a moment later (Zag's collapsible).
    await waitFor(() => expect(screen.getByText(/We keep a 5% commission/)).toBeVisible());

    await user.click(pay);
    expect(pay).toHaveAttribute('aria-expanded', 'true');
    expect(sell).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.getByText(/Cash on Delivery/)).toBeVisible());
    expect(questions().filter((button) => button.getAttribute('aria-expanded') === 'true')).toEqual([pay]);

    await user.click(pay);
    expect(pay).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows 'No questions found' when nothing matches, and 'Clear filters' brings every question back", async () => {
    const { user } = renderFaqs();
    await user.click(chip('Account & Profile'));
    await user.type(searchBox(), 'cash on delivery');
    expect(questions()).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2, name: 'No questions found' })).toBeInTheDocument();
    expect(screen.getByText('No questions in Account & Profile match “cash on delivery”. Try other words or another category.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 10 questions');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
    expect(chip('All FAQs')).toHaveAttribute('aria-pressed', 'true');
    expect(questions()).toHaveLength(10);
    expect(screen.queryByRole('heading', { name: 'No questions found' })).not.toBeInTheDocument();
  });

  it('leads on to the Contact page and the Help centre', () => {
    renderFaqs();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Visit Help Center' })).toHaveAttribute('href', '/help');
  });
});
