import { formatRupees } from '@campus/common/format';

/** Spec: specification text, highlights and bank offers are fixed placeholder content. */
export const BANK_OFFERS = [
  `Bank Offer: 10% instant discount on SBI Credit Card transactions, up to ${formatRupees(1500)}`,
  `Bank Offer: 5% cashback on Axis Bank Debit Cards, up to ${formatRupees(750)}`,
  `Special Price: extra ${formatRupees(200)} off for first-time campus buyers`,
  'No Cost EMI on HDFC Bank Credit Cards for orders above ' + formatRupees(3000),
] as const;

export const SPECIFICATIONS = [
  { label: 'Warranty', value: '1 Year' },
  { label: 'In Box', value: 'Product, User Manual, Warranty Card' },
] as const;

export const HIGHLIGHTS = [
  'Listed by a verified campus user',
  'Checked by our team before going live',
  '7-day return policy',
  'Cash on Delivery available',
  'Meet on campus or get it delivered to your door',
] as const;

export const RETURN_POLICY_DAYS = 7;
