import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { savedSearchKeys } from './get-saved-searches';

/** POST /saved-searches/{id}/seen: opening a saved search sees its new results. */
export const openSavedSearch = (id: string) =>
  apiRequest<SavedSearch>(`/saved-searches/${encodeURIComponent(id)}/seen`, { method: 'POST' });

export function useOpenSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
