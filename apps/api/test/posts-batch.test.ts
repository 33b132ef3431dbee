import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { createTestDatabase, type TestDatabase } from '@tradeforge/db/testing';
import { AppError, verbatim } from '../src/lib/app-error';
import { createPostService, type PostService } from '../src/modules/posts';
import { createBusiness, createUser } from './factories';

let database: TestDatabase;
let posts: PostService;
const deleted: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  posts = createPostService({
    db: database.db,
    requireBusinessManager: async (businessId, userId) => {
      const owner = await database.db.query.businessMembers.findFirst({
        where: (member, { and, eq }) => and(eq(member.businessId, businessId), eq(member.userId, userId)),
      });
      if (!owner) throw new AppError('Forbidden', verbatim('Only a business owner or admin can do this.'));
    },
    // A token names the image it stands for; "refused" is an upload that is not an image.
    resolveImage: async (token) => {
      if (token === 'refused') throw new AppError('ValidationError', verbatim('Not an image.'));
      return { url: `/uploads/${token}.webp` };
    },
    deleteImages: async (images) => void deleted.push(...images.map((image) => image.url)),
    presentImages: async (images) => images,
    requireGroupPoster: async () => {
      throw new AppError('Forbidden', verbatim('No groups here.'));
    },
    notifyGroupPosts: async () => {},
  });
});
afterAll(() => database.close());

describe('posts in a batch', () => {
  it('are written in order, for several authors, and reach the newsfeed as if posted one by one', async () => {
    const owner = await createUser(database.db);
    const business = await createBusiness(database.db, { ownerId: owner.id });
    const person = await createUser(database.db);
    const reader = await createUser(database.db);
    await database.db.insert(schema.follows).values({ userId: reader.id, businessId: business.id });
    const asBusiness = (content: string, images: string[] = []) => ({
      userId: owner.id,
      body: {
        content,
        timelineID: business.id,
        timelineType: 'business' as const,
        businessID: business.id,
        images,
      },
    });
    const ids = await posts.makePostAll([
      asBusiness('First news', ['a', 'b']),
      { userId: person.id, body: { content: 'Hello', timelineID: person.id, timelineType: 'user' as const } },
      asBusiness('Second news'),
    ]);
    expect(ids).toHaveLength(3);
    const feed = await posts.loadNewsfeed(reader.id);
    expect(feed.posts.map((post) => post.content)).toEqual(['Second news', 'First news']);
    expect(feed.posts[1]?.images.map((image) => image.url)).toEqual(['/uploads/a.webp', '/uploads/b.webp']);
    expect((await posts.getPost(ids[1]!)).author.userID).toBe(person.id);
  });

  it('are refused whole when one is, and the images already processed for the others are deleted', async () => {
    const owner = await createUser(database.db);
    const business = await createBusiness(database.db, { ownerId: owner.id });
    const stranger = await createUser(database.db);
    const post = (userId: string, images: string[]) => ({
      userId,
      body: {
        content: 'News',
        timelineID: business.id,
        timelineType: 'business' as const,
        businessID: business.id,
        images,
      },
    });
    await expect(posts.makePostAll([post(owner.id, []), post(stranger.id, [])])).rejects.toMatchObject({
      code: 'Forbidden',
    });
    await expect(
      posts.makePostAll([post(owner.id, ['kept']), post(owner.id, ['refused'])]),
    ).rejects.toMatchObject({
      code: 'ValidationError',
    });
    expect(deleted).toContain('/uploads/kept.webp');
    expect((await posts.loadTimeline(business.id, { skip: 0, size: 10 })).total).toBe(0);
  });
});
