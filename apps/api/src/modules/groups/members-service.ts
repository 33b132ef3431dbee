import type {
  GroupMember,
  GroupMemberState,
  GroupMembersPage,
  GroupMembersQuery,
  GroupRole,
} from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { AppError, notFound } from '../../lib/app-error';
import { notify } from '../notifications';
import { groupErrors } from './errors';
import { isModerator, toMember } from './mapper';
import * as repository from './repository';
import type { GroupService } from './service';

/**
 * The people of a group: its members for those who read it, and for owners and admins also who asked, who is
 * invited and who is banned. Owners and admins approve, remove, ban and mute members; the owner alone changes
 * roles and hands the group over (the old owner stays as an admin). Nobody acts on the owner.
 */
export function createGroupMemberService({ db, groups }: { db: Db; groups: GroupService }) {
  async function memberOf(groupId: string, userId: string, state: GroupMemberState): Promise<GroupMember> {
    const { rows } = await repository.findMembers(db, groupId, state, { skip: 0, size: 1 }, userId);
    if (!rows[0]) throw notFound(groupErrors.text('noSuchMember'));
    return toMember(rows[0]);
  }

  /** The target's row, which a moderator may act on: not the owner, and an admin only by the owner. */
  async function requireTarget(actorRole: GroupRole | null, groupId: string, userId: string) {
    const target = await repository.findMember(db, groupId, userId);
    if (!target) throw notFound(groupErrors.text('noSuchMember'));
    if (target.role === 'owner' && target.state === 'member')
      throw new AppError('Forbidden', groupErrors.text('ownerTarget'));
    if (target.role === 'admin' && target.state === 'member' && actorRole !== 'owner')
      throw new AppError('Forbidden', groupErrors.text('ownerOnly'));
    return target;
  }

  return {
    async listMembers(
      groupId: string,
      viewerId: string | undefined,
      query: GroupMembersQuery,
    ): Promise<GroupMembersPage> {
      const row = await groups.requireReader(groupId, viewerId);
      const state = query.state ?? 'member';
      if (state !== 'member' && !isModerator(row))
        throw new AppError('Forbidden', groupErrors.text('moderatorsOnly'));
      const { rows, total } = await repository.findMembers(db, groupId, state, query);
      return { members: rows.map(toMember), total };
    },

    /** A request to join becomes a membership, and the requester hears of it. */
    async approve(actorId: string, groupId: string, userId: string): Promise<GroupMember> {
      await groups.requireModerator(groupId, actorId);
      await db.transaction(async (tx) => {
        await repository.lockGroup(tx, groupId);
        const target = await repository.findMember(tx, groupId, userId);
        if (target?.state !== 'requested') throw notFound(groupErrors.text('noSuchMember'));
        await repository.updateMember(tx, groupId, userId, { state: 'member' });
        await notify(tx, {
          kind: 'group',
          object: { type: 'group', id: groupId },
          actor: { userId: actorId },
          recipients: [userId],
          extra: { event: 'approved' },
        });
      });
      return memberOf(groupId, userId, 'member');
    },

    /**
     * Removes a member, refuses a request or withdraws an invitation; `ban` keeps them out for good. Removing a
     * banned person without `ban` lifts the ban. Their feed loses the group's posts in the same statement.
     */
    async remove(actorId: string, groupId: string, userId: string, ban = false) {
      const actor = await groups.requireModerator(groupId, actorId);
      await requireTarget(actor.viewer_role, groupId, userId);
      await db.transaction(async (tx) => {
        await repository.lockGroup(tx, groupId);
        if (ban) await repository.upsertMember(tx, { groupId, userId, state: 'banned' });
        else await repository.deleteMember(tx, groupId, userId);
      });
    },

    /** The owner makes a member an admin or a member again, or hands the group over (`owner`). */
    async setRole(actorId: string, groupId: string, userId: string, role: GroupRole): Promise<GroupMember> {
      const actor = await groups.requireGroup(groupId, actorId);
      if (actor.viewer_state !== 'member' || actor.viewer_role !== 'owner')
        throw new AppError('Forbidden', groupErrors.text('ownerOnly'));
      if (userId === actorId) throw new AppError('Forbidden', groupErrors.text('ownerTarget'));
      await db.transaction(async (tx) => {
        await repository.lockGroup(tx, groupId);
        const target = await repository.findMember(tx, groupId, userId);
        if (target?.state !== 'member') throw notFound(groupErrors.text('noSuchMember'));
        if (role === 'owner') {
          // The old owner steps down first: the index keeps one owner per group.
          await repository.updateMember(tx, groupId, actorId, { role: 'admin' });
          await repository.updateMember(tx, groupId, userId, { role: 'owner', muted: false });
        } else await repository.updateMember(tx, groupId, userId, { role });
      });
      return memberOf(groupId, userId, 'member');
    },

    /** A muted member reads the group but does not post in it. */
    async mute(actorId: string, groupId: string, userId: string, muted: boolean): Promise<GroupMember> {
      const actor = await groups.requireModerator(groupId, actorId);
      const target = await requireTarget(actor.viewer_role, groupId, userId);
      if (target.state !== 'member') throw notFound(groupErrors.text('noSuchMember'));
      await repository.updateMember(db, groupId, userId, { muted });
      return memberOf(groupId, userId, 'member');
    },
  };
}

export type GroupMemberService = ReturnType<typeof createGroupMemberService>;
