import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageMailSettings } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

const key = ['user', 'message-mails'] as const;

/** GET /user/message-mails: whether I get mails for new inquiries and unread replies. */
export const getMessageMails = (signal?: AbortSignal) =>
  apiRequest<MessageMailSettings>('/user/message-mails', { signal });

export const messageMailsQueryOptions = () =>
  queryOptions({ queryKey: key, queryFn: ({ signal }) => getMessageMails(signal) });

export const useMessageMails = () => useQuery(messageMailsQueryOptions());

/** PUT /user/message-mails {enabled}. */
export const updateMessageMails = (body: MessageMailSettings) =>
  apiRequest<MessageMailSettings>('/user/message-mails', { method: 'PUT', body });

export function useUpdateMessageMails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMessageMails,
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
}
