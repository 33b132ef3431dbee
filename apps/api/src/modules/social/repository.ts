import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { groupPostReadableSql, schema, type Executor } from '@tradeforge/db';

const { reactions, follows, comments, users, businesses, products, posts } = schema;
type ResourceType = 'business' | 'product' | 'post' | 'comment';

/** Which of the items exist (a removed comment's placeholder does not take likes or replies). */
export async function findExisting(db: Executor, type: ResourceType, ids: string[]) {
  const rows =
    type === 'comment'
      ? await db
          .select({ id: comments.id })
          .from(comments)
          .where(and(inArray(comments.id, ids), isNull(comments.deletedAt)))
      : await (() => {
          const table = { business: businesses, product: products, post: posts }[type] as typeof businesses;
          return db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
        })();
  return new Set(rows.map((row) => row.id));
}

/**
 * Which items each user may like or comment on, as `id|userId` keys: those that exist and that the user can see.
 * A post or product hidden by an operator (or of a suspended author or business), or a hidden comment, is seen by
 * its author (a product by its business's owners and admins) only; a comment also needs everything above it in its
 * thread to be seen. A removed comment's placeholder takes no likes or replies, though replies under it do.
 */
export async function findReachable(
  db: Executor,
  type: ResourceType,
  wanted: { id: string; userId: string }[],
) {
  const result = await db.execute<{ id: string; user_id: string }>(sql`
    with recursive chain(id, user_id, node, node_type, depth) as (
      select w.id, w.user_id, w.id, ${type}::text, 0
        from unnest(${sql.param(wanted.map((item) => item.id))}::uuid[],
                    ${sql.param(wanted.map((item) => item.userId))}::uuid[]) as w(id, user_id)
      union all
      select ch.id, ch.user_id, c.resource_id, c.resource_type::text, ch.depth + 1
        from chain ch join comments c on c.id = ch.node
       where ch.node_type = 'comment'
    )
    select ch.id, ch.user_id from chain ch
     group by ch.id, ch.user_id
    having bool_and(case ch.node_type
      when 'business' then exists (select 1 from businesses b where b.id = ch.node)
      when 'product' then exists (
        select 1 from products p
         where p.id = ch.node
           and ((p.moderated_at is null and not p.business_suspended) or exists (
             select 1 from business_members m
              where m.business_id = p.business_id and m.user_id = ch.user_id and m.access in ('owner', 'admin'))))
      when 'post' then exists (
        select 1 from posts p join users u on u.id = p.user_id left join businesses b on b.id = p.business_id
         where p.id = ch.node
           and ((p.hidden_at is null and u.suspended_at is null and (b.id is null or b.suspended_at is null))
                or p.user_id = ch.user_id)
           and ${groupPostReadableSql({ timelineType: sql`p.timeline_type`, timelineId: sql`p.timeline_id` }, sql`ch.user_id`)})
      when 'comment' then exists (
        select 1 from comments c join users u on u.id = c.user_id
         where c.id = ch.node and (ch.depth > 0 or c.deleted_at is null)
           and ((c.hidden_at is null and u.suspended_at is null) or c.user_id = ch.user_id))
      else false end)`);
  return new Set(result.rows.map((row) => `${row.id}|${row.user_id}`));
}

const actorIs = (businessId: string | undefined) =>
  businessId ? eq(reactions.actorBusinessId, businessId) : isNull(reactions.actorBusinessId);

/** Inserts likes in one statement, leaving out those already there; answers the new ones. */
export function insertReactions(db: Executor, values: (typeof reactions.$inferInsert)[]) {
  return db.insert(reactions).values(values).onConflictDoNothing().returning({
    id: reactions.id,
    resourceType: reactions.resourceType,
    resourceId: reactions.resourceId,
    userId: reactions.userId,
    actorBusinessId: reactions.actorBusinessId,
  });
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

/** Inserts follows in one statement, leaving out those already there; answers the new ones. */
export function insertFollows(db: Executor, values: { userId: string; businessId: string }[]) {
  return db
    .insert(follows)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: follows.userId, businessId: follows.businessId });
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

/**
 * Inserts comments in one statement and answers their ids in order. Each is a microsecond younger than the one
 * before, so threads (newest first) show them as if they were written one by one.
 */
export async function insertComments(db: Executor, values: Omit<typeof comments.$inferInsert, 'id'>[]) {
  const rows = values.map((row, index) => ({
    ...row,
    id: randomUUID(),
    createdAt: sql`now() + ${index} * interval '1 microsecond'`,
  }));
  await db.insert(comments).values(rows);
  return rows.map((row) => row.id);
}

