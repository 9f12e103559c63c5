import { lazy, Suspense, useState } from 'react';
import { Box, Heading, Skeleton, SimpleGrid } from '@chakra-ui/react';
import { DEFAULT_ADMIN_VIEW, adminViewText, type AdminView } from '@campus/common/admin-queue';
import { DEFAULT_LIST_SORT, type ListSort } from '@campus/common/list-sort';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorBoundary } from '../../../components/error-boundary';
import { userMessage } from '../../../lib/error-message';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { AdminRequest } from '../api/admin-request';
import { DECISIONS, useDecideRequest, useRequestsBeingDecided, type Decision } from '../api/decide-request';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { useListingChanges } from '../api/use-listing-changes';
import { QueueTabs } from './queue-tabs';
import { QueueToolbar } from './queue-toolbar';
import { RequestDetailsDialog } from './request-details-dialog';
import { RequestQueue } from './request-queue';
import { StatCards } from './stat-cards';

const AdminCharts = lazy(() => import('./admin-charts'));

const SEARCH_DEBOUNCE_MS = 300;

const ChartsLoading = () => (
  <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" mb="8">
    {[0, 1, 2].map((index) => (
      <Skeleton key={index} height="300px" borderRadius="xl" />
    ))}
  </SimpleGrid>
);

interface PendingDecision {
  request: AdminRequest;
  decision: Decision;
}

/** The review queues: tabs, filter, sort, search, the rows, the Details modal and the confirmed decisions. */
export function AdminQueues({ pending }: { pending: { sell: number; cancel: number } }) {
  const [view, setView] = useState<AdminView>(DEFAULT_ADMIN_VIEW);
  const [sort, setSort] = useState<ListSort>(DEFAULT_LIST_SORT);
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [details, setDetails] = useState<AdminRequest | null>(null);
  const [confirming, setConfirming] = useState<PendingDecision | null>(null);
  const decide = useDecideRequest();
  const busyIds = useRequestsBeingDecided();
  const params = { view, sort, search: settledSearch };

  const confirm = async () => {
    if (!confirming) return;
    const { request, decision } = confirming;
    await decide.mutateAsync({ listingId: request.id, decision });
    setConfirming(null);
    setDetails(null);
  };

  return (
    <Box as="section" aria-labelledby="queue-title">
      <QueueTabs view={view} pending={pending} onViewChange={setView}>
        <QueueToolbar view={view} sort={sort} search={search} onViewChange={setView} onSortChange={setSort} onSearchChange={setSearch} />
        <Heading as="h2" size="lg" id="queue-title" mb="4">
          {adminViewText(view).title}
        </Heading>
        <RequestQueue
          key={JSON.stringify(params)}
          params={params}
          busyIds={busyIds}
          onDetails={setDetails}
          onDecide={(request, decision) => {
            decide.reset();
            setConfirming({ request, decision });
          }}
        />
      </QueueTabs>
      <RequestDetailsDialog
        request={details}
        busy={details !== null && busyIds.has(details.id)}
        onClose={() => setDetails(null)}
        onDecide={(decision) => {
          if (!details) return;
          decide.reset();
          setConfirming({ request: details, decision });
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? `${DECISIONS[confirming.decision].label}: ${confirming.request.productName || 'Unnamed Product'}` : ''}
        text={confirming ? DECISIONS[confirming.decision].question : ''}
        confirmLabel={confirming ? DECISIONS[confirming.decision].label : ''}
        confirmPalette={confirming?.decision === 'accept' || confirming?.decision === 'acceptCancel' ? 'green' : 'red'}
        error={decide.isError ? userMessage(decide.error) : null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirm().catch(() => undefined)}
      />
    </Box>
  );
}

/** The admin console's content (inside <LiveFirestore> and reactfire's FunctionsProvider). */
export default function AdminConsole() {
  useListingChanges();
  const dashboard = useAdminDashboard();
  return (
    <>
      <StatCards stats={dashboard.data} loading={dashboard.isPending} />
      {dashboard.data && (
        <ErrorBoundary label="Admin charts" fallback={null}>
          <Suspense fallback={<ChartsLoading />}>
            <AdminCharts dashboard={dashboard.data} />
          </Suspense>
        </ErrorBoundary>
      )}
      <AdminQueues pending={{ sell: dashboard.data?.pendingRequests ?? 0, cancel: dashboard.data?.pendingCancelRequests ?? 0 }} />
    </>
  );
}
