import { Box, Grid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ErrorState } from '../../../components/error-state';
import { StepActions, StepPanel } from './step-panel';

/** Who is buying, as the Details step shows it; the phone may be empty. */
export interface BuyerDetails {
  name: string;
  email: string;
  phone: string;
}

export type BuyerView =
  | { status: 'visitor' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; details: BuyerDetails };

function DetailRow({ label, value }: { label: string; value: string }) {
  return (
    <Grid templateColumns={{ base: '1fr', sm: '8rem 1fr' }} gap={{ base: '0', sm: '4' }}>
      <Text as="dt" color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" overflowWrap="anywhere">
        {value}
      </Text>
    </Grid>
  );
}

/**
 * Step 0: who is buying (name, e-mail, phone from the user's profile). Continue needs a signed-in user:
 * a visitor is asked to sign in and comes back here afterwards.
 */
export function DetailsStep({ buyer, onContinue }: { buyer: BuyerView; onContinue: () => void }) {
  return (
    <StepPanel title="Your Details" actions={<StepActions onContinue={onContinue} />}>
      {buyer.status === 'visitor' && (
        <Box role="note" bg="bg.muted" borderRadius="lg" p="4">
          <Text fontWeight="semibold">Sign in to check out</Text>
          <Text color="fg.muted">Please sign in to your account to continue to checkout. You will come back here afterwards.</Text>
        </Box>
      )}
      {buyer.status === 'loading' && (
        <Stack gap="3" role="status" aria-busy="true" aria-label="Loading your details">
          <Skeleton height="5" width="60%" />
          <Skeleton height="5" width="70%" />
          <Skeleton height="5" width="40%" />
        </Stack>
      )}
      {buyer.status === 'error' && <ErrorState title="Could not load your details" error={buyer.error} onRetry={buyer.retry} />}
      {buyer.status === 'ready' && (
        <Stack as="dl" gap="3">
          <DetailRow label="Name" value={buyer.details.name || 'Not added'} />
          <DetailRow label="Email" value={buyer.details.email} />
          <DetailRow label="Phone" value={buyer.details.phone || 'Not added'} />
        </Stack>
      )}
    </StepPanel>
  );
}
