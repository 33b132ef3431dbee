import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OperatorPage } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { operatorKeys } from './get-operator-me';

/** The console's paged lists: GET /operator/{list}?q=&page= (and a list's own filters). */
export interface ListParams {
  q: string;
  page: number;
  filters?: Record<string, string>;
}

export const getOperatorList = <T>(list: string, { q, page, filters }: ListParams, signal?: AbortSignal) => {
  const search = new URLSearchParams({ ...filters, page: String(page) });
  if (q.trim()) search.set('q', q.trim());
  return apiRequest<OperatorPage<T>>(`/operator/${list}?${search.toString()}`, { signal });
};

export const operatorListQueryOptions = <T>(list: string, params: ListParams) =>
  queryOptions({
    queryKey: [...operatorKeys.list(list), params],
    queryFn: ({ signal }) => getOperatorList<T>(list, params, signal),
    placeholderData: keepPreviousData,
  });

export const useOperatorList = <T>(list: string, params: ListParams) =>
  useQuery(operatorListQueryOptions<T>(list, params));
