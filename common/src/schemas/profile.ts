import { object, string, type InferType } from 'yup';
import { NAME_MAX_LENGTH, PHONE_LENGTH } from '../limits';
import { splitFullName } from '../sanitize';
import { validateWith } from './validate';

const FULL_NAME_REQUIRED = 'Full name is required';
const MOBILE_INVALID = `Valid ${PHONE_LENGTH}-digit mobile number is required`;
const EMAIL_INVALID = 'Valid email address is required';
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const tooLong = (max: number) => `Name must be at most ${max} characters`;

const mobileNumber = string()
  .trim()
  .required(MOBILE_INVALID)
  .matches(new RegExp(`^\\d{${PHONE_LENGTH}}$`), MOBILE_INVALID);
const email = string().trim().required(EMAIL_INVALID).matches(SIMPLE_EMAIL, EMAIL_INVALID);
const gender = string().oneOf(['male', 'female', ''] as const, 'Gender must be male, female or empty').default('');
const birthDate = string()
  .trim()
  .default('')
  .test('birth-date', 'Birth date must be a valid date', (value) => !value || (ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))));

/** The Profile Edit form: one full-name field, split into first and last name on save. */
export const profileSchema = object({
  fullName: string()
    .trim()
    .max(NAME_MAX_LENGTH * 2, tooLong(NAME_MAX_LENGTH * 2))
    .test('full-name', FULL_NAME_REQUIRED, (value) => {
      const { firstName, lastName } = splitFullName(value ?? '');
      return firstName !== '' && lastName !== '';
    }),
  mobileNumber,
  email,
  gender,
  birthDate,
});

export type ProfileValues = InferType<typeof profileSchema>;

/** PUT /api/users/update and the profile write: the same rules on firstName and lastName. */
export const profileUpdateSchema = object({
  firstName: string().trim().required(FULL_NAME_REQUIRED).max(NAME_MAX_LENGTH, tooLong(NAME_MAX_LENGTH)),
  lastName: string().trim().required(FULL_NAME_REQUIRED).max(NAME_MAX_LENGTH, tooLong(NAME_MAX_LENGTH)),
  mobileNumber,
  email,
  gender,
  birthDate,
});

export type ProfileUpdateValues = InferType<typeof profileUpdateSchema>;

/** Every failing field's message joined with ', ' (the profile banner), or null when valid. */
export function validateProfile(values: unknown): string | null {
  const result = validateWith(profileSchema, values);
  return result.ok ? null : Object.values(result.errors).join(', ');
}
