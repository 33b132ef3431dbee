import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OperatorMe } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

export const operatorKeys = {
  all: ['operator'] as const,
  me: ['operator', 'me'] as const,
  dashboard: ['operator', 'dashboard'] as const,
  list: (list: string) => ['operator', 'list', list] as const,
};

/** GET /operator/me: answers 403 unless the session holds the operator role. */
export const getOperatorMe = (signal?: AbortSignal) => apiRequest<OperatorMe>('/operator/me', { signal });

export const operatorMeQueryOptions = () =>
  queryOptions({ queryKey: operatorKeys.me, queryFn: ({ signal }) => getOperatorMe(signal), retry: false });

export const useOperatorMe = (enabled: boolean) => useQuery({ ...operatorMeQueryOptions(), enabled });
