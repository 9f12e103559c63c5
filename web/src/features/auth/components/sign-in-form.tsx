import { Alert, Button, Checkbox, Flex, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { INVALID_CREDENTIALS } from '@campus/common/messages';
import { signInSchema, type SignInValues } from '@campus/common/schemas/sign-in';
import { useFormik } from 'formik';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { FormField } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { userMessage } from '../../../lib/error-message';
import { takeReturnUrl } from '../../../lib/return-url';
import { signInNoticeOf } from '../../../lib/sign-in-notice';
import { isCredentialError, useSignIn } from '../api/sign-in';
import { useLeaveIfSignedIn } from '../hooks/use-leave-if-signed-in';
import { ProviderSignIn } from './provider-sign-in';

const initialValues: SignInValues = { email: '', password: '' };

/** The sign-in form of spec section 2 ('Welcome Back'), with the campus providers above it. */
export function SignInForm() {
  const signIn = useSignIn();
  const navigate = useNavigate();
  const notice = signInNoticeOf(useLocation().state);
  const signingInHere = useLeaveIfSignedIn();

  const formik = useFormik<SignInValues>({
    initialValues,
    validationSchema: signInSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      signingInHere.current = true;
      try {
        await signIn.mutateAsync(values);
        navigate(takeReturnUrl(localStorage), { replace: true });
      } catch (error) {
        signingInHere.current = false;
        if (isCredentialError(error)) {
          helpers.setErrors({ email: INVALID_CREDENTIALS, password: INVALID_CREDENTIALS });
        } else {
          console.error('Sign-in failed', error);
          helpers.setStatus(userMessage(error));
        }
      }
    },
  });

  const errorOf = (field: keyof SignInValues) => (formik.touched[field] || formik.submitCount > 0 ? formik.errors[field] : undefined);

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Welcome Back
        </Heading>
        <Text color="fg.muted">Sign in to continue to Campus Marketplace</Text>
      </Stack>
      {notice !== null && (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Title>{notice}</Alert.Title>
        </Alert.Root>
      )}
      <ProviderSignIn signingInHere={signingInHere} />
      <form onSubmit={formik.handleSubmit} noValidate aria-label="Sign in">
        <Stack gap="5">
          {typeof formik.status === 'string' && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{formik.status}</Alert.Title>
            </Alert.Root>
          )}
          <FormField label="Email address" error={errorOf('email')}>
            <Input type="email" autoComplete="email" placeholder="you@campus.ac.in" {...formik.getFieldProps('email')} />
          </FormField>
          <FormField label="Password" error={errorOf('password')}>
            <PasswordInput autoComplete="current-password" placeholder="Enter your password" {...formik.getFieldProps('password')} />
          </FormField>
          <Flex justify="space-between" align="center" wrap="wrap" gap="2">
            <Checkbox.Root name="remember" colorPalette="teal">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Remember me</Checkbox.Label>
            </Checkbox.Root>
            <Link asChild color="brand.fg" fontSize="sm">
              <RouterLink to={paths.forgotPassword}>Forgot password?</RouterLink>
            </Link>
          </Flex>
          <Button type="submit" colorPalette="teal" size="lg" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Signing in...' : 'Sign In'}
          </Button>
        </Stack>
      </form>
      <Text textAlign="center" color="fg.muted">
        New to Campus Marketplace?{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={paths.signup}>Create an account</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
