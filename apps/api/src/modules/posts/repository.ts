import { randomUUID } from 'node:crypto';
import { eq, sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { groupPostReadableSql, schema, type Executor } from '@tradeforge/db';

const { posts } = schema;
type StoredImage = NonNullable<typeof schema.users.$inferSelect.profilePhoto>;

/** A post with its author, as every read returns it. */
export type PostRow = {
  id: string;
  content: string;
  /** As the driver returns timestamps: text. */
  created_at: string;
  /** Creation time in microseconds since the epoch, as text: the exact key of the newsfeed cursor. */
  created_micros: string;
  timeline_id: string;
  timeline_type: 'user' | 'business' | 'group';
  business_id: string | null;
  images: StoredImage[];
  user_id: string;
  first_name: string;
  last_name: string;
  profile_photo: StoredImage | null;
  company_name: string | null;
  business_photo: StoredImage | null;
  can_remove: boolean;
  hidden_reason: string | null;
  /** The group's name, for a post in a group. */
  group_name: string | null;
};

export interface Cursor {
  micros: string;
  id: string;
}

/** Author columns and whether the viewer may remove the post, over `p` (a set of post rows). */
function selectPosts(viewerId: string | undefined) {
  const canRemove = viewerId
    ? sql`(p.user_id = ${viewerId}::uuid or exists (
        select 1 from business_members m
        where m.business_id = p.business_id and m.user_id = ${viewerId}::uuid and m.access in ('owner', 'admin'))
      or exists (
        select 1 from group_members gm
        where p.timeline_type = 'group' and gm.group_id = p.timeline_id and gm.user_id = ${viewerId}::uuid
          and gm.state = 'member' and gm.role in ('owner', 'admin')))`
    : sql`false`;
  return sql`
    select p.id, p.content, p.created_at, (extract(epoch from p.created_at) * 1000000)::bigint::text as created_micros,
           p.timeline_id, p.timeline_type, p.business_id, p.images, p.user_id, u.first_name, u.last_name,
           u.profile_photo, b.company_name, b.profile_photo as business_photo, ${canRemove} as can_remove,
           p.hidden_reason, g.name as group_name`;
}
/**
 * Moderation (issue 19): a post an operator hid, or one by a suspended user or business, is read by its author
 * only (who sees why); everyone else never gets it. A group's post is read only by who reads the group (a private
 * group's members), its author included: a removed member loses their group posts with the rest.
 */
const visibleTo = (viewerId: string | undefined) => sql`((p.hidden_at is null and u.suspended_at is null
  and (b.id is null or b.suspended_at is null))${viewerId ? sql` or p.user_id = ${viewerId}::uuid` : sql``})
  and ${groupPostReadableSql({ timelineType: sql`p.timeline_type`, timelineId: sql`p.timeline_id` }, viewerId)}`;
const authorJoins = sql`
  join users u on u.id = p.user_id
  left join businesses b on b.id = p.business_id
  left join groups g on p.timeline_type = 'group' and g.id = p.timeline_id`;

const before = (cursor: Cursor | undefined): SQL =>
  cursor
    ? sql`and (f.created_at, f.post_id) < (timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`
    : sql``;

/**
 * Inserts posts in one statement (the newsfeed's fan-out trigger then runs once) and answers their ids in order.
 * Each takes the wall clock, as the column's default, and a microsecond more than the one before, so feeds (newest
 * first) show them as if posted one by one.
 */
export async function insertPosts(db: Executor, values: Omit<typeof posts.$inferInsert, 'id'>[]) {
  const rows = values.map((row, index) => ({
    ...row,
    id: randomUUID(),
    createdAt: sql`clock_timestamp() + ${index} * interval '1 microsecond'`,
  }));
  if (rows.length > 0) await db.insert(posts).values(rows);
  return rows.map((row) => row.id);
}

/**
 * Whether any of the groups is private now, read under a share lock on their rows: a change of privacy, which
 * updates the row, waits for the posting transaction, or the posting transaction for it.
 */
export async function anyPrivateGroup(tx: Executor, groupIds: string[]) {
  const result = await tx.execute<{ privacy: 'open' | 'private' }>(sql`
    select privacy from groups where id = any(${sql.param([...new Set(groupIds)])}::uuid[]) order by id for share`);
  return result.rows.some((row) => row.privacy === 'private');
}

export async function findPost(db: Executor, id: string, viewerId?: string) {
  const result = await db.execute<PostRow>(sql`
    ${selectPosts(viewerId)} from posts p ${authorJoins} where p.id = ${id}::uuid and ${visibleTo(viewerId)}`);
  return result.rows[0];
}

/** A post whatever its moderation or group, for an operator reading it through a report. */
export async function findPostForOperator(db: Executor, id: string) {
  const result = await db.execute<PostRow & { group_privacy: 'open' | 'private' | null }>(sql`
    ${selectPosts(undefined)}, g.privacy as group_privacy from posts p ${authorJoins} where p.id = ${id}::uuid`);
  return result.rows[0];
}

/**
 * One newsfeed page: the newest `limit` posts before the cursor in the reader's `feed_entries` (written when each
 * post was, see the schema), one range of its primary key read backwards; only the page's posts are read from the
 * table. The cost follows the page size, not the number of timelines followed.
 */
function newsfeedSql(userId: string, cursor: Cursor | undefined, limit: number) {
  return sql`
    with page as (
      select f.created_at, f.post_id from feed_entries f
      where f.reader_id = ${userId}::uuid ${before(cursor)}
      order by f.created_at desc, f.post_id desc limit ${limit}
    )
    ${selectPosts(userId)} from page join posts p on p.id = page.post_id ${authorJoins}
    where ${visibleTo(userId)}
    order by p.created_at desc, p.id desc`;
}

/** The statement of a newsfeed page as text and parameters, for the benchmark to explain and run through pg. */
export function newsfeedQuery(userId: string, cursor: Cursor | undefined, limit: number): Query {
  return new PgDialect().sqlToQuery(newsfeedSql(userId, cursor, limit));
}

export async function findNewsfeed(db: Executor, userId: string, cursor: Cursor | undefined, limit: number) {
  return (await db.execute<PostRow>(newsfeedSql(userId, cursor, limit))).rows;
}

/** A page of a group's posts, newest first, before the cursor: one range of the timeline index. */
export async function findGroupPosts(
  db: Executor,
  groupId: string,
  cursor: Cursor | undefined,
  limit: number,
  viewerId: string | undefined,
) {
  const after = cursor
    ? sql`and (p.created_at, p.id) < (timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`
    : sql``;
  const result = await db.execute<PostRow>(sql`
    ${selectPosts(viewerId)} from posts p ${authorJoins}
    where p.timeline_id = ${groupId}::uuid and p.timeline_type = 'group' ${after} and ${visibleTo(viewerId)}
    order by p.created_at desc, p.id desc limit ${limit}`);
  return result.rows;
}

export async function findTimeline(
  db: Executor,
  timelineId: string,
  page: { skip: number; size: number },
  viewerId?: string,
) {
  const [rows, total] = await Promise.all([
    db.execute<PostRow>(sql`
      ${selectPosts(viewerId)} from posts p ${authorJoins}
      where p.timeline_id = ${timelineId}::uuid and ${visibleTo(viewerId)}
      order by p.created_at desc, p.id desc offset ${page.skip} limit ${page.size}`),
    db.$count(posts, eq(posts.timelineId, timelineId)),
  ]);
  return { rows: rows.rows, total };
}

/**
 * Whose timeline an id is, a user's or a business's, with what a page heading shows and whether the viewer may
 * post there (their own timeline, or a business they own or administer).
 */
export async function findTimelineOwner(db: Executor, id: string, viewerId: string | undefined) {
  const viewer = viewerId ? sql`${viewerId}::uuid` : sql`null::uuid`;
  const result = await db.execute<{
    type: 'user' | 'business';
    name: string;
    photo: StoredImage | null;
    can_post: boolean;
  }>(sql`
    select 'user' as type, first_name || ' ' || last_name as name, profile_photo as photo,
           coalesce(id = ${viewer}, false) as can_post
    from users where id = ${id}::uuid
    union all
    select 'business', company_name, profile_photo, exists (
      select 1 from business_members m
      where m.business_id = businesses.id and m.user_id = ${viewer} and m.access in ('owner', 'admin'))
    from businesses where id = ${id}::uuid`);
  return result.rows[0];
}

export async function deletePost(db: Executor, id: string) {
  const [row] = await db.delete(posts).where(eq(posts.id, id)).returning({ images: posts.images });
  return row;
}
