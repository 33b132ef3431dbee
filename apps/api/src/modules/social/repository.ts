import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { schema, type Executor } from '@tradeforge/db';

const { reactions, follows, comments, users, businesses, products, posts } = schema;
type ResourceType = 'business' | 'product' | 'post' | 'comment';

/** Whether the item exists. */
export async function resourceExists(db: Executor, type: ResourceType, id: string) {
  const table = { business: businesses, product: products, comment: comments, post: posts }[
    type
  ] as typeof businesses;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return !!row;
}

const actorIs = (businessId: string | undefined) =>
  businessId ? eq(reactions.actorBusinessId, businessId) : isNull(reactions.actorBusinessId);

export function insertReaction(db: Executor, values: typeof reactions.$inferInsert) {
  return db.insert(reactions).values(values).onConflictDoNothing().returning({ id: reactions.id });
}

export function deleteReaction(db: Executor, resourceId: string, userId: string, businessId?: string) {
  return db
    .delete(reactions)
    .where(and(eq(reactions.resourceId, resourceId), eq(reactions.userId, userId), actorIs(businessId)));
}

export async function hasReacted(db: Executor, resourceId: string, userId: string, businessId?: string) {
  const [row] = await db
    .select({ id: reactions.id })
    .from(reactions)
    .where(and(eq(reactions.resourceId, resourceId), eq(reactions.userId, userId), actorIs(businessId)));
  return !!row;
}

export function insertFollow(db: Executor, userId: string, businessId: string) {
  return db
    .insert(follows)
    .values({ userId, businessId })
    .onConflictDoNothing()
    .returning({ userId: follows.userId });
}

export function deleteFollow(db: Executor, userId: string, businessId: string) {
  return db.delete(follows).where(and(eq(follows.userId, userId), eq(follows.businessId, businessId)));
}

export async function followSummary(db: Executor, businessId: string, userId?: string) {
  const [row] = await db
    .select({
      followers: count(),
      following: userId
        ? sql<boolean>`coalesce(bool_or(${follows.userId} = ${userId}), false)`
        : sql<boolean>`false`,
    })
    .from(follows)
    .where(eq(follows.businessId, businessId));
  return { followers: row?.followers ?? 0, following: row?.following ?? false };
}

export async function insertComment(db: Executor, values: typeof comments.$inferInsert) {
  const [row] = await db.insert(comments).values(values).returning({ id: comments.id });
  return row!.id;
}

/** A page of comments, newest first, with the author (and the business they wrote as) and the reply count. */
export async function findComments(db: Executor, resourceId: string, skip: number, size: number) {
  const replies = sql<number>`(select count(*)::int from comments r where r.resource_id = ${comments.id})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ comment: comments, user: users, companyName: businesses.companyName, replies })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .leftJoin(businesses, eq(businesses.id, comments.actorBusinessId))
      .where(eq(comments.resourceId, resourceId))
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .offset(skip)
      .limit(size),
    db.select({ n: count() }).from(comments).where(eq(comments.resourceId, resourceId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findComment(db: Executor, id: string) {
  const [row] = await db.select().from(comments).where(eq(comments.id, id));
  return row;
}

/** Deletes a comment, its replies and the likes on them. */
export async function deleteCommentThread(db: Executor, id: string) {
  await db.execute(sql`
    with recursive thread(id) as (
      select ${id}::uuid union all select c.id from comments c join thread t on c.resource_id = t.id
    ), gone as (delete from comments where id in (select id from thread) returning id)
    delete from reactions where resource_id in (select id from gone)
  `);
}

/** Deletes the likes and the comment threads (with their replies and the likes on them) of an item. */
export async function deleteActivityOn(db: Executor, resourceId: string) {
  await db.execute(sql`
    with recursive thread(id) as (
      select id from comments where resource_id = ${resourceId}::uuid
      union all select c.id from comments c join thread t on c.resource_id = t.id
    ), gone as (delete from comments where id in (select id from thread) returning id)
    delete from reactions where resource_id = ${resourceId}::uuid or resource_id in (select id from gone)
  `);
}
