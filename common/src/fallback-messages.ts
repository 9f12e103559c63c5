/**
 * The two texts the app shell shows when everything else failed. Apart from messages.ts because the
 * shell is in every page's first load: a module it imports carries there every export any page uses.
 */
export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';
export const APP_ERROR_TITLE = 'Unexpected Application Error!';
