import type { AccountDeletionPreview } from '@tradeforge/contracts';
import { schema, type Db } from '@tradeforge/db';
import { localeFromPreference } from '@tradeforge/i18n';
import type { Mailer } from '@tradeforge/mail';
import { eq } from 'drizzle-orm';
import { AppError, notFound } from '../../lib/app-error';
import type { DataExportService } from './exports';
import { accountDeletedMail, type DataRightsMailContext } from './mails';
import * as repository from './repository';
import { dataRightsErrors } from './errors';

export interface AccountDeletionDeps {
  db: Db;
  /** The businesses module's own deletion path: products, posts, files, search entries, as when an owner deletes. */
  deleteBusiness: (userId: string, businessId: string) => Promise<void>;
  deleteImages: (images: schema.StoredImage[]) => Promise<void>;
  exports: DataExportService;
  mailer: Mailer | undefined;
  mail: DataRightsMailContext;
}

/**
 * "Delete my account" (issue 19). The account service confirms the password (and second factor) and hands out a
 * grant; this spends it and deletes: first the businesses where the user is the only owner, through the
 * businesses module as an owner's own deletion does, then in one transaction their groups pass to their oldest
 * admin or member (or go, when no one else is in them), the buying requests they posted as a person, the posts
 * they wrote elsewhere, their exports and their user row, whose removal takes the rest by cascade (sessions,
 * memberships, likes, comments,
 * follows, favorites, saved searches, notifications, settings) and, through the social-activity triggers, the
 * replies and likes on what goes. Inquiries they sent as themselves stay for the receivers, their sender
 * column set to null ("Deleted user"); messages they wrote in a business's threads stay that business's.
 */
export function createAccountDeletionService({
  db,
  deleteBusiness,
  deleteImages,
  exports,
  mailer,
  mail,
}: AccountDeletionDeps) {
  async function preview(userId: string): Promise<AccountDeletionPreview> {
    const businesses = await repository.findMemberBusinesses(db, userId);
    const pick = (sole: boolean) =>
      businesses.filter((row) => row.sole_owner === sole).map(({ id, name }) => ({ id, name }));
    return { soleOwnedBusinesses: pick(true), sharedBusinesses: pick(false) };
  }

  return {
    preview,

    async deleteAccount(userId: string, grant: string) {
      if (!(await repository.spendDeletionGrant(db, userId, grant)))
        throw new AppError('Forbidden', dataRightsErrors.text('noGrant'));
      const [user] = await db
        .select({ email: schema.users.email, language: schema.users.preferredLanguageCode })
        .from(schema.users)
        .where(eq(schema.users.id, userId));
      if (!user) throw notFound(dataRightsErrors.text('accountGone'));
      const { soleOwnedBusinesses } = await preview(userId);
      for (const business of soleOwnedBusinesses) await deleteBusiness(userId, business.id);
      const removed = await db.transaction(async (tx) => {
        const groupImages = await repository.handOverOwnedGroups(tx, userId);
        await repository.deletePersonalRfqs(tx, userId);
        const posts = await repository.deleteAuthoredPosts(tx, userId);
        const exportFiles = await exports.removeAll(tx, userId);
        const row = await repository.deleteUserRow(tx, userId);
        return { posts, exportFiles, row, groupImages };
      });
      // Files go once the rows that named them are gone for good.
      await deleteImages(
        [
          removed.row?.profilePhoto,
          removed.row?.coverPhoto,
          ...removed.posts.flatMap((post) => post.images),
          ...removed.groupImages,
        ].filter((image) => !!image),
      );
      await exports.deleteFiles(removed.exportFiles);
      if (mailer)
        await mailer.send({
          to: user.email,
          kind: 'account-deleted',
          ...accountDeletedMail(
            mail,
            localeFromPreference(user.language),
            soleOwnedBusinesses.map((business) => business.name),
          ),
        });
      return { deleted: true as const, businessesDeleted: soleOwnedBusinesses.length };
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
