import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessProfile } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** GET /business/profile/{id or slug}, with the viewer's access in `session.access`. */
export const getBusiness = (id: string, signal?: AbortSignal) =>
  apiRequest<BusinessProfile>(`/business/profile/${encodeURIComponent(id)}`, { signal });

export const businessQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['business', 'profile', id],
    queryFn: ({ signal }) => getBusiness(id, signal),
    retry: false,
  });

/** Waits for an id: a slug or id is at least 36 characters long. */
export const useBusiness = (id: string) =>
  useQuery({ ...businessQueryOptions(id), enabled: id.length >= 36 });
