import { describe, expect, it } from 'vitest';
import { createBusiness, createProduct, createUser } from './factories';
import { useSocialService } from './social-support';

const world = useSocialService();

describe('likes', () => {
  it('counts a like once per actor, however often it is sent, and lets the user like again as a business', async () => {
    const fan = await createUser(world.database.db);
    const fansBusiness = await createBusiness(world.database.db, { ownerId: fan.id });
    const target = await createBusiness(world.database.db);
    await world.social.react({ userId: fan.id, type: 'business', resourceId: target.id });
    await world.social.react({ userId: fan.id, type: 'business', resourceId: target.id });
    expect(await world.social.summarize(target.id)).toEqual({ reactionCount: { like: 1 } });
    await world.social.react({
      userId: fan.id,
      type: 'business',
      resourceId: target.id,
      businessId: fansBusiness.id,
    });
    expect(await world.social.summarize(target.id)).toEqual({ reactionCount: { like: 2 } });
    expect(await world.social.checkReaction(fan.id, target.id)).toEqual({ reactionType: 'like' });
    await world.social.unreact(fan.id, target.id);
    expect(await world.social.checkReaction(fan.id, target.id)).toEqual({ reactionType: null });
    expect(await world.social.summarize(target.id)).toEqual({ reactionCount: { like: 1 } });
  });

  it('refuses to like as a business the user does not manage, and likes of unknown items', async () => {
    const user = await createUser(world.database.db);
    const someoneElses = await createBusiness(world.database.db);
    await expect(
      world.social.react({
        userId: user.id,
        type: 'business',
        resourceId: someoneElses.id,
        businessId: someoneElses.id,
      }),
    ).rejects.toMatchObject({
      code: 'Forbidden',
    });
    await expect(
      world.social.react({ userId: user.id, type: 'product', resourceId: someoneElses.id }),
    ).rejects.toMatchObject({
      code: 'NotFound',
    });
  });
});

describe('follows', () => {
  it('follows and unfollows a business', async () => {
    const user = await createUser(world.database.db);
    const business = await createBusiness(world.database.db);
    expect(await world.social.follow(user.id, business.id)).toEqual({ followers: 1, following: true });
    expect(await world.social.follow(user.id, business.id)).toEqual({ followers: 1, following: true });
    expect(await world.social.followSummary(business.id)).toEqual({ followers: 1, following: false });
    expect(await world.social.unfollow(user.id, business.id)).toEqual({ followers: 0, following: false });
  });
});

describe('comments', () => {
  it('pages comments five at a time, newest first, with replies counted', async () => {
    const author = await createUser(world.database.db, { firstName: 'Rosa' });
    const business = await createBusiness(world.database.db);
    const product = await world.database.pool.query(
      `insert into products (business_id, name, description, industry_id, category_id) values ($1, 'Valve', 'A stainless ball valve for food lines.', '0005', '0005-01') returning id`,
      [business.id],
    );
    const productId = product.rows[0].id as string;
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      ids.push(
        await world.social.makeComment({
          userId: author.id,
          body: {
            resourceID: productId,
            resourceType: 'product',
            content: `Comment ${i}`,
          },
        }),
      );
    }
    await world.social.makeComment({
      userId: author.id,
      body: { resourceID: ids[6]!, resourceType: 'comment', content: 'A reply' },
    });
    const first = await world.social.listComments(productId, 0, 5);
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
    const second = await world.social.listComments(productId, 5, 5);
    expect(second.comments.map((c) => c.content)).toEqual(['Comment 1', 'Comment 0']);
  });

  it('deletes a comment nobody else replied to with its own replies and likes, and only for its author', async () => {
    const author = await createUser(world.database.db);
    const other = await createUser(world.database.db);
    const business = await createBusiness(world.database.db);
    const product = await createProduct(world.database.db, business.id);
    const commentId = await world.social.makeComment({
      userId: author.id,
      body: {
        resourceID: product.id,
        resourceType: 'product',
        content: 'Lead time?',
      },
    });
    await world.social.makeComment({
      userId: author.id,
      body: {
        resourceID: commentId,
        resourceType: 'comment',
        content: 'Also MOQ?',
      },
    });
    await world.social.react({ userId: other.id, type: 'comment', resourceId: commentId });
    await expect(world.social.deleteComment(other.id, commentId)).rejects.toMatchObject({
      code: 'Forbidden',
    });
    await world.social.deleteComment(author.id, commentId);
    expect((await world.social.listComments(product.id, 0, 5)).total).toBe(0);
    expect((await world.social.listComments(commentId, 0, 5)).total).toBe(0);
    expect(await world.social.summarize(commentId)).toEqual({ reactionCount: { like: 0 } });
  });

  it('refuses an empty comment', async () => {
    const author = await createUser(world.database.db);
    const business = await createBusiness(world.database.db);
    await expect(
      world.social.makeComment({
        userId: author.id,
        body: { resourceID: business.id, resourceType: 'product', content: '   ' },
      }),
    ).rejects.toThrow(/write something/);
  });
});
