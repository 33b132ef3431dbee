import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRfqQuoteBody, RfqQuote, UpdateRfqQuoteBody } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { rfqsKey } from './keys';

/**
 * A supplier's quote: POST /rfqs/{rfqID}/quotes creates it (once per business), PUT .../quotes/{quoteID} sends it
 * whole again while the buyer has not decided. Kept in one file: one form saves both ways and refreshes the same
 * queries.
 */
export type SaveQuote =
  { quoteID?: undefined; body: CreateRfqQuoteBody } | { quoteID: string; body: UpdateRfqQuoteBody };

export const saveQuote = (rfqID: string, { quoteID, body }: SaveQuote) =>
  quoteID
    ? apiRequest<RfqQuote>(`/rfqs/${encodeURIComponent(rfqID)}/quotes/${encodeURIComponent(quoteID)}`, {
        method: 'PUT',
        body,
      })
    : apiRequest<RfqQuote>(`/rfqs/${encodeURIComponent(rfqID)}/quotes`, { method: 'POST', body });

export function useSaveQuote(rfqID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveQuote) => saveQuote(rfqID, save),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rfqsKey }),
  });
}
