import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Alert, Badge, Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { PHONE_LENGTH } from '@campus/common/limits';
import { PROFILE_UPDATED, profileUpdateError } from '@campus/common/messages';
import type { Gender, UserProfile } from '@campus/common/model';
import { digitsOnly, lettersAndSpaces } from '@campus/common/sanitize';
import { profileSchema, validateProfile, type ProfileValues } from '@campus/common/schemas/profile';
import { SUCCESS_MESSAGE_MS } from '@campus/common/timers';
import { useFormik } from 'formik';
import { LuBadgeCheck } from 'react-icons/lu';
import { userMessage } from '../../../lib/error-message';
import { profileName } from '../../../lib/profile';

const GENDERS: readonly { value: Exclude<Gender, ''>; label: string }[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];

const VALID_MOBILE = new RegExp(`^\\d{${PHONE_LENGTH}}$`);

/** Today as yyyy-mm-dd in the user's time zone: nobody is born after it. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

type Outcome = { kind: 'saved' } | { kind: 'failed'; text: string } | null;

export interface ProfileEditFormProps {
  profile: UserProfile;
  onSave: (values: ProfileValues) => Promise<unknown>;
}

/**
 * The Profile Edit form (spec sections 2 and 5): mobile number behind Change once a valid one is saved,
 * full name (letters and spaces), read-only e-mail, gender, birth date. Problems show together in one
 * banner, joined with commas.
 */
export function ProfileEditForm({ profile, onSave }: ProfileEditFormProps) {
  const savedMobileValid = VALID_MOBILE.test(profile.mobileNumber);
  const [mobileLocked, setMobileLocked] = useState(savedMobileValid);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const mobileInput = useRef<HTMLInputElement>(null);
  const genderLabel = useId();

  useEffect(() => {
    if (outcome?.kind !== 'saved') return undefined;
    const timer = setTimeout(() => setOutcome(null), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const formik = useFormik<ProfileValues>({
    initialValues: {
      fullName: profileName(profile),
      mobileNumber: profile.mobileNumber,
      email: profile.email,
      gender: profile.gender,
      birthDate: profile.birthDate,
    },
    validationSchema: profileSchema,
    onSubmit: async (values) => {
      setOutcome(null);
      try {
        await onSave(values);
        setOutcome({ kind: 'saved' });
        setMobileLocked(VALID_MOBILE.test(values.mobileNumber));
      } catch (error) {
        console.error('Profile update failed', error);
        setOutcome({ kind: 'failed', text: profileUpdateError(userMessage(error)) });
      }
    },
  });

  const { values, errors, submitCount, isSubmitting } = formik;
  const showErrors = submitCount > 0;
  const problems = showErrors && !formik.isValid ? validateProfile(values) : null;
  const invalid = (field: keyof ProfileValues) => showErrors && Boolean(errors[field]);
  const verified = savedMobileValid && values.mobileNumber === profile.mobileNumber;

  const filtered = (field: 'fullName' | 'mobileNumber', filter: (value: string) => string) => ({
    ...formik.getFieldProps(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => formik.setFieldValue(field, filter(event.target.value)),
  });

  const toggleGender = (gender: Gender) => formik.setFieldValue('gender', values.gender === gender ? '' : gender);

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Edit profile">
      <Stack gap="6" bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '5', md: '8' }}>
        {problems !== null && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{problems}</Alert.Title>
          </Alert.Root>
        )}
        {outcome?.kind === 'failed' && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{outcome.text}</Alert.Title>
          </Alert.Root>
        )}
        {outcome?.kind === 'saved' && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{PROFILE_UPDATED}</Alert.Title>
          </Alert.Root>
        )}

        <Field.Root invalid={invalid('mobileNumber')} required>
          <Field.Label>Mobile Number</Field.Label>
          <HStack gap="3" width="full" wrap="wrap">
            <Box position="relative" flex="1" minW="44">
              <Input
                ref={mobileInput}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder="10-digit mobile number"
                readOnly={mobileLocked}
                bg={mobileLocked ? 'bg.muted' : undefined}
                pe={verified ? '24' : undefined}
                {...filtered('mobileNumber', (value) => digitsOnly(value, PHONE_LENGTH))}
              />
              {verified && (
                <Badge colorPalette="green" variant="subtle" position="absolute" top="50%" right="2" transform="translateY(-50%)">
                  <LuBadgeCheck aria-hidden="true" /> Verified
                </Badge>
              )}
            </Box>
            {mobileLocked && (
              <Button
                variant="outline"
                colorPalette="teal"
                onClick={() => {
                  setMobileLocked(false);
                  mobileInput.current?.focus();
                }}
              >
                Change
              </Button>
            )}
          </HStack>
        </Field.Root>

        <Field.Root invalid={invalid('fullName')} required>
          <Field.Label>Full Name</Field.Label>
          <Input autoComplete="name" placeholder="First and last name" {...filtered('fullName', lettersAndSpaces)} />
          <Field.HelperText>Letters and spaces only; the first word is your first name.</Field.HelperText>
        </Field.Root>

        <Field.Root invalid={invalid('email')} readOnly>
          <Field.Label>Email</Field.Label>
          <Input type="email" readOnly bg="bg.muted" {...formik.getFieldProps('email')} />
          <Field.HelperText>Your campus e-mail is your sign-in and cannot be changed.</Field.HelperText>
        </Field.Root>

        <Stack gap="2">
          <Text id={genderLabel} fontWeight="medium" textStyle="sm">
            Gender
          </Text>
          <HStack role="group" aria-labelledby={genderLabel} gap="3">
            {GENDERS.map(({ value, label }) => {
              const selected = values.gender === value;
              return (
                <Button
                  key={value}
                  aria-pressed={selected}
                  variant={selected ? 'solid' : 'outline'}
                  colorPalette="teal"
                  minW="28"
                  onClick={() => void toggleGender(value)}
                >
                  {label}
                </Button>
              );
            })}
          </HStack>
        </Stack>

        <Field.Root invalid={invalid('birthDate')}>
          <Field.Label>Birth Date</Field.Label>
          <Input type="date" max={today()} maxW={{ md: '60' }} {...formik.getFieldProps('birthDate')} />
        </Field.Root>

        <Button type="submit" colorPalette="teal" size="lg" alignSelf={{ md: 'flex-start' }} minW={{ md: '48' }} disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save Details'}
        </Button>
      </Stack>
    </form>
  );
}
