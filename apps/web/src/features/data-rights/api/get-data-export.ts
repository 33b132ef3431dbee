import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataExportState } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

export const dataExportKeys = { latest: ['data-exports', 'latest'] as const };

/** GET /user/data-exports: my newest export, if any. */
export const getDataExport = (signal?: AbortSignal) =>
  apiRequest<DataExportState>('/user/data-exports', { signal });

export const dataExportQueryOptions = () =>
  queryOptions({ queryKey: dataExportKeys.latest, queryFn: ({ signal }) => getDataExport(signal) });

/** While an export is being prepared, the state is read again every few seconds until it is ready or failed. */
export const useDataExport = () =>
  useQuery({
    ...dataExportQueryOptions(),
    refetchInterval: (query) => (query.state.data?.latest?.status === 'pending' ? 3000 : false),
  });
