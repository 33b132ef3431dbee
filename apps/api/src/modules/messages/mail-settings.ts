import { eq, inArray } from 'drizzle-orm';
import { schema, type Db, type Executor } from '@tradeforge/db';

const table = schema.messageMailSettings;
export type MailSettingsService = ReturnType<typeof createMailSettingsService>;

/** Message mails are on unless the user turned them off. */
export function createMailSettingsService(db: Db) {
  return {
    async get(userId: string) {
      const [row] = await db.select().from(table).where(eq(table.userId, userId));
      return { enabled: row?.enabled ?? true };
    },
    async set(userId: string, enabled: boolean) {
      await db
        .insert(table)
        .values({ userId, enabled })
        .onConflictDoUpdate({ target: table.userId, set: { enabled, updatedAt: new Date() } });
      return { enabled };
    },
  };
}

/** Of these users, the ones who want message mails, with their addresses. */
export async function mailRecipients(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      id: schema.users.id,
      email: schema.users.email,
      firstName: schema.users.firstName,
      enabled: table.enabled,
    })
    .from(schema.users)
    .leftJoin(table, eq(table.userId, schema.users.id))
    .where(inArray(schema.users.id, userIds));
  return rows.filter((row) => row.enabled !== false);
}
