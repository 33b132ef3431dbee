import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Rfq } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { rfqKey, rfqsKey } from './keys';

/** POST /rfqs/{rfqID}/close (its buyer): quoting ends; answers with the closed request. */
export const closeRfq = (rfqID: string) =>
  apiRequest<Rfq>(`/rfqs/${encodeURIComponent(rfqID)}/close`, { method: 'POST', body: {} });

export function useCloseRfq(rfqID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeRfq(rfqID),
    onSuccess: (rfq) => {
      queryClient.setQueryData(rfqKey(rfqID), rfq);
      return queryClient.invalidateQueries({ queryKey: rfqsKey });
    },
  });
}
