import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RfqQuote } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { rfqsKey } from './keys';

/**
 * What the buyer does with one quote, one endpoint each under /rfqs/{rfqID}/quotes/{quoteID}/: `accept` it (the
 * request is awarded and a thread with the supplier opens, with an optional first message), `decline` it (an
 * optional reason), or `ask` a question (in the thread, opened the first time). Kept in one file: the same path,
 * the same answer (the quote, with its thread) and the same queries to refresh.
 */
export type QuoteDecision =
  | { action: 'accept'; message?: string }
  | { action: 'decline'; reason?: string }
  | { action: 'ask'; message: string };

/** POST /rfqs/{rfqID}/quotes/{quoteID}/{accept|decline|ask}. */
export const decideQuote = (rfqID: string, quoteID: string, { action, ...body }: QuoteDecision) =>
  apiRequest<RfqQuote>(`/rfqs/${encodeURIComponent(rfqID)}/quotes/${encodeURIComponent(quoteID)}/${action}`, {
    method: 'POST',
    body,
  });

export function useDecideQuote(rfqID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteID, ...decision }: { quoteID: string } & QuoteDecision) =>
      decideQuote(rfqID, quoteID, decision),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rfqsKey }),
  });
}
