import { object, string, type InferType } from 'yup';
import { CONTACT_MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '../limits';

/** The contact form: everything required, the e-mail well-formed. The send itself is simulated. */
export const contactSchema = object({
  name: string().trim().required('Name is required').max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`),
  email: string().trim().required('Email is required').email('Please enter a valid email'),
  subject: string().trim().required('Subject is required').max(200, 'Subject must be at most 200 characters'),
  message: string()
    .trim()
    .required('Message is required')
    .max(CONTACT_MESSAGE_MAX_LENGTH, `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`),
});

export type ContactValues = InferType<typeof contactSchema>;
