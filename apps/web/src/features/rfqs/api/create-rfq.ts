import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRfqBody, Rfq } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { rfqsKey } from './keys';

/** POST /rfqs: the new request, matched at once; answers with it as its buyer sees it. */
export const createRfq = (body: CreateRfqBody) => apiRequest<Rfq>('/rfqs', { method: 'POST', body });

export function useCreateRfq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRfq,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rfqsKey }),
  });
}
