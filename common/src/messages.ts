/**
 * User-facing texts: those of spec section 8 that the web app and the server both use verbatim, and
 * every error the functions send (services, callables, /api middleware and routes).
 */
import { DEFAULT_CAMPUS_DOMAINS } from './campus';
import { IDEMPOTENCY_KEY_MAX_LENGTH, IMAGE_MAX_BYTES, MAX_LISTING_IMAGES } from './limits';
import { CANCEL_REASON_MAX_LENGTH, CANCEL_REASON_MIN_LENGTH } from './order-cancellation';
import { formatCount } from './format';

// Sign-up and sign-in
/** The server's duplicate-registration error; the client looks for this text in the error it gets. */
export const USER_EXISTS = 'User already exists with the email';
export const ACCOUNT_EXISTS_UI = 'An account with this email already exists. Please sign in instead.';
export const SIGN_IN_INSTEAD = 'Sign in instead';
export const REGISTRATION_FAILED = 'Registration failed. Please try again.';
export const NO_SERVER_RESPONSE = 'No response from server. Please try again.';
export const SIGNUP_FIX_ERRORS = 'Please fix the errors before submitting.';
export const PASSWORD_MEETS_ALL = 'Password meets all requirements';
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const SIGN_IN_REQUIRED_TITLE = 'Sign In Required';
export const SIGN_IN_REQUIRED_TEXT = 'Please sign in to your account to add items to your cart or wishlist.';
export const SELL_SIGN_IN_PROMPT = 'Please sign in to list your products for sale.';

/** The refusal of a non-campus address at sign-up, naming the accepted domains. */
export function campusEmailRefusal(domains: readonly string[] = DEFAULT_CAMPUS_DOMAINS): string {
  const endings = domains.map((domain) => `@${domain}`).join(' or ');
  return `Please sign up with your campus e-mail address (ending in ${endings}).`;
}

export const CAMPUS_EMAIL_REFUSAL = campusEmailRefusal();

/** /api's refusal once a client address or an e-mail has failed to sign in (or up) too often; `seconds` is its Retry-After. */
export const tooManyAttempts = (seconds: number): string =>
  `Too many failed attempts. Please try again in ${formatCount(seconds, 'second')}.`;

// Server-side authorisation and lookups
export const AUTH_REQUIRED = 'Authentication required';
export const ADMIN_ONLY = 'Only admins can do this';
export const PRODUCT_NOT_FOUND = 'Product not found';
export const LISTING_NOT_FOUND = 'Listing not found';
export const ORDER_NOT_FOUND = 'Order not found';
export const ADDRESS_NOT_FOUND = 'Address not found';
export const REVIEW_NOT_FOUND = 'Review not found';
export const CART_ITEM_NOT_FOUND = 'Cart item not found';
export const WISHLIST_ITEM_NOT_FOUND = 'Wishlist item not found';
export const PROFILE_NOT_FOUND = 'Profile not found';

// Requests the /api cannot read; none of these repeats what the request held.
/** An unknown route, or a path segment that cannot name anything (an over-long or malformed id). */
export const NOT_FOUND = 'Not found';
export const MALFORMED_JSON = 'Malformed JSON body';
export const BAD_REQUEST = 'Bad request';
export const JSON_BODY_EXPECTED = 'Expected a JSON body';
export const BODY_TOO_LARGE = 'The request body is too large';
export const BODY_TOO_DEEP = 'The request body is nested too deeply';
export const QUERY_VALUE_TOO_LONG = 'A query parameter is too long';
/** Anything unexpected: the details are logged, never sent. */
export const INTERNAL_ERROR = 'Internal server error';

// Profile
export const AUTH_TOKEN_NOT_FOUND = 'Authentication token not found';
export const PROFILE_UPDATED = 'Profile updated successfully!';
export const profileUpdateError = (message: string): string => `Error updating profile: ${message}`;
export const EMAIL_IMMUTABLE = 'Email cannot be changed';

// Reviews
export const REVIEW_SUBMIT_FAILED = 'An error occurred while submitting your review.';
export const REVIEW_DELETE_CONFIRM = 'Are you sure you want to delete this review? This action cannot be undone.';
export const REVIEWS_LOAD_ERROR = 'Error Loading Reviews';
export const ALREADY_REVIEWED = 'You have already reviewed this product';
export const REVIEW_NOT_OWN = 'You can only change your own reviews';

