/**
 * The texts the app shell itself shows: when everything else failed, and a refusal for an unverified
 * address (lib/error-message.ts). Apart from messages.ts because the shell is in every page's first
 * load: a module it imports carries there every export any page uses.
 */
export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';
export const APP_ERROR_TITLE = 'Unexpected Application Error!';

/** Every trading callable and /api route, until the caller's campus e-mail is verified (the ID token's email_verified). */
export const EMAIL_NOT_VERIFIED =
  'Verify your campus e-mail address first: open the link we sent to it. Until then you can browse and keep a cart and a wishlist.';
