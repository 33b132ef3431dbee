import { and, eq, sql, type SQL } from 'drizzle-orm';
import { schema, type Executor } from '@tradeforge/db';
import type { GroupMemberState, GroupPostNotify, GroupPrivacy, GroupRole } from '@tradeforge/contracts';

const { groups, groupMembers } = schema;
type StoredImage = NonNullable<typeof schema.users.$inferSelect.profilePhoto>;

/** A group as cards and pages show it, with the viewer's standing. */
export type GroupRow = {
  id: string;
  name: string;
  description: string;
  privacy: GroupPrivacy;
  cover: StoredImage | null;
  industry_id: string | null;
  industry_name: string | null;
  rules: string | null;
  created_at: string;
  hidden_at: string | null;
  hidden_reason: string | null;
  suspended_at: string | null;
  member_count: number;
  owner_id: string | null;
  owner_first_name: string | null;
  owner_last_name: string | null;
  owner_photo: StoredImage | null;
  viewer_state: GroupMemberState | null;
  viewer_role: GroupRole | null;
  viewer_muted: boolean | null;
  viewer_notify: GroupPostNotify | null;
  can_read: boolean;
  pending_requests: number;
};

const viewerSql = (viewerId: string | undefined) => (viewerId ? sql`${viewerId}::uuid` : sql`null::uuid`);

/** The columns of `GroupRow` over `g` (groups), for a viewer. */
function selectGroups(viewerId: string | undefined) {
  const viewer = viewerSql(viewerId);
  return sql`
    select g.id, g.name, g.description, g.privacy, g.cover, g.industry_id, i.name as industry_name, g.rules,
           g.created_at, g.hidden_at, g.hidden_reason, g.suspended_at,
           (select count(*)::int from group_members m where m.group_id = g.id and m.state = 'member') as member_count,
           o.user_id as owner_id, ou.first_name as owner_first_name, ou.last_name as owner_last_name,
           ou.profile_photo as owner_photo,
           v.state as viewer_state, v.role as viewer_role, v.muted as viewer_muted, v.notify as viewer_notify,
           group_readable(g.id, ${viewer}) as can_read,
           case when v.state = 'member' and v.role in ('owner', 'admin') then
             (select count(*)::int from group_members m where m.group_id = g.id and m.state = 'requested')
           else 0 end as pending_requests
    from groups g
    left join industries i on i.id = g.industry_id
    left join group_members o on o.group_id = g.id and o.role = 'owner' and o.state = 'member'
    left join users ou on ou.id = o.user_id
    left join group_members v on v.group_id = g.id and v.user_id = ${viewer}`;
}

export async function findGroup(db: Executor, groupId: string, viewerId: string | undefined) {
  const result = await db.execute<GroupRow>(sql`${selectGroups(viewerId)} where g.id = ${groupId}::uuid`);
  return result.rows[0];
}

/** What lists show: neither suspended nor hidden groups, but a hidden one to its owners and admins. */
const listed = sql`g.suspended_at is null and (g.hidden_at is null or (v.state = 'member' and v.role in ('owner', 'admin')))`;

/** A page of groups by a filter over `g` and `v`, in an order, with the filter's total. */
export async function findGroupPage(
  db: Executor,
  viewerId: string | undefined,
  filter: SQL,
  order: SQL,
  page: { skip: number; size: number },
) {
  const result = await db.execute<GroupRow & { total: number }>(sql`
    with found as (${selectGroups(viewerId)} where ${listed} and ${filter})
    select *, count(*) over ()::int as total from found order by ${order} offset ${page.skip} limit ${page.size}`);
  return { rows: result.rows, total: result.rows[0]?.total ?? 0 };
}

export async function insertGroup(tx: Executor, values: typeof groups.$inferInsert) {
  const [row] = await tx.insert(groups).values(values).returning({ id: groups.id });
  return row!.id;
}

export async function updateGroup(
  tx: Executor,
  groupId: string,
  values: Partial<typeof groups.$inferInsert>,
) {
  if (Object.keys(values).length === 0) return;
  await tx.update(groups).set(values).where(eq(groups.id, groupId));
}

/**
 * The group's posts with an image file not in the private area (a `private:` reference), for a group turning
 * private to re-store.
 */
export async function findPostsWithPublicImages(db: Executor, groupId: string) {
  const result = await db.execute<{ id: string; images: StoredImage[] }>(sql`
    select p.id, p.images from posts p
     where p.timeline_id = ${groupId}::uuid and p.timeline_type = 'group'
       and exists (select 1 from jsonb_array_elements(p.images) i where i->>'url' not like 'private:%')
     order by p.created_at, p.id`);
  return result.rows;
}

