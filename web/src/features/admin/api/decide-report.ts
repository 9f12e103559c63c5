import { useMutation, useMutationState } from '@tanstack/react-query';
import { httpsCallable, type Functions } from 'firebase/functions';
import { useFunctions } from 'reactfire';
import type { ReportAction } from '@campus/common/model';

export interface ReportDecisionInput {
  reportId: string;
  action: ReportAction;
}

/** Shown when the server gives no message of its own. */
export const REPORT_DECISION_FAILED = 'Could not decide the report. Please try again.';

/** Decides an open report through the decideReport callable (admins only); the queue follows through its listener. */
export async function decideReport(functions: Functions, input: ReportDecisionInput): Promise<void> {
  await httpsCallable<ReportDecisionInput, unknown>(functions, 'decideReport')(input);
}

const DECIDE_REPORT_KEY = ['admin', 'decide-report'] as const;

/** decideReport as a mutation (inside reactfire's FunctionsProvider). */
export function useDecideReport() {
  const functions = useFunctions();
  return useMutation({
    mutationKey: DECIDE_REPORT_KEY,
    mutationFn: (input: ReportDecisionInput) => decideReport(functions, input),
    onError: (error, { action }) => console.error(`Error deciding a report (${action})`, error),
  });
}

/** The reports with a decision on its way, for their busy buttons. */
export function useReportsBeingDecided(): ReadonlySet<string> {
  const inputs = useMutationState({ filters: { mutationKey: DECIDE_REPORT_KEY, status: 'pending' }, select: (mutation) => mutation.state.variables });
  return new Set(inputs.flatMap((input) => (input && typeof input === 'object' && 'reportId' in input && typeof input.reportId === 'string' ? [input.reportId] : [])));
}
