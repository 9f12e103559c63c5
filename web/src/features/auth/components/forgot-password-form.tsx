import { Alert, Button, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { signInSchema } from '@campus/common/schemas/sign-in';
import { useFormik } from 'formik';
import { LuMailCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { FormField } from '../../../components/form-field';
import { paths } from '../../../config/paths';
import { userMessage } from '../../../lib/error-message';
import { useSendPasswordReset } from '../api/send-password-reset';

/** Shown whether or not the account exists, so the page never tells a stranger who has an account. */
export const RESET_LINK_SENT = "If an account exists for that e-mail, we've sent a link to reset your password. Check your inbox.";

/** The e-mail rules of the sign-in form: 'Email is required', 'Please enter a valid email'. */
const emailSchema = signInSchema.pick(['email']);

function BackToSignIn() {
  return (
    <Text textAlign="center" color="fg.muted">
      Remembered it?{' '}
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to={paths.signin}>Back to Sign In</RouterLink>
      </Link>
    </Text>
  );
}

/** /forgot-password: asks Firebase Auth for a reset link and answers neutrally. */
export function ForgotPasswordForm() {
  const send = useSendPasswordReset();
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: emailSchema,
    onSubmit: async ({ email }) => {
      try {
        await send.mutateAsync(email);
      } catch (error) {
        // The form shows the failure from the mutation's state; the log keeps the details.
        console.error('Password reset request failed', error);
      }
    },
  });

  if (send.isSuccess) {
    return (
      <Stack gap="5" role="status">
        <LuMailCheck size="48" color="var(--chakra-colors-teal-500)" aria-hidden="true" />
        <Heading as="h1" size="2xl">
          Check your inbox
        </Heading>
        <Text>{RESET_LINK_SENT}</Text>
        <Text color="fg.muted" fontSize="sm">
          The link lets you choose a new password, then brings you back to sign in. No e-mail? Check your spam folder or try again.
        </Text>
        <Button
          variant="outline"
          onClick={() => {
            send.reset();
            formik.resetForm();
          }}
        >
          Try another e-mail
        </Button>
        <BackToSignIn />
      </Stack>
    );
  }

  const error = formik.touched.email || formik.submitCount > 0 ? formik.errors.email : undefined;
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Reset password">
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Forgot your password?
          </Heading>
          <Text color="fg.muted">Enter your campus e-mail and we'll send you a link to reset your password.</Text>
        </Stack>
        {send.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{userMessage(send.error)}</Alert.Title>
          </Alert.Root>
        )}
        <FormField label="Email address" error={error}>
          <Input type="email" autoComplete="email" placeholder="you@campus.ac.in" {...formik.getFieldProps('email')} />
        </FormField>
        <Button type="submit" colorPalette="teal" size="lg" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Sending...' : 'Send reset link'}
        </Button>
        <BackToSignIn />
      </Stack>
    </form>
  );
}
