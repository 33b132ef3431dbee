import { desc, eq } from 'drizzle-orm';
import { schema, type Db } from '@tradeforge/db';

/** The mails queued for an address, newest first: what the outbox would send. */
export async function mailsTo(db: Db, to: string) {
  return db
    .select({
      subject: schema.mailOutbox.subject,
      text: schema.mailOutbox.text,
      kind: schema.mailOutbox.kind,
    })
    .from(schema.mailOutbox)
    .where(eq(schema.mailOutbox.to, to))
    .orderBy(desc(schema.mailOutbox.createdAt));
}

/** Sets a member's preferred language (an ISO 639-1 code of the reference list, or null). */
export async function preferLanguage(db: Db, userId: string, code: string | null) {
  await db.update(schema.users).set({ preferredLanguageCode: code }).where(eq(schema.users.id, userId));
}
