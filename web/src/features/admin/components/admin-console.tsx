import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Box, Heading, Skeleton, SimpleGrid, Stack } from '@chakra-ui/react';
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
import { OPEN_REPORTS_SHOWN, useOpenReportCount } from '../api/use-reports';
import { QueueTabs, type OtherTab } from './queue-tabs';
import { QueueToolbar } from './queue-toolbar';
import { RequestDetailsDialog } from './request-details-dialog';
import { RequestQueue } from './request-queue';
import { StatCards } from './stat-cards';

const AdminCharts = lazy(() => import('./admin-charts'));
// The Reports and Meet-up spots tabs (their forms and dialogs) load when first opened.
const ReportsPanel = lazy(() => import('./reports-panel'));
const SpotsPanel = lazy(() => import('./spots-panel'));

const SEARCH_DEBOUNCE_MS = 300;

const ChartsLoading = () => (
  <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" mb="8">
    {[0, 1, 2].map((index) => (
      <Skeleton key={index} height="300px" borderRadius="xl" />
    ))}
  </SimpleGrid>
);

const PanelLoading = () => (
  <Stack gap="3" aria-hidden="true">
    <Skeleton height="8" width="40" />
    {[0, 1, 2].map((index) => (
      <Skeleton key={index} height="24" borderRadius="xl" />
    ))}
  </Stack>
);

/** A lazily loaded tab panel with its own error boundary, so a failure stays inside its tab. */
const LazyPanel = ({ label, children }: { label: string; children: ReactNode }) => (
  <ErrorBoundary label={label}>
    <Suspense fallback={<PanelLoading />}>{children}</Suspense>
  </ErrorBoundary>
);

interface PendingDecision {
  request: AdminRequest;
  decision: Decision;
}

type OtherSection = 'reports' | 'spots';

const HEADING_IDS: Record<OtherSection | 'queue', string> = { queue: 'queue-title', reports: 'reports-title', spots: 'spots-title' };

const openReportsBadge = (count: number) => ({
  count,
  text: count > OPEN_REPORTS_SHOWN ? `${OPEN_REPORTS_SHOWN}+` : String(count),
  label: count > OPEN_REPORTS_SHOWN ? `More than ${OPEN_REPORTS_SHOWN} open` : `${count} open`,
});

export interface AdminQueuesProps {
  pending: { sell: number; cancel: number };
  /** The open reports, for the Reports tab's badge. */
  openReports?: number;
}

/**
 * The console's tabs: the review queues (filter, sort, search, the rows, the Details modal and the confirmed
 * decisions), the reports and the meet-up spots.
 */
export function AdminQueues({ pending, openReports = 0 }: AdminQueuesProps) {
  const [section, setSection] = useState<OtherSection | null>(null);
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

  const showView = (next: AdminView) => {
    setSection(null);
    setView(next);
  };

  const otherTabs: OtherTab<OtherSection>[] = [
    {
      key: 'reports',
      label: 'Reports',
      badge: openReportsBadge(openReports),
      panel: (
        <LazyPanel label="the reports">
          <ReportsPanel headingId={HEADING_IDS.reports} />
        </LazyPanel>
      ),
    },
    {
      key: 'spots',
      label: 'Meet-up spots',
      panel: (
        <LazyPanel label="the meet-up spots">
          <SpotsPanel headingId={HEADING_IDS.spots} />
        </LazyPanel>
      ),
    },
  ];

  return (
    <Box as="section" aria-labelledby={HEADING_IDS[section ?? 'queue']}>
      <QueueTabs view={view} pending={pending} onViewChange={showView} otherTabs={otherTabs} other={section} onOtherChange={setSection}>
        <QueueToolbar view={view} sort={sort} search={search} onViewChange={showView} onSortChange={setSort} onSearchChange={setSearch} />
        <Heading as="h2" size="lg" id={HEADING_IDS.queue} mb="4">
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
  const openReports = useOpenReportCount();
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
      <AdminQueues pending={{ sell: dashboard.data?.pendingRequests ?? 0, cancel: dashboard.data?.pendingCancelRequests ?? 0 }} openReports={openReports} />
    </>
  );
}
