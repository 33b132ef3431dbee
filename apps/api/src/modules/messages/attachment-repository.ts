import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { schema, type Executor } from '@tradeforge/db';

const SECRET_KEY = 'message-attachment-secret';

/** Kept in app_meta like the storage secret, so every instance signs and checks attachment URLs alike. */
export async function loadSecret(db: Executor) {
  await db
    .insert(schema.appMeta)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(schema.appMeta).where(eq(schema.appMeta.key, SECRET_KEY));
  return row!.value;
}

/** The name the file had on the sender's machine, kept beside its upload. */
export async function insertFileName(db: Executor, uploadId: string, fileName: string) {
  await db.insert(schema.inquiryUploads).values({ uploadId, fileName });
}

export async function findFileName(db: Executor, uploadId: string) {
  const [row] = await db
    .select({ fileName: schema.inquiryUploads.fileName })
    .from(schema.inquiryUploads)
    .where(eq(schema.inquiryUploads.uploadId, uploadId));
  return row?.fileName ?? 'file';
}