// Orders and checkout
export const ORDERS_LOAD_ERROR = 'Error Loading Orders';
export const ORDER_CANCEL_FAILED = 'Failed to cancel order. Please try again.';
export const ORDER_NOT_CANCELLABLE = 'This order can no longer be cancelled';
export const CHECKOUT_MISSING_ADDRESS = 'Missing shipping address. Please go back and try again.';
export const CHECKOUT_NO_PRODUCTS = 'No products in your order. Please go back and try again.';
export const ORDER_PLACE_FAILED = 'Failed to place your order. Please try again.';
export const ORDER_PLACED = 'Order Placed Successfully!';
/** Placing an order for a product someone else bought a moment earlier. */
export const ITEM_SOLD = 'This item has just been sold';
export const ORDER_CANCELLED_TITLE = 'Order Cancelled';
export const ORDER_CANCELLED_TEXT = 'This order has been cancelled and is no longer active.';
export const CARD_NUMBER_REQUIRED = 'Card number is required';
export const QUANTITY_NOT_WHOLE = 'Quantity must be a whole number';
export const QUANTITY_TOO_SMALL = 'Quantity must be at least 1';
export const DELIVERY_MODE_INVALID = 'Delivery mode must be direct or doorstep';
export const IDEMPOTENCY_KEY_TOO_LONG = `Idempotency key must be at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`;
/** The same idempotency key sent by another user names an order that is not theirs. */
export const ORDER_OF_ANOTHER_USER = 'This order belongs to another user';
export const ORDER_CANCEL_BUYER_OR_SELLER_ONLY = 'Only the buyer or a seller of this order can cancel it';
/** A seller may cancel only an order they have not confirmed yet. */
export const ORDER_SELLER_CANCEL_PLACED_ONLY = 'Only an order that is not yet confirmed can be cancelled by the seller';
export const CANCEL_REASON_REQUIRED = 'Please give a reason for cancelling this order';
export const CANCEL_REASON_TOO_SHORT = `The reason must be at least ${CANCEL_REASON_MIN_LENGTH} characters`;
export const CANCEL_REASON_TOO_LONG = `The reason must be at most ${CANCEL_REASON_MAX_LENGTH} characters`;
/** What the buyer reads on an order a seller cancelled. */
export const orderCancelledBySeller = (reason: string): string => (reason === '' ? 'Cancelled by the seller' : `Cancelled by the seller: ${reason}`);
export const ORDER_STATUS_UPDATE_FAILED = 'Could not update the order. Please try again.';
export const SALES_LOAD_ERROR = 'Error Loading Sales';
export const ORDER_UPDATE_SELLER_OR_ADMIN_ONLY = 'Only a seller of this order or an admin can update it';
export const ORDER_STATUS_INVALID = 'Status must be CONFIRMED, SHIPPED or DELIVERED';
export const orderStatusRefused = (from: string, to: string): string => `An order in status ${from} cannot move to ${to}`;

// Selling
export const SELL_IMAGE_HINT = 'PNG, JPG, GIF up to 10MB';
export const SELL_SUBMIT_FAILED = 'Failed to submit product. Please try again.';
export const SELL_SUBMITTED = 'Product submitted successfully! It will be reviewed by our team.';
export const LISTING_NOT_CANCELLABLE = 'Only pending requests can be cancelled';
export const LISTING_ACTION_NOT_ALLOWED = 'This request is no longer in a state that allows this action';
export const LISTING_CANCEL_SELLER_ONLY = 'Only the seller can cancel this request';
export const TOO_MANY_IMAGES = `Please upload at most ${MAX_LISTING_IMAGES} images`;
export const IMAGE_TOO_LARGE = `Each image must be at most ${IMAGE_MAX_BYTES / (1024 * 1024)} MB`;
export const NOT_AN_IMAGE = 'Only images can be uploaded';
export const IMAGES_NOT_PATHS = 'Images must be Storage paths';
export const IMAGES_OUTSIDE_OWN_FOLDER = 'Images must be uploaded to your own listings folder';
export const IMAGE_NOT_FOUND = 'An uploaded image was not found';
export const MULTIPART_EXPECTED = 'Expected a multipart/form-data body';
export const MULTIPART_MALFORMED = 'Malformed multipart body';

// Addresses
export const ADDRESS_DELETE_CONFIRM = 'Are you sure you want to delete this address?';
export const ADDRESS_DELETED = 'Address deleted successfully';
export const ADDRESS_DEFAULT_UPDATED = 'Default address updated successfully';
export const ADDRESS_UPDATED = 'Address updated successfully!';
export const ADDRESS_ADDED = 'Address added successfully!';

// Admin: failures are logged with these texts
export const ADMIN_ACCEPT_SELL_FAILED = 'Error accepting sell request';
export const ADMIN_REJECT_SELL_FAILED = 'Error rejecting sell request';
export const ADMIN_ACCEPT_CANCEL_FAILED = 'Error accepting cancel request';
export const ADMIN_REJECT_CANCEL_FAILED = 'Error rejecting cancel request';

// Contact and generic
export const CONTACT_SENT = "Your message has been sent successfully! We'll get back to you soon.";
export const CONTACT_FAILED = 'There was an error sending your message. Please try again.';
export const NO_PRODUCTS_FOUND = 'No products found';

/** /api without a valid App Check token, where App Check is enforced. */
export const APP_CHECK_REQUIRED = 'This request must come from the Campus Marketplace app';

/** A disabled account's ID token, still valid for up to an hour after the account was disabled. */
export const ACCOUNT_DISABLED = 'This account has been disabled. Contact support if you think this is a mistake.';

// A campus identity and the account's whole life (/account)
/** Every trading callable and /api route, until the caller's campus e-mail is verified (kept with the shell's texts, which show it). */
export { EMAIL_NOT_VERIFIED } from './fallback-messages';
/** An ID token issued before 'Sign out on every device' (verifyIdToken with checkRevoked). */
export const SESSION_REVOKED = 'You were signed out on every device. Please sign in again.';
/** Deleting the account needs a sign-in within the last few minutes. */
export const RECENT_SIGN_IN_REQUIRED = 'For your safety, sign in again before deleting your account.';
/** Deleting the account while an order is open, as buyer or seller. */
export const DELETE_REFUSED_OPEN_ORDERS = (count: number): string =>
  `You have ${formatCount(count, 'open order')}. Finish or cancel ${count === 1 ? 'it' : 'them'} before deleting your account.`;
/** Deleting the account while an accepted offer holds an item for the user or for their buyer. */
export const DELETE_REFUSED_RESERVED_OFFER =
  'An accepted offer is holding an item. Let it be ordered or lapse before deleting your account.';
/** What reviews and ratings show for a deleted reviewer or rater. */
export const FORMER_STUDENT = 'Former student';
/** What a conversation shows for a deleted participant. */
export const DELETED_ACCOUNT = 'Deleted account';