/** Sets a post's images if they are still `before` (the post may have gone or changed since it was read). */
export async function replacePostImages(
  db: Executor,
  postId: string,
  before: StoredImage[],
  after: StoredImage[],
) {
  const result = await db.execute(sql`
    update posts set images = ${JSON.stringify(after)}::jsonb
     where id = ${postId}::uuid and images = ${JSON.stringify(before)}::jsonb`);
  return (result.rowCount ?? 0) > 0;
}

/** Deletes the group (its posts, memberships and invitations go with it); answers the images to remove. */
export async function deleteGroup(tx: Executor, groupId: string) {
  const images = await tx.execute<{ images: StoredImage[] }>(sql`
    select images from posts where timeline_id = ${groupId}::uuid and timeline_type = 'group'`);
  const [row] = await tx.delete(groups).where(eq(groups.id, groupId)).returning({ cover: groups.cover });
  if (!row) return undefined;
  return [...(row.cover ? [row.cover] : []), ...images.rows.flatMap((post) => post.images)];
}

export async function lockGroup(tx: Executor, groupId: string) {
  const result = await tx.execute<{ id: string; privacy: GroupPrivacy }>(sql`
    select id, privacy from groups where id = ${groupId}::uuid and suspended_at is null for no key update`);
  return result.rows[0];
}

export type MemberRow = typeof groupMembers.$inferSelect;

export async function findMember(db: Executor, groupId: string, userId: string) {
  const [row] = await db
    .select()
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  return row;
}

/** Writes a person's standing, whatever it was; `since` restarts when the state changes. */
export async function upsertMember(
  tx: Executor,
  values: {
    groupId: string;
    userId: string;
    state: GroupMemberState;
    role?: GroupRole;
    invitedBy?: string | null;
  },
) {
  await tx
    .insert(groupMembers)
    .values({ role: 'member', ...values })
    .onConflictDoUpdate({
      target: [groupMembers.groupId, groupMembers.userId],
      set: {
        state: values.state,
        role: values.role ?? 'member',
        muted: false,
        since: sql`case when ${groupMembers.state} = excluded.state then ${groupMembers.since} else now() end`,
        ...(values.invitedBy !== undefined ? { invitedBy: values.invitedBy } : {}),
      },
    });
}

export async function updateMember(
  tx: Executor,
  groupId: string,
  userId: string,
  values: Partial<Pick<MemberRow, 'role' | 'muted' | 'notify' | 'state'>>,
) {
  const [row] = await tx
    .update(groupMembers)
    .set({ ...values, ...(values.state ? { since: sql`now()` } : {}) })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .returning();
  return row;
}

export async function deleteMember(tx: Executor, groupId: string, userId: string) {
  const [row] = await tx
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .returning();
  return row;
}

export async function countMembers(db: Executor, groupId: string) {
  return db.$count(groupMembers, and(eq(groupMembers.groupId, groupId), eq(groupMembers.state, 'member')));
}

/** Groups the person owns, and the best membership tier among the businesses they belong to. */
export async function findOwnership(db: Executor, userId: string) {
  const result = await db.execute<{ owned: number; tier: string | null }>(sql`
    select (select count(*)::int from group_members where user_id = ${userId}::uuid and role = 'owner') as owned,
           (select max(b.subscription)::text from business_members m join businesses b on b.id = m.business_id
             where m.user_id = ${userId}::uuid) as tier`);
  return result.rows[0]!;
}

export async function countPendingRequests(db: Executor, userId: string) {
  return db.$count(groupMembers, and(eq(groupMembers.userId, userId), eq(groupMembers.state, 'requested')));
}

export async function industryExists(db: Executor, industryId: string) {
  return (await db.$count(schema.industries, eq(schema.industries.id, industryId))) > 0;
}

export type MemberListRow = {
  user_id: string;
  first_name: string;
  last_name: string;
  profile_photo: StoredImage | null;
  job_position: string | null;
  role: GroupRole;
  state: GroupMemberState;
  muted: boolean;
  since: string;
  total: number;
};

/** A page of the people in one state, the owner and admins first, then by name. */
export async function findMembers(
  db: Executor,
  groupId: string,
  state: GroupMemberState,
  page: { skip: number; size: number },
  userId?: string,
) {
  const result = await db.execute<MemberListRow>(sql`
    select m.user_id, u.first_name, u.last_name, u.profile_photo, j.name as job_position, m.role, m.state,
           m.muted, m.since, count(*) over ()::int as total
    from group_members m join users u on u.id = m.user_id
    left join job_positions j on j.job_position_id = u.job_position_id
    where m.group_id = ${groupId}::uuid and m.state = ${state}
      ${userId ? sql`and m.user_id = ${userId}::uuid` : sql``}
    order by case m.role when 'owner' then 0 when 'admin' then 1 else 2 end, u.last_name, u.first_name, m.user_id
    offset ${page.skip} limit ${page.size}`);
  return { rows: result.rows, total: result.rows[0]?.total ?? 0 };
}
