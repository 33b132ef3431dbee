import type { MakePostBody, NewsfeedPage, Post, TimelinePage } from '@tradeforge/contracts';
import { NEWSFEED_PAGE_SIZE, visibleText } from '@tradeforge/contracts';
import type { Db, Executor, schema } from '@tradeforge/db';
import { AppError, notFound } from '../../lib/app-error';
import * as repository from './repository';
import type { PostRow } from './repository';
import { commonErrors } from '../../lib/errors';
import { postErrors } from './errors';

type StoredImage = NonNullable<typeof schema.users.$inferSelect.profilePhoto>;

export interface PostServiceDependencies {
  db: Db;
  /** Throws 404 for an unknown business and 403 unless the user owns or administers it. */
  requireBusinessManager: (businessId: string, userId: string) => Promise<unknown>;
  /**
   * Checks, re-encodes and stores the image of an upload token the user uploaded; `private` (a private group's
   * post) keeps its files where only signed URLs read them.
   */
  resolveImage: (token: string, userId: string, options: { private: boolean }) => Promise<StoredImage>;
  deleteImages: (images: StoredImage[]) => Promise<void>;
  /** A post's images as a reader gets them: private files as URLs signed now. */
  presentImages: (images: StoredImage[]) => Promise<StoredImage[]>;
  /**
   * Throws 404 for a group the user cannot read and 403 unless they are a member who is not muted; answers the
   * group's privacy.
   */
  requireGroupPoster: (groupId: string, userId: string) => Promise<{ privacy: 'open' | 'private' }>;
  /** Tells a group's members of its new posts, in the posting transaction (the groups module's notifications). */
  notifyGroupPosts: (
    tx: Executor,
    posts: { postId: string; groupId: string; userId: string }[],
  ) => Promise<void>;
}

function toPost(row: PostRow): Post {
  return {
    postID: row.id,
    content: row.content,
    createdAt: new Date(row.created_at).toISOString(),
    timelineID: row.timeline_id,
    timelineType: row.timeline_type,
    businessID: row.business_id,
    images: row.images,
    canRemove: row.can_remove,
    ...(row.group_name !== null ? { group: { groupID: row.timeline_id, name: row.group_name } } : {}),
    ...(row.hidden_reason ? { moderationReason: row.hidden_reason } : {}),
    author: {
      userID: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      profilePhoto: row.profile_photo,
      businessID: row.business_id,
      companyName: row.company_name,
      businessPhoto: row.business_photo,
    },
  };
}

const cursorOf = (row: PostRow) => `${row.created_micros}_${row.id}`;
function parseCursor(nextID: string | undefined) {
  if (!nextID) return undefined;
  const [micros, id] = nextID.split('_') as [string, string];
  return { micros, id };
}

