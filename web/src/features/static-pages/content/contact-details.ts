/** How to reach the Campus Marketplace team: the Contact page's info panel, the Help centre and the policies. */
export const CONTACT_DETAILS = {
  addressLines: ['Campus Marketplace Help Desk', 'Student Activity Centre, Ground Floor', 'University Road, Pune, Maharashtra 411007'],
  phone: { label: '+91 20 4000 1234', href: 'tel:+912040001234' },
  email: 'support@campusmarketplace.in',
  hours: [
    { days: 'Monday - Friday', time: '9:00 AM - 5:00 PM' },
    { days: 'Saturday - Sunday', time: 'Closed' },
  ],
} as const;

/** The address on one line, e.g. for the map's caption. */
export const CONTACT_ADDRESS = CONTACT_DETAILS.addressLines.join(', ');

/** The opening hours in a sentence, e.g. 'Our team answers Monday to Friday, 9:00 AM to 5:00 PM.' */
export const CONTACT_HOURS_TEXT = 'Monday to Friday, 9:00 AM to 5:00 PM';
