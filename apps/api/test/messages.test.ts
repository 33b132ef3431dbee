import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, MESSAGE_TEXTS } from '@tradeforge/contracts';
import { useTestApi } from './helper';
import { createCast, messageCalls } from './messages-support';

const api = useTestApi({ MESSAGE_JOBS_INTERVAL_SECONDS: '0' });
const calls = messageCalls(api);
let cast: Awaited<ReturnType<typeof createCast>>;
let rid: string;

beforeAll(async () => {
  cast = await createCast(api);
  const sent = await calls.send(cast.buyer.headers, {
    to: cast.supplier.id,
    subject: 'Would like to receive a full price list',
    message: 'Please send your 2026 price list.',
  });
  expect(sent.statusCode).toBe(200);
  rid = sent.json().data.requestID;
});

describe('who may see a thread', () => {
  it('lets the sender and every receiving member list, read and reply; others get 404 and visitors 401', async () => {
    const { buyer, owner, member, outsider, stranger, supplier, otherBusiness } = cast;
    const mine = (await calls.list(buyer.headers)).json().data;
    expect(mine.side).toBe('S');
    expect(mine.threads.map((t: { requestID: string }) => t.requestID)).toContain(rid);
    for (const person of [owner, member]) {
      const inbox = (await calls.list(person.headers, supplier.id)).json().data;
      expect(inbox).toMatchObject({
        side: 'R',
        threads: [{ requestID: rid, unread: 1, senderType: 'user' }],
      });
      expect(inbox.threads[0].from).toMatchObject({ id: buyer.user.id, name: 'Bea Buyer', type: 'user' });
      expect(inbox.threads[0].to).toMatchObject({ id: supplier.id, type: 'business' });
      const read = await calls.messages(person.headers, rid, supplier.id);
      expect(read.statusCode).toBe(200);
      expect(read.json().data.messages).toMatchObject([
        { content: 'Please send your 2026 price list.', from: 'S', type: 'text' },
      ]);
    }
    expect((await calls.messages(buyer.headers, rid)).json().data.thread.side).toBe('S');
    expect((await calls.reply(member.headers, rid, 'Attached tomorrow.', supplier.id)).statusCode).toBe(200);
    expect((await calls.reply(buyer.headers, rid, 'Thanks!')).statusCode).toBe(200);

    for (const person of [outsider, stranger]) {
      for (const response of [
        await calls.messages(person.headers, rid),
        await calls.messages(person.headers, rid, supplier.id),
        await calls.reply(person.headers, rid, 'Let me in'),
        await calls.read(person.headers, rid),
        await calls.end(person.headers, rid, supplier.id),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).not.toContain('Price');
      }
      expect((await calls.list(person.headers, supplier.id)).statusCode).toBe(404);
      expect((await calls.list(person.headers)).json().data.threads).toEqual([]);
    }
    // A member of another business naming their own business as the side learns nothing either.
    expect((await calls.messages(outsider.headers, rid, otherBusiness.id)).statusCode).toBe(404);
    // The buyer cannot act as the receiving business.
    expect((await calls.messages(buyer.headers, rid, supplier.id)).statusCode).toBe(404);

    for (const response of [
      await calls.list({}),
      await calls.messages({}, rid),
      await calls.reply({}, rid, 'hi'),
      await calls.end({}, rid),
      await calls.read({}, rid),
      await calls.unread({}),
      await calls.send({}, { to: supplier.id }),
    ])
      expect(response.statusCode).toBe(401);
  });

  it('shares a thread sent as a business with every member of that business, on the sender side', async () => {
    const { buyer, colleague, owner, supplier, buyingBusiness, stranger } = cast;
    const sent = await calls.send(buyer.headers, {
      to: supplier.id,
      from: buyingBusiness.id,
      subject: 'Looking to become worldwide distributor',
    });
    expect(sent.statusCode).toBe(200);
    const thread = sent.json().data;
    expect(thread).toMatchObject({
      senderType: 'business',
      side: 'S',
      from: { id: buyingBusiness.id, name: 'Buyer Imports' },
    });
    const colleagues = (await calls.list(colleague.headers)).json().data.threads;
    expect(colleagues.map((t: { requestID: string }) => t.requestID)).toContain(thread.requestID);
    expect(
      (await calls.reply(owner.headers, thread.requestID, 'Which markets?', supplier.id)).statusCode,
    ).toBe(200);
    const answered = await calls.reply(
      colleague.headers,
      thread.requestID,
      'South America.',
      buyingBusiness.id,
    );
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data.messages[0]).toMatchObject({ from: 'S', content: 'South America.' });
    expect((await calls.messages(stranger.headers, thread.requestID, buyingBusiness.id)).statusCode).toBe(
      404,
    );
  });
});

