import { Badge, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDate, formatDateTime } from '@campus/common/format';
import type { ReportAction, ReportState } from '@campus/common/model';
import { fullName, REPORT_ACTION_LABELS, REPORT_KIND_LABELS, REPORT_STATE_LABELS, type AdminReport } from '../api/admin-report';
import { ReportAuditTrail } from './report-audit-trail';

const STATE_PALETTES: Record<ReportState, string> = { open: 'orange', dismissed: 'gray', listingRemoved: 'purple', userSuspended: 'red' };

/** The decisions open to a report: none once decided; Remove listing only when it names a listing. */
export function reportActionsFor(report: AdminReport): readonly ReportAction[] {
  if (report.state !== 'open') return [];
  return report.productId === null ? ['dismiss', 'suspendUser'] : ['dismiss', 'removeListing', 'suspendUser'];
}

export interface ReportRowProps {
  report: AdminReport;
  busy: boolean;
  onDecide: (action: ReportAction) => void;
}

/** One report: kind, who reported whom, what and why, when, its state, and its decisions or who made one. */
export function ReportRow({ report, busy, onDecide }: ReportRowProps) {
  const actions = reportActionsFor(report);
  return (
    <Flex
      as="li"
      aria-label={`${REPORT_KIND_LABELS[report.kind]} report about ${fullName(report.subject)}`}
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: '3', md: '4' }}
      gap={{ base: '3', md: '4' }}
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'flex-start' }}
    >
      <Stack gap="1.5" flex="1" minW="0">
        <Flex gap="2" align="center" wrap="wrap">
          <Badge variant="outline" colorPalette="gray" flexShrink={0}>
            {REPORT_KIND_LABELS[report.kind]}
          </Badge>
          <Text fontWeight="semibold" minW="0">
            {fullName(report.subject)}
          </Text>
          <Badge variant="subtle" colorPalette={STATE_PALETTES[report.state]} flexShrink={0}>
            {REPORT_STATE_LABELS[report.state]}
          </Badge>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          Reported by {fullName(report.reporter)} · <time dateTime={report.createdAt}>{formatDate(report.createdAt)}</time>
        </Text>
        {report.excerpt && (
          <Text as="blockquote" fontSize="sm" borderLeftWidth="3px" borderColor="border.emphasized" pl="3" fontStyle="italic" wordBreak="break-word">
            {report.excerpt}
          </Text>
        )}
        <Text fontSize="sm" wordBreak="break-word">
          <Text as="span" fontWeight="medium">
            Reason:
          </Text>{' '}
          {report.reason}
        </Text>
        {report.state !== 'open' && (
          <>
            <Text fontSize="sm" color="fg.muted">
              Decided by {report.decidedBy?.email || 'an unknown admin'}
              {report.decidedAt && (
                <>
                  {' · '}
                  <time dateTime={report.decidedAt}>{formatDateTime(report.decidedAt)}</time>
                </>
              )}
            </Text>
            <ReportAuditTrail reportId={report.id} />
          </>
        )}
      </Stack>
      {actions.length > 0 && (
        <HStack gap="2" wrap="wrap" justify={{ base: 'flex-start', md: 'flex-end' }} flexShrink={0}>
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              colorPalette={action === 'dismiss' ? 'gray' : 'red'}
              variant={action === 'suspendUser' ? 'solid' : 'outline'}
              disabled={busy}
              onClick={() => onDecide(action)}
            >
              {REPORT_ACTION_LABELS[action]}
            </Button>
          ))}
        </HStack>
      )}
    </Flex>
  );
}
