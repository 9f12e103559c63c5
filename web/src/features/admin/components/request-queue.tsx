import { useContext, useState, type ReactNode } from 'react';
import { Box, Button, Stack } from '@chakra-ui/react';
import { LuInbox } from 'react-icons/lu';
import { ADMIN_PAGE_SIZE, adminViewText, selectAdminRows } from '@campus/common/admin-queue';
import { ADMIN_NO_SEARCH_RESULTS } from '@campus/common/listing-state';
import { PanelEmpty, PanelLoading } from './panel-states';
import { ErrorState } from '../../../components/error-state';
import type { AdminRequest } from '../api/admin-request';
import type { Decision } from '../api/decide-request';
import { cursorOf, type QueueCursor, type QueueParams } from '../api/use-queue-page';
import { QueuePageSource } from './queue-page-source';
import { RequestRow } from './request-row';

export interface RequestQueueProps {
  params: QueueParams;
  busyIds: ReadonlySet<string>;
  onDetails: (request: AdminRequest) => void;
  onDecide: (request: AdminRequest, decision: Decision) => void;
}

/** A list item that is not a request: the spinner, the empty state, an error, Load more. */
const StatusItem = ({ children }: { children: ReactNode }) => (
  <Box as="li" listStyleType="none">
    {children}
  </Box>
);

interface QueuePageProps extends RequestQueueProps {
  start: QueueCursor | null;
  end: QueueCursor | null;
  first: boolean;
  onMore: (cursor: QueueCursor) => void;
}

function QueuePage({ params, start, end, first, busyIds, onDetails, onDecide, onMore }: QueuePageProps) {
  const page = useContext(QueuePageSource)(params, { start, end });
  if (page.status === 'loading') {
    return (
      <StatusItem>
        <PanelLoading text="Loading requests..." />
      </StatusItem>
    );
  }
  if (page.status === 'error') {
    return (
      <StatusItem>
        <ErrorState title="Could not load the requests" error={page.error} onRetry={page.retry} />
      </StatusItem>
    );
  }
  const last = end === null;
  const next = last ? page.items[ADMIN_PAGE_SIZE] : undefined;
  const rows = selectAdminRows(last ? page.items.slice(0, ADMIN_PAGE_SIZE) : page.items, params.view, params.sort, params.search);
  if (first && last && rows.length === 0) {
    return (
      <StatusItem>
        <PanelEmpty icon={<LuInbox />} title={params.search.trim() ? ADMIN_NO_SEARCH_RESULTS : adminViewText(params.view).emptyText} />
      </StatusItem>
    );
  }
  return (
    <>
      {rows.map((request) => (
        <RequestRow
          key={request.id}
          request={request}
          busy={busyIds.has(request.id)}
          onDetails={() => onDetails(request)}
          onDecide={(decision) => onDecide(request, decision)}
        />
      ))}
      {next && (
        <StatusItem>
          <Button variant="outline" w="full" onClick={() => onMore(cursorOf(next, params.sort))}>
            Load more
          </Button>
        </StatusItem>
      )}
    </>
  );
}

/**
 * A queue in cursor pages of ADMIN_PAGE_SIZE, each live: Load more adds the next page below. Mount it
 * with a key per params, so a new tab, sort or search starts again from the first page.
 */
export function RequestQueue(props: RequestQueueProps) {
  const [cursors, setCursors] = useState<QueueCursor[]>([]);
  const starts = [null, ...cursors];
  return (
    <Stack as="ul" gap="3" aria-label={adminViewText(props.params.view).title}>
      {starts.map((start, index) => (
        <QueuePage
          key={start ? `${start.value}:${start.id}` : 'top'}
          {...props}
          start={start}
          end={cursors[index] ?? null}
          first={index === 0}
          onMore={(cursor) => setCursors((current) => [...current, cursor])}
        />
      ))}
    </Stack>
  );
}
