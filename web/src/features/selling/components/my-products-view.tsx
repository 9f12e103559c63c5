import { useState } from 'react';
import { Alert, SimpleGrid, Tabs } from '@chakra-ui/react';
import { LuPackage } from 'react-icons/lu';
import { NO_PRODUCTS_FOUND } from '@campus/common/messages';
import { matchesMyProductsTab, MY_PRODUCT_TABS, myProductsEmptyText, type MyProductsTab } from '@campus/common/listing-state';
import { EmptyPanel } from '../../../components/empty-panel';
import { ListingCard } from '../../../components/listing-card';
import { paths } from '../../../config/paths';
import { userMessage } from '../../../lib/error-message';
import { useCancelListingRequest, useListingsBeingCancelled, type MyListing } from '../../../lib/my-listings';
import { MY_PRODUCTS_COLUMNS } from './my-products-skeleton';

const CANCEL_FAILED = 'Could not cancel the request. Please try again.';

const isTab = (value: string): value is MyProductsTab => MY_PRODUCT_TABS.some((tab) => tab.key === value);

/**
 * My Products' tabs and cards (spec section 2). A cancelled request shows 'Cancel Requested' as soon as the
 * server has answered, even if the live list brings the change a moment later.
 */
export function MyProductsView({ listings }: { listings: readonly MyListing[] }) {
  const [tab, setTab] = useState<MyProductsTab>('all');
  const cancel = useCancelListingRequest();
  const cancelling = useListingsBeingCancelled();
  // Listing id -> the state the server answered and the updatedAt it had when Cancel Request was pressed.
  const [answered, setAnswered] = useState<ReadonlyMap<string, { state: string; updatedAt: string }>>(new Map());

  const shown = listings.map((listing) => {
    const answer = answered.get(listing.id);
    return answer && answer.updatedAt === listing.updatedAt ? { ...listing, state: answer.state } : listing;
  });
  const visible = shown.filter((listing) => matchesMyProductsTab(tab, listing.state));

  const requestCancel = (listing: MyListing) =>
    cancel.mutate(listing.id, {
      onSuccess: (state) => setAnswered((current) => new Map(current).set(listing.id, { state, updatedAt: listing.updatedAt })),
    });

  return (
    <Tabs.Root value={tab} onValueChange={(details) => isTab(details.value) && setTab(details.value)} variant="line" colorPalette="teal">
      <Tabs.List overflowX="auto" overflowY="hidden" mb="6">
        {MY_PRODUCT_TABS.map((option) => (
          <Tabs.Trigger key={option.key} value={option.key} flexShrink={0} whiteSpace="nowrap">
            {option.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={tab} pt="0">
        {cancel.isError && (
          <Alert.Root status="error" role="alert" mb="4">
            <Alert.Indicator />
            <Alert.Title>{userMessage(cancel.error, CANCEL_FAILED)}</Alert.Title>
          </Alert.Root>
        )}
        {visible.length === 0 ? (
          <EmptyPanel icon={<LuPackage />} title={NO_PRODUCTS_FOUND} description={myProductsEmptyText(tab)} action={{ label: 'Start Selling', to: paths.sellProduct }} />
        ) : (
          <SimpleGrid columns={MY_PRODUCTS_COLUMNS} gap="6">
            {visible.map((listing) => (
              <ListingCard key={listing.id} listing={listing} cancelling={cancelling.has(listing.id)} onCancel={() => requestCancel(listing)} />
            ))}
          </SimpleGrid>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}
