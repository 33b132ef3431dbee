import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavoriteLists } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

export const favoriteKeys = { all: ['favorites'] as const };

/** GET /favorites: my favorite businesses and products, newest first. */
export const getFavorites = (signal?: AbortSignal) => apiRequest<FavoriteLists>('/favorites', { signal });

export const favoritesQueryOptions = () =>
  queryOptions({ queryKey: favoriteKeys.all, queryFn: ({ signal }) => getFavorites(signal) });

export const useFavorites = (enabled: boolean) => useQuery({ ...favoritesQueryOptions(), enabled });
