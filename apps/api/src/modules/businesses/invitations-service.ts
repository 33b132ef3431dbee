import { createHash, randomBytes } from 'node:crypto';
import {
  INVITATION_LIMITS,
  INVITATION_LINK_MESSAGE,
  INVITATION_SENT_MESSAGE,
  type InvitationSent,
  type ReceivedInvitation,
  type SiteLocale,
} from '@tradeforge/contracts';
import { appendAudit, type Db } from '@tradeforge/db';
import { localeFromPreference } from '@tradeforge/i18n';
import type { Mailer } from '@tradeforge/mail';
import { AppError, notFound } from '../../lib/app-error';
import { siteLink } from '../../lib/mail-locale';
import { invitationMessages } from './invitation-messages';
import * as invitations from './invitation-repository';
import * as repository from './repository';
import type { BusinessAccess } from './repository';
import { MANAGERS, type BusinessService } from './service';
import { businessErrors } from './errors';

export interface InvitationDeps {
  db: Db;
  businesses: BusinessService;
  mailer: Mailer;
  siteName: string;
  /** The web app's origin, for the link in the mail. */
  webOrigin: string;
  /** Whether mail leaves the site (`SMTP_URL`); without it the inviter is given the link to pass on. */
  sendsMail: boolean;
}

const DAY_MS = 24 * 60 * 60_000;

/** The link's secret: 256 bits, URL-safe. Only its SHA-256 is stored, so a leaked table accepts nothing. */
const createToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Joining a business takes the invitee's consent and proof of their address: owners and admins invite an e-mail
 * address, and the invitee accepts with the single-use link of the invitation's mail (on a site that sends no mail,
 * the inviter is given the link to pass on), logged in with that address, verified when the site verifies
 * addresses (the route's `requireVerifiedUser`). Registering the address is not enough (issue 46). An invitation
 * as owner is audited when sent and when accepted, and is accepted only while its inviter is still an owner. The
 * answer to the inviter is the same whether or not the address has an account, so the form cannot be used to find
 * out who is registered.
 */
export function createInvitationService({
  db,
  businesses,
  mailer,
  siteName,
  webOrigin,
  sendsMail,
}: InvitationDeps) {
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
      throw new AppError('TooManyRequests', businessErrors.text('tooManyInvitations'));
  }

  /**
   * In the language of the account the address belongs to; an address without one gets English, as the web app's
   * calls carry no site language (the page's language lives in its URL).
   */
  async function mailInvitation(
    to: { email: string; locale: SiteLocale },
    businessId: string,
    inviter: { firstName: string; lastName: string },
    access: BusinessAccess,
    path: string,
  ) {
    const company = await invitations.findCompanyName(db, businessId);
    const who = `${inviter.firstName} ${inviter.lastName}`;
    const t = invitationMessages.in(to.locale);
    await mailer.send({
      to: to.email,
      kind: 'business-invitation',
      subject: t('subject', { who, company, siteName }),
      text: t('text', {
        who,
        company,
        siteName,
        access,
        link: siteLink(webOrigin, to.locale, path),
        days: INVITATION_LIMITS.validDays,
      }),
      metadata: { businessId },
      sensitive: true,
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
        throw new AppError('Forbidden', businessErrors.text('ownerOnly'));
      const address = email.trim().toLowerCase();
      const existing = await repository.findUserByEmail(db, address);
      if (existing && (await repository.findAccess(db, businessId, existing.id)))
        throw new AppError('Conflict', businessErrors.text('alreadyMember'));
      await checkRate(businessId, userId);
      const inviter = (await invitations.findUserEmail(db, userId))!;
      const token = createToken();
      const expiresAt = new Date(Date.now() + INVITATION_LIMITS.validDays * DAY_MS);
      const invitationId = await db.transaction(async (tx) => {
        const id = await invitations.insertInvitation(tx, {
          businessId,
          email: address,
          access,
          invitedBy: userId,
          tokenHash: hashToken(token),
          expiresAt,
        });
        if (access === 'owner')
          await appendAudit(
            tx,
            { id: userId, email: inviter.email },
            {
              action: 'business.invite-owner',
              objectType: 'business',
              objectId: businessId,
              after: { invitationId: id, email: address, access },
            },
          );
        return id;
      });
      // The web app's `paths.businessInvitation`. The inviter's copy is never localized: its language would tell
      // them the address has an account.
      const path = `/business-invitation/${invitationId}?${new URLSearchParams({ token })}`;
      const link = `${webOrigin}${path}`;
      const to = { email: address, locale: localeFromPreference(existing?.language) };
      await mailInvitation(to, businessId, inviter, access, path);
      const pending = await pendingOf(businessId);
      return sendsMail
        ? { message: INVITATION_SENT_MESSAGE, invitations: pending }
        : { message: INVITATION_LINK_MESSAGE, link, invitations: pending };
    },

    async listPending(userId: string, businessId: string) {
      await businesses.requireAccess(businessId, userId, MANAGERS);
      return pendingOf(businessId);
    },

    async revoke(userId: string, businessId: string, invitationId: string) {
      await businesses.requireAccess(businessId, userId, MANAGERS);
      const answered = await invitations.answerInvitation(db, invitationId, {
        status: 'revoked',
        businessId,
      });
      if (!answered) throw notFound(businessErrors.text('invitationGone'));
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

    /**
     * Accepts an invitation addressed to the e-mail of the caller's account, with the token of its link: they join
     * with its access. Ownership is granted as `members-service.ts` grants it: by an owner, so an invitation as
     * owner fails once its inviter is no longer one.
     */
    async accept(userId: string, invitationId: string, token: string) {
      const me = await invitations.findUserEmail(db, userId);
      return db.transaction(async (tx) => {
        const answered =
          me &&
          (await invitations.answerInvitation(tx, invitationId, {
            status: 'accepted',
            email: me.email,
            tokenHash: hashToken(token),
          }));
        if (!answered) throw notFound(businessErrors.text('linkInvalid'));
        const { businessId, access, invitedBy } = answered;
        if (access === 'owner') {
          // The owners' rows are locked first, as a change of access locks them, so the inviter's stays as read.
          await repository.countOwnersForUpdate(tx, businessId);
          if (!invitedBy || (await repository.findAccess(tx, businessId, invitedBy)) !== 'owner')
            throw new AppError('Forbidden', businessErrors.text('inviterNoLongerOwner'));
          await appendAudit(
            tx,
            { id: userId, email: me.email },
            {
              action: 'business.accept-owner',
              objectType: 'business',
              objectId: businessId,
              after: { invitationId, userId, access, invitedBy },
            },
          );
        }
        await repository.insertMemberIfAbsent(tx, businessId, userId, access);
        return { businessID: businessId };
      });
    },

    /** Declining needs no link: it only ends the invitation, for the account the address belongs to. */
    async decline(userId: string, invitationId: string) {
      const me = await invitations.findUserEmail(db, userId);
      const answered =
        me && (await invitations.answerInvitation(db, invitationId, { status: 'declined', email: me.email }));
      if (!answered) throw notFound(businessErrors.text('invitationExpired'));
      return { businessID: answered.businessId };
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