describe('sending rules', () => {
  it('refuses inquiries to your own business, as a business you do not belong to, and to nowhere', async () => {
    const { owner, buyer, supplier, otherBusiness } = cast;
    const own = await calls.send(owner.headers, { to: supplier.id });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(MESSAGE_TEXTS.ownBusiness);
    const borrowed = await calls.send(buyer.headers, { to: supplier.id, from: otherBusiness.id });
    expect(borrowed.statusCode).toBe(403);
    expect(borrowed.json().error.message).toMatch(/^from:/);
    expect((await calls.send(buyer.headers, { to: crypto.randomUUID() })).statusCode).toBe(404);
  });

  it('answers 400 naming the field for empty or oversized fields', async () => {
    const { buyer, supplier } = cast;
    const empty = await calls.send(buyer.headers, { to: supplier.id, subject: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('subject');
    const blank = await calls.send(buyer.headers, { to: supplier.id, message: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain('message');
    const long = await calls.send(buyer.headers, {
      to: supplier.id,
      message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json().error)).toContain('message');
    expect(
      (await calls.send(buyer.headers, { to: supplier.id, message: 'x'.repeat(MESSAGE_MAX_LENGTH) }))
        .statusCode,
    ).toBe(200);
    const emptyReply = await calls.reply(buyer.headers, rid, '  ');
    expect(emptyReply.statusCode).toBe(400);
    expect(emptyReply.json().error.message).toContain('content');
  });
});

describe('read receipts and unread counts', () => {
  it("marks the other side's messages seen for the whole team and updates both unread counts", async () => {
    const { buyer, owner, member, stranger } = cast;
    const sent = await calls.send(stranger.headers, { to: cast.supplier.id, message: 'Do you stock DN50?' });
    const thread = sent.json().data.requestID;
    const before = (await calls.unread(owner.headers)).json().data;
    expect(before.businesses).toContainEqual({ businessID: cast.supplier.id, unread: expect.any(Number) });
    const ownerBefore = before.total;
    expect((await calls.read(member.headers, thread, cast.supplier.id)).json().data.unread).toBe(0);
    expect((await calls.unread(owner.headers)).json().data.total).toBe(ownerBefore - 1);
    const seen = (await calls.messages(stranger.headers, thread)).json().data.messages;
    expect(seen[0].seenAt).toEqual(expect.any(String));

    await calls.reply(owner.headers, thread, 'Yes, 400 in stock.', cast.supplier.id);
    expect((await calls.unread(stranger.headers)).json().data).toEqual({ total: 1, sent: 1, businesses: [] });
    expect(
      (await calls.messages(owner.headers, thread, cast.supplier.id)).json().data.messages[1].seenAt,
    ).toBeNull();
    await calls.read(stranger.headers, thread);
    expect((await calls.unread(stranger.headers)).json().data.total).toBe(0);
    expect(
      (await calls.messages(owner.headers, thread, cast.supplier.id)).json().data.messages[1].seenAt,
    ).toEqual(expect.any(String));
    expect(buyer).toBeDefined();
  });
});

describe('ending a conversation', () => {
  it('closes the thread for both sides and refuses new messages with 409', async () => {
    const { buyer, owner, supplier } = cast;
    const thread = (await calls.send(buyer.headers, { to: supplier.id })).json().data.requestID;
    const ended = await calls.end(owner.headers, thread, supplier.id);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data).toMatchObject({ status: 'closed', endedAt: expect.any(String) });
    expect((await calls.messages(buyer.headers, thread)).json().data.thread.status).toBe('closed');
    const refused = await calls.reply(buyer.headers, thread, 'One more thing');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(MESSAGE_TEXTS.chatEnded);
    expect((await calls.end(buyer.headers, thread)).statusCode).toBe(200);
  });
});

describe('mail settings', () => {
  it('is on by default and can be turned off', async () => {
    const { headers } = cast.member;
    expect((await calls.call('GET', '/user/message-mails', headers)).json().data).toEqual({ enabled: true });
    expect((await calls.call('PUT', '/user/message-mails', headers, { enabled: false })).json().data).toEqual(
      { enabled: false },
    );
    expect((await calls.call('GET', '/user/message-mails', headers)).json().data).toEqual({ enabled: false });
    expect((await calls.call('GET', '/user/message-mails')).statusCode).toBe(401);
    await calls.call('PUT', '/user/message-mails', headers, { enabled: true });
  });
});
