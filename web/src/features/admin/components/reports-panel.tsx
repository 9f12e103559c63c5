import { useContext, useState } from 'react';
import { Button, Field, Grid, Heading, Stack } from '@chakra-ui/react';
import { LuFlag } from 'react-icons/lu';
import type { ReportAction } from '@campus/common/model';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PanelEmpty, PanelLoading } from './panel-states';
import { ErrorState } from '../../../components/error-state';
import { OptionSelect } from '../../../components/option-select';
import { userMessage } from '../../../lib/error-message';
import {
  DEFAULT_REPORT_FILTER,
  fullName,
  REPORT_ACTION_LABELS,
  REPORT_KIND_FILTERS,
  REPORT_STATE_FILTERS,
  type AdminReport,
  type ReportFilter,
} from '../api/admin-report';
import { REPORT_DECISION_FAILED, useDecideReport, useReportsBeingDecided } from '../api/decide-report';
import { REPORTS_PAGE_SIZE } from '../api/use-reports';
import { AdminLiveData } from './admin-live-data';
import { ReportRow } from './report-row';

interface PendingDecision {
  report: AdminReport;
  action: ReportAction;
}

/** What the confirmation asks before each decision: who it touches and what happens to them. */
function decisionQuestion({ report, action }: PendingDecision): string {
  const subject = fullName(report.subject);
  if (action === 'dismiss') return `Dismiss this report about ${subject}? Nothing changes for them, and the report is closed.`;
  if (action === 'removeListing') {
    const listing = report.kind === 'listing' && report.excerpt ? `"${report.excerpt}"` : `the listing this report is about`;
    return `Remove ${listing}? It is taken off sale, and the report is closed.`;
  }
  return `Suspend ${subject}? Their account is disabled and their items are taken off sale.`;
}

function ReportList({ filter, count, busyIds, onMore, onDecide }: {
  filter: ReportFilter;
  count: number;
  busyIds: ReadonlySet<string>;
  onMore: () => void;
  onDecide: (decision: PendingDecision) => void;
}) {
  const reports = useContext(AdminLiveData).useReports(filter, count);
  if (reports.status === 'loading') {
    return <PanelLoading text="Loading reports..." />;
  }
  if (reports.status === 'error') return <ErrorState title="Could not load the reports" error={reports.error} onRetry={reports.retry} />;
  if (reports.items.length === 0) {
    return (
      <PanelEmpty
        icon={<LuFlag />}
        title="No reports"
        description={`${filter.state === 'open' ? 'Nothing is waiting for a decision. ' : ''}Reports students send about messages, listings and users appear here as they arrive.`}
      />
    );
  }
  return (
    <>
      <Stack as="ul" gap="3" aria-label="Reports" listStyleType="none">
        {reports.items.slice(0, count).map((report) => (
          <ReportRow key={report.id} report={report} busy={busyIds.has(report.id)} onDecide={(action) => onDecide({ report, action })} />
        ))}
      </Stack>
      {reports.items.length > count && (
        <Button variant="outline" w="full" mt="3" onClick={onMore}>
          Load more
        </Button>
      )}
    </>
  );
}

/** The Reports tab: the reports of the chosen kind and state, live, newest first, and the confirmed decisions. */
export default function ReportsPanel({ headingId }: { headingId: string }) {
  const [filter, setFilter] = useState<ReportFilter>(DEFAULT_REPORT_FILTER);
  const [count, setCount] = useState(REPORTS_PAGE_SIZE);
  const [confirming, setConfirming] = useState<PendingDecision | null>(null);
  const decide = useDecideReport();
  const busyIds = useReportsBeingDecided();

  const changeFilter = (next: ReportFilter) => {
    setFilter(next);
    setCount(REPORTS_PAGE_SIZE);
  };

  const confirm = async () => {
    if (!confirming) return;
    await decide.mutateAsync({ reportId: confirming.report.id, action: confirming.action });
    setConfirming(null);
  };

  return (
    <>
      <Heading as="h2" size="lg" id={headingId} mb="4">
        Reports
      </Heading>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3" mb="4" role="group" aria-label="Filter reports">
        <Field.Root>
          <Field.Label>Kind</Field.Label>
          <OptionSelect value={filter.kind} options={REPORT_KIND_FILTERS} onChange={(kind) => changeFilter({ ...filter, kind })} />
        </Field.Root>
        <Field.Root>
          <Field.Label>State</Field.Label>
          <OptionSelect value={filter.state} options={REPORT_STATE_FILTERS} onChange={(state) => changeFilter({ ...filter, state })} />
        </Field.Root>
      </Grid>
      <ReportList
        filter={filter}
        count={count}
        busyIds={busyIds}
        onMore={() => setCount((current) => current + REPORTS_PAGE_SIZE)}
        onDecide={(decision) => {
          decide.reset();
          setConfirming(decision);
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? `${REPORT_ACTION_LABELS[confirming.action]}: ${fullName(confirming.report.subject)}` : ''}
        text={confirming ? decisionQuestion(confirming) : ''}
        confirmLabel={confirming ? REPORT_ACTION_LABELS[confirming.action] : ''}
        confirmPalette={confirming?.action === 'dismiss' ? 'teal' : 'red'}
        error={decide.isError ? userMessage(decide.error, REPORT_DECISION_FAILED) : null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirm().catch(() => undefined)}
      />
    </>
  );
}
