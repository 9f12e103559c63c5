import { array, object, string, type InferType } from 'yup';
import { MAX_MESSAGE_IMAGES, MESSAGE_MAX_LENGTH } from '../limits';
import { MESSAGE_EMPTY, MESSAGE_TOO_LONG, TOO_MANY_MESSAGE_IMAGES } from '../deal-messages';

/** A chat message: text up to 1,000 characters (trimmed) and up to 4 photos (Storage paths), not both empty. */
export const chatMessageSchema = object({
  text: string().trim().max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG).default(''),
  imagePaths: array(string().required()).max(MAX_MESSAGE_IMAGES, TOO_MANY_MESSAGE_IMAGES).default([]),
}).test('not-empty', MESSAGE_EMPTY, (message) => message.text !== '' || message.imagePaths.length > 0);

export type ChatMessageValues = InferType<typeof chatMessageSchema>;
