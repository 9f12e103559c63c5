import { createContext } from 'react';
import { useMeetupSpots } from '../api/use-meetup-spots';
import { useReportAudit } from '../api/use-report-audit';
import { useReports } from '../api/use-reports';

/**
 * Where the Reports and Meet-up spots tabs read from: the live Firestore listeners, or in the component
 * tests lists held in memory. Each value is a hook, fixed for the provider's lifetime.
 */
export const AdminLiveData = createContext({ useReports, useReportAudit, useMeetupSpots });
