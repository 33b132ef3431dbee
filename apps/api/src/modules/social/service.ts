import type { CommentPage, MakeCommentBody, ReactableType } from '@tradeforge/contracts';
import { countLikes, type Db, type Executor } from '@tradeforge/db';
import { AppError, notFound } from '../../lib/app-error';
import { MANAGERS, type BusinessService } from '../businesses';
import { notify } from '../notifications';
import * as repository from './repository';

/** Likes, follows and comments on businesses, products, posts and comments. */
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
      const content = body.content.trim();
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

    async listComments(resourceId: string, skip: number, size: number): Promise<CommentPage> {
      const { rows, total } = await repository.findComments(db, resourceId, skip, size);
      return {
        total,
        comments: rows.map(({ comment, user, companyName, replies }) => ({
          commentID: comment.id,
          content: comment.content,
          resourceType: comment.resourceType as 'product' | 'post' | 'comment',
          resourceID: comment.resourceId,
          createdAt: comment.createdAt.toISOString(),
          replies,
          whoComment: {
            userID: user.id,
            firstName: user.firstName,
            lastName: user.lastName,
            profilePhoto: user.profilePhoto,
            businessID: comment.actorBusinessId,
            companyName: companyName ?? null,
          },
        })),
      };
    },

    async deleteComment(userId: string, commentId: string) {
      const comment = await repository.findComment(db, commentId);
      if (!comment) throw notFound('This comment does not exist or was removed.');
      if (comment.userId !== userId)
        throw new AppError('Forbidden', 'You can only delete your own comments.');
      await repository.deleteCommentThread(db, commentId);
    },

    /** For the module that owns an item being removed: its likes and comments go with it, in its transaction. */
    deleteActivityOn: (resourceId: string, executor: Executor = db) =>
      repository.deleteActivityOn(executor, resourceId),
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
