import { HELP_ARTICLES_PER_CARD } from '@campus/common/timers';
import { paths } from '../../../config/paths';
import { matchesSearch, searchWords } from './text-search';

/** A help article: its title, and the page (or policy section) that answers it. */
export interface HelpArticle {
  title: string;
  to: string;
}

export type HelpTopicId = 'account' | 'orders' | 'payments' | 'selling' | 'safety' | 'faq';

export interface HelpTopic {
  id: HelpTopicId;
  title: string;
  description: string;
  /** Five articles; a card lists HELP_ARTICLES_PER_CARD of them. */
  articles: readonly HelpArticle[];
}

const section = (page: string, id: string) => `${page}#${id}`;

/** The six topics of the Help centre (spec section 2). */
export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'account',
    title: 'Account & Profile',
    description: 'Sign-up, sign-in and your profile details.',
    articles: [
      { title: 'Creating an account with your campus e-mail', to: paths.signup },
      { title: 'Resetting a forgotten password', to: paths.forgotPassword },
      { title: 'Updating your name and mobile number', to: paths.profileEdit },
      { title: 'Managing your delivery addresses', to: paths.addresses },
      { title: 'Who can join Campus Marketplace', to: section(paths.terms, 'eligibility') },
    ],
  },
  {
    id: 'orders',
    title: 'Orders & Shipping',
    description: 'Placing, tracking and cancelling orders.',
    articles: [
      { title: 'Tracking your orders', to: paths.orders },
      { title: 'Direct purchase or doorstep delivery', to: section(paths.terms, 'buying') },
      { title: 'Why an order was cancelled automatically', to: section(paths.terms, 'buying') },
      { title: 'Checking out in four steps', to: paths.cart },
      { title: 'Reporting an item that never arrived', to: section(paths.refunds, 'eligibility') },
    ],
  },
  {
    id: 'payments',
    title: 'Payments & Refunds',
    description: 'Card and cash on delivery, returns and refunds.',
    articles: [
      { title: 'How to request a refund', to: section(paths.refunds, 'request-refund') },
      { title: 'Refund timelines', to: section(paths.refunds, 'refund-timelines') },
      { title: 'Paying by card or cash on delivery', to: section(paths.terms, 'fees-and-payments') },
      { title: 'Returning a damaged item', to: section(paths.refunds, 'damaged-items') },
      { title: 'Items that cannot be returned', to: section(paths.refunds, 'non-returnable') },
    ],
  },
  {
    id: 'selling',
    title: 'Selling',
    description: 'Listing items, approval and seller fees.',
    articles: [
      { title: 'Listing a product for sale', to: paths.sellProduct },
      { title: 'How listings are reviewed', to: section(paths.terms, 'listings') },
      { title: 'Seller commission and fees', to: section(paths.terms, 'fees-and-payments') },
      { title: 'Following the status of your listings', to: paths.myProducts },
      { title: 'Answering a refund request as a seller', to: section(paths.refunds, 'seller-responsibilities') },
    ],
  },
  {
    id: 'safety',
    title: 'Safety & Security',
    description: 'Trading safely and protecting your account.',
    articles: [
      { title: 'Meeting buyers and sellers safely on campus', to: section(paths.terms, 'conduct') },
      { title: 'Keeping your account secure', to: section(paths.privacy, 'data-security') },
      { title: 'Items that may not be sold', to: section(paths.terms, 'prohibited-items') },
      { title: 'Reporting a suspicious listing or user', to: paths.contact },
      { title: 'How we protect your data', to: section(paths.privacy, 'information-we-collect') },
    ],
  },
  {
    id: 'faq',
    title: 'FAQ',
    description: 'Quick answers to the most common questions.',
    articles: [
      { title: 'Does it cost anything to sell?', to: paths.faqs },
      { title: 'How long does a refund take?', to: paths.faqs },
      { title: 'What are my delivery options?', to: paths.faqs },
      { title: 'Who can create an account?', to: paths.faqs },
      { title: 'How can I pay?', to: paths.faqs },
    ],
  },
];

/** The Popular Help Articles list, shown while nobody is searching. */
export const POPULAR_HELP_ARTICLES: readonly HelpArticle[] = [
  { title: 'How to request a refund', to: section(paths.refunds, 'request-refund') },
  { title: 'Listing a product for sale', to: paths.sellProduct },
  { title: 'Tracking your orders', to: paths.orders },
  { title: 'Direct purchase or doorstep delivery', to: section(paths.terms, 'buying') },
  { title: 'Resetting a forgotten password', to: paths.forgotPassword },
];

export interface HelpTopicMatch {
  topic: HelpTopic;
  /** The articles the card lists: those matching the search first, HELP_ARTICLES_PER_CARD at most. */
  articles: readonly HelpArticle[];
}

/**
 * The topics whose title, or one of whose article titles, holds every word of the search; each with
 * the articles its card lists. A blank search gives every topic with its first articles.
 */
export function searchHelpTopics(topics: readonly HelpTopic[], query: string): HelpTopicMatch[] {
  const words = searchWords(query);
  return topics.flatMap((topic) => {
    const matching = topic.articles.filter((article) => matchesSearch(words, article.title));
    if (matching.length === 0 && !matchesSearch(words, topic.title)) return [];
    const rest = topic.articles.filter((article) => !matching.includes(article));
    return [{ topic, articles: [...matching, ...rest].slice(0, HELP_ARTICLES_PER_CARD) }];
  });
}
