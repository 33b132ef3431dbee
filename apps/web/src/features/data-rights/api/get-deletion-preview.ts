import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountDeletionPreview } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** GET /user/account/deletion: the businesses that go with my account (I am their only owner). */
export const getDeletionPreview = (signal?: AbortSignal) =>
  apiRequest<AccountDeletionPreview>('/user/account/deletion', { signal });

export const deletionPreviewQueryOptions = () =>
  queryOptions({
    queryKey: ['account-deletion', 'preview'] as const,
    queryFn: ({ signal }) => getDeletionPreview(signal),
    staleTime: 0,
  });

export const useDeletionPreview = (enabled: boolean) =>
  useQuery({ ...deletionPreviewQueryOptions(), enabled });
