import { useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { signInSchema } from '@campus/common/schemas/sign-in';
import { useFormik } from 'formik';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { providerName } from '../../../lib/campus-providers';
import { userMessage } from '../../../lib/error-message';
import { useLinkProvider } from '../api/link-provider';
import { isCredentialError } from '../api/sign-in';
import type { AccountLinkRequired } from '../api/sign-in-with-provider';

const passwordSchema = signInSchema.pick(['password']);

export const WRONG_PASSWORD = 'That password is not right for this account.';

interface LinkAccountDialogProps {
  pending: AccountLinkRequired;
  /** Called before signing in with the password, so the page does not leave on its own. */
  onStart: () => void;
  onLinked: () => void;
  onClose: () => void;
}

/**
 * The address the provider gave already has a password account: its password signs the student in,
 * then the provider is linked to that account, so there is one account for the address, with both ways in.
 */
export function LinkAccountDialog({ pending, onStart, onLinked, onClose }: LinkAccountDialogProps) {
  const link = useLinkProvider();
  const [failure, setFailure] = useState<string | null>(null);
  const name = providerName(pending.providerId);
  const formik = useFormik({
    initialValues: { password: '' },
    validationSchema: passwordSchema,
    onSubmit: async ({ password }, helpers) => {
      setFailure(null);
      onStart();
      try {
        await link.mutateAsync({ email: pending.email, password, credential: pending.credential });
        onLinked();
      } catch (error) {
        if (isCredentialError(error)) {
          helpers.setFieldError('password', WRONG_PASSWORD);
        } else {
          console.error(`Linking ${name} failed`, error);
          setFailure(userMessage(error));
        }
      }
    },
  });
  const passwordError = formik.touched.password || formik.submitCount > 0 ? formik.errors.password : undefined;

  return (
    <FormDialog
      open
      title={`Link ${name} to your account`}
      onClose={onClose}
      onSubmit={formik.handleSubmit}
      busy={formik.isSubmitting}
      submitError={failure}
      submit={{ label: `Sign in and link ${name}`, busyLabel: 'Linking...', palette: 'teal' }}
    >
      <Stack gap="4">
        <Text>
          <Text as="strong">{pending.email}</Text> already has a Campus Marketplace account with a password. Enter that password once: {name} is then
          linked to the same account, and you can sign in either way.
        </Text>
        <FormField label="Password" error={passwordError}>
          <PasswordInput autoComplete="current-password" autoFocus {...formik.getFieldProps('password')} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