/** Posts on user and business timelines, and the newsfeed (spec part 2, sections 2.5 and 4). */
export function createPostService(deps: PostServiceDependencies) {
  const { db } = deps;

  /** A post as its reader gets it: private images as URLs signed for this answer. */
  async function present(row: PostRow): Promise<Post> {
    return { ...toPost(row), images: await deps.presentImages(row.images) };
  }
  const presentAll = (rows: PostRow[]) => Promise.all(rows.map(present));

  /**
   * The actor writes on their own timeline: their own, or that of a business they own or administer; or, as
   * themselves, in a group they are a member of and not muted in. Answers whether the post's images are private
   * (a private group's).
   */
  async function requireActor(userId: string, body: MakePostBody): Promise<{ privateImages: boolean }> {
    if (body.timelineType === 'group') {
      if (body.businessID) throw new AppError('ValidationError', postErrors.text('groupAsSelf'));
      const { privacy } = await deps.requireGroupPoster(body.timelineID, userId);
      return { privateImages: privacy === 'private' };
    } else if (body.timelineType === 'business') {
      if (!body.businessID || body.businessID !== body.timelineID)
        throw new AppError('ValidationError', postErrors.text('businessTimeline'));
      await deps.requireBusinessManager(body.businessID, userId);
    } else {
      if (body.businessID) throw new AppError('ValidationError', postErrors.text('timelineType'));
      if (body.timelineID !== userId) throw new AppError('Forbidden', postErrors.text('ownTimeline'));
    }
    return { privateImages: false };
  }

  /** Processes the images one by one; if one is refused, the files of those already stored go too. */
  async function resolveImages(userId: string, tokens: string[], options: { private: boolean }) {
    const images: StoredImage[] = [];
    try {
      for (const token of tokens) images.push(await deps.resolveImage(token, userId, options));
    } catch (error) {
      await deps.deleteImages(images);
      throw error;
    }
    return images;
  }

  async function getPost(postId: string, viewerId?: string) {
    const row = await repository.findPost(db, postId, viewerId);
    if (!row) throw notFound(commonErrors.text('gone', { what: 'post' }));
    return present(row);
  }

  /**
   * Checks each post as `makePost` does, then writes them all; if one is refused, none is, nor its images. Images
   * stored public for an open group are refused if the group turned private meanwhile: the privacy change waits
   * for the posts being written (the group's row lock) and then re-stores the images of those already written.
   */
  async function makePostAll(posts: { userId: string; body: MakePostBody }[]) {
    const checked = new Map<string, { privateImages: boolean }>();
    const contents: string[] = [];
    const privateImages: boolean[] = [];
    for (const { userId, body } of posts) {
      const actor = JSON.stringify([userId, body.timelineType, body.timelineID, body.businessID]);
      if (!checked.has(actor)) checked.set(actor, await requireActor(userId, body));
      privateImages.push(checked.get(actor)!.privateImages);
      const content = visibleText(body.content);
      if (!content) throw new AppError('ValidationError', postErrors.text('empty'));
      contents.push(content);
    }
    const resolved = await Promise.allSettled(
      posts.map(({ userId, body }, index) =>
        resolveImages(userId, body.images ?? [], { private: privateImages[index]! }),
      ),
    );
    const stored = resolved.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
    const refused = resolved.find((result) => result.status === 'rejected');
    if (refused) {
      await deps.deleteImages(stored);
      throw refused.reason;
    }
    const imagesOf = (index: number) => (resolved[index] as PromiseFulfilledResult<StoredImage[]>).value;
    const publicInGroups = posts.flatMap(({ body }, index) =>
      body.timelineType === 'group' && !privateImages[index] && imagesOf(index).length > 0
        ? [body.timelineID]
        : [],
    );
    try {
      return await db.transaction(async (tx) => {
        if (publicInGroups.length > 0 && (await repository.anyPrivateGroup(tx, publicInGroups)))
          throw new AppError('Conflict', postErrors.text('groupNowPrivate'));
        const ids = await repository.insertPosts(
          tx,
          posts.map(({ userId, body }, index) => ({
            content: contents[index]!,
            userId,
            businessId: body.timelineType === 'business' ? body.businessID! : null,
            timelineId: body.timelineID,
            timelineType: body.timelineType,
            images: imagesOf(index),
          })),
        );
        const inGroups = posts.flatMap(({ userId, body }, index) =>
          body.timelineType === 'group' ? [{ postId: ids[index]!, groupId: body.timelineID, userId }] : [],
        );
        if (inGroups.length > 0) await deps.notifyGroupPosts(tx, inGroups);
        return ids;
      });
    } catch (error) {
      await deps.deleteImages(stored);
      throw error;
    }
  }

  return {
    getPost,

    async makePost(userId: string, body: MakePostBody): Promise<Post> {
      const [id] = await makePostAll([{ userId, body }]);
      return getPost(id!, userId);
    },

    /**
     * A post whatever its moderation or group, for an operator through a report (the reports module audits the
     * reading); whether it is a private group's.
     */
    async readForOperator(postId: string) {
      const row = await repository.findPostForOperator(db, postId);
      if (!row) throw notFound(commonErrors.text('gone', { what: 'post' }));
      return { post: await present(row), privateGroup: row.group_privacy === 'private' };
    },

    /** Posts by several authors at once (the demo data's), in order: one statement, one fan-out. */
    makePostAll,

    async loadNewsfeed(userId: string, nextID?: string): Promise<NewsfeedPage> {
      // One row more than a page tells whether another page follows.
      const rows = await repository.findNewsfeed(db, userId, parseCursor(nextID), NEWSFEED_PAGE_SIZE + 1);
      const page = rows.slice(0, NEWSFEED_PAGE_SIZE);
      return {
        posts: await presentAll(page),
        nextID: rows.length > NEWSFEED_PAGE_SIZE ? cursorOf(page.at(-1)!) : null,
      };
    },

    /** A group's posts, newest first, paged as the newsfeed; the caller has checked that the viewer reads it. */
    async loadGroupPosts(
      groupId: string,
      viewerId: string | undefined,
      cursor?: string,
    ): Promise<NewsfeedPage> {
      const rows = await repository.findGroupPosts(
        db,
        groupId,
        parseCursor(cursor),
        NEWSFEED_PAGE_SIZE + 1,
        viewerId,
      );
      const page = rows.slice(0, NEWSFEED_PAGE_SIZE);
      return {
        posts: await presentAll(page),
        nextID: rows.length > NEWSFEED_PAGE_SIZE ? cursorOf(page.at(-1)!) : null,
      };
    },

    async loadTimeline(
      timelineId: string,
      page: { skip: number; size: number },
      viewerId?: string,
    ): Promise<TimelinePage> {
      const owner = await repository.findTimelineOwner(db, timelineId, viewerId);
      if (!owner) throw notFound(postErrors.text('noTimeline'));
      const { rows, total } = await repository.findTimeline(db, timelineId, page, viewerId);
      return {
        timeline: {
          timelineID: timelineId,
          timelineType: owner.type,
          name: owner.name,
          photo: owner.photo,
          canPost: owner.can_post,
        },
        posts: await presentAll(rows),
        total,
      };
    },

    /**
     * Its author, an owner or admin of the business it was posted as, or an owner or admin of its group removes it
     * with its likes and comments.
     */
    async removePost(userId: string, postId: string) {
      const post = await repository.findPost(db, postId, userId);
      if (!post) throw notFound(commonErrors.text('gone', { what: 'post' }));
      if (!post.can_remove) throw new AppError('Forbidden', postErrors.text('removeForbidden'));
      // The database's trigger deletes its likes and comment threads in the same statement.
      await repository.deletePost(db, postId);
      await deps.deleteImages(post.images);
    },
  };
}

export type PostService = ReturnType<typeof createPostService>;
