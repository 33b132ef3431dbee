import { and, count, eq, gt } from 'drizzle-orm';
import { schema, type Executor } from '@tradeforge/db';

const { uploads } = schema;

/** The user's own upload for `purpose`, not used yet; the post may end at its window, the save a little later. */
const pending = (id: string, userId: string, purpose: string, graceMs: number) =>
  and(
    eq(uploads.id, id),
    eq(uploads.userId, userId),
    eq(uploads.purpose, purpose),
    eq(uploads.status, 'pending'),
    gt(uploads.expiresAt, new Date(Date.now() - graceMs)),
  );

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

export async function insertUpload(db: Executor, values: typeof uploads.$inferInsert) {
  await db.insert(uploads).values(values);
}

export async function findPendingUpload(
  db: Executor,
  id: string,
  userId: string,
  purpose: string,
  graceMs: number,
) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(pending(id, userId, purpose, graceMs));
  return row;
}

/** Takes a pending upload in one statement, so a token named by two saves at once is used by one only. */
export async function claimPendingUpload(
  db: Executor,
  id: string,
  userId: string,
  purpose: string,
  graceMs: number,
) {
  const [row] = await db
    .update(uploads)
    .set({ status: 'processing' })
    .where(pending(id, userId, purpose, graceMs))
    .returning();
  return row;
}

export async function markUpload(db: Executor, id: string, status: 'attached' | 'rejected') {
  await db
    .update(uploads)
    .set({ status, attachedAt: status === 'attached' ? new Date() : null })
    .where(eq(uploads.id, id));
}
