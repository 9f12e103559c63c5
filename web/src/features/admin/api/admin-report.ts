import type { DocumentData } from 'firebase/firestore';
import type { PersonName, Report, ReportAction, ReportAudit, ReportKind, ReportState, WithId } from '@campus/common/model';
import { asRecord, asText } from '@campus/common/values';

/** A report as the admins' queue shows it: one reports document, converted once. */
export type AdminReport = WithId<Report>;

/** One entry of a report's audit trail. */
export type AdminReportAudit = WithId<ReportAudit>;

export type ReportKindFilter = 'all' | ReportKind;
export type ReportStateFilter = 'all' | ReportState;

export interface ReportFilter {
  kind: ReportKindFilter;
  state: ReportStateFilter;
}

/** The queue opens on the reports still waiting for a decision, of every kind. */
export const DEFAULT_REPORT_FILTER: ReportFilter = { kind: 'all', state: 'open' };

export const REPORT_KIND_LABELS: Record<ReportKind, string> = { message: 'Message', listing: 'Listing', user: 'User' };
export const REPORT_STATE_LABELS: Record<ReportState, string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  listingRemoved: 'Listing removed',
  userSuspended: 'User suspended',
};
export const REPORT_ACTION_LABELS: Record<ReportAction, string> = { dismiss: 'Dismiss', removeListing: 'Remove listing', suspendUser: 'Suspend user' };

export const REPORT_KIND_FILTERS: readonly { value: ReportKindFilter; label: string }[] = [
  { value: 'all', label: 'All kinds' },
  { value: 'message', label: 'Messages' },
  { value: 'listing', label: 'Listings' },
  { value: 'user', label: 'Users' },
];

export const REPORT_STATE_FILTERS: readonly { value: ReportStateFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'dismissed', label: 'Dismissed' },
  { value: 'listingRemoved', label: 'Listing removed' },
  { value: 'userSuspended', label: 'User suspended' },
  { value: 'all', label: 'All' },
];

const REPORT_KINDS: readonly ReportKind[] = ['message', 'listing', 'user'];
const REPORT_STATES: readonly ReportState[] = ['open', 'dismissed', 'listingRemoved', 'userSuspended'];
const REPORT_ACTIONS: readonly ReportAction[] = ['dismiss', 'removeListing', 'suspendUser'];

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined => values.find((candidate) => candidate === value);
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const personName = (value: unknown): PersonName => {
  const person = asRecord(value);
  return { firstName: asText(person.firstName), lastName: asText(person.lastName) };
};

/** 'Ravi Kumar', or 'Unknown user' when the report holds no name. */
export const fullName = ({ firstName, lastName }: PersonName): string => `${firstName} ${lastName}`.trim() || 'Unknown user';

/** A reports document as the queue shows it; one of an unknown kind or state is left out. */
export function toAdminReport(id: string, data: DocumentData): AdminReport | null {
  const kind = oneOf(REPORT_KINDS, data.kind);
  const state = oneOf(REPORT_STATES, data.state);
  if (kind === undefined || state === undefined) return null;
  const decidedBy = asRecord(data.decidedBy);
  return {
    id,
    kind,
    reporterId: asText(data.reporterId),
    reporter: personName(data.reporter),
    subjectId: asText(data.subjectId),
    subject: personName(data.subject),
    productId: textOrNull(data.productId),
    conversationId: textOrNull(data.conversationId),
    messageId: textOrNull(data.messageId),
    excerpt: asText(data.excerpt),
    reason: asText(data.reason),
    state,
    createdAt: asText(data.createdAt),
    decidedAt: textOrNull(data.decidedAt),
    decidedBy: data.decidedBy ? { uid: asText(decidedBy.uid), email: asText(decidedBy.email) } : null,
  };
}

/** An audit entry; one of an unknown action is left out. */
export function toAdminReportAudit(id: string, data: DocumentData): AdminReportAudit | null {
  const action = oneOf(REPORT_ACTIONS, data.action);
  if (action === undefined) return null;
  return { id, action, adminId: asText(data.adminId), adminEmail: asText(data.adminEmail), at: asText(data.at) };
}
