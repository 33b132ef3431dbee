import type { NotificationItem, NotificationPage } from '@tradeforge/contracts';
import type { TestApi } from './helper';

export type Headers = Record<string, string>;

/** The routes a notification test drives: the social actions that cause them and the list itself. */
export function notificationCalls(api: TestApi) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    api.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  return {
    call,
    like: (headers: Headers, type: string, id: string, businessID?: string) =>
      call('POST', `/social/reaction/react/${type}`, headers, { resourceID: id, businessID }),
    unlike: (headers: Headers, type: string, id: string) =>
      call('DELETE', `/social/reaction/react/${type}`, headers, { resourceID: id }),
    follow: (headers: Headers, businessId: string) =>
      call('POST', '/social/follow/business', headers, { resourceID: businessId }),
    unfollow: (headers: Headers, businessId: string) =>
      call('DELETE', `/social/follow/${businessId}`, headers),
    comment: (headers: Headers, resourceType: string, resourceID: string, content = 'Nice work') =>
      call('POST', '/social/comments/make-comment', headers, { resourceType, resourceID, content }),
    /** GET /notifications: the page's data. */
    async list(headers: Headers, cursor?: string): Promise<NotificationPage> {
      const response = await call('GET', `/notifications${cursor ? `?cursor=${cursor}` : ''}`, headers);
      if (response.statusCode !== 200)
        throw new Error(`notifications: ${response.statusCode} ${response.body}`);
      return response.json().data;
    },
    read: (headers: Headers, body: object) => call('POST', '/notifications/read', headers, body),
  };
}

/** The notification of `kind` about `objectId`, if any. */
export const findLine = (page: NotificationPage, kind: string, objectId: string) =>
  page.notifications.find((item: NotificationItem) => item.kind === kind && item.object.id === objectId);
