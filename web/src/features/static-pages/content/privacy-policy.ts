import { CONTACT_DETAILS, CONTACT_HOURS_TEXT } from './contact-details';
import type { LegalDocument } from './legal-document';

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  summary:
    'This policy explains what Campus Marketplace collects when you buy, sell and exchange goods with your campus community, why we collect it, who can see it and the choices you have.',
  sections: [
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      blocks: [
        {
          title: 'Information you give us',
          blocks: [
            [
              'Account details: your name, campus e-mail address and password when you sign up.',
              'Profile details you choose to add: mobile number, gender and birth date.',
              'Delivery and pickup addresses: name, mobile number, address, city, state and pincode.',
              'Listings: product names, descriptions, prices, photos and the pickup address of items you sell.',
              'Reviews and ratings you write, and messages you send us through the Contact page.',
            ],
          ],
        },
        {
          title: 'Information created when you use the marketplace',
          blocks: [
            [
              'Orders: the items, prices, delivery option (direct from the seller or doorstep delivery), payment method and order status.',
              'Your cart and wishlist.',
              'Basic technical data, such as your browser type and the pages you open, which we use to keep the site working and secure.',
            ],
          ],
        },
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How We Use Your Information',
      blocks: [
        [
          'To create and secure your account and confirm that you belong to a campus community.',
          'To show your listings once our team has approved them, and to process orders between buyers and sellers.',
          'To deliver items you buy with doorstep delivery and to handle cancellations, returns and refunds.',
          'To answer your questions and resolve disputes between buyers and sellers.',
          'To detect fraud, prohibited items and misuse of the marketplace.',
        ],
        'We do not sell your personal information, and we do not use it for third-party advertising.',
      ],
    },
    {
      id: 'payment-information',
      title: 'Payment Information',
      blocks: [
        'You can pay by card or by cash on delivery. Card payments are handled at checkout: we keep the payment method and status of each order, but we never store your full card number or your CVC.',
        'Refunds for card payments go back to the card you paid with. For cash on delivery orders we ask for the bank details needed to send the refund and use them only for that purpose.',
      ],
    },
    {
      id: 'sharing-information',
      title: 'When We Share Information',
      blocks: [
        [
          'With the other party to an order: a seller sees the buyer’s name, mobile number and delivery address; a buyer sees the seller’s name and pickup location.',
          'With our administrators, who review listings, cancellations and refund requests.',
          'With service providers who host the marketplace and store its data on our behalf, under agreements that protect your information.',
          'When the law requires it, or to protect the safety of our users.',
        ],
        'Your name appears next to the reviews you write. Your e-mail address is never shown to other users.',
      ],
    },
    {
      id: 'browser-storage',
      title: 'Cookies and Browser Storage',
      blocks: [
        'We use your browser’s storage to keep you signed in, to remember the page to return to after you sign in and to keep drafts of forms on your device. We do not use advertising or tracking cookies. Clearing your browser data signs you out and removes these drafts.',
      ],
    },
    {
      id: 'data-security',
      title: 'Data Security',
      blocks: [
        'Your data is sent over encrypted connections, and access rules limit who can read each record: only you can read your profile, addresses, cart and wishlist, and an order is visible only to its buyer and seller. Administrators see what they need to review listings and requests.',
        'Keep your password to yourself and sign out on shared computers. If you think someone else has used your account, reset your password and contact us.',
      ],
    },
    {
      id: 'data-retention',
      title: 'How Long We Keep Data',
      blocks: [
        'We keep your account data while your account is open. Order records are kept for as long as we need them for refunds, disputes and our legal obligations. When you ask us to delete your account, we delete or anonymise your personal information, except records we must keep by law.',
      ],
    },
    {
      id: 'your-choices',
      title: 'Your Rights and Choices',
      blocks: [
        [
          'See and update your profile and addresses at any time from your profile.',
          'Withdraw a listing that is still waiting for review from My Products.',
          'Ask us for a copy of your data, for a correction, or for your account to be deleted.',
        ],
      ],
    },
    {
      id: 'age-requirement',
      title: 'Age Requirement',
      blocks: ['Campus Marketplace is for users aged 18 or older. We do not knowingly collect information from anyone younger; if we learn that we have, we delete it.'],
    },
    {
      id: 'policy-changes',
      title: 'Changes to This Policy',
      blocks: [
        'When we change this policy, we update the date at the top of this page. For important changes we tell you by e-mail or with a notice on the site at least 30 days before they take effect.',
      ],
    },
    {
      id: 'contact-us',
      title: 'Contact Us',
      blocks: [
        `For questions about this policy or your data, write to ${CONTACT_DETAILS.email} or use the Contact page. Our team answers ${CONTACT_HOURS_TEXT}.`,
      ],
    },
  ],
};
