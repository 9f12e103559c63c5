import { useState } from 'react';
import { List, Stack, Text } from '@chakra-ui/react';
import type { User } from 'firebase/auth';
import { DELETED_ACCOUNT, FORMER_STUDENT } from '@campus/common/messages';
import { signInSchema } from '@campus/common/schemas/sign-in';
import { useFormik } from 'formik';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { providerName, reauthenticationMethod } from '../../../lib/campus-providers';
import { hasErrorCode, userMessage } from '../../../lib/error-message';
import { DELETE_ACCOUNT_TITLE, useDeleteMyAccount } from '../api/delete-my-account';

const passwordSchema = signInSchema.pick(['password']);

export const WRONG_PASSWORD = 'That password is not right. Please try again.';
export const OTHER_ACCOUNT = 'That is another account. Sign in again with the account you are deleting.';
export const NO_WAY_TO_CONFIRM = 'This account cannot confirm who you are here. Contact support to delete it.';

/** Errors of signing in again that mean "nothing happened": the popup was closed. */
const CANCELLED = ['popup-closed-by-user', 'cancelled-popup-request', 'user-cancelled'];

function failureOf(error: unknown): { field: string } | { dialog: string } | null {
  if (CANCELLED.some((code) => hasErrorCode(error, code))) return null;
  if (['invalid-credential', 'invalid-login-credentials', 'wrong-password'].some((code) => hasErrorCode(error, code))) return { field: WRONG_PASSWORD };
  if (hasErrorCode(error, 'user-mismatch')) return { dialog: OTHER_ACCOUNT };
  return { dialog: userMessage(error) };
}

/**
 * 'Delete my account': what goes and what stays without a name, then the password (or the provider's
 * popup) to prove it is the user, then the deletion. A refusal (an open order, a held item) shows here.
 */
export function DeleteAccountDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const method = reauthenticationMethod(user);
  const remove = useDeleteMyAccount(user);
  const [failure, setFailure] = useState<string | null>(method === null ? NO_WAY_TO_CONFIRM : null);
  const formik = useFormik({
    initialValues: { password: '' },
    validationSchema: method?.kind === 'password' ? passwordSchema : undefined,
    onSubmit: async ({ password }, helpers) => {
      if (method === null) return;
      setFailure(null);
      try {
        await remove.mutateAsync(method.kind === 'password' ? { kind: 'password', password } : method);
      } catch (error) {
        const problem = failureOf(error);
        if (problem && 'dialog' in problem) console.error('Deleting the account failed', error);
        if (problem && 'field' in problem) helpers.setFieldError('password', problem.field);
        else setFailure(problem?.dialog ?? null);
      }
    },
  });
  const passwordError = formik.touched.password || formik.submitCount > 0 ? formik.errors.password : undefined;

  return (
    <FormDialog
      open
      role="alertdialog"
      title={DELETE_ACCOUNT_TITLE}
      onClose={onClose}
      onSubmit={formik.handleSubmit}
      busy={formik.isSubmitting}
      submitError={failure}
      submit={
        method === null
          ? null
          : { label: method.kind === 'password' ? 'Delete permanently' : `Confirm with ${providerName(method.providerId)} and delete`, busyLabel: 'Deleting...', palette: 'red' }
      }
    >
      <Stack gap="4" fontSize="sm">
        <Text fontWeight="semibold">This cannot be undone.</Text>
        <Stack gap="1">
          <Text fontWeight="medium">Deleted for good</Text>
          <List.Root ps="5" gap="1">
            <List.Item>Your profile, addresses, cart, wishlist, notifications and drafts</List.Item>
            <List.Item>Your photos; listings still on sale are withdrawn</List.Item>
            <List.Item>Your sign-in: you can no longer use this account</List.Item>
          </List.Root>
        </Stack>
        <Stack gap="1">
          <Text fontWeight="medium">Kept for others, without your name</Text>
          <List.Root ps="5" gap="1">
            <List.Item>Reviews and ratings you gave show ‘{FORMER_STUDENT}’</List.Item>
            <List.Item>Orders stay on record for the other party</List.Item>
            <List.Item>Messages you sent show ‘{DELETED_ACCOUNT}’</List.Item>
          </List.Root>
        </Stack>
        <Text color="fg.muted">You cannot delete the account while an order is open or an accepted offer holds an item.</Text>
        {method?.kind === 'password' && (
          <FormField label="Your password" error={passwordError}>
            <PasswordInput autoComplete="current-password" {...formik.getFieldProps('password')} />
          </FormField>
        )}
        {method?.kind === 'provider' && (
          <Text>To confirm it is you, sign in with {providerName(method.providerId)} again in the window that opens.</Text>
        )}
      </Stack>
    </FormDialog>
  );
}
