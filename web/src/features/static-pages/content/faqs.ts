import { matchesSearch, searchWords } from './text-search';

export const FAQ_CATEGORIES = [
  { id: 'account', label: 'Account & Profile' },
  { id: 'orders', label: 'Orders & Shipping' },
  { id: 'listings', label: 'Products & Listings' },
  { id: 'payments', label: 'Payments & Refunds' },
] as const;

export type FaqCategory = (typeof FAQ_CATEGORIES)[number]['id'];
/** The chip filter: one category, or every question. */
export type FaqFilter = FaqCategory | 'all';

export const ALL_FAQS_LABEL = 'All FAQs';

export interface Faq {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
}

/** The ten questions of the FAQs page (spec section 2). */
export const FAQS: readonly Faq[] = [
  {
    id: 'create-account',
    category: 'account',
    question: 'Who can create an account?',
    answer:
      'Students, faculty and staff of your institution who are 18 or older. Sign up with your campus e-mail address; it is also the address you sign in with.',
  },
  {
    id: 'reset-password',
    category: 'account',
    question: 'How do I reset my password?',
    answer: "On the sign-in page choose 'Forgot password?' and enter your campus e-mail. We'll send you a link to choose a new password.",
  },
  {
    id: 'place-order',
    category: 'orders',
    question: 'How do I place an order?',
    answer:
      'Press Buy Now on a product, or add it to your cart and press Place Order. Checkout has four steps: your details, the delivery address, the order summary, where you choose how to receive the item, and payment.',
  },
  {
    id: 'delivery-options',
    category: 'orders',
    question: 'What are my delivery options?',
    answer:
      'Buy direct from the seller and collect the item on campus, with no extra fees, or choose Premium doorstep delivery, which costs 20% more than the item price. Doorstep orders usually arrive within 3-5 business days.',
  },
  {
    id: 'order-cancelled',
    category: 'orders',
    question: 'Why was my order cancelled automatically?',
    answer:
      'An order is cancelled automatically when its payment is not completed within 24 hours, or when the seller does not accept it within 48 hours. Anything you paid for a cancelled order is refunded in full.',
  },
  {
    id: 'sell-item',
    category: 'listings',
    question: 'How do I sell something?',
    answer:
      'Press Sell, choose a category, then add a name, a description, your price in rupees, photos and the pickup address. Our team reviews every listing before it goes live; you can follow its status under My Products.',
  },
  {
    id: 'selling-fees',
    category: 'listings',
    question: 'Does it cost anything to sell?',
    answer: 'Listing is free and buyers pay no fees. We keep a 5% commission on each successful sale.',
  },
  {
    id: 'listing-rejected',
    category: 'listings',
    question: 'Why was my listing rejected?',
    answer:
      'Listings are rejected when the photos or description do not match the item, the price is missing, or the item is not allowed on the marketplace. Fix the problem and list the item again; the Terms of Service list what may not be sold.',
  },
  {
    id: 'payment-methods',
    category: 'payments',
    question: 'How can I pay?',
    answer: 'By debit or credit card at checkout, or in cash when you receive the item (Cash on Delivery). Every price is in rupees.',
  },
  {
    id: 'refund-time',
    category: 'payments',
    question: 'How long does a refund take?',
    answer:
      'You can ask for a return within 7 days of receiving an item. Once your refund is approved, the money usually reaches your account within 5-10 business days, depending on your bank.',
  },
];

export const faqCategoryLabel = (filter: FaqFilter): string =>
  filter === 'all' ? ALL_FAQS_LABEL : (FAQ_CATEGORIES.find((category) => category.id === filter)?.label ?? ALL_FAQS_LABEL);

/** The questions of the chosen category whose question or answer holds every word of the search. */
export function filterFaqs(faqs: readonly Faq[], filter: FaqFilter, query: string): Faq[] {
  const words = searchWords(query);
  return faqs.filter((faq) => (filter === 'all' || faq.category === filter) && matchesSearch(words, faq.question, faq.answer));
}
