import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessSummary, ViewerAccess } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

export type MyBusiness = BusinessSummary & { access: ViewerAccess };

/** GET /business/profile/my-list: the businesses the user belongs to, with their access. */
export const getMyBusinesses = (signal?: AbortSignal) =>
  apiRequest<MyBusiness[]>('/business/profile/my-list', { signal });

export const myBusinessesQueryOptions = () =>
  queryOptions({ queryKey: ['business', 'my-list'], queryFn: ({ signal }) => getMyBusinesses(signal) });

export const useMyBusinesses = (enabled = true) => useQuery({ ...myBusinessesQueryOptions(), enabled });
