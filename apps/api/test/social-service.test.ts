import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@tradeforge/db/testing';
import { createBusinessService } from '../src/modules/businesses';
import { createReferenceService } from '../src/modules/reference';
import { createSocialService, type SocialService } from '../src/modules/social';
import { createBusiness, createProduct, createUser } from './factories';

let database: TestDatabase;
let social: SocialService;
beforeAll(async () => {
  database = await createTestDatabase();
  const reference = createReferenceService(database.db);
  const businesses = createBusinessService({
    db: database.db,
    reference,
    resolveImage: async (token) => ({ url: token }),
    deleteImages: async () => undefined,
    deleteDatasheets: async () => undefined,
    deletePrivateFiles: async () => undefined,
  });
  social = createSocialService({ db: database.db, businesses });
});
afterAll(() => database.close());

describe('likes', () => {
  it('counts a like once per actor, however often it is sent, and lets the user like again as a business', async () => {
    const fan = await createUser(database.db);
    const fansBusiness = await createBusiness(database.db, { ownerId: fan.id });
    const target = await createBusiness(database.db);
    await social.react({ userId: fan.id, type: 'business', resourceId: target.id });
    await social.react({ userId: fan.id, type: 'business', resourceId: target.id });
    expect(await social.summarize(target.id)).toEqual({ reactionCount: { like: 1 } });
    await social.react({
      userId: fan.id,
      type: 'business',
      resourceId: target.id,
      businessId: fansBusiness.id,
    });
    expect(await social.summarize(target.id)).toEqual({ reactionCount: { like: 2 } });
    expect(await social.checkReaction(fan.id, target.id)).toEqual({ reactionType: 'like' });
    await social.unreact(fan.id, target.id);
    expect(await social.checkReaction(fan.id, target.id)).toEqual({ reactionType: null });
    expect(await social.summarize(target.id)).toEqual({ reactionCount: { like: 1 } });
  });

  it('refuses to like as a business the user does not manage, and likes of unknown items', async () => {
    const user = await createUser(database.db);
    const someoneElses = await createBusiness(database.db);
    await expect(
      social.react({
        userId: user.id,
        type: 'business',
        resourceId: someoneElses.id,
        businessId: someoneElses.id,
      }),
    ).rejects.toMatchObject({
      code: 'Forbidden',
    });
    await expect(
      social.react({ userId: user.id, type: 'product', resourceId: someoneElses.id }),
    ).rejects.toMatchObject({
      code: 'NotFound',
    });
  });
});

describe('follows', () => {
  it('follows and unfollows a business', async () => {
    const user = await createUser(database.db);
    const business = await createBusiness(database.db);
    expect(await social.follow(user.id, business.id)).toEqual({ followers: 1, following: true });
    expect(await social.follow(user.id, business.id)).toEqual({ followers: 1, following: true });
    expect(await social.followSummary(business.id)).toEqual({ followers: 1, following: false });
    expect(await social.unfollow(user.id, business.id)).toEqual({ followers: 0, following: false });
  });
});

describe('comments', () => {
  it('pages comments five at a time, newest first, with replies counted', async () => {
    const author = await createUser(database.db, { firstName: 'Rosa' });
    const business = await createBusiness(database.db);
    const product = await database.pool.query(
      `insert into products (business_id, name, description, industry_id, category_id) values ($1, 'Valve', 'A stainless ball valve for food lines.', '0005', '0005-01') returning id`,
      [business.id],
    );
    const productId = product.rows[0].id as string;
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      ids.push(
        await social.makeComment({
          userId: author.id,
          body: {
            resourceID: productId,
            resourceType: 'product',
            content: `Comment ${i}`,
          },
        }),
      );
    }
    await social.makeComment({
      userId: author.id,
      body: { resourceID: ids[6]!, resourceType: 'comment', content: 'A reply' },
    });
    const first = await social.listComments(productId, 0, 5);
    expect(first.total).toBe(7);
    expect(first.comments.map((c) => c.content)).toEqual([
      'Comment 6',
      'Comment 5',
      'Comment 4',
      'Comment 3',
      'Comment 2',
    ]);
    expect(first.comments[0]?.replies).toBe(1);
    expect(first.comments[0]?.whoComment.firstName).toBe('Rosa');
    const second = await social.listComments(productId, 5, 5);
    expect(second.comments.map((c) => c.content)).toEqual(['Comment 1', 'Comment 0']);
  });

  it('deletes a comment nobody else replied to with its own replies and likes, and only for its author', async () => {
    const author = await createUser(database.db);
    const other = await createUser(database.db);
    const business = await createBusiness(database.db);
    const product = await createProduct(database.db, business.id);
    const commentId = await social.makeComment({
      userId: author.id,
      body: {
        resourceID: product.id,
        resourceType: 'product',
        content: 'Lead time?',
      },
    });
    await social.makeComment({
      userId: author.id,
      body: {
        resourceID: commentId,
        resourceType: 'comment',
        content: 'Also MOQ?',
      },
    });
    await social.react({ userId: other.id, type: 'comment', resourceId: commentId });
    await expect(social.deleteComment(other.id, commentId)).rejects.toMatchObject({ code: 'Forbidden' });
    await social.deleteComment(author.id, commentId);
    expect((await social.listComments(product.id, 0, 5)).total).toBe(0);
    expect((await social.listComments(commentId, 0, 5)).total).toBe(0);
    expect(await social.summarize(commentId)).toEqual({ reactionCount: { like: 0 } });
  });

  it('refuses an empty comment', async () => {
    const author = await createUser(database.db);
    const business = await createBusiness(database.db);
    await expect(
      social.makeComment({
        userId: author.id,
        body: { resourceID: business.id, resourceType: 'product', content: '   ' },
      }),
    ).rejects.toThrow(/write something/);
  });
});
