import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSavedSearchBody, SavedSearch } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { savedSearchKeys } from './get-saved-searches';

/** POST /saved-searches: keeps a search of the results page (the same one twice is kept once). */
export const saveSearch = (body: CreateSavedSearchBody) =>
  apiRequest<SavedSearch>('/saved-searches', { method: 'POST', body });

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
