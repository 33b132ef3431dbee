import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { operatorKeys } from './get-operator-me';

/** GET /operator/dashboard: what was created per day over the last 30 days. */
export const getDashboard = (signal?: AbortSignal) =>
  apiRequest<Dashboard>('/operator/dashboard', { signal });

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: operatorKeys.dashboard, queryFn: ({ signal }) => getDashboard(signal) });

export const useDashboard = () => useQuery(dashboardQueryOptions());
