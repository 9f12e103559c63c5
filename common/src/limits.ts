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
