import type { Db } from '@tradeforge/db';
import * as repository from './repository';

export type MailSettingsService = ReturnType<typeof createMailSettingsService>;

/** Message mails are on unless the user turned them off. */
export function createMailSettingsService(db: Db) {
  return {
    async get(userId: string) {
      return { enabled: (await repository.findMailSetting(db, userId)) ?? true };
    },
    async set(userId: string, enabled: boolean) {
      await repository.saveMailSetting(db, userId, enabled);
      return { enabled };
    },
  };
}
