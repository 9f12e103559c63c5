import { useContext } from 'react';
import { Box, Button, Collapsible, Spinner, Text } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';
import { formatDateTime } from '@campus/common/format';
import { userMessage } from '../../../lib/error-message';
import { REPORT_ACTION_LABELS } from '../api/admin-report';
import { AdminLiveData } from './admin-live-data';

function AuditEntries({ reportId }: { reportId: string }) {
  const audit = useContext(AdminLiveData).useReportAudit(reportId);
  if (audit.status === 'loading') {
    return (
      <Text role="status" fontSize="sm" color="fg.muted" display="flex" alignItems="center" gap="2">
        <Spinner size="xs" /> Loading the audit trail...
      </Text>
    );
  }
  if (audit.status === 'error') {
    return (
      <Box role="alert" fontSize="sm">
        <Text color="fg.error">Could not load the audit trail. {userMessage(audit.error)}</Text>
        <Button size="xs" variant="outline" mt="1" onClick={audit.retry}>
          Retry
        </Button>
      </Box>
    );
  }
  if (audit.items.length === 0) return <Text fontSize="sm" color="fg.muted">No entries yet.</Text>;
  return (
    <Box as="ol" listStyleType="none" fontSize="sm" aria-label="Audit trail entries">
      {audit.items.map((entry) => (
        <Box as="li" key={entry.id} py="0.5">
          <Text as="span" fontWeight="medium">
            {REPORT_ACTION_LABELS[entry.action]}
          </Text>{' '}
          by {entry.adminEmail || 'an unknown admin'} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        </Box>
      ))}
    </Box>
  );
}

/** A decided report's 'Audit trail' disclosure: its entries are read only once it is opened. */
export function ReportAuditTrail({ reportId }: { reportId: string }) {
  return (
    <Collapsible.Root lazyMount>
      <Collapsible.Trigger asChild>
        <Button size="xs" variant="ghost" px="1" css={{ '&[data-state=open] svg': { transform: 'rotate(180deg)' } }}>
          Audit trail <LuChevronDown aria-hidden="true" />
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Box borderLeftWidth="2px" pl="3" mt="1">
          <AuditEntries reportId={reportId} />
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