/**
 * Whether the item, or the post a thread of replies is under, is a group's post the viewer does not read (a
 * private group's, for a non-member): its comments are then as unknown as the post.
 */
export async function isUnreadableGroupPost(db: Executor, resourceId: string, viewerId: string | undefined) {
  const result = await db.execute<{ hidden: boolean }>(sql`
    with recursive up(id, resource_type, resource_id) as (
      select c.id, c.resource_type::text, c.resource_id from comments c where c.id = ${resourceId}::uuid
      union all
      select c.id, c.resource_type::text, c.resource_id from comments c join up on c.id = up.resource_id
       where up.resource_type = 'comment')
    select exists (
      select 1 from posts p
       where (p.id = ${resourceId}::uuid or p.id in (select resource_id from up where resource_type = 'post'))
         and not ${groupPostReadableSql({ timelineType: sql`p.timeline_type`, timelineId: sql`p.timeline_id` }, viewerId)}
    ) as hidden`);
  return result.rows[0]?.hidden ?? false;
}

/** A page of comments, newest first, with the author (and the business they wrote as) and the reply count. */
export async function findComments(
  db: Executor,
  resourceId: string,
  skip: number,
  size: number,
  viewerId?: string,
) {
  // Moderation (issue 19): a hidden comment, or one by a suspended user, is read by its author only.
  const visible = sql`((${comments.hiddenAt} is null and ${users.suspendedAt} is null)${
    viewerId ? sql` or ${comments.userId} = ${viewerId}::uuid` : sql``
  })`;
  const replies = sql<number>`(select count(*)::int from comments r where r.resource_id = ${comments.id})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        comment: comments,
        // Only what a comment shows of its author: never the e-mail, the password hash or the profile.
        user: {
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          profilePhoto: users.profilePhoto,
        },
        companyName: businesses.companyName,
        replies,
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .leftJoin(businesses, eq(businesses.id, comments.actorBusinessId))
      .where(and(eq(comments.resourceId, resourceId), visible))
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .offset(skip)
      .limit(size),
    db.select({ n: count() }).from(comments).where(eq(comments.resourceId, resourceId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findComment(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.id, id), isNull(comments.deletedAt)));
  return row;
}

/**
 * Whether the user is an owner or admin of the business whose product the item is, or is under: a product, a
 * comment on it, or a reply at any depth.
 */
export async function managesProductOf(db: Executor, itemId: string, userId: string) {
  const result = await db.execute<{ manages: boolean }>(sql`
    with recursive up(target) as (
      select ${itemId}::uuid
      union all select c.resource_id from comments c join up on c.id = up.target
    )
    select exists (
      select 1 from up
      join products p on p.id = up.target
      join business_members m on m.business_id = p.business_id
      where m.user_id = ${userId} and m.access in ('owner', 'admin')
    ) as manages`);
  return result.rows[0]?.manages === true;
}

/** Whether anyone but the author replied to the comment, directly or further down its thread. */
export async function hasOthersReplies(db: Executor, id: string, authorId: string) {
  const result = await db.execute<{ others: boolean }>(sql`
    with recursive thread(id, user_id) as (
      select c.id, c.user_id from comments c where c.resource_id = ${id}::uuid
      union all select c.id, c.user_id from comments c join thread t on c.resource_id = t.id
    )
    select exists (select 1 from thread where user_id <> ${authorId}) as others`);
  return result.rows[0]?.others === true;
}

/** Keeps a comment's place for its replies: no text, no likes, marked removed. */
export async function softDeleteComment(db: Executor, id: string) {
  await db.update(comments).set({ content: '', deletedAt: new Date() }).where(eq(comments.id, id));
  await db.delete(reactions).where(eq(reactions.resourceId, id));
}

/**
 * Deletes a comment; the database's trigger takes its replies and the likes on all of them. A removed comment
 * above it that has no replies left goes too, and so on up the thread.
 */
export async function deleteComment(db: Executor, id: string) {
  await db.execute(sql`
    with recursive up(id, resource_id) as (
      select id, resource_id from comments where id = ${id}::uuid
      union all select c.id, c.resource_id from comments c join up on c.id = up.resource_id
      where c.deleted_at is not null
        and not exists (select 1 from comments s where s.resource_id = c.id and s.id <> up.id)
    )
    delete from comments where id in (select id from up)`);
}
