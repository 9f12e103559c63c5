/**
 * The texts of deals between students: chat, offers, meet-ups and the handover, ratings and reports; every
 * error the functions send for them and the labels the web app shares. Apart from messages.ts, which every
 * page loads, so that only the pages of deals carry them.
 */
import {
  HANDOVER_CODE_LENGTH,
  MAX_MESSAGE_IMAGES,
  MESSAGE_MAX_LENGTH,
  RATING_COMMENT_MAX_LENGTH,
  REPORT_REASON_MAX_LENGTH,
  REPORT_REASON_MIN_LENGTH,
  SPOT_DESCRIPTION_MAX_LENGTH,
  SPOT_NAME_MAX_LENGTH,
} from './limits';
import { formatCount } from './format';
import type { MeetupSpot } from './model';
import { MEETUP_WINDOW_DAYS } from './timers';

// Chat
export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const MESSAGE_NOT_FOUND = 'Message not found';
export const OWN_ITEM_CHAT = 'This is your own item';
export const ITEM_NOT_ON_SALE = 'This item is no longer for sale';
export const MESSAGE_EMPTY = 'Write a message or add a photo';
export const MESSAGE_TOO_LONG = `A message can be at most ${MESSAGE_MAX_LENGTH} characters`;
/** What the box says while its text is `excess` characters over the limit (it keeps them until shortened). */
export const messageTooLong = (excess: number): string => `${MESSAGE_TOO_LONG}: remove ${formatCount(excess, 'character')} to send it`;
export const TOO_MANY_MESSAGE_IMAGES = `A message can have at most ${MAX_MESSAGE_IMAGES} photos`;
export const IMAGES_OUTSIDE_CHAT_FOLDER = 'Photos must be uploaded to this conversation';
export const CONVERSATION_BLOCKED = 'Messages are blocked in this conversation';
export const NOT_A_PARTICIPANT = 'Only the buyer and the seller can do this';
export const ALREADY_BLOCKED = 'This person is already blocked';
export const NOT_BLOCKED_BY_YOU = 'Only the person who blocked can unblock';
export const MESSAGE_SEND_FAILED = 'Your message was not sent. Please try again.';

// Offers
export const OFFER_AMOUNT_REQUIRED = 'Enter an amount';
export const OFFER_NOT_WHOLE = 'Offer whole rupees';
export const offerTooLow = (minimum: string): string => `The lowest offer is ${minimum} (half the asking price)`;
export const offerTooHigh = (price: string): string => `An offer cannot be above the asking price of ${price}`;
export const OFFER_ALREADY_OPEN = 'You already have an open offer on this item';
export const NO_OPEN_OFFER = 'There is no open offer to answer';
export const NOT_YOUR_TURN = 'It is the other side\'s turn to answer this offer';
export const OFFER_OWN_ONLY = 'Only who made an offer can withdraw it';
export const OFFER_ACTION_INVALID = 'Action must be accept, decline, counter or withdraw';
export const ITEM_RESERVED = 'This item is reserved for another buyer';

// Meet-ups and the handover
export const SPOT_NOT_FOUND = 'Meet-up spot not found';
export const SPOT_NAME_REQUIRED = 'Name is required';
export const SPOT_NAME_TOO_LONG = `Name must be at most ${SPOT_NAME_MAX_LENGTH} characters`;
export const SPOT_DESCRIPTION_TOO_LONG = `Description must be at most ${SPOT_DESCRIPTION_MAX_LENGTH} characters`;
export const CLOCK_TIME_INVALID = 'Enter a time as HH:MM';
export const SPOT_CLOSES_BEFORE_OPENING = 'Closing time must be after opening time';
export const MEETUP_NOT_ON_SLOT = 'Meet-ups start on the hour or the half hour';
export const MEETUP_IN_PAST = 'Pick a time that has not passed';
export const MEETUP_TOO_FAR = `Pick a time within the next ${MEETUP_WINDOW_DAYS} days`;
export const meetupOutsideHours = (spot: Pick<MeetupSpot, 'name' | 'opensAt' | 'closesAt'>): string =>
  `${spot.name} is open ${spot.opensAt}-${spot.closesAt}`;
export const MEETUP_TIME_REQUIRED = 'Pick a time';
export const MEETUP_DIRECT_ONLY = 'Only a direct purchase is handed over at a meet-up';
export const MEETUP_ORDER_CLOSED = 'This order is no longer open for a meet-up';
export const NO_MEETUP_TO_CONFIRM = 'There is no proposed meet-up to confirm';
export const MEETUP_CONFIRM_OTHER_SIDE = 'The other side confirms a proposed meet-up';
export const HANDOVER_CODE_FORMAT = `Enter the ${HANDOVER_CODE_LENGTH}-digit code`;
export const HANDOVER_BY_CODE = "A meet-up order is delivered when the seller enters the buyer's handover code";
export const HANDOVER_SELLER_ONLY = 'Only the seller enters the handover code';
export const HANDOVER_DONE = 'This order has already been handed over';
export const HANDOVER_NOT_OPEN = 'This order cannot be handed over';
export const handoverWrongCode = (triesLeft: number): string =>
  `Wrong code. ${formatCount(triesLeft, 'try', 'tries')} left before the code locks for 15 minutes.`;
export const handoverLocked = (minutes: number): string =>
  `Too many wrong codes. Try again in ${formatCount(minutes, 'minute')}.`;

// Ratings
export const STARS_REQUIRED = 'Please select a rating';
export const RATING_COMMENT_TOO_LONG = `Comment must be at most ${RATING_COMMENT_MAX_LENGTH} characters`;
export const RATING_AFTER_HANDOVER = 'You can rate each other once the item has been handed over';
export const ALREADY_RATED = 'You have already rated this deal';

// Reports
export const REPORT_KIND_INVALID = 'Report a message, a listing or a user';
export const REPORT_REASON_REQUIRED = 'Please say what is wrong';
export const REPORT_REASON_TOO_SHORT = `The reason must be at least ${REPORT_REASON_MIN_LENGTH} characters`;
export const REPORT_REASON_TOO_LONG = `The reason must be at most ${REPORT_REASON_MAX_LENGTH} characters`;
export const REPORT_OWN = 'You cannot report yourself';
export const REPORT_NOT_FOUND = 'Report not found';
export const REPORT_DECIDED = 'This report has already been decided';
export const REPORT_ACTION_INVALID = 'Action must be dismiss, removeListing or suspendUser';
export const REPORT_NO_LISTING = 'This report names no listing';
export const USER_NOT_FOUND = 'User not found';
