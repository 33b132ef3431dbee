import { useLingui } from '@lingui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { byName, languageName } from '@/lib/i18n';

export const getLanguages = (signal?: AbortSignal) =>
  apiRequest<Language[]>('/ref-data/language', { signal });

/** Reference lists change only with a deployment, so one read per page load is enough. */
export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: ['ref-data', 'language'],
    queryFn: ({ signal }) => getLanguages(signal),
    staleTime: Infinity,
  });

/** The languages, named in the page's language and sorted by those names. */
export function useLanguages() {
  const { i18n } = useLingui();
  return useQuery({
    ...languagesQueryOptions(),
    select: (languages) =>
      byName(
        i18n,
        languages.map((language) => ({ ...language, languageName: languageName(i18n, language) })),
        (language) => language.languageName,
      ),
  });
}
