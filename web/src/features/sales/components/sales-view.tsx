import { useState } from 'react';
import { Alert, Box, Button, Stack } from '@chakra-ui/react';
import { LuStore } from 'react-icons/lu';
import { SALES_LOAD_ERROR } from '@campus/common/messages';
import { EmptyPanel } from '../../../components/empty-panel';
import { ErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { useScannedHandover } from '../../../lib/scanned-handover';
import type { Sale } from '../api/sale';
import type { MoreSales, SalesFeed } from '../api/sales-pages';
import { SaleCard } from './sale-card';
import { SalesSkeleton } from './sales-skeleton';
import { SellerCancelDialog } from './seller-cancel-dialog';

/** My Sales' content for a feed of orders: its loading, error and empty states, the cards, 'Load more' and the cancel dialog. */
export function SalesView({ feed }: { feed: SalesFeed }) {
  const { sales } = feed;
  if (sales.status === 'loading') return <SalesSkeleton />;
  if (sales.status === 'error') return <ErrorState title={SALES_LOAD_ERROR} error={sales.error} onRetry={sales.retry} />;
  return (
    <>
      <ForeignScanNotice sales={sales.items} />
      {sales.items.length === 0 ? <NoSales /> : <LoadedSales sales={sales.items} more={feed.more} />}
    </>
  );
}

/** A scanned handover code (handoverUrl) for an order that is not one of this seller's sales. */
function ForeignScanNotice({ sales }: { sales: Sale[] }) {
  const scanned = useScannedHandover();
  if (scanned === null || sales.some((sale) => sale.id === scanned.orderId)) return null;
  return (
    <Alert.Root status="warning" borderRadius="lg" mb="4" role="status">
      <Alert.Indicator />
      <Alert.Title>This handover code is not for one of your sales. Check that you are signed in as the seller of the item.</Alert.Title>
    </Alert.Root>
  );
}

function NoSales() {
  return (
    <EmptyPanel
      icon={<LuStore />}
      title="No Sales Yet"
      description="When someone orders one of your products, the order shows here for you to confirm and ship."
      action={{ label: 'Sell a Product', to: paths.sellProduct }}
    />
  );
}

function LoadedSales({ sales, more }: { sales: Sale[]; more: MoreSales }) {
  // An id, not the order: the dialog follows the live list.
  const [cancellingId, setCancellingId] = useState<string | null>(null);
  const cancelling = sales.find((sale) => sale.id === cancellingId) ?? null;
  return (
    <>
      <Stack as="ul" listStyleType="none" gap="4" aria-label="Sales">
        {sales.map((sale) => (
          <SaleCard key={sale.id} sale={sale} onCancel={() => setCancellingId(sale.id)} />
        ))}
      </Stack>
      <MoreSalesFooter more={more} />
      <SellerCancelDialog key={cancellingId ?? 'none'} sale={cancelling} onClose={() => setCancellingId(null)} />
    </>
  );
}

function MoreSalesFooter({ more }: { more: MoreSales }) {
  if (more.status === 'none') return null;
  if (more.status === 'error') {
    return (
      <Box mt="4">
        <ErrorState title="Could not load more sales" error={more.error} onRetry={more.retry} />
      </Box>
    );
  }
  return (
    <Box textAlign="center" mt="6">
      <Button variant="outline" colorPalette="teal" loading={more.status === 'loading'} loadingText="Loading..." onClick={more.status === 'available' ? more.load : undefined}>
        Load more
      </Button>
    </Box>
  );
}
