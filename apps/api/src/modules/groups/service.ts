import { sql } from 'drizzle-orm';
import {
  GROUP_LIMITS,
  isQueryFlagOn,
  MEMBERSHIP_PLANS,
  type CreateGroupBody,
  type Group,
  type GroupList,
  type GroupsQuery,
  type JoinGroupResult,
  type UpdateGroupBody,
} from '@tradeforge/contracts';
import type { Db, Executor, schema } from '@tradeforge/db';
import { AppError, notFound } from '../../lib/app-error';
import { requiredText } from '../../lib/text';
import { notify } from '../notifications';
import { groupErrors } from './errors';
import { isModerator, toCard, toGroup } from './mapper';
import * as repository from './repository';
import type { GroupRow } from './repository';
import { createGroupWrites } from './writes';

type StoredImage = NonNullable<typeof schema.users.$inferSelect.profilePhoto>;

export interface GroupServiceDependencies {
  db: Db;
  /** Checks, re-encodes and stores the image of an upload token the user uploaded. */
  resolveImage: (token: string, userId: string) => Promise<StoredImage>;
  deleteImages: (images: StoredImage[]) => Promise<void>;
  /** Copies an image's public files to the private area; answers the record naming the copies. */
  storePrivately: (image: StoredImage) => Promise<StoredImage>;
}

const gone = () => notFound(groupErrors.text('gone'));

/**
 * Whether the viewer sees the group at all: a suspended group is gone for everyone, a hidden one for all but its
 * owners and admins.
 */
const isVisible = (row: GroupRow) => !row.suspended_at && (!row.hidden_at || isModerator(row));

