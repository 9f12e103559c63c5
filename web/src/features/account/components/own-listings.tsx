import { Alert, Grid, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { formatCount } from '@campus/common/format';
import { PROFILE_PREVIEW_COUNT } from '@campus/common/timers';
import { ErrorState } from '../../../components/error-state';
import { ListingCard } from '../../../components/listing-card';
import { paths } from '../../../config/paths';
import { userMessage } from '../../../lib/error-message';
import { useCancelListingRequest, useListingsBeingCancelled, useMyListings } from '../../../lib/my-listings';
import { SectionHeader } from './section-header';

/** As many columns of at least 16rem as fit: two cards never stretch across a wide page. */
const GRID = { templateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))', gap: '4' } as const;

function ListingsBody() {
  const listings = useMyListings();
  const cancel = useCancelListingRequest();
  const cancelling = useListingsBeingCancelled();
  if (listings.isPending) {
    return (
      <Grid {...GRID} role="status" aria-busy="true" aria-label="Loading your products">
        {Array.from({ length: PROFILE_PREVIEW_COUNT }, (_, key) => (
          <Stack key={key} gap="3" bg="bg" borderWidth="1px" borderRadius="xl" overflow="hidden">
            <Skeleton aspectRatio={4 / 3} />
            <Stack gap="2" p="4">
              <Skeleton height="5" width="60%" />
              <SkeletonText noOfLines={2} />
            </Stack>
          </Stack>
        ))}
      </Grid>
    );
  }
  if (listings.isError) return <ErrorState title="Could not load your products" error={listings.error} onRetry={() => void listings.refetch()} />;
  const shown = listings.data.slice(0, PROFILE_PREVIEW_COUNT);
  if (shown.length === 0) {
    return (
      <Text color="fg.muted" bg="bg" borderWidth="1px" borderRadius="xl" p="5">
        You haven't listed any products yet.
      </Text>
    );
  }
  return (
    <Stack gap="3">
      {cancel.isError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{userMessage(cancel.error)}</Alert.Title>
        </Alert.Root>
      )}
      <Text fontSize="sm" color="fg.muted">
        You have {formatCount(listings.data.length, 'listed product')}.
      </Text>
      <Grid {...GRID}>
        {shown.map((listing) => (
          <ListingCard
            key={listing.id}
            listing={listing}
            onCancel={() => cancel.mutate(listing.id, { onError: (error) => console.error('Cancel request failed', error) })}
            cancelling={cancelling.has(listing.id)}
          />
        ))}
      </Grid>
    </Stack>
  );
}

/**
 * Up to 2 of the user's newest listings with their status and Cancel Request, with View All to My
 * Products. Cancel Request calls a function: render inside reactfire's FunctionsProvider.
 */
export function OwnListings({ title }: { title: string }) {
  return (
    <Stack as="section" gap="3" aria-labelledby="own-listings">
      <SectionHeader id="own-listings" title={title} viewAllTo={paths.myProducts} viewAllLabel="View All products" />
      <ListingsBody />
    </Stack>
  );
}
