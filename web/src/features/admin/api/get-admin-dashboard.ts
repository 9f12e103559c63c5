import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpsCallable, type Functions } from 'firebase/functions';
import { useFunctions } from 'reactfire';
import type { AdminDashboard } from '@campus/common/model';

/** The stat cards' figures and the charts' data, counted by the getAdminStats callable (never by reading every document here). */
export async function getAdminDashboard(functions: Functions): Promise<AdminDashboard> {
  const result = await httpsCallable<undefined, AdminDashboard>(functions, 'getAdminStats')();
  return result.data;
}

export const adminDashboardKey = ['admin', 'dashboard'] as const;

export const adminDashboardQueryOptions = (functions: Functions) => queryOptions({ queryKey: adminDashboardKey, queryFn: () => getAdminDashboard(functions) });

/** The dashboard's figures (inside reactfire's FunctionsProvider); refreshed whenever a listing changes (useListingChanges). */
export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions(useFunctions()));
}
