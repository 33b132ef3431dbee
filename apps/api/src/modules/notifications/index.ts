/**
 * Notifications: the list behind the header's bell, its read state and delivery settings, and `notify`, which the
 * modules whose actions cause them call with their transaction.
 */
export { notify, type Notice } from './notify';
export { runNotificationMails } from './mails';
export { notificationRoutes } from './routes';
export { createNotificationService, type NotificationService } from './service';
