import type { Db } from '@tradeforge/db';
import { AppError, notFound } from '../../lib/app-error';
import * as repository from './repository';
import type { BusinessAccess } from './repository';
import { MANAGERS, type BusinessService } from './service';

/**
 * Members of a business. Owners and admins manage members; only owners grant or take away ownership; a business
 * always keeps at least one owner.
 */
export function createMemberService({ db, businesses }: { db: Db; businesses: BusinessService }) {
  async function requireOwnerFor(
    actorAccess: BusinessAccess,
    from: BusinessAccess | undefined,
    to: BusinessAccess | undefined,
  ) {
    if ((from === 'owner' || to === 'owner') && actorAccess !== 'owner') {
      throw new AppError('Forbidden', 'Only an owner can grant or remove owner access.');
    }
  }

  /** Runs `change` and then refuses it if it left the business without an owner. */
  async function keepingAnOwner(
    businessId: string,
    change: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<unknown>,
  ) {
    await db.transaction(async (tx) => {
      await repository.countOwnersForUpdate(tx, businessId);
      await change(tx);
      if ((await repository.countOwnersForUpdate(tx, businessId)) === 0) {
        throw new AppError(
          'Conflict',
          'A business must keep at least one owner. Make someone else owner first.',
        );
      }
    });
  }

  return {
    async listMembers(userId: string, businessId: string) {
      await businesses.requireAccess(businessId, userId, ['owner', 'admin', 'member']);
      return repository.findMembers(db, businessId);
    },

    async addMember(userId: string, businessId: string, email: string, access: BusinessAccess) {
      const { access: actorAccess } = await businesses.requireAccess(businessId, userId, MANAGERS);
      await requireOwnerFor(actorAccess, undefined, access);
      const user = await repository.findUserByEmail(db, email.trim());
      if (!user) throw notFound('No registered user has that e-mail. Ask them to register first.');
      if (await repository.findAccess(db, businessId, user.id)) {
        throw new AppError('Conflict', 'That user is already a member of this business.');
      }
      await repository.upsertMember(db, businessId, user.id, access);
      return repository.findMembers(db, businessId);
    },

    async changeAccess(userId: string, businessId: string, memberId: string, access: BusinessAccess) {
      const { access: actorAccess } = await businesses.requireAccess(businessId, userId, MANAGERS);
      const current = await repository.findAccess(db, businessId, memberId);
      if (!current) throw notFound('That user is not a member of this business.');
      await requireOwnerFor(actorAccess, current, access);
      await keepingAnOwner(businessId, (tx) => repository.upsertMember(tx, businessId, memberId, access));
      return repository.findMembers(db, businessId);
    },

    async removeMember(userId: string, businessId: string, memberId: string) {
      // Anyone may leave; removing someone else takes an owner or admin.
      const allowed: BusinessAccess[] = memberId === userId ? ['owner', 'admin', 'member'] : MANAGERS;
      const { access: actorAccess } = await businesses.requireAccess(businessId, userId, allowed);
      const current = await repository.findAccess(db, businessId, memberId);
      if (!current) throw notFound('That user is not a member of this business.');
      if (memberId !== userId) await requireOwnerFor(actorAccess, current, undefined);
      await keepingAnOwner(businessId, (tx) => repository.deleteMember(tx, businessId, memberId));
      return repository.findMembers(db, businessId);
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
