import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResolveReportBody } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { operatorKeys } from './get-operator-me';

/** POST /operator/reports/{id}/resolve: resolved (acted on) or dismissed. */
export const resolveReport = (reportID: string, body: ResolveReportBody) =>
  apiRequest(`/operator/reports/${reportID}/resolve`, { method: 'POST', body });

export function useResolveReport(reportID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResolveReportBody) => resolveReport(reportID, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.list('reports') }),
  });
}
