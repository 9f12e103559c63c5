import { useEffect, type ChangeEvent } from 'react';
import { Alert, Button, Heading, Input, Link, SimpleGrid, Stack, Text, VStack } from '@chakra-ui/react';
import { SIGN_IN_INSTEAD, SIGNUP_FIX_ERRORS } from '@campus/common/messages';
import { lettersOnly } from '@campus/common/sanitize';
import { signUpSchema, type SignUpValues } from '@campus/common/schemas/sign-up';
import { SIGNUP_REDIRECT_MS } from '@campus/common/timers';
import { useFormik } from 'formik';
import { FiCheckCircle } from 'react-icons/fi';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { FormField } from '../../../components/form-field';
import { describeSignUpError, useSignUp } from '../api/sign-up';
import { useLeaveIfSignedIn } from '../hooks/use-leave-if-signed-in';
import { PasswordInput } from '../../../components/password-input';
import { PasswordChecklist } from './password-checklist';
import { ProviderSignIn } from './provider-sign-in';

const initialValues: SignUpValues = { firstName: '', lastName: '', email: '', password: '' };

function AccountCreated({ email }: { email: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(paths.signin), SIGNUP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <VStack gap="4" py="12" textAlign="center" role="status">
      <FiCheckCircle size="56" color="var(--chakra-colors-green-500)" />
      <Heading as="h1" size="2xl">
        Account Created!
      </Heading>
      <Text maxW="md">
        We sent a link to <Text as="strong">{email}</Text>. Open it to verify your address before you buy, sell or message.
      </Text>
      <Text color="fg.muted">Redirecting you to login...</Text>
      <Button asChild colorPalette="teal">
        <RouterLink to={paths.signin}>Go to Login</RouterLink>
      </Button>
    </VStack>
  );
}

/** The sign-up form of spec section 2 ('Create Your Account') on the signUp callable. */
export function SignUpForm() {
  const signUp = useSignUp();
  const signingInHere = useLeaveIfSignedIn();
  const formik = useFormik<SignUpValues>({
    initialValues,
    validationSchema: signUpSchema,
    onSubmit: async (values) => {
      try {
        await signUp.mutateAsync(signUpSchema.cast(values));
      } catch (error) {
        // The form shows it from the mutation's state; the log keeps the details.
        console.error('Registration failed', error);
      }
    },
  });

  if (signUp.isSuccess) return <AccountCreated email={signUp.variables.email} />;
  const failure = signUp.error ? describeSignUpError(signUp.error) : null;

  const errorOf = (field: keyof SignUpValues) => (formik.touched[field] || formik.submitCount > 0 ? formik.errors[field] : undefined);
  const lettersField = (field: 'firstName' | 'lastName') => ({
    ...formik.getFieldProps(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => formik.setFieldValue(field, lettersOnly(event.target.value)),
  });
  const showFixErrors = formik.submitCount > 0 && !formik.isValid;

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Create Your Account
        </Heading>
        <Text color="fg.muted">Join Campus Marketplace with your campus e-mail</Text>
      </Stack>
      <ProviderSignIn signingInHere={signingInHere} />
      <form onSubmit={formik.handleSubmit} noValidate aria-label="Create account">
        <Stack gap="5">
          {showFixErrors && (
            <Alert.Root status="warning" role="alert">
              <Alert.Indicator />
              <Alert.Title>{SIGNUP_FIX_ERRORS}</Alert.Title>
            </Alert.Root>
          )}
          {failure && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{failure.message}</Alert.Title>
                {failure.kind === 'exists' && (
                  <Alert.Description>
                    <Link asChild fontWeight="semibold">
                      <RouterLink to={paths.signin}>{SIGN_IN_INSTEAD}</RouterLink>
                    </Link>
                  </Alert.Description>
                )}
              </Alert.Content>
            </Alert.Root>
          )}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label="First Name" error={errorOf('firstName')}>
              <Input autoComplete="given-name" placeholder="First name" {...lettersField('firstName')} />
            </FormField>
            <FormField label="Last Name" error={errorOf('lastName')}>
              <Input autoComplete="family-name" placeholder="Last name" {...lettersField('lastName')} />
            </FormField>
          </SimpleGrid>
          <FormField label="Email address" error={errorOf('email')}>
            <Input type="email" autoComplete="email" placeholder="you@campus.ac.in" {...formik.getFieldProps('email')} />
          </FormField>
          <FormField label="Password" error={errorOf('password')}>
            <PasswordInput autoComplete="new-password" placeholder="Create a password (min. 8 characters)" {...formik.getFieldProps('password')} />
            {formik.values.password !== '' && <PasswordChecklist password={formik.values.password} />}
          </FormField>
          <Button type="submit" colorPalette="teal" size="lg" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Creating account...' : 'Create account'}
          </Button>
        </Stack>
      </form>
      <Text textAlign="center" color="fg.muted">
        Already have an account?{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={paths.signin}>Sign in to your account</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
