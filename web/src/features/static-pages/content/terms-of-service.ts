import { CONTACT_DETAILS, CONTACT_HOURS_TEXT } from './contact-details';
import type { LegalDocument } from './legal-document';

export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  summary:
    'These terms are the agreement between you and Campus Marketplace when you use the marketplace to buy, sell or exchange goods with students, faculty and staff of your campus. Please read them before you list or buy an item.',
  sections: [
    {
      id: 'acceptance',
      title: 'Acceptance of Terms',
      blocks: [
        'By creating an account or using Campus Marketplace you agree to these terms, to our Privacy Policy and to our Refund Policy. If you do not agree, please do not use the marketplace.',
      ],
    },
    {
      id: 'eligibility',
      title: 'Who Can Use the Marketplace',
      blocks: [
        [
          'You must be 18 years of age or older.',
          'You must be a student, faculty member or staff member of a participating institution and sign up with your campus e-mail address.',
          'One person may hold one account. Keep your password secret: you are responsible for what is done with your account.',
        ],
      ],
    },
    {
      id: 'listings',
      title: 'Listing Items for Sale',
      blocks: [
        'Sellers list items with a category, a description, a price in rupees, photos and a pickup address. Every listing is reviewed by our administrators before it appears on the marketplace; we may approve or reject it, and we may remove an approved listing that breaks these terms.',
        [
          'Describe the item honestly, including its condition and any faults, and use photos of the actual item.',
          'Only list items you own and are free to sell.',
          'Keep your listing up to date: an item that is no longer available must not be sold to someone else.',
          'You may withdraw a listing that is still waiting for review from My Products.',
        ],
      ],
    },
    {
      id: 'prohibited-items',
      title: 'Prohibited Items',
      blocks: [
        'The following may not be listed: weapons, alcohol, tobacco, drugs and medicines; stolen or counterfeit goods; exam papers, assignments or other academic work; recalled or unsafe products; personal documents and ID cards; and anything illegal to sell in India.',
      ],
    },
    {
      id: 'buying',
      title: 'Buying and Orders',
      blocks: [
        'You can buy an item directly from the seller, with no extra fees, and collect it on campus, or choose Premium doorstep delivery for an added charge shown at checkout. An order is an agreement between the buyer and the seller; Campus Marketplace provides the platform and helps resolve problems, but it is not the seller of the items listed.',
        {
          title: 'Automatic cancellation',
          blocks: [
            [
              'An order whose payment is not completed within 24 hours is cancelled automatically.',
              'An order the seller does not accept within 48 hours is cancelled automatically.',
            ],
            'Anything paid for a cancelled order is refunded in full.',
          ],
        },
      ],
    },
    {
      id: 'fees-and-payments',
      title: 'Fees and Payments',
      blocks: [
        'Buyers pay by card or cash on delivery. Listing an item is free and buyers pay no service fees. Sellers pay a commission of 5% of the sale price on each successful sale; nothing is charged for items that do not sell or orders that are cancelled.',
      ],
    },
    {
      id: 'returns',
      title: 'Returns and Refunds',
      blocks: [
        'Items can be returned within 7 days of receipt under the conditions set out in our Refund Policy, which forms part of these terms.',
      ],
    },
    {
      id: 'conduct',
      title: 'Safety and Conduct',
      blocks: [
        [
          'Meet in busy, public places on campus when you hand over or collect an item, and check the item before you pay in cash.',
          'Be respectful: no harassment, spam or misleading reviews.',
          'Do not ask buyers to pay outside the marketplace for an order placed on it.',
          'Report suspicious listings or users to us through the Contact page.',
        ],
      ],
    },
    {
      id: 'reviews',
      title: 'Reviews',
      blocks: [
        'Reviews must describe your own experience with a product. We may remove reviews that are abusive, off-topic or misleading. By posting a review you allow us to show it on the marketplace.',
      ],
    },
    {
      id: 'termination',
      title: 'Suspension and Termination',
      blocks: [
        'We may suspend or close an account that breaks these terms, for example by listing prohibited items or by repeatedly failing to complete orders. You can ask us to close your account at any time.',
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of Liability',
      blocks: [
        'Items are sold by other members of the community, mostly second-hand. We review listings but cannot guarantee their condition, quality or legality. To the extent the law allows, Campus Marketplace is not liable for losses arising from transactions between users, beyond the refunds described in our Refund Policy.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to These Terms',
      blocks: [
        'We may update these terms. We will tell you about important changes by e-mail or with a notice on the site at least 30 days before they take effect; using the marketplace after that date means you accept the new terms.',
      ],
    },
    {
      id: 'contact-us',
      title: 'Contact Us',
      blocks: [`Questions about these terms? Write to ${CONTACT_DETAILS.email} or use the Contact page, ${CONTACT_HOURS_TEXT}.`],
    },
  ],
};
