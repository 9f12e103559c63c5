import { screen, within } from '@testing-library/react';
import { HELP_ARTICLES_PER_CARD } from '@campus/common/timers';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { renderApp } from '../../../testing/render-app';
import { HELP_TOPICS, POPULAR_HELP_ARTICLES } from '../content/help-topics';
import { PRIVACY_POLICY } from '../content/privacy-policy';
import { REFUND_POLICY } from '../content/refund-policy';
import { TERMS_OF_SERVICE } from '../content/terms-of-service';
import HelpPage from '../routes/help-page';

const renderHelp = () => renderApp(<HelpPage />, { route: '/help' });

const searchBox = () => screen.getByRole('searchbox', { name: 'Search help articles' });
const topicCards = () => screen.queryAllByRole('article');
const card = (title: string) => screen.getByRole('article', { name: title });
const articlesOf = (title: string) => within(card(title)).getAllByRole('link').map((link) => link.textContent);

describe('Help centre', { timeout: 20_000 }, () => {
  it('shows the six topics with three articles each, and the Popular Help Articles', () => {
    renderHelp();
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    expect(topicCards().map((topic) => within(topic).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Account & Profile',
      'Orders & Shipping',
      'Payments & Refunds',
      'Selling',
      'Safety & Security',
      'FAQ',
    ]);
    for (const topic of HELP_TOPICS) {
      expect(topic.articles).toHaveLength(5);
      expect(articlesOf(topic.title)).toEqual(topic.articles.slice(0, HELP_ARTICLES_PER_CARD).map((article) => article.title));
    }
    const popular = screen.getByRole('region', { name: 'Popular Help Articles' });
    expect(within(popular).getAllByRole('link')).toHaveLength(POPULAR_HELP_ARTICLES.length);
  });

  it('searches topic and article titles, lists matching articles first, and hides Popular Help Articles meanwhile', async () => {
    const { user } = renderHelp();
    await user.type(searchBox(), 'refund');
    expect(screen.queryByRole('heading', { name: 'Popular Help Articles' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Search Results' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 of 6 topics match “refund”');
    expect(topicCards()).toHaveLength(3);
    // The Selling topic's fifth article matches, so its card lists it first.
    expect(articlesOf('Selling')).toEqual(['Answering a refund request as a seller', 'Listing a product for sale', 'How listings are reviewed']);
    expect(articlesOf('Payments & Refunds')[0]).toBe('How to request a refund');
    expect(articlesOf('FAQ')[0]).toBe('How long does a refund take?');

    await user.clear(searchBox());
    expect(screen.getByRole('heading', { level: 2, name: 'Popular Help Articles' })).toBeInTheDocument();
    expect(topicCards()).toHaveLength(6);
  });

  it('matches a topic by its title', async () => {
    const { user } = renderHelp();
    await user.type(searchBox(), 'safety');
    expect(topicCards()).toHaveLength(1);
    expect(articlesOf('Safety & Security')).toHaveLength(HELP_ARTICLES_PER_CARD);
  });

  it("shows 'No results found' with Clear search and a way to contact support", async () => {
    const { user } = renderHelp();
    await user.type(searchBox(), 'bicycle insurance');
    expect(topicCards()).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2, name: 'No results found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Popular Help Articles' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Contact Support' })[0]).toHaveAttribute('href', '/contact');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
    expect(topicCards()).toHaveLength(6);
  });

  it('offers the contact page, e-mail and the FAQs', () => {
    renderHelp();
    const support = screen.getByRole('region', { name: 'Still need help?' });
    expect(within(support).getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    expect(within(support).getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', 'mailto:support@campusmarketplace.in');
    expect(within(support).getByRole('link', { name: 'Browse FAQs' })).toHaveAttribute('href', '/faqs');
  });

  it('points every article at a page of the app, and every policy link at a section of that policy', () => {
    const sections: Record<string, readonly string[]> = {
      [paths.privacy]: PRIVACY_POLICY.sections.map((section) => section.id),
      [paths.terms]: TERMS_OF_SERVICE.sections.map((section) => section.id),
      [paths.refunds]: REFUND_POLICY.sections.map((section) => section.id),
    };
    const routes: readonly string[] = Object.values(paths);
    for (const article of [...HELP_TOPICS.flatMap((topic) => topic.articles), ...POPULAR_HELP_ARTICLES]) {
      const [path = '', hash] = article.to.split('#');
      expect(routes, article.title).toContain(path);
      if (hash !== undefined) expect(sections[path], article.title).toContain(hash);
    }
  });
});
