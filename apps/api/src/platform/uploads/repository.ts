import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { schema, type Executor } from '@tradeforge/db';

const { uploads } = schema;

export async function insertUploads(db: Executor, values: (typeof uploads.$inferInsert)[]) {
  if (values.length > 0) await db.insert(uploads).values(values);
}

/** The user's own uploads for this purpose, not used yet and within their window (plus the time to process them). */
const pendingOf = (userId: string, purpose: string) =>
  and(
    eq(uploads.userId, userId),
    eq(uploads.purpose, purpose),
    eq(uploads.status, 'pending'),
    gt(uploads.expiresAt, new Date(Date.now() - 10 * 60_000)),
  );
const pendingUpload = (id: string, userId: string, purpose: string) =>
  and(eq(uploads.id, id), pendingOf(userId, purpose));

export async function findPendingUploads(db: Executor, ids: string[], userId: string, purpose: string) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(uploads)
    .where(and(inArray(uploads.id, ids), pendingOf(userId, purpose)));
}

/** Uploads the user asked for but never validated, past their window. */
export async function findAbandonedUploads(db: Executor, userId: string) {
  return db
    .select({ id: uploads.id, key: uploads.key })
    .from(uploads)
    .where(
      and(
        eq(uploads.userId, userId),
        eq(uploads.status, 'pending'),
        lt(uploads.expiresAt, new Date(Date.now() - 10 * 60_000)),
      ),
    );
}

export async function markUpload(db: Executor, id: string, status: 'attached' | 'rejected') {
  await db
    .update(uploads)
    .set({ status, attachedAt: status === 'attached' ? new Date() : null })
    .where(eq(uploads.id, id));
}

/**
 * Takes a pending upload for processing in one statement, so a token named by two saves at once is processed (and
 * attached) by one of them only.
 */
export async function claimPendingUpload(db: Executor, id: string, userId: string, purpose: string) {
  const [row] = await db
    .update(uploads)
    .set({ status: 'processing' })
    .where(pendingUpload(id, userId, purpose))
    .returning();
  return row;
}

/** Uploads of this purpose the user asked for that are still within their window. */
export async function countOpenUploads(db: Executor, userId: string, purpose: string) {
  const [row] = await db
    .select({ n: count() })
    .from(uploads)
    .where(
      and(
        eq(uploads.userId, userId),
        eq(uploads.purpose, purpose),
        eq(uploads.status, 'pending'),
        gt(uploads.expiresAt, new Date()),
      ),
    );
  return row?.n ?? 0;
}

/** Whether a signed post may still write the file of `key`: its upload is pending and within its window. */
export async function isUploadOpen(db: Executor, key: string) {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.key, key), eq(uploads.status, 'pending'), gt(uploads.expiresAt, new Date())));
  return !!row;
}

/** The uploads of these keys, with what the sweep needs to judge their files. */
export function findUploadsByKey(db: Executor, keys: string[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .select({ id: uploads.id, key: uploads.key, status: uploads.status, expiresAt: uploads.expiresAt })
    .from(uploads)
    .where(inArray(uploads.key, keys));
}

/** Uploads of anyone still pending long after their window: never validated, so never will be. */
export async function rejectAbandonedUploads(db: Executor, before: Date) {
  return db
    .update(uploads)
    .set({ status: 'rejected' })
    .where(and(eq(uploads.status, 'pending'), lt(uploads.expiresAt, before)))
    .returning({ key: uploads.key });
}

/** One instance at a time sweeps; the others skip the round. */
export async function trySweepLock(db: Executor) {
  const result = await db.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtext('incoming_upload_sweep')) as locked`,
  );
  return result.rows[0]?.locked === true;
}
