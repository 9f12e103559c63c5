/** User-facing texts of spec section 8 that the web app and the server both use, verbatim. */

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

// Server-side authorisation and lookups
export const AUTH_REQUIRED = 'Authentication required';
export const ADMIN_ONLY = 'Only admins can do this';
export const PRODUCT_NOT_FOUND = 'Product not found';
export const LISTING_NOT_FOUND = 'Listing not found';
export const ORDER_NOT_FOUND = 'Order not found';
export const ADDRESS_NOT_FOUND = 'Address not found';
export const REVIEW_NOT_FOUND = 'Review not found';

// Profile
export const AUTH_TOKEN_NOT_FOUND = 'Authentication token not found';
export const PROFILE_UPDATED = 'Profile updated successfully!';
export const profileUpdateError = (message: string): string => `Error updating profile: ${message}`;

// Reviews
export const REVIEW_SUBMIT_FAILED = 'An error occurred while submitting your review.';
export const REVIEW_DELETE_CONFIRM = 'Are you sure you want to delete this review? This action cannot be undone.';
export const REVIEWS_LOAD_ERROR = 'Error Loading Reviews';
export const ALREADY_REVIEWED = 'You have already reviewed this product';

// Orders and checkout
export const ORDERS_LOAD_ERROR = 'Error Loading Orders';
export const ORDER_CANCEL_FAILED = 'Failed to cancel order. Please try again.';
export const ORDER_NOT_CANCELLABLE = 'This order can no longer be cancelled';
export const CHECKOUT_MISSING_ADDRESS = 'Missing shipping address. Please go back and try again.';
export const CHECKOUT_NO_PRODUCTS = 'No products in your order. Please go back and try again.';
export const ORDER_PLACE_FAILED = 'Failed to place your order. Please try again.';
export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';
export const ORDER_PLACED = 'Order Placed Successfully!';
/** Placing an order for a product someone else bought a moment earlier. */
export const ITEM_SOLD = 'This item has just been sold';
export const ORDER_CANCELLED_TITLE = 'Order Cancelled';
export const ORDER_CANCELLED_TEXT = 'This order has been cancelled and is no longer active.';

// Selling
export const SELL_IMAGE_HINT = 'PNG, JPG, GIF up to 10MB';
export const SELL_SUBMIT_FAILED = 'Failed to submit product. Please try again.';
export const SELL_SUBMITTED = 'Product submitted successfully! It will be reviewed by our team.';
export const LISTING_NOT_CANCELLABLE = 'Only pending requests can be cancelled';
export const LISTING_ACTION_NOT_ALLOWED = 'This request is no longer in a state that allows this action';

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
export const APP_ERROR_TITLE = 'Unexpected Application Error!';
export const NO_PRODUCTS_FOUND = 'No products found';
