import {
  INVITATION_LIMITS,
  INVITATION_SENT_MESSAGE,
  type InvitationSent,
  type ReceivedInvitation,
} from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import type { Mailer } from '@tradeforge/mail';
import { AppError, notFound } from '../../lib/app-error';
import * as invitations from './invitation-repository';
import * as repository from './repository';
import type { BusinessAccess } from './repository';
import { MANAGERS, type BusinessService } from './service';

export interface InvitationDeps {
  db: Db;
  businesses: BusinessService;
  mailer: Mailer;
  siteName: string;
  /** The web app's origin, for the link in the mail. */
  webOrigin: string;
}

const DAY_MS = 24 * 60 * 60_000;
const ACCESS_NAMES: Record<BusinessAccess, string> = {
  owner: 'an owner',
  admin: 'an admin',
  member: 'a member',
};

/**
 * Joining a business takes the invitee's consent: owners and admins invite an e-mail address, the invitee accepts
 * or declines in the app. The answer to the inviter is the same whether or not the address has an account, so the
 * form cannot be used to find out who is registered.
 */
export function createInvitationService({ db, businesses, mailer, siteName, webOrigin }: InvitationDeps) {
  async function pendingOf(businessId: string) {
    return (await invitations.findPendingOfBusiness(db, businessId)).map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    }));
  }

  async function checkRate(businessId: string, userId: string) {
    const counts = await invitations.countRecentInvitations(
      db,
      businessId,
      userId,
      new Date(Date.now() - DAY_MS),
    );
    if (
      counts.by_business >= INVITATION_LIMITS.perBusinessPerDay ||
      counts.by_user >= INVITATION_LIMITS.perInviterPerDay
    )
      throw new AppError('TooManyRequests', 'Too many invitations today; please try again tomorrow.');
  }

  async function mailInvitation(
    email: string,
    businessId: string,
    inviterId: string,
    access: BusinessAccess,
  ) {
    const [company, inviter] = await Promise.all([
      invitations.findCompanyName(db, businessId),
      invitations.findUserEmail(db, inviterId),
    ]);
    const who = inviter ? `${inviter.firstName} ${inviter.lastName}` : 'A member';
    await mailer.send({
      to: email,
      kind: 'business-invitation',
      subject: `${who} invited you to join ${company} on ${siteName}`,
      text: [
        `${who} invited you to join ${company} on ${siteName} as ${ACCESS_NAMES[access]}.`,
        `To accept or decline, log in (or register with this e-mail address) and open My Business: ${webOrigin}/my-business`,
        `The invitation expires in ${INVITATION_LIMITS.validDays} days. If you did not expect it, ignore this mail.`,
      ].join('\n\n'),
      metadata: { businessId },
    });
  }

  return {
    async invite(
      userId: string,
      businessId: string,
      email: string,
      access: BusinessAccess,
    ): Promise<InvitationSent> {
      const { access: actorAccess } = await businesses.requireAccess(businessId, userId, MANAGERS);
      if (access === 'owner' && actorAccess !== 'owner')
        throw new AppError('Forbidden', 'Only an owner can grant or remove owner access.');
      const address = email.trim().toLowerCase();
      const existing = await repository.findUserByEmail(db, address);
      if (existing && (await repository.findAccess(db, businessId, existing.id)))
        throw new AppError('Conflict', 'That user is already a member of this business.');
      await checkRate(businessId, userId);
      const expiresAt = new Date(Date.now() + INVITATION_LIMITS.validDays * DAY_MS);
      await invitations.insertInvitation(db, {
        businessId,
        email: address,
        access,
        invitedBy: userId,
        expiresAt,
      });
      await mailInvitation(address, businessId, userId, access);
      return { message: INVITATION_SENT_MESSAGE, invitations: await pendingOf(businessId) };
    },

    async listPending(userId: string, businessId: string) {
      await businesses.requireAccess(businessId, userId, MANAGERS);
      return pendingOf(businessId);
    },

    async revoke(userId: string, businessId: string, invitationId: string) {
      await businesses.requireAccess(businessId, userId, MANAGERS);
      const answered = await invitations.answerInvitation(db, invitationId, 'revoked', { businessId });
      if (!answered) throw notFound('This invitation does not exist or was already answered.');
      return pendingOf(businessId);
    },

    async listMine(userId: string): Promise<ReceivedInvitation[]> {
      const me = await invitations.findUserEmail(db, userId);
      if (!me) return [];
      return (await invitations.findPendingForEmail(db, me.email)).map((row) => ({
        invitationID: row.invitationID,
        businessID: row.businessID,
        companyName: row.companyName,
        profilePhoto: row.profilePhoto,
        access: row.access,
        invitedBy: row.inviterFirstName ? `${row.inviterFirstName} ${row.inviterLastName}` : null,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /** Accepts an invitation addressed to the e-mail of the caller's account: they join with its access. */
    async accept(userId: string, invitationId: string) {
      const me = await invitations.findUserEmail(db, userId);
      return db.transaction(async (tx) => {
        const answered = me && (await invitations.answerInvitation(tx, invitationId, 'accepted', me));
        if (!answered) throw notFound('This invitation does not exist, has expired or was already answered.');
        await repository.insertMemberIfAbsent(tx, answered.businessId, userId, answered.access);
        return { businessID: answered.businessId };
      });
    },

    async decline(userId: string, invitationId: string) {
      const me = await invitations.findUserEmail(db, userId);
      const answered = me && (await invitations.answerInvitation(db, invitationId, 'declined', me));
      if (!answered) throw notFound('This invitation does not exist, has expired or was already answered.');
      return { businessID: answered.businessId };
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
