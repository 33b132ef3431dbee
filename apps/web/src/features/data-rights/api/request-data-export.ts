import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataExport } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { dataExportKeys } from './get-data-export';

/** POST /user/data-exports: one pending export at a time (409), three a day (429). */
export const requestDataExport = () => apiRequest<DataExport>('/user/data-exports', { method: 'POST' });

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataExportKeys.latest }),
  });
}
