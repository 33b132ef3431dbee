import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OperatorThreadView } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { operatorKeys } from './get-operator-me';

/** GET /operator/reports/{id}/thread: the reported conversation (each reading is audited, so only on demand). */
export const getReportedThread = (reportID: string, signal?: AbortSignal) =>
  apiRequest<OperatorThreadView>(`/operator/reports/${reportID}/thread`, { signal });

export const reportedThreadQueryOptions = (reportID: string) =>
  queryOptions({
    queryKey: [...operatorKeys.all, 'reported-thread', reportID],
    queryFn: ({ signal }) => getReportedThread(reportID, signal),
    staleTime: Infinity,
  });

export const useReportedThread = (reportID: string, enabled: boolean) =>
  useQuery({ ...reportedThreadQueryOptions(reportID), enabled });
