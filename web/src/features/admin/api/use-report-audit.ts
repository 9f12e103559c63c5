import { useCallback } from 'react';
import { collection, orderBy, query } from 'firebase/firestore';
import { COLLECTIONS } from '@campus/common/model';
import { useLiveQuery, type LiveList, type UserQuery } from '../../../lib/live-query';
import { toAdminReportAudit, type AdminReportAudit } from './admin-report';

/** Who decided a report and when, oldest first, live (inside <LiveFirestore>); admins only, by the rules. */
export function useReportAudit(reportId: string): LiveList<AdminReportAudit> {
  const build = useCallback<UserQuery>((db) => query(collection(db, COLLECTIONS.reports, reportId, COLLECTIONS.audit), orderBy('at')), [reportId]);
  return useLiveQuery(`admin-report-audit:${reportId}`, build, toAdminReportAudit);
}
