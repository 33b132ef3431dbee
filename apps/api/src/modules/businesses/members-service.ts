import type { BusinessMember } from '@tradeforge/contracts';
import type { Db, Tx } from '@tradeforge/db';
import { AppError, notFound } from '../../lib/app-error';
import * as repository from './repository';
import type { BusinessAccess } from './repository';
import { MANAGERS, type BusinessService } from './service';
import { businessErrors } from './errors';

/**
 * Members of a business. Owners and admins manage members (new ones join by invitation, see
 * `invitations-service.ts`); only owners grant or take away ownership; a business always keeps at least one owner.
 */
export function createMemberService({ db, businesses }: { db: Db; businesses: BusinessService }) {
  function requireOwnerFor(
    actorAccess: BusinessAccess,
    from: BusinessAccess,
    to: BusinessAccess | undefined,
  ) {
    if ((from === 'owner' || to === 'owner') && actorAccess !== 'owner') {
      throw new AppError('Forbidden', businessErrors.text('ownerOnly'));
    }
  }

  /**
   * Runs `change` on a member, under locks on the owners' rows and the member's own row (read again inside the
   * transaction, so two concurrent changes cannot both act on a stale access), and refuses a change that leaves the
   * business without an owner.
   */
  async function changeMember(
    businessId: string,
    memberId: string,
    change: (tx: Tx, current: BusinessAccess) => Promise<unknown>,
  ) {
    await db.transaction(async (tx) => {
      await repository.countOwnersForUpdate(tx, businessId);
      const current = await repository.findAccessForUpdate(tx, businessId, memberId);
      if (!current) throw notFound(businessErrors.text('notMember'));
      await change(tx, current);
      if ((await repository.countOwnersForUpdate(tx, businessId)) === 0) {
        throw new AppError('Conflict', businessErrors.text('lastOwner'));
      }
    });
  }

  /** Members' e-mails are for the people who manage them. */
  async function membersFor(businessId: string, viewerAccess: BusinessAccess): Promise<BusinessMember[]> {
    const members = await repository.findMembers(db, businessId);
    return MANAGERS.includes(viewerAccess) ? members : members.map(({ email: _email, ...member }) => member);
  }

  return {
    async listMembers(userId: string, businessId: string) {
      const { access } = await businesses.requireAccess(businessId, userId, ['owner', 'admin', 'member']);
      return membersFor(businessId, access);
    },

    async changeAccess(userId: string, businessId: string, memberId: string, access: BusinessAccess) {
      const { access: actorAccess } = await businesses.requireAccess(businessId, userId, MANAGERS);
      await changeMember(businessId, memberId, async (tx, current) => {
        requireOwnerFor(actorAccess, current, access);
        await repository.upsertMember(tx, businessId, memberId, access);
      });
      return membersFor(businessId, actorAccess);
    },

    async removeMember(userId: string, businessId: string, memberId: string) {
      // Anyone may leave; removing someone else takes an owner or admin.
      const allowed: BusinessAccess[] = memberId === userId ? ['owner', 'admin', 'member'] : MANAGERS;
      const { access: actorAccess } = await businesses.requireAccess(businessId, userId, allowed);
      await changeMember(businessId, memberId, async (tx, current) => {
        if (memberId !== userId) requireOwnerFor(actorAccess, current, undefined);
        await repository.deleteMember(tx, businessId, memberId);
      });
      return memberId === userId ? [] : membersFor(businessId, actorAccess);
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
