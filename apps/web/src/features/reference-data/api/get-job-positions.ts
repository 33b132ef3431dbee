import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobPosition } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

export const getJobPositions = (signal?: AbortSignal) =>
  apiRequest<JobPosition[]>('/ref-data/job-position', { signal });

/** Reference lists change only with a deployment, so one read per page load is enough. */
export const jobPositionsQueryOptions = () =>
  queryOptions({
    queryKey: ['ref-data', 'job-position'],
    queryFn: ({ signal }) => getJobPositions(signal),
    staleTime: Infinity,
  });

export const useJobPositions = () => useQuery(jobPositionsQueryOptions());
