import { CONTACT_DETAILS, CONTACT_HOURS_TEXT } from './contact-details';
import type { LegalDocument } from './legal-document';

export const REFUND_POLICY: LegalDocument = {
  title: 'Refund Policy',
  summary:
    'Most items on Campus Marketplace are second-hand and sold by fellow students, so this policy sets out when you can return an item, how to ask for a refund and how long each step takes.',
  sections: [
    {
      id: 'overview',
      title: 'Our 7-Day Return Policy',
      blocks: [
        'You can ask to return an item within 7 days of receiving it when it is damaged, faulty, not as described, or not the item you ordered. Returns for a change of mind are up to the seller.',
      ],
    },
    {
      id: 'eligibility',
      title: 'When You Can Ask for a Refund',
      blocks: [
        [
          'Item received: within 7 days of the day you received it.',
          'Item not received: within 14 days of the expected delivery date shown on your order.',
          'Order cancelled before the item was handed over, including automatic cancellations: the full amount paid is refunded without a request.',
        ],
      ],
    },
    {
      id: 'damaged-items',
      title: 'Damaged or Faulty Items',
      blocks: [
        'If an item arrives damaged or does not work, send us photos of the item and its packaging within 48 hours of receiving it. Evidence sent later may not be accepted, because we cannot tell whether the damage happened after delivery.',
      ],
    },
    {
      id: 'non-returnable',
      title: 'Items That Cannot Be Returned',
      blocks: [
        [
          'Items damaged after you received them, or returned without the accessories and parts they came with.',
          'Consumables and personal care items once opened.',
          'Software, licence keys and gift cards once revealed or used.',
          'Faults that were clearly described in the listing.',
        ],
      ],
    },
    {
      id: 'request-refund',
      title: 'How to Request a Refund',
      blocks: [
        [
          'Open the Contact page and write "Refund request" as the subject.',
          'Give your order number as it appears under Orders, the item and what is wrong with it.',
          'Attach or describe your photos if the item is damaged.',
        ],
        'We pass your request to the seller, who has 2 business days to respond. Our team then reviews the request, with the seller’s answer, within 1-3 business days and tells you the outcome.',
      ],
    },
    {
      id: 'returning-items',
      title: 'Returning the Item',
      blocks: [
        'Once your return is approved, hand the item back within 5 business days: to the seller on campus for direct purchases, or through a doorstep pickup for orders with Premium delivery. Keep the item in the condition you received it until then.',
      ],
    },
    {
      id: 'refund-timelines',
      title: 'Refund Processing and Timelines',
      blocks: [
        [
          'Seller response: within 2 business days of your request.',
          'Our review: 1-3 business days.',
          'Refund processing: 3-5 business days once the returned item reaches the seller.',
          'Funds in your account: 1-5 business days after processing, depending on your bank.',
        ],
        'Card payments are refunded to the card you paid with. Cash on delivery orders are refunded by bank transfer to the account you give us.',
      ],
    },
    {
      id: 'seller-responsibilities',
      title: 'For Sellers',
      blocks: [
        'Sellers must answer refund requests within 2 business days and accept approved returns. If a refund is issued, the sale no longer counts as successful and no commission is charged for it.',
      ],
    },
    {
      id: 'disputes',
      title: 'Disputes',
      blocks: [
        'If the buyer and seller disagree, our team decides based on the listing, the photos and the messages from both sides. We may ask either side for more information before deciding.',
      ],
    },
    {
      id: 'contact-us',
      title: 'Contact Us',
      blocks: [`For help with a return or refund, write to ${CONTACT_DETAILS.email} or use the Contact page, ${CONTACT_HOURS_TEXT}.`],
    },
  ],
};
