import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSetting, NotificationSettings } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';
import { notificationKeys } from './keys';

/** GET /notifications/settings: how each kind reaches me. */
export const getNotificationSettings = (signal?: AbortSignal) =>
  apiRequest<NotificationSettings>('/notifications/settings', { signal });

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());

/** PUT /notifications/settings {settings}: saves the given kinds, answers all of them. */
export const saveNotificationSettings = (settings: NotificationSetting[]) =>
  apiRequest<NotificationSettings>('/notifications/settings', { method: 'PUT', body: { settings } });

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (data) => queryClient.setQueryData(notificationKeys.settings(), data),
  });
}
