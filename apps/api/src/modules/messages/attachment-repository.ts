import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
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

export async function insertUpload(
  db: Executor,
  { fileName, ...upload }: typeof schema.uploads.$inferInsert & { id: string; fileName: string },
) {
  await db.transaction(async (tx) => {
    await tx.insert(schema.uploads).values(upload);
    await tx.insert(schema.inquiryUploads).values({ uploadId: upload.id, fileName });
  });
}

export async function markUpload(db: Executor, id: string, status: 'attached' | 'rejected') {
  await db
    .update(schema.uploads)
    .set({ status, attachedAt: status === 'attached' ? new Date() : null })
    .where(eq(schema.uploads.id, id));
}

/** A pending upload of this user for message attachments, with its file name; posts may end 10 minutes late. */
export async function findPendingUpload(db: Executor, userId: string, token: string, purpose: string) {
  const [upload] = await db
    .select({
      id: schema.uploads.id,
      key: schema.uploads.key,
      contentType: schema.uploads.contentType,
      fileName: schema.inquiryUploads.fileName,
    })
    .from(schema.uploads)
    .innerJoin(schema.inquiryUploads, eq(schema.inquiryUploads.uploadId, schema.uploads.id))
    .where(
      and(
        eq(schema.uploads.id, token),
        eq(schema.uploads.userId, userId),
        eq(schema.uploads.purpose, purpose),
        eq(schema.uploads.status, 'pending'),
        gt(schema.uploads.expiresAt, sql`now() - interval '10 minutes'`),
      ),
    );
  return upload;
}