/** Groups: their pages and lists, joining, leaving, and the viewer's settings (issue 49). */
export function createGroupService(deps: GroupServiceDependencies) {
  const { db } = deps;
  const { writeGroupChanges } = createGroupWrites(deps);

  async function requireGroup(groupId: string, viewerId: string | undefined) {
    const row = await repository.findGroup(db, groupId, viewerId);
    if (!row || !isVisible(row)) throw gone();
    return row;
  }

  async function requireModerator(groupId: string, userId: string) {
    const row = await requireGroup(groupId, userId);
    if (!isModerator(row)) throw new AppError('Forbidden', groupErrors.text('moderatorsOnly'));
    return row;
  }

  /** A group the viewer reads (its posts and members): 404 for a private group's outsiders, as for a hidden post. */
  async function requireReader(groupId: string, viewerId: string | undefined) {
    const row = await requireGroup(groupId, viewerId);
    if (!row.can_read) throw gone();
    return row;
  }

  async function checkIndustry(industryId: string | null | undefined) {
    if (industryId && !(await repository.industryExists(db, industryId)))
      throw new AppError('ValidationError', groupErrors.text('industry'));
  }

  /** A person owns as many groups as the best tier among their businesses allows (Standard without one). */
  async function checkOwnedLimit(tx: Executor, userId: string) {
    // One owner's creations in turn, so two at once cannot both pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('groups_owned'), hashtext(${userId}))`);
    const { owned, tier } = await repository.findOwnership(tx, userId);
    const plan = MEMBERSHIP_PLANS.find((candidate) => candidate.type === (tier ?? 'standard'))!;
    if (owned >= plan.groupsOwned)
      throw new AppError('Conflict', groupErrors.text('limit', { owned, tier: plan.label }));
  }

  return {
    requireGroup,
    requireModerator,
    requireReader,

    async getGroup(groupId: string, viewerId?: string): Promise<Group> {
      return toGroup(await requireGroup(groupId, viewerId));
    },

    async createGroup(userId: string, body: CreateGroupBody): Promise<Group> {
      const name = requiredText('name', body.name);
      const description = requiredText('description', body.description);
      await checkIndustry(body.industryId);
      const cover = body.cover ? await deps.resolveImage(body.cover, userId) : null;
      try {
        const id = await db.transaction(async (tx) => {
          await checkOwnedLimit(tx, userId);
          const groupId = await repository.insertGroup(tx, {
            name,
            description,
            privacy: body.privacy,
            industryId: body.industryId || null,
            rules: body.rules?.trim() || null,
            cover,
            createdBy: userId,
          });
          await repository.upsertMember(tx, { groupId, userId, state: 'member', role: 'owner' });
          return groupId;
        });
        return toGroup((await repository.findGroup(db, id, userId))!);
      } catch (error) {
        if (cover) await deps.deleteImages([cover]);
        throw error;
      }
    },

    /**
     * Owners and admins change what they send; a new cover replaces the old one, '' or `null` removes it (the old
     * one's files go). A group made private keeps no post picture public.
     */
    async updateGroup(userId: string, groupId: string, body: UpdateGroupBody): Promise<Group> {
      const before = await requireModerator(groupId, userId);
      await checkIndustry(body.industryId);
      const values = {
        ...(body.name !== undefined ? { name: requiredText('name', body.name) } : {}),
        ...(body.description !== undefined
          ? { description: requiredText('description', body.description) }
          : {}),
        ...(body.privacy !== undefined ? { privacy: body.privacy } : {}),
        ...(body.industryId !== undefined ? { industryId: body.industryId || null } : {}),
        ...(body.rules !== undefined ? { rules: body.rules?.trim() || null } : {}),
      };
      const cover =
        body.cover === undefined
          ? undefined
          : body.cover
            ? await deps.resolveImage(body.cover, userId)
            : null;
      try {
        await writeGroupChanges(
          groupId,
          { ...values, ...(cover !== undefined ? { cover } : {}) },
          before.privacy === 'open',
        );
      } catch (error) {
        if (cover) await deps.deleteImages([cover]);
        throw error;
      }
      if (cover !== undefined && before.cover) await deps.deleteImages([before.cover]);
      return toGroup((await repository.findGroup(db, groupId, userId))!);
    },

    /** The owner deletes the group with its posts (and their likes and comments), members and invitations. */
    async deleteGroup(userId: string, groupId: string) {
      const row = await requireGroup(groupId, userId);
      if (row.viewer_state !== 'member' || row.viewer_role !== 'owner')
        throw new AppError('Forbidden', groupErrors.text('ownerOnly'));
      const images = await db.transaction((tx) => repository.deleteGroup(tx, groupId));
      if (images) await deps.deleteImages(images);
    },

    async listGroups(viewerId: string | undefined, query: GroupsQuery): Promise<GroupList> {
      const page = { skip: query.skip, size: query.size };
      const viewer = viewerId ? sql`${viewerId}::uuid` : sql`null::uuid`;
      const text = query.q?.trim();
      let filter = sql`true`;
      let order = sql`created_at desc, id`;
      if (isQueryFlagOn(query.mine)) {
        filter = sql`v.state in ('member', 'requested', 'invited')`;
        order = sql`case viewer_state when 'invited' then 0 when 'requested' then 1 else 2 end, name, id`;
      } else if (isQueryFlagOn(query.suggested)) {
        // Groups of the industries of the viewer's businesses and of the businesses they follow, not yet theirs.
        filter = sql`v.state is null and g.industry_id in (
          select b.industry_id from businesses b join business_members m on m.business_id = b.id
           where m.user_id = ${viewer}
          union select b.industry_id from businesses b join follows f on f.business_id = b.id where f.user_id = ${viewer})`;
        order = sql`member_count desc, created_at desc, id`;
      }
      if (text) {
        const matches = sql`g.search_vector @@ websearch_to_tsquery('english'::regconfig, fold_search_text(${text}))`;
        filter = sql`${filter} and ${matches}`;
        if (!isQueryFlagOn(query.mine) && !isQueryFlagOn(query.suggested))
          order = sql`member_count desc, created_at desc, id`;
      }
      const { rows, total } = await repository.findGroupPage(db, viewerId, filter, order, page);
      return { groups: rows.map(toCard), total };
    },

    /**
     * Joins an open group at once, asks to join a private one (its owners and admins hear of it), or accepts an
     * invitation waiting for the viewer. A banned person can do neither.
     */
    async joinGroup(userId: string, groupId: string): Promise<JoinGroupResult> {
      await requireGroup(groupId, userId);
      return db.transaction(async (tx) => {
        const group = await repository.lockGroup(tx, groupId);
        if (!group) throw gone();
        const standing = await repository.findMember(tx, groupId, userId);
        if (standing?.state === 'banned') throw new AppError('Forbidden', groupErrors.text('banned'));
        if (standing?.state === 'member' || standing?.state === 'requested') return { state: standing.state };
        if (group.privacy === 'open' || standing?.state === 'invited') {
          await repository.upsertMember(tx, { groupId, userId, state: 'member' });
          return { state: 'member' as const };
        }
        if ((await repository.countPendingRequests(tx, userId)) >= GROUP_LIMITS.pendingRequestsMax)
          throw new AppError(
            'TooManyRequests',
            groupErrors.text('tooManyRequests', { max: GROUP_LIMITS.pendingRequestsMax }),
          );
        await repository.upsertMember(tx, { groupId, userId, state: 'requested' });
        await notify(tx, {
          kind: 'group',
          object: { type: 'group', id: groupId },
          actor: { userId },
          extra: { event: 'requested' },
        });
        return { state: 'requested' as const };
      });
    },

    /** A member leaves; the owner hands the group over first, unless they are its last member (it goes then). */
    async leaveGroup(userId: string, groupId: string) {
      await requireGroup(groupId, userId);
      const images = await db.transaction(async (tx) => {
        await repository.lockGroup(tx, groupId);
        const standing = await repository.findMember(tx, groupId, userId);
        if (standing?.state !== 'member') throw new AppError('Conflict', groupErrors.text('notMember'));
        if (standing.role === 'owner') {
          if ((await repository.countMembers(tx, groupId)) > 1)
            throw new AppError('Conflict', groupErrors.text('handOver'));
          return repository.deleteGroup(tx, groupId);
        }
        await repository.deleteMember(tx, groupId, userId);
        return undefined;
      });
      if (images) await deps.deleteImages(images);
    },

    /** An invited person declines, or a person who asked to join takes the request back. */
    async refuse(userId: string, groupId: string) {
      const standing = await repository.findMember(db, groupId, userId);
      if (standing?.state !== 'invited' && standing?.state !== 'requested')
        throw notFound(groupErrors.text('nothingToRefuse'));
      await db.execute(sql`delete from group_members where group_id = ${groupId}::uuid
        and user_id = ${userId}::uuid and state in ('invited', 'requested')`);
    },

    async setNotify(userId: string, groupId: string, value: 'all' | 'highlights' | 'off') {
      const row = await repository.findMember(db, groupId, userId);
      if (row?.state !== 'member') throw new AppError('Forbidden', groupErrors.text('notMember'));
      await repository.updateMember(db, groupId, userId, { notify: value });
      return { notify: value };
    },

    /**
     * For the posts module: a member who is not muted posts (owners and admins always); answers the group's
     * privacy, which decides where the post's images are stored.
     */
    async requirePoster(groupId: string, userId: string) {
      const row = await requireReader(groupId, userId);
      if (row.viewer_state !== 'member') throw new AppError('Forbidden', groupErrors.text('notMember'));
      if (row.viewer_muted && !isModerator(row)) throw new AppError('Forbidden', groupErrors.text('muted'));
      return { privacy: row.privacy };
    },
  };
}

export type GroupService = ReturnType<typeof createGroupService>;
