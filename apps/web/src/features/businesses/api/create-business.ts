import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessCreateBody, BusinessProfile } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** POST /business/profile/create (spec part 2, section 2.6). */
export const createBusiness = (body: BusinessCreateBody) =>
  apiRequest<BusinessProfile>('/business/profile/create', { method: 'POST', body });

export function useCreateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBusiness,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['business'] }),
  });
}
