import { useLingui } from '@lingui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Gender } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { genderName } from '@/lib/i18n';

export const getGenders = (signal?: AbortSignal) => apiRequest<Gender[]>('/ref-data/gender', { signal });

/** Reference lists change only with a deployment, so one read per page load is enough. */
export const gendersQueryOptions = () =>
  queryOptions({
    queryKey: ['ref-data', 'gender'],
    queryFn: ({ signal }) => getGenders(signal),
    staleTime: Infinity,
  });

/** The genders, named in the page's language. */
export function useGenders() {
  const { i18n } = useLingui();
  return useQuery({
    ...gendersQueryOptions(),
    select: (genders) => genders.map((gender) => ({ ...gender, name: genderName(i18n, gender) })),
  });
}
