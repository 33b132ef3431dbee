import { useLingui } from '@lingui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobPosition } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { jobPositionName } from '@/lib/i18n';

export const getJobPositions = (signal?: AbortSignal) =>
  apiRequest<JobPosition[]>('/ref-data/job-position', { signal });

/** Reference lists change only with a deployment, so one read per page load is enough. */
export const jobPositionsQueryOptions = () =>
  queryOptions({
    queryKey: ['ref-data', 'job-position'],
    queryFn: ({ signal }) => getJobPositions(signal),
    staleTime: Infinity,
  });

/** The job positions in their order, named in the page's language. */
export function useJobPositions() {
  const { i18n } = useLingui();
  return useQuery({
    ...jobPositionsQueryOptions(),
    select: (positions) =>
      positions.map((position) => ({ ...position, name: jobPositionName(i18n, position) })),
  });
}
