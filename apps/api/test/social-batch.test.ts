import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBusiness, createProduct, createUser } from './factories';
import { useSocialService } from './social-support';

const world = useSocialService();

/** An owner's business and product, three fans, and what the fans do to them (the owner answers as the business). */
async function scene() {
  const owner = await createUser(world.database.db);
  const business = await createBusiness(world.database.db, {
    ownerId: owner.id,
    companyName: 'Gulf Coast Hydraulics',
  });
  const product = await createProduct(world.database.db, business.id);
  const fans = [
    await createUser(world.database.db),
    await createUser(world.database.db),
    await createUser(world.database.db),
  ];
  const follows = fans.map((fan) => ({ userId: fan.id, businessId: business.id }));
  const likes = fans.flatMap((fan) => [
    { userId: fan.id, type: 'business' as const, resourceId: business.id },
    { userId: fan.id, type: 'product' as const, resourceId: product.id },
  ]);
  const questions = fans.slice(0, 2).map((fan, index) => ({
    userId: fan.id,
    body: { resourceType: 'product' as const, resourceID: product.id, content: `Lead time for ${index}?` },
  }));
  const answer = (commentId: string) => ({
    userId: owner.id,
    body: {
      resourceType: 'comment' as const,
      resourceID: commentId,
      content: 'Two weeks.',
      businessID: business.id,
    },
  });
  return { owner, business, product, fans, follows, likes, questions, answer };
}

/** What the scene left in the database, without ids and times: the rows and the notifications they caused. */
async function summarize({ owner, fans, business, product }: Awaited<ReturnType<typeof scene>>) {
  const people = [owner.id, ...fans.map((fan) => fan.id)];
  const name = (id: string) => (id === owner.id ? 'owner' : `fan${fans.findIndex((fan) => fan.id === id)}`);
  const rows = async (query: ReturnType<typeof sql>) => (await world.database.db.execute(query)).rows;
  const notifications = await rows(sql`select n.user_id, n.kind, n.object_type, n.actor_count::int as actors,
      (select count(*)::int from notification_actors a where a.notification_id = n.id and a.source_id is not null) as sourced,
      n.data - array['businessID', 'productID'] as data
    from notifications n where n.user_id = any(${sql.param(people)}::uuid[])`);
  return {
    likes: await rows(sql`select resource_type, count(*)::int as n from reactions
      where resource_id in (${business.id}, ${product.id}) group by 1 order by 1`),
    follows: (await rows(sql`select user_id from follows where business_id = ${business.id}`)).length,
    comments: await rows(sql`select c.content, c.resource_type, c.actor_business_id is not null as as_business
      from comments c where c.resource_id = ${product.id}
        or c.resource_id in (select id from comments where resource_id = ${product.id}) order by c.content, c.resource_type`),
    notifications: notifications
      .map((line) => ({ ...line, user_id: name(line.user_id as string) }))
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    unread: (
      await rows(sql`select e.user_id, e.payload from app_events e where e.user_id = ${owner.id}
      order by e.id desc limit 1`)
    )[0]?.payload,
  };
}

describe('the social batch entry points', () => {
  it('write the same likes, follows, comments and notifications as one call each', async () => {
    const one = await scene();
    for (const { userId, businessId } of one.follows) await world.social.follow(userId, businessId);
    for (const like of one.likes) await world.social.react(like);
    for (const question of one.questions) {
      const id = await world.social.makeComment(question);
      await world.social.makeComment(one.answer(id));
    }
    const batch = await scene();
    await world.social.followAll(batch.follows);
    await world.social.reactAll(batch.likes);
    const ids = await world.social.commentAll(batch.questions);
    await world.social.commentAll(ids.map(batch.answer));

    const expected = await summarize(one);
    expect(expected.notifications.length).toBeGreaterThan(4);
    expect(await summarize(batch)).toEqual(expected);
  });

  it('keep a like or follow already there, and check the whole batch before writing any of it', async () => {
    const { fans, likes, follows, business, product } = await scene();
    await world.social.reactAll([...likes, likes[0]!]);
    await world.social.reactAll(likes);
    await world.social.followAll([...follows, ...follows]);
    expect(await world.social.summarize(business.id)).toEqual({ reactionCount: { like: 3 } });
    expect(await world.social.followSummary(business.id)).toEqual({ followers: 3, following: false });

    const stranger = await createUser(world.database.db);
    const unknown = { userId: stranger.id, type: 'product' as const, resourceId: fans[0]!.id };
    await expect(
      world.social.reactAll([{ userId: stranger.id, type: 'business', resourceId: business.id }, unknown]),
    ).rejects.toMatchObject({ code: 'NotFound' });
    await expect(
      world.social.commentAll([
        { userId: stranger.id, body: { resourceType: 'product', resourceID: product.id, content: 'Hi' } },
        { userId: stranger.id, body: { resourceType: 'product', resourceID: product.id, content: ' ' } },
      ]),
    ).rejects.toThrow(/write something/);
    await expect(
      world.social.commentAll([
        {
          userId: stranger.id,
          body: {
            resourceType: 'product',
            resourceID: product.id,
            content: 'As them',
            businessID: business.id,
          },
        },
      ]),
    ).rejects.toMatchObject({ code: 'Forbidden' });
    expect(await world.social.summarize(business.id)).toEqual({ reactionCount: { like: 3 } });
    expect((await world.social.listComments(product.id, 0, 5)).total).toBe(0);
  });
});
