import { createHash } from 'node:crypto';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { schema, type Executor } from '@tradeforge/db';
type StoredImage = schema.StoredImage;

const { dataExports: exports } = schema;
export type DataExportRow = typeof exports.$inferSelect;

export async function findLatestExport(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(exports)
    .where(eq(exports.userId, userId))
    .orderBy(desc(exports.createdAt))
    .limit(1);
  return row;
}

export async function findExport(db: Executor, id: string) {
  const [row] = await db.select().from(exports).where(eq(exports.id, id));
  return row;
}

export async function countRecentExports(db: Executor, userId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(exports)
    .where(and(eq(exports.userId, userId), gt(exports.createdAt, sql`now() - interval '1 day'`)));
  return row?.count ?? 0;
}

/** Undefined when the user already has a pending export (the partial unique index decides, without a race). */
export async function insertPendingExport(db: Executor, userId: string) {
  const [row] = await db.insert(exports).values({ userId }).onConflictDoNothing().returning();
  return row;
}

/**
 * Takes the oldest pending export no other instance is building: the row stays locked by this transaction until
 * it commits, and `SKIP LOCKED` lets other instances take the next one meanwhile.
 */
export async function claimPendingExport(tx: Executor) {
  const result = await tx.execute<{ id: string; user_id: string; attempts: string }>(sql`
    select id, user_id, attempts from data_exports
    where status = 'pending'
    order by created_at
    limit 1
    for update skip locked`);
  const row = result.rows[0];
  return row ? { id: row.id, userId: row.user_id, attempts: Number(row.attempts) } : undefined;
}

export async function markExportReady(
  tx: Executor,
  id: string,
  file: { key: string; size: number },
  retentionDays: number,
) {
  await tx
    .update(exports)
    .set({
      status: 'ready',
      fileKey: file.key,
      size: file.size,
      readyAt: sql`now()`,
      expiresAt: sql`now() + make_interval(days => ${retentionDays})`,
    })
    .where(eq(exports.id, id));
}

export async function markExportFailed(tx: Executor, id: string, error: string, final: boolean) {
  await tx
    .update(exports)
    .set(
      final
        ? { status: 'failed', error, attempts: sql`${exports.attempts} + 1` }
        : { attempts: sql`${exports.attempts} + 1` },
    )
    .where(eq(exports.id, id));
}

/** Exports whose file has passed its expiry, oldest first: the sweep deletes the file, then the row. */
export function findExpiredExports(db: Executor, limit: number) {
  return db
    .select({ id: exports.id, fileKey: exports.fileKey })
    .from(exports)
    .where(lt(exports.expiresAt, sql`now()`))
    .orderBy(exports.expiresAt)
    .limit(limit);
}

/** Failed exports have no file; they are kept a day (they count towards the daily limit), then go. */
export async function deleteOldFailedExports(db: Executor) {
  await db
    .delete(exports)
    .where(and(eq(exports.status, 'failed'), lt(exports.createdAt, sql`now() - interval '1 day'`)));
}

export async function deleteExport(db: Executor, id: string) {
  await db.delete(exports).where(eq(exports.id, id));
}

export async function deleteUserExports(db: Executor, userId: string) {
  return db.delete(exports).where(eq(exports.userId, userId)).returning({ fileKey: exports.fileKey });
}

/**
 * Spends the account service's deletion grant for this user in one statement. The account service stores the
 * SHA-256 of the opaque token (hex), as it does for its other tokens.
 */
export async function spendDeletionGrant(db: Executor, userId: string, token: string) {
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const spent = await db
    .delete(schema.accountDeletionGrants)
    .where(
      and(
        eq(schema.accountDeletionGrants.tokenHash, tokenHash),
        eq(schema.accountDeletionGrants.userId, userId),
        gt(schema.accountDeletionGrants.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: schema.accountDeletionGrants.userId });
  return spent.length > 0;
}

/** The businesses the user belongs to, and whether they are its only owner. */
export async function findMemberBusinesses(db: Executor, userId: string) {
  const result = await db.execute<{ id: string; name: string; sole_owner: boolean }>(sql`
    select b.id, b.company_name as name,
      (m.access = 'owner' and not exists (
        select 1 from business_members o
        where o.business_id = b.id and o.access = 'owner' and o.user_id <> ${userId})) as sole_owner
    from business_members m
    join businesses b on b.id = m.business_id
    where m.user_id = ${userId}
    order by b.company_name, b.id`);
  return result.rows;
}

/** Posts the user wrote (in businesses that stay): deleted with their image lists, for the files. */
export async function deleteAuthoredPosts(tx: Executor, userId: string) {
  return tx
    .delete(schema.posts)
    .where(eq(schema.posts.userId, userId))
    .returning({ images: schema.posts.images });
}

/** The user's row, last: everything else of theirs goes by cascade or by the social-activity triggers. */
export async function deleteUserRow(tx: Executor, userId: string) {
  const [row] = await tx
    .delete(schema.users)
    .where(eq(schema.users.id, userId))
    .returning({ profilePhoto: schema.users.profilePhoto, coverPhoto: schema.users.coverPhoto });
  return row;
}

/**
 * Before an account goes: each group it owns passes to its oldest admin, else its oldest member; a group with no
 * one else is deleted (its posts with it). Answers the images of what was deleted, to remove once committed.
 */
export async function handOverOwnedGroups(tx: Executor, userId: string) {
  const owned = await tx.execute<{ group_id: string; heir: string | null }>(sql`
    select o.group_id, (
      select m.user_id from group_members m
       where m.group_id = o.group_id and m.state = 'member' and m.user_id <> ${userId}::uuid
       order by case m.role when 'admin' then 0 else 1 end, m.since, m.user_id limit 1) as heir
      from group_members o where o.user_id = ${userId}::uuid and o.role = 'owner'
     order by o.group_id for update`);
  const images: StoredImage[] = [];
  for (const { group_id: groupId, heir } of owned.rows) {
    if (heir) {
      await tx.execute(sql`update group_members set role = 'member'
        where group_id = ${groupId}::uuid and user_id = ${userId}::uuid`);
      await tx.execute(sql`update group_members set role = 'owner'
        where group_id = ${groupId}::uuid and user_id = ${heir}::uuid`);
      continue;
    }
    const gone = await tx.execute<{ images: StoredImage[] }>(sql`
      select images from posts where timeline_id = ${groupId}::uuid and timeline_type = 'group'
      union all select jsonb_build_array(cover) from groups where id = ${groupId}::uuid and cover is not null`);
    images.push(...gone.rows.flatMap((row) => row.images));
    await tx.execute(sql`delete from groups where id = ${groupId}::uuid`);
  }
  return images;
}

/**
 * Before an account goes: the buying requests it posted as a person go with their quotes (those posted as a
 * business stay with the business); their files go with the RFQ job, which deletes the files of deleted requests.
 */
export async function deletePersonalRfqs(tx: Executor, userId: string) {
  await tx.execute(sql`delete from rfqs where user_id = ${userId}::uuid and business_id is null`);
}
