/**
 * Notifications: the list behind the header's bell, its read state and delivery settings, and `notify`, which the
 * modules whose actions cause them call with their transaction. One row per recipient, kind and object stays open
 * while unread and gathers its actors; `objects.ts` finds the object's owners (the actor is never told). The
 * `notifications_forget` trigger removes the notices of a deleted object and the actor of an undone like, comment
 * or follow. Each recipient gets a `notification.changed` live event; `mails.ts` mails lines set to mail and the
 * daily digests on the jobs interval (docs/decisions/0055-notifications-grouped-at-write.md).
 */
export { notify, notifyAll, type Notice } from './notify';
export { runNotificationMails } from './mails';
export { notificationRoutes } from './routes';
export { createNotificationService, type NotificationService } from './service';
