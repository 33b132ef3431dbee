import {
  visibleText,
  type CommentPage,
  type MakeCommentBody,
  type ReactableType,
} from '@tradeforge/contracts';
import { countLikes, findOperator, type Db } from '@tradeforge/db';
import { AppError, notFound } from '../../lib/app-error';
import { MANAGERS, type BusinessService } from '../businesses';
import { notifyAll } from '../notifications';
import * as repository from './repository';
import { commonErrors } from '../../lib/errors';
import { socialErrors } from './errors';

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
export interface Like {
  userId: string;
  /** The token's `ev`: the account of OPERATOR_EMAIL acts as an operator only with it (false when left out). */
  emailVerified?: boolean;
  type: ReactableType;
  resourceId: string;
  /** Liking as this business, which the user manages. */
  businessId?: string | undefined;
}

export interface NewComment {
  userId: string;
  /** As `Like.emailVerified`. */
  emailVerified?: boolean;
  body: MakeCommentBody;
}

type Target = { type: ReactableType; id: string; userId: string; emailVerified?: boolean | undefined };

export function createSocialService({
  db,
  businesses,
  operatorEmail = '',
}: {
  db: Db;
  businesses: BusinessService;
  /** OPERATOR_EMAIL; without it only the `operators` table names operators. */
  operatorEmail?: string;
}) {
  const isOperator = async ({ userId, emailVerified }: Target) =>
    !!(await findOperator(db, userId, { email: operatorEmail, emailVerified: emailVerified ?? false }));

  /**
   * Every item must exist and be seen by its user (`findReachable`): a hidden post or product, or a comment in its
   * thread, is unknown, with the same 404, to all but its author or managers and the operators, who may act on what
   * they moderate.
   */
  async function requireResources(targets: Target[]) {
    for (const type of new Set(targets.map((target) => target.type))) {
      const ofType = targets
        .filter((target) => target.type === type)
        .map((target) => ({ ...target, id: target.id.toLowerCase() }));
      const wanted = [...new Map(ofType.map((target) => [`${target.id}|${target.userId}`, target])).values()];
      const reachable = await repository.findReachable(db, type, wanted);
      const refused = wanted.filter((target) => !reachable.has(`${target.id}|${target.userId}`));
      if (refused.length === 0) continue;
      const existing = await repository.findExisting(db, type, [
        ...new Set(refused.map((target) => target.id)),
      ]);
      for (const target of refused)
        if (!existing.has(target.id) || !(await isOperator(target)))
          throw notFound(commonErrors.text('noSuchId', { what: type }));
    }
  }

  /**
   * Likes and comments of a private group's post, or of a comment under it, are the post's: a viewer who does not
   * read the group gets the same 404 as for the post itself.
   */
  async function requireReadable(resourceId: string, viewerId: string | undefined) {
    if (await repository.isUnreadableGroupPost(db, resourceId, viewerId))
      throw notFound(commonErrors.text('noSuchId', { what: 'post' }));
  }

  /** Acting as a business takes being its owner or admin. */
  async function checkActors(items: { userId: string; businessId?: string | undefined }[]) {
    const pairs = new Map(
      items.filter((item) => item.businessId).map((i) => [`${i.businessId}|${i.userId}`, i]),
    );
    for (const { userId, businessId } of pairs.values())
      await businesses.requireAccess(businessId!, userId, MANAGERS);
  }

  /** Likes, each checked as `react` checks one, written in one transaction; a like already there is kept. */
  async function reactAll(likes: Like[]) {
    await requireResources(likes.map((like) => ({ ...like, id: like.resourceId })));
    await checkActors(likes);
    await db.transaction(async (tx) => {
      const rows = likes.map((like) => ({
        resourceType: like.type,
        resourceId: like.resourceId,
        userId: like.userId,
        actorBusinessId: like.businessId ?? null,
      }));
      const made = await repository.insertReactions(tx, rows);
      await notifyAll(
        tx,
        made.map((like) => ({
          kind: 'like' as const,
          object: { type: like.resourceType as ReactableType, id: like.resourceId },
          actor: { userId: like.userId, businessId: like.actorBusinessId },
          sourceId: like.id,
        })),
      );
    });
  }

  /** Follows, each checked as `follow` checks one, written in one transaction; a follow already there is kept. */
  async function followAll(follows: { userId: string; businessId: string }[]) {
    await requireResources(
      follows.map((follow) => ({ type: 'business' as const, id: follow.businessId, userId: follow.userId })),
    );
    await db.transaction(async (tx) => {
      const made = await repository.insertFollows(tx, follows);
      await notifyAll(
        tx,
        made.map((follow) => ({
          kind: 'follow' as const,
          object: { type: 'business' as const, id: follow.businessId },
          actor: { userId: follow.userId },
        })),
      );
    });
  }

  /** Comments and replies, each checked as `makeComment` checks one, written in one transaction; their ids. */
  async function commentAll(comments: NewComment[]) {
    const contents = comments.map(({ body }) => {
      const content = visibleText(body.content);
      if (!content) throw new AppError('ValidationError', socialErrors.text('empty'));
      return content;
    });
    await requireResources(
      comments.map(({ userId, emailVerified, body }) => ({
        type: body.resourceType,
        id: body.resourceID,
        userId,
        emailVerified,
      })),
    );
    await checkActors(comments.map(({ userId, body }) => ({ userId, businessId: body.businessID })));
    return db.transaction(async (tx) => {
      const ids = await repository.insertComments(
        tx,
        comments.map(({ userId, body }, index) => ({
          resourceType: body.resourceType,
          resourceId: body.resourceID,
          userId,
          actorBusinessId: body.businessID ?? null,
          content: contents[index]!,
        })),
      );
      await notifyAll(
        tx,
        comments.map(({ userId, body }, index) => ({
          kind: body.resourceType === 'comment' ? ('reply' as const) : ('comment' as const),
          object: { type: body.resourceType, id: body.resourceID },
          actor: { userId, businessId: body.businessID },
          sourceId: ids[index]!,
        })),
      );
      return ids;
    });
  }

  return {
    async react(like: Like) {
      await reactAll([like]);
      return { reactionCount: { like: await countLikes(db, like.resourceId) } };
    },

    /** Several likes at once (the demo data's): one transaction, one statement per step. */
    reactAll,

    async unreact(userId: string, resourceId: string, businessId?: string) {
      await requireReadable(resourceId, userId);
      await checkActors([{ userId, businessId }]);
      await repository.deleteReaction(db, resourceId, userId, businessId);
      return { reactionCount: { like: await countLikes(db, resourceId) } };
    },

    async checkReaction(userId: string, resourceId: string, businessId?: string) {
      await requireReadable(resourceId, userId);
      return {
        reactionType: (await repository.hasReacted(db, resourceId, userId, businessId))
          ? ('like' as const)
          : null,
      };
    },

    async summarize(resourceId: string, viewerId?: string) {
      await requireReadable(resourceId, viewerId);
      return { reactionCount: { like: await countLikes(db, resourceId) } };
    },

    async follow(userId: string, businessId: string) {
      await followAll([{ userId, businessId }]);
      return repository.followSummary(db, businessId, userId);
    },

    /** Several follows at once (the demo data's): one transaction, one statement per step. */
    followAll,

    async unfollow(userId: string, businessId: string) {
      await repository.deleteFollow(db, userId, businessId);
      return repository.followSummary(db, businessId, userId);
    },

    followSummary: (businessId: string, userId?: string) => repository.followSummary(db, businessId, userId),

    async makeComment(comment: NewComment) {
      const [id] = await commentAll([comment]);
      return id!;
    },

    /** Several comments and replies to existing ones at once (the demo data's), in order. */
    commentAll,

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
      await requireReadable(resourceId, viewerId);
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
      if (!comment) throw notFound(commonErrors.text('gone', { what: 'comment' }));
      if (comment.userId !== userId && !(await repository.managesProductOf(db, commentId, userId)))
        throw new AppError('Forbidden', socialErrors.text('removeForbidden'));
      await db.transaction(async (tx) => {
        if (await repository.hasOthersReplies(tx, commentId, comment.userId))
          await repository.softDeleteComment(tx, commentId);
        else await repository.deleteComment(tx, commentId);
      });
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
