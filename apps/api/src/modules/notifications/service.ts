import {
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PAGE_SIZE,
  type MarkNotificationsReadBody,
  type NotificationDelivery,
  type NotificationPage,
  type NotificationSetting,
  type NotificationSettings,
} from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { invalidField } from '../../lib/app-error';
import { publishEvents } from '../../platform/events';
import { cursorOf, parseCursor, toItem } from './mapper';
import * as repository from './repository';
import { notificationErrors } from './errors';

/** Inquiries and messages are mailed by the message center (its own setting), so they offer no mail of their own. */
const NO_MAIL: readonly string[] = ['inquiry', 'message'];

/** The logged-in user's notification list, read state and delivery settings. */
export function createNotificationService({ db }: { db: Db }) {
  async function unreadOf(userId: string) {
    return (await repository.countUnread(db, [userId])).get(userId) ?? 0;
  }

  return {
    async list(userId: string, cursor?: string): Promise<NotificationPage> {
      const rows = await repository.findPage(db, userId, parseCursor(cursor), NOTIFICATIONS_PAGE_SIZE);
      const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
      return {
        notifications: page.map(toItem),
        unread: await unreadOf(userId),
        nextCursor: rows.length > NOTIFICATIONS_PAGE_SIZE ? cursorOf(page.at(-1)!) : null,
      };
    },

    /** Marks some or all read; the user's other tabs hear the new count. */
    async markRead(userId: string, body: MarkNotificationsReadBody) {
      return db.transaction(async (tx) => {
        await repository.markRead(tx, userId, 'all' in body ? 'all' : body.ids);
        const unread = (await repository.countUnread(tx, [userId])).get(userId) ?? 0;
        await publishEvents(tx, [{ userId, kind: 'notification.changed', payload: { unread } }]);
        return { unread };
      });
    },

    async getSettings(userId: string): Promise<NotificationSettings> {
      const saved = await repository.findSettings(db, userId);
      return {
        settings: NOTIFICATION_KINDS.map((kind) => ({
          kind,
          delivery: saved.get(kind) ?? ('site' as NotificationDelivery),
        })),
      };
    },

    async saveSettings(userId: string, settings: NotificationSetting[]): Promise<NotificationSettings> {
      const wrong = settings.find((setting) => setting.delivery === 'mail' && NO_MAIL.includes(setting.kind));
      if (wrong)
        throw invalidField('settings', notificationErrors.text('mailedElsewhere', { kind: wrong.kind }));
      const kinds = settings.map((setting) => setting.kind);
      const twice = kinds.find((kind, index) => kinds.indexOf(kind) !== index);
      if (twice) throw invalidField('settings', notificationErrors.text('twice', { kind: twice }));
      await repository.saveSettings(db, userId, settings);
      return this.getSettings(userId);
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
