/** Every timer and UI threshold of spec section 9. Durations in milliseconds. */

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;

export const AVATAR_MENU_CLOSE_MS = 2 * SECOND;
export const CART_FLASH_MS = 1 * SECOND;
export const SUCCESS_MESSAGE_MS = 3 * SECOND;
export const ADDRESS_REDIRECT_MS = 700;
export const SIGNUP_REDIRECT_MS = 3 * SECOND;
/** A sign-up with no answer after this long shows 'No response from server. Please try again.' */
export const SIGNUP_TIMEOUT_MS = 10 * SECOND;
export const ORDER_REDIRECT_MS = 1 * SECOND;
export const LISTING_REDIRECT_MS = 2 * SECOND;
/** The contact form has no server: its send is simulated for this long. */
export const CONTACT_SEND_MS = 1500;
export const CONTACT_BANNER_MS = 5 * SECOND;
export const SCROLL_TOP_THRESHOLD_PX = 300;
export const CAROUSEL_AUTOPLAY_MS = 6 * SECOND;
export const CAROUSEL_TRANSITION_MS = 800;
export const SEARCH_DEBOUNCE_MS = 300;
/** Suggestions appear once more than 1 character is typed. */
export const SEARCH_MIN_CHARS = 2;
export const SUGGESTION_MAX_HEIGHT_PX = 400;
export const MOBILE_BREAKPOINT_PX = 768;
/** Orders the seller has not accepted within this time are cancelled automatically. */
export const SELLER_CONFIRM_DEADLINE_MS = 48 * HOUR;
/** Orders whose payment is not completed within this time are cancelled automatically. */
export const PAYMENT_DEADLINE_MS = 24 * HOUR;

export const PROFILE_PREVIEW_COUNT = 2;
export const HELP_ARTICLES_PER_CARD = 3;

/** An accepted offer holds the item for its buyer this long. */
export const RESERVATION_MS = 24 * HOUR;
/** A handover code locked by too many wrong tries opens again after this long. */
export const HANDOVER_LOCK_MS = 15 * 60 * SECOND;
/** A meet-up is a slot of this many minutes, starting on the hour or the half hour. */
export const MEETUP_SLOT_MINUTES = 30;
/** A meet-up may be proposed at most this many days ahead. */
export const MEETUP_WINDOW_DAYS = 7;
/** Deleting the account needs a sign-in at most this long ago (the ID token's auth_time). */
export const RECENT_SIGN_IN_MS = 5 * 60 * SECOND;
