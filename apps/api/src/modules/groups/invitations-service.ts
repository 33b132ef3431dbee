import { createHash, randomBytes } from 'node:crypto';
import { GROUP_LIMITS, type GroupInviteBody, type GroupInviteResult } from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { localeFromPreference } from '@tradeforge/i18n';
import type { Mailer } from '@tradeforge/mail';
import { AppError, notFound } from '../../lib/app-error';
import { siteLink } from '../../lib/mail-locale';
import { notifyAll } from '../notifications';
import { groupErrors } from './errors';
import { groupInvitationMessages } from './invitation-messages';
import * as invitations from './invitation-repository';
import * as repository from './repository';
import type { GroupService } from './service';

export interface GroupInvitationDeps {
  db: Db;
  groups: GroupService;
  mailer: Mailer;
  siteName: string;
  /** The web app's origin, for the link in the mail. */
  webOrigin: string;
  /** Whether mail leaves the site; without it the inviter is given the links to pass on. */
  sendsMail: boolean;
  /** Throws unless the user owns or administers the business. */
  requireBusinessManager: (businessId: string, userId: string) => Promise<unknown>;
}

const DAY_MS = 24 * 60 * 60_000;
const createToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Owners and admins invite people by account (they accept or refuse on the group's page), by e-mail (a link whose
 * secret only the account with that address can use, as business invitations: docs/decisions/0083), and add the
 * members of a business they manage at once. The answer is the same whether or not an address has an account.
 */
export function createGroupInvitationService(deps: GroupInvitationDeps) {
  const { db } = deps;

  return {
    async invite(actorId: string, groupId: string, body: GroupInviteBody): Promise<GroupInviteResult> {
      const group = await deps.groups.requireModerator(groupId, actorId);
      const userIds = [...new Set(body.userIDs ?? [])].filter((id) => id !== actorId);
      const emails = [...new Set((body.emails ?? []).map((email) => email.trim().toLowerCase()))];
      if (userIds.length + emails.length > 0) {
        const sent = await invitations.countSentToday(db, actorId);
        if (sent + userIds.length + emails.length > GROUP_LIMITS.invitesPerDay)
          throw new AppError('TooManyRequests', groupErrors.text('tooManyInvitations'));
      }
      if (body.businessID) {
        try {
          await deps.requireBusinessManager(body.businessID, actorId);
        } catch {
          throw new AppError('Forbidden', groupErrors.text('notBusinessManager'));
        }
      }
      const inviter = (await invitations.findAccount(db, actorId))!;
      const who = `${inviter.first_name} ${inviter.last_name}`;
      const languages = emails.length > 0 ? await invitations.findLanguagesByEmail(db, emails) : new Map();
      const tokens = new Map<string, string>();
      const { invited, added } = await db.transaction(async (tx) => {
        await repository.lockGroup(tx, groupId);
        let invitedPeople = 0;
        const accounts = userIds.length > 0 ? await invitations.findUsers(tx, userIds) : [];
        const notified: string[] = [];
        for (const userId of accounts) {
          const standing = await repository.findMember(tx, groupId, userId);
          if (standing) continue;
          await repository.upsertMember(tx, { groupId, userId, state: 'invited', invitedBy: actorId });
          notified.push(userId);
          invitedPeople += 1;
        }
        await notifyAll(tx, [
          {
            kind: 'group',
            object: { type: 'group', id: groupId },
            actor: { userId: actorId },
            recipients: notified,
            extra: { event: 'invited' },
          },
        ]);
        for (const email of emails) {
          const token = createToken();
          await invitations.upsertInvitation(tx, {
            groupId,
            email,
            invitedBy: actorId,
            tokenHash: hashToken(token),
            expiresAt: new Date(Date.now() + GROUP_LIMITS.invitationValidDays * DAY_MS),
          });
          tokens.set(email, token);
        }
        const addedMembers = body.businessID
          ? await invitations.addBusinessMembers(tx, groupId, body.businessID, actorId)
          : 0;
        return { invited: invitedPeople + emails.length, added: addedMembers };
      });
      const links: GroupInviteResult['links'] = [];
      for (const [email, token] of tokens) {
        // The web app's group page takes the link's token and accepts with it.
        const path = `/group/${groupId}?${new URLSearchParams({ token })}`;
        const locale = localeFromPreference(languages.get(email));
        const t = groupInvitationMessages.in(locale);
        await deps.mailer.send({
          to: email,
          kind: 'group-invitation',
          subject: t('subject', { who, group: group.name, siteName: deps.siteName }),
          text: t('text', {
            who,
            group: group.name,
            siteName: deps.siteName,
            link: siteLink(deps.webOrigin, locale, path),
            days: GROUP_LIMITS.invitationValidDays,
          }),
          metadata: { groupId },
          sensitive: true,
        });
        if (!deps.sendsMail) links.push({ email, url: `${deps.webOrigin}${path}` });
      }
      return { invited, added, links };
    },

    /**
     * Accepts an invitation: one by account waiting on the group, or with the e-mailed link's token, which only
     * the account with the invited address can use (logged in, verified where the site verifies addresses).
     */
    async accept(userId: string, groupId: string, token?: string) {
      await deps.groups.requireGroup(groupId, userId);
      const me = (await invitations.findAccount(db, userId))!;
      return db.transaction(async (tx) => {
        await repository.lockGroup(tx, groupId);
        const standing = await repository.findMember(tx, groupId, userId);
        if (standing?.state === 'banned') throw new AppError('Forbidden', groupErrors.text('banned'));
        if (standing?.state === 'member') return { state: 'member' as const };
        if (token) {
          const accepted = await invitations.acceptInvitation(tx, groupId, me.email, hashToken(token));
          if (!accepted) throw notFound(groupErrors.text('linkInvalid'));
          await repository.upsertMember(tx, {
            groupId,
            userId,
            state: 'member',
            invitedBy: accepted.invited_by,
          });
          return { state: 'member' as const };
        }
        if (standing?.state !== 'invited') throw notFound(groupErrors.text('linkInvalid'));
        await repository.updateMember(tx, groupId, userId, { state: 'member' });
        return { state: 'member' as const };
      });
    },

    /** An invited person declines (by account, and the e-mailed invitations to their address). */
    async declineMailed(userId: string, groupId: string) {
      const me = await invitations.findAccount(db, userId);
      return me ? invitations.declineInvitations(db, groupId, me.email) : 0;
    },
  };
}

export type GroupInvitationService = ReturnType<typeof createGroupInvitationService>;
