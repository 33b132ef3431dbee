import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavoriteState, FavoriteType } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { favoriteKeys } from './get-favorites';

/** PUT (save) or DELETE (remove) /favorites/{type}/{id}. */
export const setFavorite = (type: FavoriteType, id: string, favorite: boolean) =>
  apiRequest<FavoriteState>(`/favorites/${type}/${encodeURIComponent(id)}`, {
    method: favorite ? 'PUT' : 'DELETE',
  });

export function useSetFavorite(type: FavoriteType, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favorite: boolean) => setFavorite(type, id, favorite),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  });
}
