import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RfqQuoteList, RfqQuotesQuery } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

export type QuoteSort = NonNullable<RfqQuotesQuery['sort']>;
export type SortOrder = NonNullable<RfqQuotesQuery['order']>;

/** GET /rfqs/{rfqID}/quotes?sort=&order=: every quote for the buyer, sorted by the API (ties: oldest first). */
export const getQuotes = (rfqID: string, sort: QuoteSort, order: SortOrder, signal?: AbortSignal) =>
  apiRequest<RfqQuoteList>(
    `/rfqs/${encodeURIComponent(rfqID)}/quotes?${new URLSearchParams({ sort, order }).toString()}`,
    { signal },
  );

export const quotesQueryOptions = (rfqID: string, sort: QuoteSort, order: SortOrder) =>
  queryOptions({
    queryKey: ['rfqs', 'quotes', rfqID, sort, order],
    queryFn: ({ signal }) => getQuotes(rfqID, sort, order, signal),
    // The table keeps its rows while a new order loads, rather than blinking to a loading state.
    placeholderData: keepPreviousData,
  });

export const useQuotes = (rfqID: string, sort: QuoteSort, order: SortOrder, enabled = true) =>
  useQuery({ ...quotesQueryOptions(rfqID, sort, order), enabled });
