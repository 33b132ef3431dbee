import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Onboarding, OnboardingDismissal } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { onboardingQueryKey } from './get-onboarding';

/** PUT /user/onboarding/dismissed: closes the checklist on every device of the account. */
export const dismissOnboarding = () =>
  apiRequest<OnboardingDismissal>('/user/onboarding/dismissed', { method: 'PUT' });

/** Hides the checklist at once; it comes back if the server refuses. */
export function useDismissOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissOnboarding,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: onboardingQueryKey });
      const previous = queryClient.getQueryData<Onboarding>(onboardingQueryKey);
      if (previous)
        queryClient.setQueryData<Onboarding>(onboardingQueryKey, { ...previous, dismissed: true });
      return { previous };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(onboardingQueryKey, context?.previous),
  });
}
