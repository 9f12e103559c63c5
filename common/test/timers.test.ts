import { describe, expect, it } from 'vitest';
import * as timers from '../src/timers';

describe('timers', () => {
  it('hold the durations and thresholds of spec section 9, and those of deals between students', () => {
    expect({ ...timers }).toEqual({
      AVATAR_MENU_CLOSE_MS: 2000,
      CART_FLASH_MS: 1000,
      SUCCESS_MESSAGE_MS: 3000,
      ADDRESS_REDIRECT_MS: 700,
      SIGNUP_REDIRECT_MS: 3000,
      SIGNUP_TIMEOUT_MS: 10000,
      ORDER_REDIRECT_MS: 1000,
      LISTING_REDIRECT_MS: 2000,
      CONTACT_SEND_MS: 1500,
      CONTACT_BANNER_MS: 5000,
      SCROLL_TOP_THRESHOLD_PX: 300,
      CAROUSEL_AUTOPLAY_MS: 6000,
      CAROUSEL_TRANSITION_MS: 800,
      SEARCH_DEBOUNCE_MS: 300,
      SEARCH_MIN_CHARS: 2,
      SUGGESTION_MAX_HEIGHT_PX: 400,
      MOBILE_BREAKPOINT_PX: 768,
      SELLER_CONFIRM_DEADLINE_MS: 48 * 60 * 60 * 1000,
      PAYMENT_DEADLINE_MS: 24 * 60 * 60 * 1000,
      PROFILE_PREVIEW_COUNT: 2,
      RECENT_SIGN_IN_MS: 300_000,
      HELP_ARTICLES_PER_CARD: 3,
      RESERVATION_MS: 24 * 60 * 60 * 1000,
      HANDOVER_LOCK_MS: 15 * 60 * 1000,
      MEETUP_SLOT_MINUTES: 30,
      MEETUP_WINDOW_DAYS: 7,
    });
  });
});
