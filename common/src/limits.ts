/** Field sizes shared by the forms, the server-side schemas and the security rules. */

export const PHONE_LENGTH = 10;
export const PINCODE_LENGTH = 6;
export const NAME_MIN_LENGTH = 2;
export const PASSWORD_MIN_LENGTH = 8;

export const NAME_MAX_LENGTH = 100;
export const ADDRESS_MAX_LENGTH = 300;
export const PRODUCT_NAME_MAX_LENGTH = 120;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const REVIEW_COMMENT_MAX_LENGTH = 1000;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

export const MAX_LISTING_IMAGES = 10;
/** The sell form's hint says 'up to 10MB'; the storage rules enforce it. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const MESSAGE_MAX_LENGTH = 1000;
export const MAX_MESSAGE_IMAGES = 4;
/** Chat history loads in pages of this many messages, newest first. */
export const CHAT_PAGE_SIZE = 30;
export const RATING_COMMENT_MAX_LENGTH = 300;
export const REPORT_REASON_MIN_LENGTH = 3;
export const REPORT_REASON_MAX_LENGTH = 500;
export const SPOT_NAME_MAX_LENGTH = 80;
export const SPOT_DESCRIPTION_MAX_LENGTH = 300;
export const HANDOVER_CODE_LENGTH = 6;
/** Wrong handover codes allowed before the code locks. */
export const HANDOVER_MAX_TRIES = 5;
/** The bell lists this many of the newest notifications. */
export const NOTIFICATIONS_SHOWN = 20;
