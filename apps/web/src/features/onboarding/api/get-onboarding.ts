import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Onboarding } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

export const onboardingQueryKey = ['onboarding'] as const;

/** GET /user/onboarding: my getting-started checklist as my data stands now. */
export const getOnboarding = (signal?: AbortSignal) => apiRequest<Onboarding>('/user/onboarding', { signal });

/** Read again each time a page shows it: the steps are done on other pages. */
export const onboardingQueryOptions = () =>
  queryOptions({
    queryKey: onboardingQueryKey,
    queryFn: ({ signal }) => getOnboarding(signal),
    staleTime: 0,
  });

export const useOnboarding = (enabled: boolean) => useQuery({ ...onboardingQueryOptions(), enabled });

/**
 * While the checklist shows, any write that succeeds on the page (a follow from its suggestions, a post from the
 * create-post box beside it) reads it again, so the step ticks without the page knowing which write does what.
 */
export function useRefreshOnWrites() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success')
          void queryClient.invalidateQueries({ queryKey: onboardingQueryKey });
      }),
    [queryClient],
  );
}
