import {
  visibleText,
  type CommentPage,
  type MakeCommentBody,
  type ReactableType,
} from '@tradeforge/contracts';
import { countLikes, type Db } from '@tradeforge/db';
import { AppError, notFound } from '../../lib/app-error';
import { MANAGERS, type BusinessService } from '../businesses';
import { notify } from '../notifications';
import * as repository from './repository';

/** Who a removed comment shows: nobody (the contract keeps the shape). */
const REMOVED_AUTHOR = {
  userID: '00000000-0000-0000-0000-000000000000',
  firstName: '',
  lastName: '',
  profilePhoto: null,
  businessID: null,
  companyName: null,
};

/**
 * Likes, follows and comments on businesses, products, posts and comments. When an item is deleted, its likes and
 * comments go with it through a database trigger (migration 0016), in the deleting transaction.
 */
export function createSocialService({ db, businesses }: { db: Db; businesses: BusinessService }) {
  async function requireResource(type: ReactableType, id: string) {
    if (!(await repository.resourceExists(db, type, id))) throw notFound(`There is no ${type} with that id.`);
  }

  /** Acting as a business takes being its owner or admin. */
  async function checkActor(userId: string, businessId: string | undefined) {
    if (businessId) await businesses.requireAccess(businessId, userId, MANAGERS);
  }

  return {
    async react(userId: string, type: ReactableType, resourceId: string, businessId?: string) {
      await requireResource(type, resourceId);
      await checkActor(userId, businessId);
      await db.transaction(async (tx) => {
        const [like] = await repository.insertReaction(tx, {
          resourceType: type,
          resourceId,
          userId,
          actorBusinessId: businessId ?? null,
        });
        if (like)
          await notify(tx, {
            kind: 'like',
            object: { type, id: resourceId },
            actor: { userId, businessId },
            sourceId: like.id,
          });
      });
      return { reactionCount: { like: await countLikes(db, resourceId) } };
    },

    async unreact(userId: string, resourceId: string, businessId?: string) {
      await checkActor(userId, businessId);
      await repository.deleteReaction(db, resourceId, userId, businessId);
      return { reactionCount: { like: await countLikes(db, resourceId) } };
    },

    async checkReaction(userId: string, resourceId: string, businessId?: string) {
      return {
        reactionType: (await repository.hasReacted(db, resourceId, userId, businessId))
          ? ('like' as const)
          : null,
      };
    },

    async summarize(resourceId: string) {
      return { reactionCount: { like: await countLikes(db, resourceId) } };
    },

    async follow(userId: string, businessId: string) {
      await requireResource('business', businessId);
      await db.transaction(async (tx) => {
        const [followed] = await repository.insertFollow(tx, userId, businessId);
        if (followed)
          await notify(tx, {
            kind: 'follow',
            object: { type: 'business', id: businessId },
            actor: { userId },
          });
      });
      return repository.followSummary(db, businessId, userId);
    },

    async unfollow(userId: string, businessId: string) {
      await repository.deleteFollow(db, userId, businessId);
      return repository.followSummary(db, businessId, userId);
    },

    followSummary: (businessId: string, userId?: string) => repository.followSummary(db, businessId, userId),

    async makeComment(userId: string, body: MakeCommentBody) {
      const content = visibleText(body.content);
      if (!content) throw new AppError('ValidationError', 'content: write something before sending.');
      await requireResource(body.resourceType, body.resourceID);
      await checkActor(userId, body.businessID);
      return db.transaction(async (tx) => {
        const id = await repository.insertComment(tx, {
          resourceType: body.resourceType,
          resourceId: body.resourceID,
          userId,
          actorBusinessId: body.businessID ?? null,
          content,
        });
        const kind = body.resourceType === 'comment' ? 'reply' : 'comment';
        const actor = { userId, businessId: body.businessID };
        await notify(tx, {
          kind,
          object: { type: body.resourceType, id: body.resourceID },
          actor,
          sourceId: id,
        });
        return id;
      });
    },

    /**
     * A page of comments. A removed comment kept for its replies comes without text or author (`removed`);
     * `canRemove` tells the viewer which ones they may remove: their own, and all on a product they manage.
     */
    async listComments(
      resourceId: string,
      skip: number,
      size: number,
      viewerId?: string,
    ): Promise<CommentPage> {
      const [{ rows, total }, managesProduct] = await Promise.all([
        repository.findComments(db, resourceId, skip, size, viewerId),
        viewerId ? repository.managesProductOf(db, resourceId, viewerId) : false,
      ]);
      return {
        total,
        comments: rows.map(({ comment, user, companyName, replies }) => {
          const removed = comment.deletedAt !== null;
          return {
            commentID: comment.id,
            content: removed ? '' : comment.content,
            resourceType: comment.resourceType as 'product' | 'post' | 'comment',
            resourceID: comment.resourceId,
            createdAt: comment.createdAt.toISOString(),
            replies,
            removed,
            canRemove:
              !removed && (managesProduct || (viewerId !== undefined && comment.userId === viewerId)),
            whoComment: removed
              ? REMOVED_AUTHOR
              : {
                  userID: user.id,
                  firstName: user.firstName,
                  lastName: user.lastName,
                  profilePhoto: user.profilePhoto,
                  businessID: comment.actorBusinessId,
                  companyName: companyName ?? null,
                },
          };
        }),
      };
    },

    /**
     * Its author, or an owner or admin of the business whose product it is under, removes a comment. When others
     * replied to it, it stays as a placeholder so their replies keep their place; otherwise it goes with its
     * replies and likes.
     */
    async deleteComment(userId: string, commentId: string) {
      const comment = await repository.findComment(db, commentId);
      if (!comment) throw notFound('This comment does not exist or was removed.');
      if (comment.userId !== userId && !(await repository.managesProductOf(db, commentId, userId)))
        throw new AppError(
          'Forbidden',
          'Only its author or a manager of the product it is on can remove this comment.',
        );
      await db.transaction(async (tx) => {
        if (await repository.hasOthersReplies(tx, commentId, comment.userId))
          await repository.softDeleteComment(tx, commentId);
        else await repository.deleteComment(tx, commentId);
      });
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
