import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  commonErrorResponses,
  ErrorBody,
  MarkNotificationsReadBody,
  NotificationPage,
  NotificationSettings,
  NotificationsQuery,
  NotificationUnread,
  Ok,
  UpdateNotificationSettingsBody,
} from '@tradeforge/contracts';
import { ok } from '../../lib/reply';
import type { RouteAuth } from '../../lib/route-auth';
import type { NotificationService } from './service';

const errors = { ...commonErrorResponses, 401: ErrorBody };
const tags = ['notifications'];

export const notificationRoutes: FastifyPluginAsyncTypebox<{
  notifications: NotificationService;
  auth: RouteAuth;
}> = async (app, { notifications, auth }) => {
  app.get(
    '/notifications',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'My notifications, newest activity first, grouped by kind and object (20 a page)',
        querystring: NotificationsQuery,
        response: { 200: Ok(NotificationPage), ...errors },
      },
    },
    async (request) => ok(await notifications.list(auth.userId(request), request.query.cursor)),
  );
  app.post(
    '/notifications/read',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Mark notifications read: { ids } or { all: true }',
        body: MarkNotificationsReadBody,
        response: { 200: Ok(NotificationUnread), ...errors },
      },
    },
    async (request) => ok(await notifications.markRead(auth.userId(request), request.body)),
  );
  app.get(
    '/notifications/settings',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'How each kind of notification reaches me',
        response: { 200: Ok(NotificationSettings), ...errors },
      },
    },
    async (request) => ok(await notifications.getSettings(auth.userId(request))),
  );
  app.put(
    '/notifications/settings',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Set how kinds of notification reach me (site, mail, digest or off)',
        body: UpdateNotificationSettingsBody,
        response: { 200: Ok(NotificationSettings), ...errors },
      },
    },
    async (request) => ok(await notifications.saveSettings(auth.userId(request), request.body.settings)),
  );
};
