import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IndustryWithCategories } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

export const getIndustryTree = (signal?: AbortSignal) =>
  apiRequest<IndustryWithCategories[]>('/catsys/industry/full-tree', { signal });

export const industryTreeQueryOptions = () =>
  queryOptions({
    queryKey: ['catsys', 'industry', 'full-tree'],
    queryFn: ({ signal }) => getIndustryTree(signal),
    staleTime: Infinity,
  });

export const useIndustryTree = () => useQuery(industryTreeQueryOptions());
