import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSearchResult } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

const PEOPLE_SHOWN = 8;

/** POST /user/search: people to invite by name (the people search of the results page, first results only). */
export const findPeople = (text: string, signal?: AbortSignal) =>
  apiRequest<UserSearchResult>('/user/search', {
    method: 'POST',
    body: { textQuery: text, skip: 0, size: PEOPLE_SHOWN, limit: PEOPLE_SHOWN },
    signal,
  });

export const findPeopleQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['groups', 'people', text],
    queryFn: ({ signal }) => findPeople(text, signal),
    staleTime: 60_000,
  });

/** Searches once the text has 2 visible characters. */
export const useFindPeople = (text: string) =>
  useQuery({ ...findPeopleQueryOptions(text.trim()), enabled: text.trim().length >= 2 });
