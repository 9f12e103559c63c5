import { describe, expect, it } from 'vitest';
import * as fallbackMessages from '../src/fallback-messages';
import * as messages from '../src/messages';

describe('messages of spec section 8', () => {
  it('are verbatim', () => {
    expect(messages).toMatchObject({
      USER_EXISTS: 'User already exists with the email',
      ACCOUNT_EXISTS_UI: 'An account with this email already exists. Please sign in instead.',
      SIGN_IN_INSTEAD: 'Sign in instead',
      REGISTRATION_FAILED: 'Registration failed. Please try again.',
      NO_SERVER_RESPONSE: 'No response from server. Please try again.',
      SIGNUP_FIX_ERRORS: 'Please fix the errors before submitting.',
      PASSWORD_MEETS_ALL: 'Password meets all requirements',
      INVALID_CREDENTIALS: 'Invalid email or password',
      SIGN_IN_REQUIRED_TITLE: 'Sign In Required',
      SIGN_IN_REQUIRED_TEXT: 'Please sign in to your account to add items to your cart or wishlist.',
      SELL_SIGN_IN_PROMPT: 'Please sign in to list your products for sale.',
      AUTH_TOKEN_NOT_FOUND: 'Authentication token not found',
      PROFILE_UPDATED: 'Profile updated successfully!',
      REVIEW_SUBMIT_FAILED: 'An error occurred while submitting your review.',
      REVIEW_DELETE_CONFIRM: 'Are you sure you want to delete this review? This action cannot be undone.',
      REVIEWS_LOAD_ERROR: 'Error Loading Reviews',
      ORDERS_LOAD_ERROR: 'Error Loading Orders',
      ORDER_CANCEL_FAILED: 'Failed to cancel order. Please try again.',
      CHECKOUT_MISSING_ADDRESS: 'Missing shipping address. Please go back and try again.',
      CHECKOUT_NO_PRODUCTS: 'No products in your order. Please go back and try again.',
      ORDER_PLACE_FAILED: 'Failed to place your order. Please try again.',
      ORDER_PLACED: 'Order Placed Successfully!',
      ORDER_CANCELLED_TITLE: 'Order Cancelled',
      ORDER_CANCELLED_TEXT: 'This order has been cancelled and is no longer active.',
      SELL_IMAGE_HINT: 'PNG, JPG, GIF up to 10MB',
      SELL_SUBMIT_FAILED: 'Failed to submit product. Please try again.',
      SELL_SUBMITTED: 'Product submitted successfully! It will be reviewed by our team.',
      ADDRESS_DELETE_CONFIRM: 'Are you sure you want to delete this address?',
      ADDRESS_DELETED: 'Address deleted successfully',
      ADDRESS_DEFAULT_UPDATED: 'Default address updated successfully',
      ADDRESS_UPDATED: 'Address updated successfully!',
      ADDRESS_ADDED: 'Address added successfully!',
      ADMIN_ACCEPT_SELL_FAILED: 'Error accepting sell request',
      ADMIN_REJECT_SELL_FAILED: 'Error rejecting sell request',
      ADMIN_ACCEPT_CANCEL_FAILED: 'Error accepting cancel request',
      ADMIN_REJECT_CANCEL_FAILED: 'Error rejecting cancel request',
      CONTACT_SENT: "Your message has been sent successfully! We'll get back to you soon.",
      CONTACT_FAILED: 'There was an error sending your message. Please try again.',
      NO_PRODUCTS_FOUND: 'No products found',
      ITEM_SOLD: 'This item has just been sold',
    });
  });

  it('of the app shell are verbatim too, with the refusal of an unverified e-mail that it recognises', () => {
    expect({ ...fallbackMessages }).toEqual({
      UNEXPECTED_ERROR: 'An unexpected error occurred. Please try again.',
      APP_ERROR_TITLE: 'Unexpected Application Error!',
      EMAIL_NOT_VERIFIED:
        'Verify your campus e-mail address first: open the link we sent to it. Until then you can browse and keep a cart and a wishlist.',
    });
    expect(messages.EMAIL_NOT_VERIFIED).toBe(fallbackMessages.EMAIL_NOT_VERIFIED);
  });

  it('refuses a non-campus sign-up naming the accepted domains', () => {
    expect(messages.CAMPUS_EMAIL_REFUSAL).toBe('Please sign up with your campus e-mail address (ending in @campus.ac.in).');
    expect(messages.campusEmailRefusal(['a.edu', 'b.edu'])).toBe('Please sign up with your campus e-mail address (ending in @a.edu or @b.edu).');
  });

  it('prefixes a profile update failure', () => {
    expect(messages.profileUpdateError('network down')).toBe('Error updating profile: network down');
  });
});
