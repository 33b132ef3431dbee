import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeNotification } from '@tradeforge/contracts';
import { schema } from '@tradeforge/db';
import { createBusiness, createProduct, signIn } from './factories';
import { useTestApi } from './helper';
import { createCast, messageCalls } from './messages-support';
import { findLine, notificationCalls } from './notifications-support';
import { postCalls } from './posts-support';
import { openStream } from './sse-client';

const api = useTestApi({ MESSAGE_JOBS_INTERVAL_SECONDS: '0' });
const calls = notificationCalls(api);
const posts = postCalls(api);
type Person = Awaited<ReturnType<typeof signIn>>;
let owner: Person;
let business: Awaited<ReturnType<typeof createBusiness>>;

beforeAll(async () => {
  owner = await signIn(api, { firstName: 'Olga', lastName: 'Owner' });
  business = await createBusiness(api.database.db, { ownerId: owner.user.id, companyName: 'Acme Pumps' });
});

describe('notification events', () => {
  it('groups likes of a business into one line naming the newest actors, and never tells the actor', async () => {
    const fans = [];
    for (const firstName of ['Ana', 'Ben', 'Cy', 'Dee', 'Eve'])
      fans.push(await signIn(api, { firstName, lastName: 'Ruiz' }));
    for (const fan of fans)
      expect((await calls.like(fan.headers, 'business', business.id)).statusCode).toBe(200);
    await calls.like(owner.headers, 'business', business.id);
    const page = await calls.list(owner.headers);
    const line = findLine(page, 'like', business.id)!;
    expect(page.notifications.filter((item) => item.kind === 'like')).toHaveLength(1);
    expect(line).toMatchObject({
      actorCount: 5,
      read: false,
      object: { type: 'business', title: 'Acme Pumps' },
    });
    expect(line.actors.map((actor) => actor.name)).toEqual(['Eve Ruiz', 'Dee Ruiz', 'Cy Ruiz']);
    expect(describeNotification(line)).toBe('Eve Ruiz and 4 others liked Acme Pumps');
    expect(page.unread).toBeGreaterThanOrEqual(1);

    // Unliking takes the actor out; reading closes the group, so the next like opens a new line.
    await calls.unlike(fans[4]!.headers, 'business', business.id);
    expect(findLine(await calls.list(owner.headers), 'like', business.id)).toMatchObject({ actorCount: 4 });
    expect((await calls.read(owner.headers, { ids: [line.id] })).json().data).toEqual({
      unread: page.unread - 1,
    });
    await calls.like(fans[4]!.headers, 'business', business.id);
    const after = (await calls.list(owner.headers)).notifications.filter(
      (item) => item.object.id === business.id,
    );
    expect(after.map((item) => [item.actorCount, item.read])).toEqual([
      [1, false],
      [4, true],
    ]);
  });

  it('tells the owner about followers and the author about comments, replies and likes as a business', async () => {
    const fan = await signIn(api, { firstName: 'Fay', lastName: 'Fan' });
    const fanBusiness = await createBusiness(api.database.db, {
      ownerId: fan.user.id,
      companyName: 'Fan Forge',
    });
    const product = await createProduct(api.database.db, business.id, { name: 'Bilge Pump' });
    await calls.follow(fan.headers, business.id);
    const commented = await calls.comment(fan.headers, 'product', product.id, 'Does it run dry?');
    expect(commented.statusCode).toBe(200);
    const page = await calls.list(owner.headers);
    expect(describeNotification(findLine(page, 'follow', business.id)!)).toBe('Fay Fan followed Acme Pumps');
    expect(findLine(page, 'comment', product.id)).toMatchObject({
      object: { type: 'product', productName: 'Bilge Pump', companyName: 'Acme Pumps' },
    });

    const [comment] = await api.database.db
      .select()
      .from(schema.comments)
      .where(eq(schema.comments.resourceId, product.id));
    await calls.comment(owner.headers, 'comment', comment!.id, 'Yes, for an hour.');
    await calls.like(owner.headers, 'comment', comment!.id);
    const fanPage = await calls.list(fan.headers);
    expect(findLine(fanPage, 'reply', comment!.id)).toMatchObject({
      actors: [{ name: 'Olga Owner' }],
      object: { type: 'comment', title: 'Does it run dry?', productID: product.id },
    });
    expect(findLine(fanPage, 'like', comment!.id)).toBeDefined();

    // A like as a business reaches the post's author and names the business.
    const posted = await posts.makePost(owner.headers, {
      content: 'New pump line',
      timelineID: owner.user.id,
      timelineType: 'user',
    });
    const postId = posted.json().data.postID;
    await calls.like(fan.headers, 'post', postId, fanBusiness.id);
    const line = findLine(await calls.list(owner.headers), 'like', postId)!;
    expect(describeNotification(line)).toBe('Fan Forge liked “New pump line”');
  });

  it('removes the notifications of a deleted post, of a deleted comment and of an unfollow', async () => {
    const fan = await signIn(api);
    const posted = await posts.makePost(owner.headers, {
      content: 'Going away',
      timelineID: owner.user.id,
      timelineType: 'user',
    });
    const postId = posted.json().data.postID;
    await calls.like(fan.headers, 'post', postId);
    await calls.comment(fan.headers, 'post', postId, 'Bye');
    expect(findLine(await calls.list(owner.headers), 'comment', postId)).toBeDefined();
    expect((await posts.removePost(owner.headers, postId)).statusCode).toBe(200);
    const page = await calls.list(owner.headers);
    expect(page.notifications.filter((item) => item.object.id === postId)).toEqual([]);

    const other = await createBusiness(api.database.db, { ownerId: owner.user.id });
    await calls.follow(fan.headers, other.id);
    expect(findLine(await calls.list(owner.headers), 'follow', other.id)).toBeDefined();
    await calls.unfollow(fan.headers, other.id);
    expect(findLine(await calls.list(owner.headers), 'follow', other.id)).toBeUndefined();
  });

  it('tells the team inbox about an inquiry and the other side about a reply', async () => {
    const cast = await createCast(api);
    const messages = messageCalls(api);
    const sent = await messages.send(cast.buyer.headers, { to: cast.supplier.id, subject: 'Price list' });
    const rid = sent.json().data.requestID;
    for (const person of [cast.owner, cast.member])
      expect(findLine(await calls.list(person.headers), 'inquiry', rid)).toMatchObject({
        actors: [{ name: 'Bea Buyer' }],
        object: { type: 'thread', side: 'R', businessID: cast.supplier.id },
      });
    expect(findLine(await calls.list(cast.buyer.headers), 'inquiry', rid)).toBeUndefined();
    await messages.reply(cast.owner.headers, rid, 'Attached.', cast.supplier.id);
    const buyerLine = findLine(await calls.list(cast.buyer.headers), 'message', rid)!;
    expect(buyerLine.object.side).toBe('S');
    expect(describeNotification(buyerLine)).toBe(
      `${cast.supplier.companyName} sent a message in “Price list”`,
    );
    expect(findLine(await calls.list(cast.member.headers), 'message', rid)).toBeUndefined();
  });

  it('pushes the unread count live to the owner when a follower likes', async () => {
    const base = `${await api.app.listen({ port: 0, host: '127.0.0.1' })}/api`;
    const stream = await openStream(`${base}/events/stream`, owner.headers);
    const fan = await signIn(api);
    const before = (await calls.list(owner.headers)).unread;
    const product = await createProduct(api.database.db, business.id);
    await calls.like(fan.headers, 'product', product.id);
    const event = await stream.waitFor((received) => received.kind === 'notification.changed');
    expect(event.data).toEqual({ unread: before + 1 });
    await calls.read(owner.headers, { all: true });
    const cleared = await stream.waitFor(
      (received) => received.kind === 'notification.changed' && received.data.unread === 0,
    );
    expect(cleared.data).toEqual({ unread: 0 });
    await stream.close();
  });
});
