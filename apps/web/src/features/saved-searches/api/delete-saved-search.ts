import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import { savedSearchKeys } from './get-saved-searches';

/** DELETE /saved-searches/{id}. */
export const deleteSavedSearch = (id: string) =>
  apiRequest<{ deleted: boolean }>(`/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
